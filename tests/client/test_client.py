"""The engine process seen through EngineClient: answers, time limits, crashes, stop, restart."""
from __future__ import annotations

import time

import pytest

from playground import protocol
from playground.client.client import EngineClient

GOOD = """
import torch

class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return 2 * x * grad_output
"""

SPIN_IN_BACKWARD = """
import torch

class Spin(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        while True:
            pass
"""


def wait_for(client: EngineClient, predicate, timeout: float = 60.0) -> list:
    """Poll until a message satisfies predicate; returns every message received."""
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        for message in client.poll(0.05):
            seen.append(message)
            if predicate(message):
                return seen
    raise AssertionError(f"timed out; received {[type(m).__name__ for m in seen]}")


def is_result(request_id):
    return lambda m: isinstance(m, protocol.CompileResult) and m.request_id == request_id


def is_finished(request_id):
    return lambda m: isinstance(m, protocol.TrainFinished) and m.request_id == request_id


@pytest.fixture(scope="module")
def client():
    engine = EngineClient(compile_timeout=2.0, stop_grace=0.5)
    engine.start()
    wait_for(engine, lambda m: isinstance(m, protocol.EngineReady))
    yield engine
    engine.close()


def compile_good(client) -> protocol.CompileResult:
    request_id = client.compile(GOOD, points=101)
    result = wait_for(client, is_result(request_id))[-1]
    assert result.errors == [], result.errors
    return result


def test_ready_lists_the_cpu(client):
    assert client.ready
    assert client.devices[0].id == "cpu" and client.devices[0].available


def test_compile_answers_with_a_verdict(client):
    result = compile_good(client)
    assert result.subject == "Square"
    assert result.probe.verdict == "matches"
    assert len(result.probe.x) == 101


def test_only_the_newest_of_queued_compiles_is_judged(client, tmp_path):
    # The first compile holds the engine until the test lets it go, so the two edits after it
    # are certainly queued together when the engine looks at its pipe again.
    release = tmp_path / "release"
    blocker = client.compile(f"import os, time\nwhile not os.path.exists({str(release)!r}):\n    time.sleep(0.01)\n"
                             + GOOD, points=101)
    wait_for(client, lambda m: isinstance(m, protocol.PhaseStarted) and m.request_id == blocker)
    stale = client.compile(GOOD, points=101)
    newest = client.compile(GOOD.replace("2 * x", "3 * x"), points=101)
    release.touch()
    seen = wait_for(client, is_result(newest))
    answered = [m.request_id for m in seen if isinstance(m, protocol.CompileResult)]
    assert answered == [blocker, newest], "the superseded edit was judged"
    assert stale not in {m.request_id for m in seen if isinstance(m, protocol.PhaseStarted)}
    assert seen[-1].probe.verdict == "differs"


def test_print_output_comes_back(client):
    request_id = client.compile(GOOD + "\nprint('hello from the editor')\n", points=51)
    seen = wait_for(client, is_result(request_id))
    printed = seen[-1].output + "".join(m.text for m in seen if isinstance(m, protocol.Output))
    assert "hello from the editor" in printed


def test_endless_loop_at_top_level_is_interrupted_and_the_engine_goes_on(client):
    # When the limit applies is tested on a fake clock (test_time_limits.py); here, that the
    # real engine answers the interrupt at the line that looped, without a restart.
    request_id = client.compile("while True:\n    pass\n")
    seen = wait_for(client, lambda m: is_result(request_id)(m) or isinstance(m, protocol.EngineRestarted), 30)
    last = seen[-1]
    assert isinstance(last, protocol.CompileResult), last
    assert last.errors and last.errors[0].code == "interrupted"
    assert last.errors[0].line == 1 and "2 s" in last.errors[0].message
    compile_good(client)


def test_os_exit_in_user_code_restarts_the_engine(client):
    request_id = client.compile("import os\nos._exit(0)\n")
    seen = wait_for(client, lambda m: isinstance(m, protocol.EngineRestarted), 30)
    assert seen[-1].reason == "crashed" and seen[-1].request_id == request_id
    assert "status 0" in seen[-1].message
    wait_for(client, lambda m: isinstance(m, protocol.EngineReady))
    compile_good(client)


def test_training_streams_snapshots_and_finishes(client):
    config = protocol.TrainConfig(model="fit-1d", dataset="sin", steps=300, width=8, depth=1)
    request_id = client.train(GOOD, None, config)
    seen = wait_for(client, is_finished(request_id), 60)
    started = [m for m in seen if isinstance(m, protocol.TrainStarted)]
    snapshots = [m for m in seen if isinstance(m, protocol.TrainSnapshot)]
    finished = seen[-1]
    assert started and started[0].param_names
    assert finished.reason == "done" and finished.step == 300, finished.errors
    recorded = sum(len(s.loss) for s in snapshots)
    assert recorded == 300
    for name in started[0].param_names:
        assert sum(len(s.grad_norms[name]) for s in snapshots) == 300


def test_pause_step_and_stop(client):
    config = protocol.TrainConfig(model="fit-1d", dataset="sin", steps=100000, width=8, depth=1)
    request_id = client.train(GOOD, None, config, paused=True)
    wait_for(client, lambda m: isinstance(m, protocol.TrainStarted))
    client.control("step")
    client.control("step")
    seen = wait_for(client, lambda m: isinstance(m, protocol.TrainSnapshot) and m.step == 2, 20)
    assert seen[-1].step == 2
    client.control("resume")
    wait_for(client, lambda m: isinstance(m, protocol.TrainSnapshot) and m.step > 50, 20)
    client.control("stop")
    seen = wait_for(client, lambda m: is_finished(request_id)(m) or isinstance(m, protocol.EngineRestarted), 10)
    assert isinstance(seen[-1], protocol.TrainFinished), "the engine did not answer Stop itself"
    assert seen[-1].reason == "stopped" and seen[-1].step < 100000


def test_stop_recovers_from_an_endless_loop_in_backward(client, tmp_path):
    spinning = tmp_path / "spinning"
    source = SPIN_IN_BACKWARD.replace("        while True:", f"        open({str(spinning)!r}, 'w').close()\n"
                                                           "        while True:")
    config = protocol.TrainConfig(model="fit-1d", dataset="sin", steps=1000, width=8, depth=1)
    request_id = client.train(source, None, config)
    seen = []
    while not spinning.exists():  # the backward is in its loop: Stop cannot be read between steps
        seen += client.poll(0.05)
        assert not any(isinstance(m, (protocol.TrainFinished, protocol.EngineRestarted)) for m in seen), seen
    client.control("stop")
    seen = wait_for(client, lambda m: is_finished(request_id)(m) or isinstance(m, protocol.EngineRestarted), 10)
    # SIGINT after the Stop grace: the run ends as stopped (a restart only if it ignored that).
    assert isinstance(seen[-1], protocol.TrainFinished) and seen[-1].reason == "stopped", seen[-1]
    compile_good(client)


def test_controls_sent_right_after_train_are_not_lost(client):
    config = protocol.TrainConfig(model="fit-1d", dataset="sin", steps=100000, width=8, depth=1)
    request_id = client.train(GOOD, None, config)
    client.control("pause")  # before the engine has even started the run
    client.control("step")
    # Paused, the run sends one snapshot without new records and waits (running on, it would
    # never send one). How many steps came first depends on when the engine looks at the pipe
    # (every 5 ms: on a loaded machine the controls may land a few steps in).
    waiting = wait_for(client, lambda m: isinstance(m, protocol.TrainSnapshot) and len(m.loss) == 0, 30)[-1]
    assert waiting.step >= 1
    client.control("step")
    seen = wait_for(client, lambda m: isinstance(m, protocol.TrainSnapshot) and m.step > waiting.step, 30)
    assert seen[-1].step == waiting.step + 1, "paused: it ran on instead of one step per Step"
    client.control("stop")
    assert wait_for(client, is_finished(request_id), 10)[-1].reason == "stopped"
