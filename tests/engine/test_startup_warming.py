"""The warm-up the engine finishes after "ready" (engine/warm_up.py's LATER_STEPS): its steps run
only while no request waits, one at a time, never while the engine keeps a user's model, and
print nowhere the user's console reads; the steps themselves leave torch's random state alone."""
from __future__ import annotations

import multiprocessing
import sys

import torch

from playground import protocol
from playground.engine.channel import Channel
from playground.engine.interrupts import InterruptGate
from playground.engine.server import Engine
from playground.engine.usercode.capture import OutputCapture
from playground.engine.warm_up import judge_every_check
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


def test_judging_every_check_leaves_torchs_random_state_as_it_was():
    torch.manual_seed(1234)
    state = torch.get_rng_state()
    judge_every_check()  # its judgement seeds torch with 0 on its way
    assert torch.equal(torch.get_rng_state(), state)
