"""The example's last backward calls, when its run did not record the last: the example run once more.

The run records the last call of every loop that knows its length ahead (loops.py). A loop over a
generator (d2l's ``data_iter``) or a ``while`` never says which round is its last, so a long one
may end on a call that was not recorded. A short example is then run again, as it was (the same
code, the same random state of torch, ``random`` and NumPy, its prints unseen), with a recorder
that records its last calls (``BackwardRecorder(only_from=N - keep + 1)``). The second run is kept only if it made
the same number of calls and printed the same text as the first: an example that reads the clock,
the network or a file the first run wrote may not do the same twice, and then the run's own record
stands (and the step view says the last call is missing). CUDA's generators are not put back: a
CUDA example that draws random numbers prints other numbers the second time and is not replayed. Up to ``REPLAY_LIMIT`` seconds of run, and a
quarter of the time limit: a longer example is not run twice.
"""
from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from typing import Callable, Optional

import torch

REPLAY_LIMIT = 1.0  # seconds the first run may have taken for a second one to be worth it
LIMIT_SHARE = 0.25  # and no more than this share of the request's time limit


@dataclass(frozen=True)
class RandomState:
    """torch's, ``random``'s and (where the example may use it) NumPy's generators."""

    torch_state: torch.Tensor
    python_state: tuple
    numpy_state: Optional[tuple]

    @classmethod
    def now(cls) -> "RandomState":
        numpy = sys.modules.get("numpy")
        return cls(torch_state=torch.get_rng_state(), python_state=random.getstate(),
                   numpy_state=numpy.random.get_state() if numpy is not None else None)

    def restore(self) -> None:
        torch.set_rng_state(self.torch_state)
        random.setstate(self.python_state)
        numpy = sys.modules.get("numpy")
        if numpy is not None and self.numpy_state is not None:
            numpy.random.set_state(self.numpy_state)


def worth_replaying(*, calls: int, recorded_calls: list, failed: bool, elapsed: float,
                    time_limit: float) -> bool:
    """Whether to run the example again for its last call: it made calls, ended without an error
    (a failing call is recorded where it failed), the last was not recorded, and it was short."""
    return (calls > 0 and not failed and calls not in recorded_calls
            and elapsed <= min(REPLAY_LIMIT, LIMIT_SHARE * time_limit))


def replayed_last_calls(run_again: Callable[[int], tuple], *, calls: int, keep: int, output: str,
                        before: RandomState) -> list:
    """The graphs (protocol.BackwardGraph) of the last ``keep`` calls from a second run, up to
    call ``calls``; none if the second run did not do what the first did.

    ``run_again(only_from)`` runs the example with a recorder for the calls from ``only_from`` on
    and returns (calls it made, what it printed, its graphs, failed). The random state is put
    back to ``before`` first and, after, to what the first run left."""
    after = RandomState.now()
    before.restore()
    try:
        made, printed, graphs, failed = run_again(max(calls - keep + 1, 1))
    except BaseException:  # noqa: BLE001 - Stop, the time limit, sys.exit(): the first run's record stands
        return []
    finally:
        after.restore()
    if failed or made != calls or printed != output or not graphs or graphs[-1].call != calls:
        return []
    return graphs


def merged(first: list, again: list, keep: int) -> list:
    """The last ``keep`` graphs of both runs by call number; the first run's where both have one."""
    by_call = {graph.call: graph for graph in again}
    by_call.update({graph.call: graph for graph in first})
    return [by_call[call] for call in sorted(by_call)][-keep:]
