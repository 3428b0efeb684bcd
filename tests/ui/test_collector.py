"""tests/conftest.py keeps Python's cycle collector out of Qt's event handlers: off while a test
that uses Qt runs, and the test's garbage (a parentless panel in a cycle) freed at its end."""
from __future__ import annotations

import gc
import weakref

import pyqtgraph as pg

DROPPED: list[weakref.ref] = []


def test_the_collector_is_off_while_a_qt_test_runs(qtbot):
    assert not gc.isenabled()


def test_a_dropped_panel_in_a_cycle_lives_until_the_test_ends(qtbot):
    panel = pg.PlotWidget()  # the GraphicsView whose paintEvent crashed
    panel.show()
    qtbot.waitExposed(panel)
    panel.cycle = panel  # only the collector can free it
    DROPPED.append(weakref.ref(panel))
    del panel
    qtbot.wait(20)  # paint events run; the collector must not free the panel inside one
    assert DROPPED[0]() is not None


def test_the_panel_was_freed_after_that_test(qtbot):
    assert DROPPED and DROPPED[0]() is None, "the previous test's garbage is collected at its end"


def test_the_collector_runs_in_tests_without_qt():
    assert gc.isenabled()
