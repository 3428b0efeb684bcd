"""The app's engine, spawned as the very first thing the app does (issue 31).

``import torch`` takes about 2 s and the window about 1.2 s to build; one after the other they
made the engine ready at 1.76× ``import torch`` from the launch. Spawned before Qt and numpy
load, the engine imports torch on the machine's second core while this process builds the window
on the first. The standard library only, here and in client/spawning.py: importing the client
(the wire, the messages, numpy) before spawning cost the window ~120 ms. Where the machine has
no idle core, the two would share one and the window would come late: so the engine loads in
the background (its scheduling group at client/spawning.py BACKGROUND_NICE) until it is adopted.

One early engine per process at most, and only where the app makes a window (playground/ui/app.py
``main``): the window's client adopts it (client/process.py EngineSupply) when its settings are
the ones it was spawned with, else ends it and spawns its own. One that nobody adopted (the
window failed to start, an error in the arguments) is ended by ``end_early_engine`` as the app
returns; multiprocessing also ends its daemonic children when the interpreter exits.
"""
from __future__ import annotations

import multiprocessing
from typing import Optional

from playground.client.spawning import (
    SpawnedEngine,
    default_memory_limit_mb,
    end_spawned,
    leads_own_session,
    set_group_nice,
    spawn_engine,
)

# The settings of the window's engine: ui/bridge.py makes its client as EngineClient(own_session=True),
# whose other settings are EngineClient's defaults (tests/client/test_early_engine.py holds them equal).
WINDOW_TIME_LIMIT = 5.0  # seconds, EngineClient's compile_timeout
HELP_OPTIONS = ("-h", "--help")
END_GRACE = 0.3  # seconds after SIGTERM before SIGKILL, as client/process.py TERMINATE_GRACE

_waiting: Optional[SpawnedEngine] = None  # spawned, not adopted yet
_spawned_once = False  # this process has spawned its early engine (adopted or not): never a second


def window_engine_settings() -> dict:
    """What the window's client asks of an engine (EngineClient._settings), known without Qt."""
    return {"memory_limit_mb": default_memory_limit_mb(), "threads": None, "time_limit": WINDOW_TIME_LIMIT,
            "own_session": True}


def wants_early_engine(argv: list) -> bool:
    """Whether these app arguments make a window (and so an engine): not for --help."""
    return not any(arg in HELP_OPTIONS for arg in argv)


def start_early_engine(argv: list) -> Optional[int]:
    """Spawn the window's engine now unless ``argv`` makes no window or this process already
    spawned one; returns its pid (None when none was spawned). A spawn that fails here is left
    to the window's client, which spawns its own and reports what goes wrong."""
    global _waiting, _spawned_once
    if _spawned_once or not wants_early_engine(argv):
        return None
    _spawned_once = True
    try:
        # Always spawned: a fork server would import the same torch first (client/spawning.py
        # START_METHOD is for the engines that come later).
        _waiting = spawn_engine(window_engine_settings(), multiprocessing.get_context("spawn"), background=True)
    except (OSError, ValueError, RuntimeError):
        return None
    return _waiting.process.pid


def adopt_early_engine(settings: dict) -> Optional[SpawnedEngine]:
    """The early engine, once, for a client that asks for the ``settings`` it was spawned with
    and while it is alive; else None (and an early engine that cannot serve is ended)."""
    global _waiting
    spawned, _waiting = _waiting, None
    if spawned is None:
        return None
    if spawned.settings == settings and spawned.process.is_alive():
        if leads_own_session(spawned.process.pid):  # else it is still in this process's group
            set_group_nice(spawned.process.pid, 0)  # the window is up: the engine's turn
        return spawned
    end_spawned(spawned, END_GRACE)
    return None


def end_early_engine() -> None:
    """End the early engine if no client adopted it (the app is returning)."""
    global _waiting
    spawned, _waiting = _waiting, None
    if spawned is not None:
        end_spawned(spawned, END_GRACE)
