"""Shared by every test: engines forked from a warm server; Python's cycle collector never runs
inside a Qt event handler.

The suite starts about a hundred engines in its own processes. Spawned, each imported torch (~2 s
of a core, a fifth of the suite's CPU); forked from one server per worker that imported the
engine once (client/spawning.py START_METHOD), each starts in milliseconds. The spawn path the
app takes is still tested where it matters (tests/client/test_spawn_path.py, the command line
and ``--snapshot`` run as subprocesses, and the early engine's tests).

A widget with no parent that sits in a reference cycle (a panel a test made and dropped, its
signals connected to lambdas) is freed by the collector, and with it the C++ widget. When the
collector happens to run inside that widget's own paintEvent (pytest-qt processes events after
every test), Qt paints a deleted view and the worker dies of a segmentation fault
(pyqtgraph's GraphicsView.paintEvent, about one full run in five). So while a test that uses Qt
runs, the automatic collector is off, and the test's garbage is collected at its end, outside
any event, where freeing a widget is safe.
"""
from __future__ import annotations

import gc

import pytest

from playground.client import spawning

spawning.START_METHOD = "forkserver"

# A full collection costs about 90 ms with torch, Qt and pyqtgraph loaded; the young generations
# hold what one test made (nothing is promoted while the collector is off) and cost under 1 ms.
FULL_COLLECTION_EVERY = 100
_qt_tests_run = 0


@pytest.fixture(autouse=True)
def no_collection_inside_qt_events(request):
    """Off for tests that use ``qtbot``; teardown order puts this after pytest-qt's own
    event processing and every other fixture's teardown."""
    global _qt_tests_run
    if "qtbot" not in request.fixturenames:
        yield
        return
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        _qt_tests_run += 1
        gc.collect(2 if _qt_tests_run % FULL_COLLECTION_EVERY == 0 else 1)
        if was_enabled:
            gc.enable()
