"""Asking the engine one thing at a time and waiting for the answer: the command line, the Python
API and a grader's workers do this; the window never blocks (it polls from a timer).

The client's time limits still hold while waiting (poll() enforces them); the only limit added
here is how long an engine may take to start, since a request's clock starts when the engine
begins it.
"""
from __future__ import annotations

import time
from typing import Callable, Optional, TypeVar, Union

from playground import protocol
from playground.client.client import EngineClient
from playground.vocabulary import CheckStage, Phase

DEFAULT_TIMEOUT = 10.0  # seconds for compile + judge of one file (the command line's default)
START_TIMEOUT = 120.0  # seconds for the engine to start (importing torch on a loaded machine)
POLL_INTERVAL = 0.05  # seconds poll() waits for the engine before the clock is looked at

Answer = TypeVar("Answer")


def wait_for_answer(client: EngineClient, request_id: int, answer_type: type[Answer],
                    on_message: Callable[[protocol.Message], None] = lambda message: None,
                    start_timeout: float = START_TIMEOUT,
                    clock: Callable[[], float] = time.monotonic,
                    ) -> Optional[Union[Answer, protocol.EngineRestarted]]:
    """Poll until the ``answer_type`` message of ``request_id`` arrives, or an EngineRestarted
    that cut the request short; returns it. Every other message of the request goes to
    ``on_message`` on the way, a CompileResult's early stages too (the complete one is returned). None: no engine became ready within ``start_timeout``."""
    start_deadline = clock() + start_timeout
    while True:
        for message in client.poll(POLL_INTERVAL):
            if isinstance(message, protocol.EngineRestarted):
                return message
            if getattr(message, "request_id", None) != request_id:
                continue
            if isinstance(message, answer_type) and is_complete(message):
                return message
            on_message(message)
        if client.ready:
            start_deadline = clock() + start_timeout
        elif clock() > start_deadline:
            return None


def is_complete(message: object) -> bool:
    """Not an early stage of a check: a CompileResult ends its request at CheckStage.CHECKS."""
    return not isinstance(message, protocol.CompileResult) or message.stage == CheckStage.CHECKS


def output_text(message: protocol.Output) -> str:
    """An Output as console text: a note of the lines it dropped, a newline at its end."""
    note = f"[{message.dropped} earlier lines not shown]\n" if message.dropped else ""
    return note + message.text + ("\n" if message.text and not message.text.endswith("\n") else "")


def engine_did_not_start() -> protocol.ErrorInfo:
    return protocol.ErrorInfo(line=None, phase=Phase.ENGINE, type="EngineFailed",
                              message="The engine did not answer in time.",
                              code="engine_no_answer")
