"""Grading a folder: every file gets its row, whatever the others do to their engine."""
from __future__ import annotations

import csv
import dataclasses
import io
import json
import subprocess
from pathlib import Path

import pytest

from playground import protocol
from playground.cli import grade
from tests.cli.in_process import run_in_process

SQUARE = '''import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        {backward}
'''
RIGHT = "return 2 * x * grad"
BACKWARDS = {
    "a_right.py": RIGHT,
    "b_half.py": "return x * grad",
    "c_endless.py": "while True:\n            pass",
    "d_exits.py": "import os; os._exit(0)",
    "e_segfault.py": "import ctypes; ctypes.string_at(0)",
    "f_right.py": RIGHT,
    "sub/g_right.py": RIGHT,
}


def write_class(folder: Path) -> None:
    for name, backward in BACKWARDS.items():
        (folder / name).parent.mkdir(exist_ok=True)
        (folder / name).write_text(SQUARE.format(backward=backward))
    (folder / "__pycache__").mkdir()
    (folder / "__pycache__" / "stale.py").write_text("raise SystemExit")


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return run_in_process(*args)  # tests/cli/in_process.py: the entry point, in this process


@pytest.mark.slow
def test_a_folder_with_a_hang_an_exit_and_a_segfault_still_grades_every_right_file(tmp_path):
    write_class(tmp_path)
    report = tmp_path / "grades.csv"
    done = run_cli("check", str(tmp_path), "--json", "--jobs", "2", "--timeout", "3", "--csv", str(report))
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    verdicts = {Path(line["file"]).relative_to(tmp_path).as_posix(): line["verdict"] for line in lines}
    assert verdicts == {"a_right.py": "matches", "b_half.py": "differs", "c_endless.py": "error",
                        "d_exits.py": "error", "e_segfault.py": "error", "f_right.py": "matches",
                        "sub/g_right.py": "matches"}, done.stderr
    assert [line["file"] for line in lines] == sorted(line["file"] for line in lines)  # file order
    errors = {Path(line["file"]).name: line["errors"][0] for line in lines if line["errors"]}
    assert errors["e_segfault.py"]["line"] == 13 and "segmentation fault" in errors["e_segfault.py"]["message"]
    assert "os._exit" in errors["d_exits.py"]["message"]
    assert done.returncode == 2  # the worst of them: an error
    rows = list(csv.DictReader(report.open()))
    assert [row["verdict"] for row in rows] == [line["verdict"] for line in lines]


@pytest.mark.slow
def test_a_file_that_changes_torch_does_not_change_the_verdict_of_the_next(tmp_path):
    (tmp_path / "a_patch.py").write_text("torch.cos = torch.sin\n" + SQUARE.format(backward=RIGHT))
    (tmp_path / "b_sine.py").write_text(SQUARE.replace("x * x", "torch.sin(x)").format(
        backward="return torch.cos(x) * grad"))
    done = run_cli("check", str(tmp_path), "--json", "--jobs", "1")
    assert [json.loads(line)["verdict"] for line in done.stdout.splitlines()] == ["matches", "matches"], done.stderr


class FakeSession:
    """Judges by the file's text: 'right', 'half', or a crash of the worker itself."""

    opened: list = []

    def __init__(self, timeout: float, fresh: bool = False):
        self.closed = False
        FakeSession.opened.append(self)

    def check(self, request: protocol.CompileRequest) -> protocol.CompileResult:
        if "worker bug" in request.source:
            raise RuntimeError("worker bug")
        verdict = "matches" if "right" in request.source else "differs"
        required = [f for f in dataclasses.fields(protocol.ProbeData)
                    if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]
        probe = protocol.ProbeData(*([None] * len(required)))  # the optional fields keep their defaults
        probe.verdict, probe.by_design, probe.summary = verdict, False, f"it {verdict}"
        probe.differ_fraction = probe.max_error = 0.0
        probe.gradcheck = probe.gradgradcheck = None
        return protocol.CompileResult(0, ["F"], [], "F", "function", "", [], probe)

    def close(self) -> None:
        self.closed = True


def grade_with_fakes(tmp_path, files: dict, expect=None, as_json=False, jobs=3):
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    out = io.StringIO()
    FakeSession.opened = []
    status = grade.run_grade([str(tmp_path)], grade.GradeOptions(expect=expect), jobs, as_json,
                             str(tmp_path / "out.csv"), out=out, session_factory=FakeSession)
    return status, out.getvalue().splitlines()


def test_rows_come_in_file_order_and_a_worker_failure_is_that_files_row(tmp_path):
    files = {f"{index:02d}.py": "right" for index in range(12)} | {"05.py": "worker bug", "07.py": "half"}
    status, lines = grade_with_fakes(tmp_path, files, as_json=True)
    rows = [json.loads(line) for line in lines]
    assert [Path(row["file"]).name for row in rows] == sorted(files)
    assert rows[5]["verdict"] == "error" and "worker bug" in rows[5]["errors"][0]["message"]
    assert rows[7]["verdict"] == "differs"
    assert status == grade.EXIT_ERROR
    assert 1 <= len(FakeSession.opened) <= 3 and all(session.closed for session in FakeSession.opened)


def test_expect_sets_the_exit_status_and_marks_the_table(tmp_path):
    status, lines = grade_with_fakes(tmp_path, {"a.py": "half", "b.py": "half"}, expect="differs")
    assert status == grade.EXIT_MATCHES
    assert lines[-1].startswith("2 files") and "0 not differs" in lines[-1]
    status, lines = grade_with_fakes(tmp_path, {"a.py": "right", "b.py": "half"}, expect="differs")
    assert status == grade.EXIT_DIFFERS
    assert lines[0].endswith("✗") and not lines[1].endswith("✗")


def test_exit_status_is_0_as_wanted_1_the_other_verdict_2_an_error():
    assert [grade.exit_status(v, None) for v in ("matches", "differs", "error")] == [0, 1, 2]
    assert [grade.exit_status(v, "differs") for v in ("matches", "differs", "error")] == [1, 0, 2]


def test_folders_are_searched_for_python_files_without_caches_or_hidden_folders(tmp_path):
    for name in ("b.py", "a/c.py", "a/notes.txt", ".hidden/d.py", "__pycache__/e.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("")
    found = grade.collect_files([str(tmp_path), "other.py"])
    assert [Path(file).relative_to(tmp_path).as_posix() for file in found[:-1]] == ["a/c.py", "b.py"]
    assert found[-1] == "other.py"
    assert grade.is_batch([str(tmp_path)]) and grade.is_batch(["x.py", "y.py"]) and not grade.is_batch(["x.py"])


def test_an_empty_folder_is_an_error(tmp_path, capsys):
    assert grade.run_grade([str(tmp_path)], grade.GradeOptions(), 1, False, None) == grade.EXIT_ERROR
    assert "no .py files" in capsys.readouterr().err


def test_every_file_is_judged_on_the_device_asked_for(tmp_path):
    class Session:
        def check(self, request):
            self.request = request
            return protocol.CompileResult(0, [], [], None, None, "", [], None)

    path = tmp_path / "square.py"
    path.write_text(SQUARE.format(backward="return 2 * x * grad"))
    session = Session()
    grade.judge_one(session, str(path), grade.GradeOptions())
    assert session.request.device == "cpu"
    grade.judge_one(session, str(path), grade.GradeOptions(device="cuda:1"))
    assert session.request.device == "cuda:1"
