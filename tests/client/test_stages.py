"""A check answered in stages (vocabulary.CheckStage: the curves, the Jacobian, then the complete
result), as the client follows it: on a fake clock and fake engines, no real engine."""
from __future__ import annotations

from playground import protocol
from playground.client.blocking import wait_for_answer
from playground.client.client import EngineClient
from playground.client.pending import PendingRequests
from playground.vocabulary import CheckStage, RequestKind
from tests.client.fakes import EngineMaker, FakeClock

LIMIT = 5.0


def result(request_id: int, stage: CheckStage) -> protocol.CompileResult:
    return protocol.CompileResult(request_id, [], [], None, None, "", [], None, stage=stage)


def client_on(clock: FakeClock, maker: EngineMaker) -> EngineClient:
    client = EngineClient(compile_timeout=LIMIT, standby=False, memory_limit_mb=None, clock=clock, spawn=maker)
    client.start()
    return client


def test_an_early_stage_keeps_the_check_pending_and_timed():
    clock, maker = FakeClock(), EngineMaker()
    client = client_on(clock, maker)
    engine = maker.last
    request_id = client.compile("code")
    engine.conn.replies.extend([protocol.PhaseStarted(request_id=request_id, phase="compile"),
                                result(request_id, CheckStage.CURVES), result(request_id, CheckStage.JACOBIAN)])
    assert len(client.poll()) == 3
    assert client.busy, "the curves and the Jacobian are not the whole check"
    clock.advance(LIMIT + 0.1)  # the checks after the Jacobian hang: the limit still holds
    client.poll()
    assert engine.interrupts == 1


def test_the_complete_stage_ends_the_check():
    clock, maker = FakeClock(), EngineMaker()
    client = client_on(clock, maker)
    request_id = client.compile("code")
    maker.last.conn.replies.extend([protocol.PhaseStarted(request_id=request_id, phase="compile"),
                                    result(request_id, CheckStage.CURVES), result(request_id, CheckStage.CHECKS)])
    client.poll()
    assert not client.busy
    clock.advance(LIMIT * 10)
    assert client.poll() == [] and maker.last.interrupts == 0


def test_a_newer_check_begun_ends_the_older_one_whose_stages_were_dropped():
    """A keystroke superseded check 1 after its curves: the engine drops its later stages and
    begins check 2, so check 1 never gets its complete result; its clock must not run on."""
    clock, maker = FakeClock(), EngineMaker()
    client = client_on(clock, maker)
    engine = maker.last
    first, second = client.compile("code"), client.compile("code, edited")
    engine.conn.replies.extend([protocol.PhaseStarted(request_id=first, phase="compile"),
                                result(first, CheckStage.CURVES)])
    client.poll()
    clock.advance(LIMIT - 1.0)
    engine.conn.replies.append(protocol.PhaseStarted(request_id=second, phase="compile"))
    client.poll()
    clock.advance(2.0)  # past the first check's limit, within the second's
    client.poll()
    assert engine.interrupts == 0
    assert client.busy, "the second check is still running"


def test_an_early_stage_of_a_newer_check_ends_the_older_ones_of_its_kind_only():
    table = PendingRequests(FakeClock())
    table.add(1, RequestKind.COMPILE, limit=LIMIT)
    table.add(2, RequestKind.EXPORT, limit=LIMIT)
    table.add(3, RequestKind.COMPILE, limit=LIMIT)
    table.superseded(RequestKind.COMPILE, 3)
    assert 1 not in table and 2 in table and 3 in table


def test_waiting_for_a_check_returns_its_complete_result_and_passes_the_stages_on():
    clock, maker = FakeClock(), EngineMaker()
    client = client_on(clock, maker)
    request_id = client.compile("code")
    maker.last.conn.replies.extend([result(request_id, CheckStage.CURVES), result(request_id, CheckStage.JACOBIAN),
                                    result(request_id, CheckStage.CHECKS)])
    seen: list = []
    answer = wait_for_answer(client, request_id, protocol.CompileResult, seen.append, clock=clock)
    assert isinstance(answer, protocol.CompileResult) and answer.stage == CheckStage.CHECKS
    assert [message.stage for message in seen] == [CheckStage.CURVES, CheckStage.JACOBIAN]
