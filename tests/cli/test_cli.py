"""The command line as a teacher runs it: each exit status from a real subprocess, the rest
through the same entry point in this process (tests/cli/in_process.py)."""
from __future__ import annotations

import json
import subprocess

import pytest

from tests.cli.in_process import run_in_process, run_subprocess
from tests.repo import REPO

ROOT = REPO

MATCHING = """
import torch

class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return 3 * x ** 2 * grad_output
"""


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return run_in_process(*args, cwd=ROOT)


def check_json(*args: str, real_process: bool = False) -> tuple[dict, int]:
    done = (run_subprocess if real_process else run_cli)("check", *args, "--json")
    return json.loads(done.stdout), done.returncode


def test_check_a_matching_backward_exits_0(tmp_path):
    path = tmp_path / "cube.py"
    path.write_text(MATCHING)
    report, code = check_json(str(path), "--points", "201", real_process=True)
    assert code == 0
    assert report["verdict"] == "matches" and report["ok"] is True
    assert report["functions"] == ["Cube"] and report["subject"] == "Cube"
    assert report["gradcheck"]["passed"] is True
    assert report["errors"] == []


def test_check_a_wrong_backward_exits_1(tmp_path):
    path = tmp_path / "cube.py"
    path.write_text(MATCHING.replace("3 * x ** 2", "2 * x ** 2"))
    report, code = check_json(str(path), "--points", "201", real_process=True)
    assert code == 1
    assert report["verdict"] == "differs" and report["ok"] is False
    assert report["gradcheck"]["passed"] is False


def test_check_a_syntax_error_exits_2_with_its_line(tmp_path):
    path = tmp_path / "broken.py"
    path.write_text("import torch\n\nclass F(torch.autograd.Function):\n    def forward(ctx, x)\n        return x\n")
    report, code = check_json(str(path), real_process=True)
    assert code == 2
    assert report["verdict"] == "error"
    assert report["errors"][0]["line"] == 4
    assert report["errors"][0]["phase"] == "compile"
    assert "Traceback" not in json.dumps(report)


def test_check_at_gives_values_at_negative_points():
    report, code = check_json("soft_clip", "--at", "-1,0,0.5")
    assert code == 0
    at = report["at"]
    assert at["x"] == [-1.0, 0.0, 0.5]
    assert at["f"][1] == pytest.approx(0.0)
    assert at["backward"][1] == pytest.approx(1.0)
    assert at["numeric"][0] == pytest.approx(at["backward"][0], rel=1e-6)


def test_check_a_missing_file_or_non_utf8_file_is_an_error(tmp_path):
    report, code = check_json(str(tmp_path / "nope.py"))
    assert code == 2 and "no such file" in report["errors"][0]["message"]
    binary = tmp_path / "binary.py"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    report, code = check_json(str(binary))
    assert code == 2 and "not UTF-8" in report["errors"][0]["message"]


def test_check_readable_report_names_the_verdict():
    done = run_cli("check", "round_ste", "--points", "201")
    assert done.returncode == 1
    assert "DIFFERS" in done.stdout and "by design" in done.stdout


def test_train_json_has_a_value_per_step_for_loss_and_every_parameter():
    done = run_cli("train", "relu_tutorial", "--steps", "30", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["ok"] and report["model"] == "tutorial-2layer" and report["device"] == "cpu"
    assert report["steps"] == 30 and len(report["loss"]) == 30
    assert set(report["grad_norms"]) == {"w1", "w2"}
    assert all(len(values) == 30 for values in report["grad_norms"].values())
    assert report["final_loss"] == report["loss"][-1]
    assert report["steps_per_second"] > 0


def test_train_with_a_seed_replays_bit_for_bit():
    runs = [json.loads(run_cli("train", "swish", "--steps", "25", "--seed", "7", "--json").stdout)
            for _ in range(2)]
    assert runs[0]["loss"] == runs[1]["loss"]
    assert runs[0]["grad_norms"] == runs[1]["grad_norms"]


def test_train_on_an_absent_device_is_a_clear_error():
    done = run_cli("train", "swish", "--steps", "5", "--device", "cuda:7", "--json")
    report = json.loads(done.stdout)
    assert done.returncode == 2 and not report["ok"]
    assert "cuda:7" in report["errors"][0]["message"]


def test_check_on_an_absent_device_is_a_clear_error():
    report, code = check_json("soft_clip", "--device", "cuda:7")
    (error,) = report["errors"]
    assert code == 2 and report["verdict"] == "error" and error["phase"] == "check"
    assert error["type"] == "DeviceUnavailable" and "cuda:7 is not available" in error["message"]


def test_presets_lists_one_per_line():
    done = run_cli("presets")
    assert done.returncode == 0
    names = [line.split()[0] for line in done.stdout.splitlines()]
    assert "round_ste" in names and "relu_tutorial" in names


def test_check_json_has_an_entry_per_check_and_a_wrong_jvp_exits_1():
    path = ROOT / "tests" / "engine" / "judge" / "examples" / "styled_jvp_sign_flip.py"
    report, code = check_json(str(path), "--points", "201")
    assert code == 1 and report["verdict"] == "differs" and "XSin.jvp" in report["summary"]
    checks = report["checks"]
    assert {"backward", "double_backward", "jvp", "torch_func", "vmap"} <= set(checks)
    assert all(set(entry) == {"passed", "max_abs_error", "message", "skipped_because"} for entry in checks.values())
    assert checks["backward"]["passed"] is True and checks["jvp"]["passed"] is False
    assert checks["vmap"]["passed"] is None and "generate_vmap_rule" in checks["vmap"]["skipped_because"]


def test_check_compile_says_why_a_function_breaks_the_graph(tmp_path):
    path = tmp_path / "item.py"
    path.write_text(MATCHING.replace("return x ** 3", "return x ** 3 if x.sum().item() > 0 else x ** 3"))
    done = run_cli("check", str(path), "--points", "101", "--compile")
    assert "compile:" in done.stdout and "cannot make one graph of Cube" in done.stdout, done.stdout


UNCALLED_PAIR = MATCHING + """

class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 2

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return 3 * x * grad_output  # d(x^2)/dx is 2x
"""


def test_check_judges_every_function_of_a_file_that_calls_none_worst_first(tmp_path):
    path = tmp_path / "pair.py"
    path.write_text(UNCALLED_PAIR)
    report, status = check_json(str(path))
    assert status != 0 and report["subject"] == "Square" and report["verdict"] == "differs"
    assert [(one["subject"], one["verdict"]) for one in report["judged"]] == [("Square", "differs"),
                                                                              ("Cube", "matches")]
    picked, _ = check_json(str(path), "--function", "Cube")
    assert picked["subject"] == "Cube" and picked["verdict"] == "matches" and "judged" not in picked
    text = run_cli("check", str(path)).stdout
    assert "pair.py · Square" in text and "pair.py · Cube" in text
    assert text.index("pair.py · Square") < text.index("pair.py · Cube")


def test_check_report_says_how_the_text_was_read():
    from playground import protocol
    from playground.cli.report import check_report, check_to_json
    note = protocol.Note("stray_space_forgiven", {"lines": "1, 28"},
                         "(A single space before line 1, 28 looked scraped from the web page with the code, so it "
                         "was left out.)")
    result = protocol.CompileResult(1, ["F"], ["LayerWithCustomGrad"], None, None, "", [], None, notes=[note])
    lines = check_report("post.py", result, None).split("\n")
    assert lines[2] == "  note:          " + note.message  # after "found:"
    assert check_to_json("post.py", result, None, False)["notes"] == [
        {"code": "stray_space_forgiven", "params": {"lines": "1, 28"}, "message": note.message}]
    result.notes = []
    assert "note:" not in check_report("post.py", result, None)
    assert check_to_json("post.py", result, None, False)["notes"] == []


def test_check_says_a_forgiven_stray_space_and_its_lines(tmp_path):
    from tests.engine.example.seed_code import RUSSIAN_ANSWER_WHOLE
    path = tmp_path / "post_003.py"
    path.write_text(RUSSIAN_ANSWER_WHOLE, encoding="utf-8")
    report, _ = check_json(str(path))
    assert [(n["code"], n["params"]) for n in report["notes"]] == [("stray_space_forgiven", {"lines": "1, 28"})]
    assert report["errors"] == [] and report["subject"] is not None
    text = run_cli("check", str(path)).stdout
    assert text.count("  note:          (A single space before line 1, 28 looked scraped") == 1
    path.write_text(MATCHING)
    assert check_json(str(path))[0]["notes"] == []
