"""The warm-up the engine finishes after "ready" (engine/warm_up.py's LATER_STEPS): its steps run
only while no request waits, one at a time, never while the engine keeps a user's model, and
print nowhere the user's console reads; a request that needs one runs it before its clock starts.
(That the steps leave torch's random state alone is checked in test_startup_imports.py, where they
run in a fresh interpreter.)"""
from __future__ import annotations

import multiprocessing
import sys

import torch

from playground import protocol
from playground.engine import server
from playground.engine.channel import Channel
from playground.engine.interrupts import InterruptGate
from playground.engine.server import Engine
from playground.engine.usercode.capture import OutputCapture
from playground.engine.warm_up import forward_ad_ready, judge_every_check, steps_before_check
from playground.formats.presets import read_preset_source
from playground.wire import MessagePipe
from tests.engine.harness import FakeConn


def engine_with_steps(steps) -> tuple[Engine, FakeConn, OutputCapture]:
    conn, capture = FakeConn(), OutputCapture()
    return Engine(conn, capture, InterruptGate(), 5.0, warm_later=steps), conn, capture


def graph_answers(sent: list) -> list[int]:
    return [reply.request_id for reply in sent if isinstance(reply, protocol.GraphData)]


def test_waiting_requests_are_answered_before_any_step_and_the_steps_run_in_order():
    seen: list = []
    engine, conn, _ = engine_with_steps([lambda: seen.append(("first", graph_answers(conn.sent))),
                                         lambda: seen.append(("second", graph_answers(conn.sent)))])
    conn.inbox.extend([protocol.GraphRequest(request_id=1), protocol.GraphRequest(request_id=2)])
    engine.loop()
    assert seen == [("first", [1, 2]), ("second", [1, 2])]
    assert not engine.warm_later


def test_a_request_that_comes_during_a_step_is_answered_before_the_next_step():
    seen: list = []
    engine, conn, _ = engine_with_steps([lambda: conn.inbox.append(protocol.GraphRequest(request_id=7)),
                                         lambda: seen.append(graph_answers(conn.sent))])
    engine.loop()
    assert seen == [[7]]


def test_no_step_runs_while_the_engine_keeps_a_trained_model():
    ran: list = []
    engine, conn, _ = engine_with_steps([lambda: ran.append(1)])
    engine.last_model = torch.nn.Linear(1, 1)
    conn.inbox.append(protocol.GraphRequest(request_id=1))
    engine.loop()
    assert ran == [] and len(engine.warm_later) == 1
    assert graph_answers(conn.sent) == [1]


def test_what_a_step_prints_goes_to_the_engines_stderr_not_to_the_users_console(monkeypatch, capfd):
    engine, _, capture = engine_with_steps([lambda: print("a warning of an import")])
    monkeypatch.setattr(sys, "stdout", capture)  # as serve() sets it after "ready"
    engine.loop()
    assert capture.take() == ("", 0)
    assert "a warning of an import" in capfd.readouterr().err


def test_the_channel_waits_for_a_message_without_taking_it():
    engine_end, window_end = multiprocessing.Pipe(duplex=True)
    try:
        channel = Channel(MessagePipe(engine_end), OutputCapture(), InterruptGate())
        assert not channel.wait_for_message(0.01)
        MessagePipe(window_end).send(protocol.GraphRequest(request_id=3))
        assert channel.wait_for_message(5.0)
        assert channel.receive() == protocol.GraphRequest(request_id=3)
    finally:
        engine_end.close()
        window_end.close()


def test_a_check_that_needs_a_later_step_runs_it_before_its_first_phase_starts_the_clock(monkeypatch):
    seen: list = []
    engine, conn, _ = engine_with_steps([])

    def step():
        seen.append([type(reply).__name__ for reply in conn.sent])
    engine.warm_later.append(step)
    monkeypatch.setattr(server, "steps_before_check", lambda source: (step,) if "needs it" in source else ())
    conn.inbox.append(protocol.CompileRequest(request_id=1, source="x = 1  # needs it"))
    engine.loop()
    assert seen == [[]]  # before the PhaseStarted that starts the client's clock
    assert isinstance(conn.sent[0], protocol.PhaseStarted)


def test_a_training_run_imports_what_it_needs_before_its_clock_starts(monkeypatch):
    seen: list = []
    engine, conn, _ = engine_with_steps([])

    def step():
        seen.append([type(reply).__name__ for reply in conn.sent])
    engine.warm_later.append(step)
    monkeypatch.setattr(server, "ready_to_train", step)
    conn.inbox.append(protocol.TrainRequest(request_id=1, source="no Function here", subject=None,
                                            config=protocol.TrainConfig()))
    engine.loop()
    assert seen == [[]]
    assert any(isinstance(reply, protocol.TrainFinished) for reply in conn.sent)


def test_only_a_lesson_with_forward_mode_or_torch_func_runs_their_steps_first():
    assert steps_before_check(read_preset_source("torch_func")) == (forward_ad_ready, judge_every_check)
    assert steps_before_check(read_preset_source("forward_mode_jvp")) == (forward_ad_ready, judge_every_check)
    assert steps_before_check(read_preset_source("relu_tutorial")) == ()
