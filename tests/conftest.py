"""Shared by every test: slow modules start first; engines forked from a warm server; Python's
cycle collector never runs inside a Qt event handler.

pytest-xdist's loadscope hands out whole modules, by default those with the most tests first; the
slowest have few tests (the quick benchmark run, 84 s in 4 tests; the wheel, 38 s in 1), so they
came last and one core ran them alone while the other had finished. Modules marked slow (the
marker: "takes more than a few seconds") now go first, and the many quick ones fill in after.

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


def pytest_xdist_make_scheduler(config, log):
    """loadscope, with the modules marked slow at the front of the queue."""
    from xdist.scheduler import LoadScopeScheduling

    class SlowModulesFirst(LoadScopeScheduling):
        _ordered = False

        def _assign_work_unit(self, node):
            if not self._ordered:  # the queue is complete before the first unit is handed out
                self._ordered = True
                units = sorted(self.workqueue.items(), key=lambda unit: not marked_slow(config.rootpath, unit[0]))
                self.workqueue.clear()
                self.workqueue.update(units)
            super()._assign_work_unit(node)

    if config.getvalue("dist") != "loadscope":
        return None  # another --dist: xdist's own scheduler
    return SlowModulesFirst(config, log)


def marked_slow(root, scope: str) -> bool:
    """Whether the module ``scope`` (a path from the root) marks a test, or itself, slow. Read
    from its text: the scheduler runs where no test was collected."""
    try:
        return "mark.slow" in (root / scope.split("::")[0]).read_text(encoding="utf-8")
    except OSError:
        return False

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
