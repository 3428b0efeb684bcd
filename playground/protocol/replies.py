"""What the engine says of itself and of a request as it runs: EngineReady (with its DeviceInfo),
PhaseStarted, Output (what user code printed), ValuesAt (the answer to ValuesAtRequest); and
EngineRestarted, which the client makes when an engine ended and another one started. The
judge's verdict is in probe.py, a training run's messages in training.py."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from playground.protocol.errors import ErrorInfo
from playground.vocabulary import Phase, RestartReason


@dataclass(kw_only=True)
class ValuesAt:
    """The answer to ValuesAtRequest: "x", "f", "backward", "numeric", "autograd" lists (NaN as
    None), or ``errors`` saying why not."""

    request_id: int
    values: Optional[dict[str, list]]
    errors: list[ErrorInfo] = field(default_factory=list)


@dataclass(kw_only=True)
class DeviceInfo:
    id: str  # "cpu", "cuda:0", "mps"
    name: str  # human name, e.g. "NVIDIA H100 80GB HBM3"
    available: bool
    reason: str = ""  # why it is not available


@dataclass(kw_only=True)
class EngineReady:
    pid: int
    torch_version: str
    devices: list[DeviceInfo]
    threads: int


@dataclass(kw_only=True)
class PhaseStarted:
    """The engine began a phase of a request; if it never answers, the window knows which one hung."""

    request_id: int
    phase: Phase


@dataclass(kw_only=True)
class Output:
    """Text that user code printed (bounded; ``dropped`` counts lines that were cut)."""

    request_id: int
    text: str
    dropped: int = 0


@dataclass(kw_only=True)
class EngineRestarted:
    """Made by the client, not the engine: the engine was ended and another one started.

    ``reason`` is a vocabulary.RestartReason, one of:
    "timeout" (a request ran past its time limit and ignored the interrupt), "stop" (a training
    run did not stop within the grace after Stop), "memory" (the engine passed its memory cap),
    "crashed" (the process died: segfault, os._exit, killed, or its pipe broke), "user" (a
    restart asked for, e.g. Engine ▸ Restart) and "failed" (engines kept dying before they were
    ready; the client gave up and no new engine runs until the next request).
    """

    reason: RestartReason
    phase: Optional[Phase]  # the phase that ran over or crashed, if known
    request_id: Optional[int]
    message: str
    exitcode: Optional[int] = None
    line: Optional[int] = None  # the user's line that was running, when the engine's crash log names one
    time_limit: Optional[float] = None  # "timeout": the limit in seconds that was passed
    memory_limit_mb: Optional[int] = None  # "memory": the engine's memory cap
    detail: str = ""  # "protocol": what was wrong with the bytes (not worded in other languages)
    # Every request the engine had not answered, oldest first (``request_id`` among them when it
    # was the one running). The client answers each right after this message, with the reply its
    # request expects carrying the restart as its error (client/lost.py).
    lost_request_ids: list[int] = field(default_factory=list)
