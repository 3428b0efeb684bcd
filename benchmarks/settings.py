"""How long and how often each benchmark measures: the full run, and the quick one for CI."""
from __future__ import annotations

from dataclasses import dataclass, field

MODELS = ("tutorial-2layer", "fit-1d", "classify-2d")
THREADS = 1  # torch threads on both sides of every comparison


@dataclass(frozen=True)
class Budget:
    rounds: int  # alternating A/B rounds per comparison
    train_seconds: float  # measured window of each training run
    warmup_seconds: float  # stepping before the window opens
    tab_seconds: float  # each training tab is on screen this long in turn
    memory_checkpoints: tuple  # steps at which RSS is read
    memory_models: tuple
    edits: int
    startup_rounds: int
    function_calls: int  # forward+backward calls per timed batch
    function_rounds: int
    models: tuple = field(default=MODELS)


FULL = Budget(rounds=6, train_seconds=3.0, warmup_seconds=0.75, tab_seconds=1.0,
              memory_checkpoints=(500, 5000), memory_models=("tutorial-2layer", "classify-2d"),
              edits=50, startup_rounds=5, function_calls=2000, function_rounds=9)

QUICK = Budget(rounds=1, train_seconds=1.0, warmup_seconds=0.25, tab_seconds=0.35,
               memory_checkpoints=(50, 300), memory_models=("classify-2d",),
               edits=4, startup_rounds=1, function_calls=100, function_rounds=2)
