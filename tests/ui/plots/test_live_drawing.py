"""Live panels draw each snapshot once: settled ranges, a step axis with room, numbers a few
times a second (plots/plot_view.py PlotView.settle, plots/step_room.py, plots/live_text.py)."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel

from playground.ui.plots.live_text import LiveText
from playground.ui.plots.plot_view import PlotView
from playground.ui.plots.step_room import StepRoom, room_for


class PaintCounter(QObject):
    def __init__(self, widget):
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_room_for_is_the_next_round_number_of_steps():
    assert room_for(0) == room_for(7) == 10
    assert room_for(11) == 12 and room_for(12) == 12 and room_for(13) == 15
    assert room_for(1001) == 1200 and room_for(3000) == 3000 and room_for(7999) == 8000
    assert room_for(8001) == 10_000 and room_for(float("nan")) == 10
    steps = np.arange(1, 100_000)
    rooms = np.array([room_for(s) for s in steps])
    assert np.all(rooms >= steps) and np.all(rooms <= 4 / 3 * np.maximum(steps, 8))  # a quarter empty at most
    assert len(np.unique(rooms)) < 50  # the axis changes a few dozen times in 100,000 steps


def test_step_room_widens_only_the_step_axis(qtbot):
    view = PlotView()
    qtbot.addWidget(view)
    curve = view.plot_item.plot([1, 2, 3], [5.0, 7.0, 6.0])
    room = StepRoom(view.plot_item)
    room.follow(3)
    box = view.plot_item.getViewBox()
    (x_low, x_high), (y_low, y_high) = box.childrenBounds()
    # (the curve's bounds carry a pixel of padding)
    assert x_low == pytest.approx(1, abs=0.1) and x_high == 10
    assert (y_low, y_high) == pytest.approx((5.0, 7.0), abs=0.1)
    curve.setData([1, 2, 3, 11], [5.0, 7.0, 6.0, 6.5])
    room.follow(11)
    assert box.childrenBounds()[0][1] == 12
    room.clear()
    assert box.childrenBounds()[0][1] == pytest.approx(11, abs=0.2)


def paints_while_growing(qtbot, settle: bool, updates: int = 12) -> int:
    view = PlotView()
    view.resize(600, 400)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    curve = view.plot_item.plot()
    counter = PaintCounter(view.viewport())
    qtbot.wait(50)
    counter.count = 0
    for index in range(updates):
        x = np.arange(100 + 50 * index)
        curve.setData(x, np.sin(x / 30) * (1 + x / 100))
        if settle:
            view.settle()
        qtbot.wait(40)
    return counter.count


def test_a_growing_curve_is_painted_about_once_per_update(qtbot):
    """pyqtgraph changes an automatic range inside the paint, which asks for a second paint;
    settled first, an update is one paint (a few more where the axis grows wider)."""
    unsettled, settled = paints_while_growing(qtbot, False), paints_while_growing(qtbot, True)
    assert unsettled >= 2 * 12 and settled <= 1.5 * 12, (unsettled, settled)


def test_live_text_shows_the_newest_text_a_few_times_a_second(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    line = LiveText(label, label.setText, refresh_ms=200)
    line.set("step 1")
    assert label.text() == "step 1"  # the first at once
    for step in range(2, 30):
        line.set(f"step {step}")
    assert label.text() == "step 1"  # the rest wait for the refresh
    qtbot.waitUntil(lambda: label.text() == "step 29", timeout=2000)
    line.set_now("No training yet")
    assert label.text() == "No training yet"


def test_live_text_counts_changes(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    shown = []
    line = LiveText(label, shown.append, refresh_ms=50)
    for step in range(200):
        line.set(f"step {step}")
        qtbot.wait(1)
    qtbot.waitUntil(lambda: shown and shown[-1] == "step 199", timeout=2000)
    assert len(shown) < 100  # far fewer than the 200 values set


def test_a_legend_inside_the_plot_lies_in_the_corner_that_hides_the_least_data(qtbot):
    from playground.ui.plots.style import PlotStyle

    look = PlotStyle()
    view = look.plot_view("", "y", "x", legend_columns=1)
    qtbot.addWidget(view)
    view.resize(500, 300)  # four rows of legend would leave the plot too little height: inside
    view.show()
    qtbot.waitExposed(view)
    x = np.linspace(0, 10, 201)
    falling = view.plot_item.plot(x, 1 - x / 10)  # from the top-left corner to the bottom-right one
    entries = [(falling, "falling")] + [(view.plot_item.plot([], []), f"empty {k}") for k in range(3)]
    view.set_legend(entries)
    assert view.legend_inside and view.legend_corner == (1, 0)  # top-right: nothing of the line there
    falling.setData(x, x / 10)  # rising: the top-left and bottom-right corners are empty now
    view.set_legend(entries)
    assert view.legend_corner == (0, 0)


def test_a_legend_lies_halfway_down_where_every_corner_hides_data_and_above_where_all_do(qtbot):
    """zh_CN round_ste at 1024×768: the backward's line along the top and the references along
    the bottom left no corner free, and the legend inside covered the backward's line."""
    from playground.ui.plots.style import PlotStyle

    look = PlotStyle()
    view = look.plot_view("", "y", "x", legend_columns=1)
    qtbot.addWidget(view)
    view.resize(500, 340)  # four rows above would leave 240 px: crowded, yet enough where nothing inside is free
    view.show()
    qtbot.waitExposed(view)
    x = np.linspace(0, 10, 201)
    top, bottom = view.plot_item.plot(x, np.ones_like(x)), view.plot_item.plot(x, np.zeros_like(x))
    entries = [(top, "top"), (bottom, "bottom")] + [(view.plot_item.plot([], []), f"empty {k}") for k in range(2)]
    view.set_legend(entries)
    assert view.legend_inside and view.legend_corner == (0, 0.5)  # between the two lines
    bottom.setData(x, (x * 7.3) % 1.0)  # a saw over the whole height: no place is free
    view.set_legend(entries)
    assert not view.legend_inside
    assert view.legend.parentItem() is not view.plot_item.getViewBox()  # in the layout, above the plot
    legend, data = view.legend.sceneBoundingRect(), view.plot_item.getViewBox().sceneBoundingRect()
    assert legend.center().y() < data.top()  # above the data (its frame's margin may touch it)
    view.resize(500, 280)  # above, it would leave the plot a strip: inside, where it hides least
    qtbot.waitUntil(lambda: view.legend_inside)
