"""`check`'s report of a file whose code calls none of its Functions (a block per Function, worst
first) and of the input shape the grid probe used, in process (test_cli.py runs the command)."""
from __future__ import annotations

import dataclasses
from pathlib import Path

from playground import protocol
from playground.cli.report import check_report, check_to_json
from playground.engine.judge.check import run_check

CORPUS = Path(__file__).parents[1] / "engine" / "judge" / "examples" / "corpus"


def judged_each(text: str) -> list:
    request = protocol.CompileRequest(request_id=1, source=text, points=101)
    worst = run_check(request)
    others = [run_check(dataclasses.replace(request, subject=name)) for name in worst.each[1:]]
    return [worst, *others]


def test_each_function_of_a_file_that_calls_none_has_a_block_and_a_json_entry_worst_first():
    each = judged_each((CORPUS / "b16_function_db_cube_gen_vmap.py").read_text())
    assert [one.subject for one in each] == ["CubeGenVmap", "MulGenVmap"]
    text = check_report("cube.py", each[0], None, each)
    assert "(worst first): CubeGenVmap, MulGenVmap" in text
    assert text.index("cube.py · CubeGenVmap\n") < text.index("cube.py · MulGenVmap\n")
    assert "DIFFERS" in text.split("cube.py · MulGenVmap")[0] and "OK —" in text.split("cube.py · MulGenVmap")[1]
    report = check_to_json("cube.py", each[0], None, False, each)
    assert report["subject"] == "CubeGenVmap" and report["verdict"] == "differs"
    assert [(one["subject"], one["verdict"]) for one in report["judged"]] == [("CubeGenVmap", "differs"),
                                                                              ("MulGenVmap", "matches")]
    assert "judged" not in check_to_json("cube.py", each[1], None, False)


def test_the_report_says_which_input_shape_the_grid_probe_used():
    result = run_check(protocol.CompileRequest(request_id=1,
                                               source=(CORPUS / "r59_feature_pick_default_index.py").read_text(),
                                               points=101))
    assert result.probe.input_shape == (101, 3)  # 1-D and a column have no feature 2: rows of 3
    assert "input:         101 rows of shape (3,)" in check_report("pick.py", result, None)
    assert check_to_json("pick.py", result, None, False)["input_shape"] == [101, 3]
