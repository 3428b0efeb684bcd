"""What one check spends on the subject's forward: how many calls, how long, in which phase;
and where the judge chose fewer forwards for time.

The window gives a check 5 s and the command line 10 s, on machines others may load. A forward
of 60 ms (a Sinkhorn solve of a few hundred iterations) turns every check that calls it once per
input element into seconds: full-mode gradcheck takes two forwards per input element and one
fresh forward per output element for its backward rows, twice (284 forwards, 13 s, for a 5×6
plan and its marginals). So full mode runs only where its forwards fit in
``GRADCHECK_FULL_SECONDS``; past that, gradcheck's fast mode (random projections: two forwards
per input tensor) checks the same backward, and a note says why. Where the time limit still
runs out, the interrupt carries the count (``interrupt_params``) so its words say what took the
time. One log per process: the engine judges one request at a time.
"""
from __future__ import annotations

import contextlib
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterator, Optional

from playground.protocol import Note

# Full-mode gradcheck may spend this long on forwards (two fifths of the window's 5 s). Typical
# Functions take 0.05 ms a forward, a 12-row probe of 1,000 features about 0.1 ms (0.4 s for its
# 4,000 forwards): only a forward some hundred times slower than these, or a machine loaded
# fivefold, changes the mode, and fast mode checks the same backward along random directions.
GRADCHECK_FULL_SECONDS = 2.0
# The interrupt names the forwards where they took at least this share of the check's time.
FORWARD_SHARE = 0.5


@dataclass
class ForwardWork:
    started: float = field(default_factory=time.perf_counter)
    phase: str = "compile"
    calls: Counter = field(default_factory=Counter)  # phase -> forwards
    seconds: float = 0.0
    notes: list = field(default_factory=list)  # Notes for choices made for time


_work = ForwardWork()


def begin() -> None:
    """A new check: nothing spent yet."""
    global _work
    _work = ForwardWork()


def on_phase(report: Callable) -> Callable:
    """``report``, also remembering the phase the forwards are counted in."""
    def phase(name) -> None:
        _work.phase = str(name)
        report(name)
    return phase


@contextlib.contextmanager
def forward() -> Iterator[None]:
    """Around one call of the subject's forward (or its own operations). The call the time
    limit stops is not counted: an endless loop in the forward is the code's (the time limit's
    words then say so), not a cost of the forwards the judge chose to make."""
    started = time.perf_counter()
    try:
        yield
    except KeyboardInterrupt:
        raise
    except BaseException:
        _count(started)
        raise
    else:
        _count(started)


def _count(started: float) -> None:
    _work.calls[_work.phase] += 1
    _work.seconds += time.perf_counter() - started


def timed(call: Callable) -> tuple[object, float]:
    """(call(), its seconds): the subject's forward inside is counted where it is called."""
    started = time.perf_counter()
    value = call()
    return value, time.perf_counter() - started


def chose_for_time(remark: Note) -> None:
    """A check ran with fewer forwards for time: ``remark`` says so beside the verdict."""
    if all(n.code != remark.code for n in _work.notes):
        _work.notes.append(remark)


def notes() -> list:
    return list(_work.notes)


def interrupt_params(subject: Optional[str]) -> dict:
    """The parameters that name the forwards in the time limit's words (codes/errors.py
    "interrupted"), or {} where the forwards did not take most of the time."""
    total = sum(_work.calls.values())
    elapsed = time.perf_counter() - _work.started
    if not total or _work.seconds < FORWARD_SHARE * elapsed:
        return {}
    return {"forwards": total, "forwards_in_phase": _work.calls[_work.phase],
            "forward_ms": round(1000 * _work.seconds / total, 1),
            "forward_seconds": round(_work.seconds, 1), "subject": subject or "the subject"}
