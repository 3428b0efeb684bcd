"""The bridge's one dispatch table (playground/ui/bridge.py): every message the client can hand it
reaches its signal, and answers to requests that a newer one superseded do not."""
from __future__ import annotations

import typing

import pytest

from playground import protocol
from playground.ui.bridge import EngineBridge
from playground.vocabulary import CheckStage, RestartReason, RunEnd


class ScriptedClient:
    """The EngineClient as the bridge uses it: ids in order, and the messages the test queues."""

    def __init__(self):
        self.queued: list = []
        self.ids = iter(range(1, 100))
        self.compile_timeout = 5.0

    def poll(self, timeout: float = 0.0) -> list:
        messages, self.queued = self.queued, []
        return messages

    def compile(self, *args, **kwargs) -> int:
        return next(self.ids)

    def train(self, *args, **kwargs) -> int:
        return next(self.ids)

    def request(self, *args, **kwargs) -> int:
        return next(self.ids)


@pytest.fixture
def bridge(qtbot):
    return EngineBridge(client=ScriptedClient())


def heard(bridge: EngineBridge) -> list:
    """Every signal the bridge emits, as (signal name, message)."""
    got: list = []
    for name in ("ready", "compiled", "output", "phase", "train_started", "snapshot", "train_finished",
                 "restarted", "graph", "export_done", "example"):
        getattr(bridge, name).connect(lambda message, name=name: got.append((name, message)))
    return got


def deliver(bridge: EngineBridge, *messages) -> None:
    bridge.client.queued.extend(messages)
    bridge.pump()


def compile_result(request_id: int, stage: CheckStage = CheckStage.CHECKS) -> protocol.CompileResult:
    return protocol.CompileResult(request_id, [], [], None, None, "", [], None, stage=stage)


def test_every_message_the_window_can_get_has_a_handler(bridge):
    """ValuesAt answers only the command line's requests; the window never asks for it."""
    window_messages = set(typing.get_args(protocol.Message)) - {protocol.ValuesAt}
    assert window_messages <= set(bridge._handlers)


def test_each_stage_of_the_newest_compile_is_emitted_and_an_older_compiles_are_not(bridge):
    got = heard(bridge)
    old, new = bridge.compile("a"), bridge.compile("b")
    deliver(bridge, compile_result(old, CheckStage.CURVES), compile_result(new, CheckStage.CURVES),
            compile_result(old), compile_result(new, CheckStage.JACOBIAN), compile_result(new))
    assert [(name, m.request_id, m.stage) for name, m in got] == [
        ("compiled", new, CheckStage.CURVES), ("compiled", new, CheckStage.JACOBIAN), ("compiled", new, CheckStage.CHECKS)]


def test_a_runs_messages_reach_the_window_while_it_is_the_current_run(bridge):
    got = heard(bridge)
    old = bridge.train("a", None, protocol.TrainConfig())
    run = bridge.train("b", None, protocol.TrainConfig())
    finished = protocol.TrainFinished(run, RunEnd.DONE, 10, None, 1.0, [])
    deliver(bridge, protocol.TrainFinished(old, RunEnd.STOPPED, 0, None, 0.0, []), finished,
            protocol.GraphData(run, [], []))
    assert got == [("train_finished", finished)]
    assert not bridge.training, "its end ends the bridge's run"


def test_messages_about_no_request_always_reach_the_window(bridge):
    got = heard(bridge)
    ready = protocol.EngineReady(pid=1, torch_version="2", devices=[], threads=1)
    restarted = protocol.EngineRestarted(reason=RestartReason.USER, phase=None, request_id=None, message="")
    output = protocol.Output(request_id=5, text="hi")
    deliver(bridge, ready, output, restarted)
    assert got == [("ready", ready), ("output", output), ("restarted", restarted)]


def test_the_graph_asked_for_and_the_newest_example_reach_the_window(bridge):
    got = heard(bridge)
    graph_id = bridge.request_graph()
    old_example, example = bridge.run_example("a"), bridge.run_example("b")
    graph = protocol.GraphData(graph_id, [], [])
    answer = protocol.ExampleResult(example, [], 0, 0, "", [])
    deliver(bridge, graph, protocol.ExampleResult(old_example, [], 0, 0, "", []), answer)
    assert got == [("graph", graph), ("example", answer)]
