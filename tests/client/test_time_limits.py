"""The pending table's clocks and the client's escalation, on a fake clock and fake engines:
which request is overdue when, without waiting for any real time to pass."""
from __future__ import annotations

import pytest

from playground import protocol
from playground.client.client import COMPILE_CHECK_SECONDS, INTERRUPT_GRACE, MAX_FAILED_STARTS, EngineClient
from playground.client.pending import PendingRequests
from playground.vocabulary import RequestKind
from tests.client.fakes import EngineMaker, FakeClock

LIMIT = 5.0


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def table(clock) -> PendingRequests:
    return PendingRequests(clock)


def test_a_compile_is_timed_from_when_the_engine_starts_it(table, clock):
    table.add(1, RequestKind.COMPILE, limit=LIMIT)
    clock.advance(60)  # queued behind other work: not its fault
    assert table.overdue() is None
    table.phase_started(1, "compile")
    clock.advance(LIMIT - 0.1)
    assert table.overdue() is None
    clock.advance(0.2)
    assert table.overdue().request_id == 1


def test_a_training_run_is_timed_while_it_compiles_and_untimed_while_it_steps(table, clock):
    pending = table.add(1, RequestKind.TRAIN, limit=LIMIT)
    table.phase_started(1, "compile")
    assert pending.timed
    table.phase_started(1, "train")
    assert not pending.timed
    clock.advance(3600)
    assert table.overdue() is None, "Stop ends a window's run, not a time limit"


def test_a_step_limit_bounds_the_silence_of_a_run_that_steps(table, clock):
    table.add(1, RequestKind.TRAIN, limit=LIMIT, step_limit=2.0)
    table.phase_started(1, "train")
    for _ in range(10):  # snapshots keep coming: alive, however long the run
        clock.advance(1.5)
        table.heard(1)
        assert table.overdue() is None
    clock.advance(2.1)
    overdue = table.overdue()
    assert overdue is not None and overdue.limit_now == 2.0


def test_graph_and_export_are_timed_from_sending_but_not_charged_for_earlier_work(table, clock):
    table.add(1, RequestKind.COMPILE, limit=LIMIT)
    table.phase_started(1, "compile")
    table.add(2, RequestKind.EXPORT, limit=LIMIT)
    clock.advance(LIMIT - 1)
    table.answered(RequestKind.COMPILE, 1)  # the compile took almost its whole limit
    clock.advance(LIMIT - 1)
    assert table.overdue() is None, "the export's clock restarted when the compile was answered"
    clock.advance(1.1)
    assert table.overdue().request_id == 2


def test_an_answer_ends_earlier_requests_of_its_kind_only(table):
    table.add(1, RequestKind.COMPILE, limit=LIMIT)
    table.add(2, RequestKind.GRAPH, limit=LIMIT)
    table.add(3, RequestKind.COMPILE, limit=LIMIT)
    table.answered(RequestKind.COMPILE, 3)  # the engine skipped the superseded first compile
    assert 1 not in table and 3 not in table and 2 in table


# ---------------------------------------------------------------------------- the client


def client_on(clock: FakeClock, maker: EngineMaker, **options) -> EngineClient:
    client = EngineClient(compile_timeout=LIMIT, standby=False, memory_limit_mb=None, clock=clock,
                          spawn=maker, **options)
    client.start()
    return client


def test_a_request_past_its_limit_is_interrupted_then_the_engine_replaced(clock):
    maker = EngineMaker()
    client = client_on(clock, maker)
    first = maker.last
    first.conn.replies.append(protocol.EngineReady(pid=1, torch_version="2", devices=[], threads=1))
    request_id = client.compile("while True: pass")
    first.conn.replies.append(protocol.PhaseStarted(request_id=request_id, phase="compile"))
    client.poll()
    clock.advance(LIMIT + 0.1)
    assert client.poll() == [] and first.interrupts == 1
    clock.advance(INTERRUPT_GRACE + 0.1)  # no answer to the interrupt
    restarted = [m for m in client.poll() if isinstance(m, protocol.EngineRestarted)]
    assert restarted and restarted[0].reason == "timeout" and restarted[0].request_id == request_id
    assert f"{LIMIT:g} s" in restarted[0].message
    assert first.ended and client.alive and maker.last is not first


def test_an_answer_to_the_interrupt_keeps_the_engine(clock):
    maker = EngineMaker()
    client = client_on(clock, maker)
    engine = maker.last
    request_id = client.compile("while True: pass")
    engine.conn.replies.append(protocol.PhaseStarted(request_id=request_id, phase="compile"))
    client.poll()
    clock.advance(LIMIT + 0.1)
    client.poll()
    engine.conn.replies.append(protocol.CompileResult(request_id, [], [], None, None, "", [], None))
    client.poll()
    clock.advance(INTERRUPT_GRACE + 0.1)
    assert client.poll() == [] and not engine.ended


def test_the_client_gives_up_after_engines_that_die_before_they_are_ready(clock):
    maker = EngineMaker(dead=True)
    client = client_on(clock, maker)
    notes = []
    for _ in range(MAX_FAILED_STARTS + 2):
        notes += client.poll()
    assert len(maker.made) == MAX_FAILED_STARTS, "no more engines after giving up"
    assert [n.reason for n in notes] == ["crashed"] * (MAX_FAILED_STARTS - 1) + ["failed"]
    assert client.broken and not client.alive
    assert "could not start" in notes[-1].message


def test_an_engine_that_was_ready_does_not_count_as_a_failed_start(clock):
    maker = EngineMaker()
    client = client_on(clock, maker)
    for _ in range(MAX_FAILED_STARTS + 1):
        engine = maker.last
        engine.conn.replies.append(protocol.EngineReady(pid=1, torch_version="2", devices=[], threads=1))
        client.poll()
        engine.alive, engine.exitcode = False, -11  # crashes later, in user code
        assert [m.reason for m in client.poll()] == ["crashed"]
    assert not client.broken and client.failed_starts == 0


def test_a_restart_answers_every_request_it_lost_after_saying_so(clock):
    maker = EngineMaker()
    client = client_on(clock, maker)
    engine = maker.last
    engine.conn.replies.append(protocol.EngineReady(pid=1, torch_version="2", devices=[], threads=1))
    hung = client.compile("while True: pass")
    waiting = client.compile("x = 1")  # sent while the first hangs: innocent
    export = client.request(protocol.ExportWeights(request_id=0, path="/tmp/w.pt"))
    engine.conn.replies.append(protocol.PhaseStarted(request_id=hung, phase="backward"))
    client.poll()
    clock.advance(LIMIT + 0.1)
    client.poll()
    clock.advance(INTERRUPT_GRACE + 0.1)
    restarted, *answers = client.poll()
    assert isinstance(restarted, protocol.EngineRestarted) and restarted.request_id == hung
    assert restarted.lost_request_ids == [hung, waiting, export] and restarted.time_limit == LIMIT
    assert [type(a) for a in answers] == [protocol.CompileResult, protocol.CompileResult, protocol.ExportDone]
    assert [a.request_id for a in answers] == [hung, waiting, export] and answers[2].path == "/tmp/w.pt"
    culprit, innocent = answers[0].errors[0], answers[1].errors[0]
    assert culprit.code == innocent.code == "engine_timeout" and culprit.phase == "backward"
    assert culprit.params["limit"] == LIMIT and innocent.phase == "engine"
    assert not client.busy and client.poll() == []


def test_a_run_that_ignored_stop_is_answered_as_stopped(clock):
    maker = EngineMaker()
    client = client_on(clock, maker)
    run = client.train("src", None, protocol.TrainConfig())
    client.restart("stop", phase="train", request_id=run)
    restarted, finished = client.poll()
    assert restarted.lost_request_ids == [run] and restarted.time_limit is None
    assert (finished.request_id, finished.reason, finished.errors) == (run, "stopped", [])


def test_a_request_that_waited_for_an_engine_that_never_started_is_answered(clock):
    maker = EngineMaker(dead=True)
    client = client_on(clock, maker)
    asked = client.request(protocol.ValuesAtRequest(request_id=0, source="src", subject=None, xs=[0.5]))
    notes = []
    for _ in range(MAX_FAILED_STARTS):
        notes += client.poll()
    answers = [n for n in notes if isinstance(n, protocol.ValuesAt)]
    assert [a.request_id for a in answers] == [asked] and answers[0].errors[0].code.startswith("engine_")


def test_an_example_that_runs_past_its_limit_is_answered_with_the_restart(clock):
    maker = EngineMaker()
    client = client_on(clock, maker)
    engine = maker.last
    engine.conn.replies.append(protocol.EngineReady(pid=1, torch_version="2", devices=[], threads=1))
    example = client.request(protocol.ExampleRequest(request_id=0, source="while True: x.backward()"), timeout=LIMIT)
    engine.conn.replies.append(protocol.PhaseStarted(request_id=example, phase="compile"))
    client.poll()
    clock.advance(LIMIT + 0.1)
    client.poll()
    clock.advance(INTERRUPT_GRACE + 0.1)
    restarted, answer = client.poll()
    assert restarted.lost_request_ids == [example] and isinstance(answer, protocol.ExampleResult)
    assert answer.request_id == example and answer.errors[0].code == "engine_timeout" and answer.graphs == []


def test_a_compile_that_also_runs_torch_compile_gets_its_extra_time(clock):
    """Run ▸ Check under torch.compile, like `check --compile`: inductor's first compile takes
    4-20 s, so the request carries compile=True and COMPILE_CHECK_SECONDS more than the limit."""
    maker = EngineMaker()
    client = client_on(clock, maker)
    engine = maker.last
    request_id = client.compile("import torch", compile=True)
    sent = [m for m in engine.conn.sent if isinstance(m, protocol.CompileRequest)][-1]
    assert sent.compile and sent.request_id == request_id
    engine.conn.replies.append(protocol.PhaseStarted(request_id=request_id, phase="compile"))
    client.poll()
    clock.advance(LIMIT + COMPILE_CHECK_SECONDS - 0.1)
    assert client.poll() == [] and engine.interrupts == 0
    clock.advance(0.2)
    client.poll()
    assert engine.interrupts == 1
    plain = client.compile("import torch")
    assert not [m for m in engine.conn.sent if isinstance(m, protocol.CompileRequest)][-1].compile
    assert plain != request_id
