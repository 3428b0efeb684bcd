"""Helpers for the fault corpus: wait for answers, judge a source, prove the engine recovered.

(Not in conftest.py: test modules import these by name, and a conftest.py elsewhere in tests/
would shadow that name.)"""
from __future__ import annotations

import time

from playground import protocol
from playground.client.client import EngineClient
from tests.faults.fault_sources import GOOD


def wait_for(client: EngineClient, predicate, timeout: float = 30.0) -> list:
    """Poll until a message satisfies predicate; returns every message received, that one last."""
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        for message in client.poll(0.02):
            seen.append(message)
            if predicate(message):
                return seen
    raise AssertionError(f"timed out; received {[type(m).__name__ for m in seen]}")


def answer_to(request_id: int):
    """The CompileResult of the request, or the EngineRestarted that lost it."""
    def predicate(message) -> bool:
        return ((isinstance(message, protocol.CompileResult) and message.request_id == request_id)
                or isinstance(message, protocol.EngineRestarted))
    return predicate


def judge(client: EngineClient, source: str, timeout: float | None = None, **options):
    """(the answer: CompileResult or EngineRestarted, everything printed) for one source.
    ``timeout``: how long to wait for it (default: the engine's time limit and 30 s more, so a
    slow answer on a loaded machine ends in the client's own restart, never in our waiting)."""
    if timeout is None:
        timeout = client.compile_timeout + 30.0
    request_id = client.compile(source, points=options.pop("points", 101), **options)
    seen = wait_for(client, answer_to(request_id), timeout)
    printed = "".join(m.text for m in seen if isinstance(m, protocol.Output))
    answer = seen[-1]
    if isinstance(answer, protocol.CompileResult):
        printed = answer.output + printed
    return answer, printed


GENEROUS_LIMIT = 120.0  # a correct compile's limit here: only a real hang reaches it, however loaded


def assert_engine_works(client: EngineClient) -> protocol.CompileResult:
    """The next correct compile is answered and judged right. Under GENEROUS_LIMIT: an engine
    whose limit is short on purpose (endless loops cut off at 1.5 s) must not cut off a correct
    compile that a loaded machine makes slow."""
    if not client.ready:
        wait_for(client, lambda m: isinstance(m, protocol.EngineReady), 90)
    saved, client.compile_timeout = client.compile_timeout, max(client.compile_timeout, GENEROUS_LIMIT)
    try:
        answer, _ = judge(client, GOOD)
    finally:
        client.compile_timeout = saved
    assert isinstance(answer, protocol.CompileResult), answer
    assert answer.errors == [], answer.errors
    assert answer.subject == "Square" and answer.probe.verdict == "matches"
    return answer


def assert_student_words(message: str) -> None:
    """A message for a student: no traceback, no frames or paths of the app's own code."""
    assert message.strip()
    for jargon in ("Traceback", "playground/", "site-packages", "alloc_cpu.cpp", "enforce fail"):
        assert jargon not in message, message


def started_engine(**options) -> EngineClient:
    client = EngineClient(**options)
    client.start()
    wait_for(client, lambda m: isinstance(m, protocol.EngineReady), 90)
    return client
