"""The Python API: playground.check, playground.testing.assert_backward_correct, playground.show."""
from __future__ import annotations

import linecache
import subprocess
import sys
import types
from pathlib import Path

import pytest

import playground
from playground.api.check import Report
from playground.api.judging_process import JudgeProcess, RunnerDied
from playground.api.report_line import RESULT_PREFIX
from playground.api.subject_source import source_of
from playground.testing import assert_backward_correct, failure_message
from tests.repo import REPO

SCRIPT = '''import torch
import playground

SCALE = 2.0


class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return SCALE * x

    @staticmethod
    def backward(ctx, grad):
        return undefined_name * grad


report = playground.check(Double)
print(report)
'''


def test_importing_the_package_loads_neither_torch_nor_qt():
    code = "import sys, playground; print(sorted(m for m in sys.modules if m.startswith(('torch', 'PySide6'))))"
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "[]", done.stderr
    assert callable(playground.check) and callable(playground.show) and playground.Report is Report


def test_a_class_is_sent_with_its_imports_and_definitions_at_its_own_lines_and_without_the_scripts_calls(tmp_path):
    path = tmp_path / "script.py"
    path.write_text(SCRIPT.replace("report = playground.check(Double)", "pass"))
    namespace = {"__name__": "script_under_test"}
    exec(compile(SCRIPT.replace("report = playground.check(Double)\nprint(report)", ""), str(path), "exec"),
         namespace)
    sys.modules["script_under_test"] = type(sys)("script_under_test")
    sys.modules["script_under_test"].__file__ = str(path)
    try:
        text, filename, name = source_of(namespace["Double"])
    finally:
        del sys.modules["script_under_test"]
    lines = text.splitlines()
    assert (filename, name) == (str(path), "Double")
    assert lines[0] == "import torch" and lines[3] == "SCALE = 2.0"
    assert lines[13] == "        return undefined_name * grad"  # line 14 of the file, as in the file
    assert "playground.check" not in text and "print(report)" not in text


def test_a_class_defined_inside_a_function_is_sent_dedented_at_its_lines():
    def make():
        class Local(playground.Report.__class__):  # any class: only its source is read
            pass
        return Local

    text, filename, name = source_of(make())
    assert name == "Local" and filename == __file__
    start = text.splitlines().index("class Local(playground.Report.__class__):  # any class: only its source is read")
    assert start + 1 == make.__code__.co_firstlineno + 1
    assert "import pytest" in text and "def make" not in text


def test_a_class_typed_into_a_notebook_cell_is_found_in_the_cells_text(monkeypatch):
    cell = "x = 1\n\n\nclass Cell(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x\n"
    filename = "/tmp/ipykernel_1/2.py"  # how IPython names a cell's code
    monkeypatch.setitem(linecache.cache, filename, (len(cell), None, cell.splitlines(True), filename))
    module = types.ModuleType("notebook_main")  # like a kernel's __main__: no __file__
    monkeypatch.setitem(sys.modules, "notebook_main", module)
    namespace = {"__name__": "notebook_main", "Function": object}
    exec(compile(cell, filename, "exec"), namespace)
    text, name_of_file, name = source_of(namespace["Cell"])
    assert (name_of_file, name) == (filename, "Cell")
    assert text.splitlines()[3:7] == cell.splitlines()[3:7]  # the class at its lines of the cell
    assert "x = 1" in text


def test_text_paths_and_lesson_names_are_subjects(tmp_path):
    path = tmp_path / "f.py"
    path.write_text("x = 1\n")
    assert source_of("import torch\nx = 1\n") == ("import torch\nx = 1\n", "<string>", None)
    assert source_of(str(path)) == ("x = 1\n", str(path), None)
    assert source_of(path) == ("x = 1\n", str(path), None)
    assert "class" in source_of("round_ste")[0]
    with pytest.raises(FileNotFoundError):
        source_of(str(tmp_path / "missing.py"))


FAKE_RUNNER = """import json, os, sys
print("a line the subject's code wrote", flush=True)
for line in sys.stdin:
    order = json.loads(line)
    if order["text"] == "die":
        os._exit(3)
    if order["text"] == "noise":
        sys.stderr.write("x" * 200000)
    print("%s" + json.dumps({"pid": os.getpid(), "echo": order["text"]}), flush=True)
""" % RESULT_PREFIX


def test_the_judging_process_is_kept_from_call_to_call_and_started_again_when_it_died():
    judge = JudgeProcess([sys.executable, "-c", FAKE_RUNNER])
    try:
        first = judge.ask({"text": "a", "timeout": 1})
        assert first["echo"] == "a" and judge.ask({"text": "noise", "timeout": 1})["pid"] == first["pid"]
        with pytest.raises(RunnerDied, match="status 3"):  # it died again on the fresh runner
            judge.ask({"text": "die", "timeout": 1})
        assert judge.ask({"text": "b", "timeout": 1})["pid"] != first["pid"]
    finally:
        judge.close()


def test_the_device_goes_with_the_order_into_the_compile_request(monkeypatch):
    from playground.api import check as api_check
    from playground.api import judging_runner
    from playground.protocol import CompileResult

    orders, requests = [], []
    fields = {"file": "f.py", "verdict": "error", "by_design": False, "summary": None, "errors": [], "subject": None}
    monkeypatch.setattr(api_check.JUDGE, "ask", lambda order: orders.append(order) or
                        {"fields": fields, "text": "", "differs_where": []})
    playground.check("round_ste")
    playground.check("round_ste", device="cuda:1")
    assert [order["device"] for order in orders] == ["cpu", "cuda:1"]

    class Session:
        def check(self, request):
            requests.append(request)
            return CompileResult(0, [], [], None, None, "", [], None)

    for order in orders + [{key: value for key, value in orders[0].items() if key != "device"}]:
        judging_runner.judge(order, Session())
    assert [request.device for request in requests] == ["cpu", "cuda:1", "cpu"]


def test_the_jacobians_probe_input_is_chosen_from_the_api_as_on_the_command_line():
    softmax = (REPO / "resources" / "presets" / "19_softmax_jacobian.py").read_text()
    found = playground.check(softmax, jacobian_shape=(3,), jacobian_values="linspace").jacobian
    assert (found["inputs_from"], found["values"], found["input_shapes"]) == ("chosen", "linspace", {"x": [3]})
    mine = playground.check(softmax, jacobian_numbers=[0.0, 1.0, 2.0, 3.0]).jacobian
    assert (mine["values"], list(mine["input_shapes"].values())) == ("numbers", [[4]])
    assert playground.check(softmax).jacobian["inputs_from"] == "call"


def report(verdict: str, **fields) -> Report:
    data = {"file": "f.py", "verdict": verdict, "by_design": False, "summary": "It differs.", "errors": [],
            "subject": "F", "max_error": 0.5, "gradcheck": {"passed": False, "message": "gradcheck failed."},
            "gradgradcheck": None, **fields}
    return Report(data["file"], verdict, data["by_design"], data["summary"], data["errors"], data["subject"],
                  differs_where=[(-5.0, -0.01), (0.01, 5.0)] if verdict == "differs" else [], fields=data)


def test_the_failure_message_says_the_verdict_and_where():
    message = failure_message(report("differs"))
    assert message.splitlines()[0] == "F: It differs."
    assert "differs at x in [-5, -0.01], [0.01, 5]" in message and "gradcheck failed." in message
    error = {"line": 7, "phase": "backward", "type": "NameError", "message": "name 'y' is not defined"}
    message = failure_message(report("error", errors=[error], summary=None))
    assert "f.py, line 7 (backward): NameError: name 'y' is not defined" in message


@pytest.mark.slow
def test_a_wrong_backward_fails_with_the_sentence_and_the_x_where_it_differs():
    import torch

    class Square(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * x

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return x * grad

    with pytest.raises(AssertionError) as raised:
        assert_backward_correct(Square)
    message = str(raised.value)
    assert message.startswith("Square: Your backward gives 0.5 times the true derivative")
    assert "differs at x in [-5, " in message


@pytest.mark.slow
def test_a_wrong_jvp_is_a_difference_and_each_check_is_in_the_report():
    wrong = playground.check("forward_mode_jvp")
    assert wrong.verdict == "differs" and "Wavelet.jvp" in wrong.summary
    assert wrong.checks["jvp"]["passed"] is False and wrong.checks["backward"]["passed"] is True
    assert wrong.to_dict()["checks"] == wrong.checks


@pytest.mark.slow
def test_check_reports_values_at_points_and_an_endless_loop_as_an_error():
    wrong = playground.check("round_ste", at=[0.4, 1.6])
    assert (wrong.verdict, wrong.by_design) == ("differs", True)
    assert wrong.at["f"] == [0.0, 2.0] and wrong.to_dict()["at"] == wrong.at
    hang = playground.check("import torch\nwhile True:\n    pass\n", timeout=2)
    assert hang.verdict == "error" and hang.errors[0]["line"] in (2, 3)


@pytest.mark.slow
def test_the_example_suite_passes():
    done = subprocess.run([sys.executable, "-m", "pytest", "examples/test_my_functions.py", "-q", "-p",
                           "no:cacheprovider"], cwd=REPO, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "3 passed" in done.stdout, done.stdout[-3000:]


@pytest.mark.slow
def test_show_opens_the_window_with_the_code(tmp_path):
    shot = tmp_path / "shown.png"
    window = playground.show("round_ste", options=("--snapshot", str(shot), "--size", "800x600"))
    assert window.wait(timeout=240) == 0
    assert shot.stat().st_size > 10_000
    assert Path(window.args[4]).read_text() == source_of("round_ste")[0]
