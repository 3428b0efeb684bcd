"""Code that hangs, exits or crashes the engine process: a time limit or a restart, the phase and
line named, and the next correct compile judged right."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from playground import protocol
from tests.faults.fault_helpers import (
    assert_engine_works,
    assert_student_words,
    judge,
    started_engine,
    wait_for,
)
from tests.faults.fault_sources import GOOD, SAVE, function, line_of
from tests.repo import REPO

pytestmark = pytest.mark.slow  # engines killed and started again, one after another

TIME_LIMIT = 1.5

# A loop that swallows KeyboardInterrupt: only terminating the process ends it.
STUBBORN_LOOP = """while True:
            try:
                while True:  # inner
                    pass
            except BaseException:
                pass"""


@pytest.fixture(scope="module")
def engine():
    client = started_engine(compile_timeout=TIME_LIMIT, standby=False, memory_limit_mb=3072)
    yield client
    client.close()


def crash_line(restart: protocol.EngineRestarted):
    return restart.line


@pytest.mark.parametrize("where, source, piece", [
    ("compile", "import torch\n\nwhile True:\n    pass\n", "while True"),
    ("forward", function("while True:\n    x = x + 0\nreturn x", "return grad_output"), "while True"),
    ("backward", function(SAVE, "while True:\n    grad_output = grad_output + 0"), "while True"),
], ids=["top_level", "forward", "backward"])
def test_an_endless_loop_is_stopped_at_the_time_limit(engine, where, source, piece):
    started = time.monotonic()
    answer, _ = judge(engine, source)
    assert isinstance(answer, protocol.CompileResult), answer  # interrupted, not restarted
    error = answer.errors[0]
    assert error.code == "interrupted" and error.phase == where
    assert "time limit" in error.message and f"{TIME_LIMIT:g} s" in error.message
    assert error.line == line_of(source, piece)
    # Interrupted by the limit (the client's interrupt at TIME_LIMIT; its restart, later, would
    # not be a CompileResult), so never before it; how much after depends on the machine's load.
    assert time.monotonic() - started >= TIME_LIMIT
    assert_engine_works(engine)


def test_an_endless_loop_before_training_is_stopped_at_the_time_limit(engine):
    config = protocol.TrainConfig(model="fit-1d", dataset="sin", steps=50, width=4, depth=1)
    source = "import torch\n\nwhile True:\n    pass\n" + GOOD
    request_id = engine.train(source, None, config)
    seen = wait_for(engine, lambda m: isinstance(m, (protocol.TrainFinished, protocol.EngineRestarted)), 30)
    finished = seen[-1]
    assert isinstance(finished, protocol.TrainFinished) and finished.request_id == request_id
    error = finished.errors[0]
    assert finished.reason == "error" and error.code == "interrupted" and error.phase == "compile"
    assert error.line == line_of(source, "while True")
    assert_engine_works(engine)


def test_recursion_through_autograd_in_backward_is_stopped(engine):
    # Each backward starts another backward, on ever new threads once torch's reentrant depth
    # is reached. The time limit's interrupt ends it, or the threads' stacks fill the memory cap
    # first; if neither answer comes in time, the engine is restarted.
    source = function(SAVE, "x, = ctx.saved_tensors\nwith torch.enable_grad():\n"
                            "    y = x.detach().requires_grad_()\n"
                            "    return torch.autograd.grad(Sq.apply(y).sum(), y)[0] * grad_output")
    backward_body = range(line_of(source, "def backward") + 1, line_of(source, "torch.autograd.grad") + 1)
    # The recursion runs forward too (Sq.apply inside backward): killed there, its line is named.
    forward_body = range(line_of(source, "def forward") + 1, line_of(source, "return x * x") + 1)
    answer, _ = judge(engine, source)
    if isinstance(answer, protocol.EngineRestarted):
        assert answer.reason == "timeout" and answer.phase == "backward"
        # Killed while torch's own threads run the recursion, the crash log may name no line.
        assert crash_line(answer) in (None, *forward_body, *backward_body)
    else:
        error = answer.errors[0]
        assert error.phase == "backward" and error.line in backward_body
        assert error.code in ("interrupted", "out_of_memory", "recursion"), error
    assert_engine_works(engine)


def test_a_loop_that_ignores_interrupts_gets_a_restart_naming_phase_and_line(engine):
    source = function(SAVE, STUBBORN_LOOP)
    request_id = engine.compile(source, points=101)
    restart = wait_for(engine, lambda m: isinstance(m, (protocol.EngineRestarted, protocol.CompileResult)), 30)[-1]
    assert isinstance(restart, protocol.EngineRestarted), restart
    assert restart.reason == "timeout" and restart.phase == "backward" and restart.request_id == request_id
    assert "time limit" in restart.message and "backward" in restart.message
    inner = line_of(source, "# inner")
    assert crash_line(restart) in (inner, inner + 1)  # the loop's test or its body, wherever it stopped
    assert_student_words(restart.message)
    assert_engine_works(engine)


@pytest.mark.parametrize("where, source, phase", [
    ("top_level", "import os\n\nos._exit(0)\n", "compile"),
    ("forward", function("import os\nos._exit(0)", "return grad_output"), "forward"),
])
def test_os_exit_restarts_the_engine_and_says_why(engine, where, source, phase):
    request_id = engine.compile(source, points=101)
    restart = wait_for(engine, lambda m: isinstance(m, protocol.EngineRestarted), 30)[-1]
    assert restart.reason == "crashed" and restart.request_id == request_id
    assert restart.phase == phase and restart.exitcode == 0
    assert "os._exit()" in restart.message and "untouched" in restart.message
    assert_engine_works(engine)


@pytest.mark.parametrize("where, source, piece, phase", [
    ("top_level", "import ctypes\n\nctypes.string_at(0)\n", "string_at", "compile"),
    ("backward", function(SAVE, "import ctypes\nctypes.string_at(0)\nreturn grad_output"), "string_at", "backward"),
])
def test_a_segfault_restarts_the_engine_naming_the_line(engine, where, source, piece, phase):
    request_id = engine.compile(source, points=101)
    restart = wait_for(engine, lambda m: isinstance(m, protocol.EngineRestarted), 30)[-1]
    assert restart.reason == "crashed" and restart.request_id == request_id and restart.phase == phase
    assert "segmentation fault" in restart.message
    assert crash_line(restart) == line_of(source, piece)
    assert f"line {line_of(source, piece)}" in restart.message
    assert_engine_works(engine)


def test_a_newer_edit_does_not_stop_the_clock_of_a_hung_one(engine):
    # Live compile sends an edit every few keystrokes; the hung one must still be stopped.
    hung = engine.compile(function(SAVE, STUBBORN_LOOP), points=101)
    wait_for(engine, lambda m: isinstance(m, protocol.PhaseStarted) and m.request_id == hung, 30)
    newer = engine.compile(GOOD, points=101)
    seen = wait_for(engine, lambda m: isinstance(m, protocol.EngineRestarted), 30)
    assert seen[-1].reason == "timeout" and seen[-1].request_id == hung
    assert newer not in {m.request_id for m in seen if isinstance(m, protocol.CompileResult)}
    assert_engine_works(engine)


def test_stop_ends_a_cooperative_run_without_a_restart(engine):
    config = protocol.TrainConfig(model="fit-1d", dataset="sin", steps=10**7, width=8, depth=1)
    request_id = engine.train(GOOD, None, config)
    wait_for(engine, lambda m: isinstance(m, protocol.TrainSnapshot) and m.step > 20, 30)
    engine.control("stop")
    seen = wait_for(engine, lambda m: isinstance(m, (protocol.TrainFinished, protocol.EngineRestarted)), 10)
    assert isinstance(seen[-1], protocol.TrainFinished) and seen[-1].request_id == request_id
    assert seen[-1].reason == "stopped"
    assert_engine_works(engine)


def test_stop_on_a_backward_that_returns_in_python_is_answered_by_the_engine(engine):
    config = protocol.TrainConfig(model="fit-1d", dataset="sin", steps=1000, width=4, depth=1)
    source = function(SAVE, "while True:\n    grad_output = grad_output + 0")
    request_id = engine.train(source, None, config)
    wait_for(engine, lambda m: isinstance(m, protocol.PhaseStarted) and m.phase == "train", 30)
    engine.control("stop")
    seen = wait_for(engine, lambda m: isinstance(m, (protocol.TrainFinished, protocol.EngineRestarted)), 10)
    assert isinstance(seen[-1], protocol.TrainFinished) and seen[-1].request_id == request_id
    assert seen[-1].reason == "stopped"
    assert_engine_works(engine)


def test_stop_on_a_runaway_run_restarts_the_engine(engine):
    config = protocol.TrainConfig(model="fit-1d", dataset="sin", steps=1000, width=4, depth=1)
    source = function(SAVE, STUBBORN_LOOP)
    request_id = engine.train(source, None, config)
    wait_for(engine, lambda m: isinstance(m, protocol.PhaseStarted) and m.phase == "train", 30)
    engine.control("stop")
    restart = wait_for(engine, lambda m: isinstance(m, (protocol.TrainFinished, protocol.EngineRestarted)), 10)[-1]
    assert isinstance(restart, protocol.EngineRestarted), restart
    assert restart.reason == "stop" and restart.request_id == request_id and restart.phase == "train"
    inner = line_of(source, "# inner")
    assert crash_line(restart) in (inner, inner + 1)  # the loop's test or its body, wherever it stopped
    assert_engine_works(engine)


def test_sys_exit_during_training_ends_the_run_not_the_engine(engine):
    config = protocol.TrainConfig(model="fit-1d", dataset="sin", steps=50, width=4, depth=1)
    source = function(SAVE, "import sys\nsys.exit('no gradients today')")
    request_id = engine.train(source, None, config)
    seen = wait_for(engine, lambda m: isinstance(m, (protocol.TrainFinished, protocol.EngineRestarted)), 30)
    finished = seen[-1]
    assert isinstance(finished, protocol.TrainFinished) and finished.request_id == request_id
    assert finished.reason == "error" and finished.errors[0].code == "exit_called"
    assert finished.errors[0].line == line_of(source, "sys.exit(")
    assert_engine_works(engine)


def test_a_warm_standby_takes_over_at_once():
    client = started_engine(compile_timeout=5.0, standby=True, memory_limit_mb=3072)
    try:
        assert_engine_works(client)
        deadline = time.monotonic() + 180  # a cold torch import, on a loaded machine too
        while not client.standby_ready and time.monotonic() < deadline:
            client.poll(0.05)
        standby = client.standby_pid
        assert standby is not None and client.standby_ready
        client.compile("import os\nos._exit(0)\n", points=11)
        wait_for(client, lambda m: isinstance(m, protocol.EngineRestarted), 30)
        assert client.pid == standby
        ready = wait_for(client, lambda m: isinstance(m, protocol.EngineReady), 5)[-1]
        assert ready.pid == standby
        assert_engine_works(client)
    finally:
        client.close()


ORPHAN_PARENT = """
import sys, time
sys.path.insert(0, {root!r})
from playground import protocol
from playground.client.client import EngineClient

if __name__ == "__main__":
    client = EngineClient(compile_timeout=600, standby=False, memory_limit_mb=2048)
    client.start()
    while not client.ready:
        client.poll(0.05)
    client.compile("while True:\\n    pass\\n")
    while not any(isinstance(m, protocol.PhaseStarted) for m in client.poll(0.05)):
        pass
    print(client.pid, flush=True)
    time.sleep(600)
"""


def test_an_engine_dies_with_its_window(tmp_path):
    # The window killed (SIGKILL: no chance to close its engine) while a student's loop runs.
    script = tmp_path / "window.py"
    script.write_text(ORPHAN_PARENT.format(root=str(REPO)))
    window = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        engine_pid = int(window.stdout.readline())
        os.kill(window.pid, signal.SIGKILL)
        window.wait(10)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and _running(engine_pid):
            time.sleep(0.05)
        assert not _running(engine_pid)
    finally:
        window.kill()


def _running(pid: int) -> bool:
    """Alive and not a zombie (an orphan's zombie waits for init to reap it)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False
