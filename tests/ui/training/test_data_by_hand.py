"""Data by hand in the model panel's 2-D view: clicks add and remove points, the class picker,
runs on the user's own points, and a CSV import shown as the point set."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from playground.formats.points_csv import parse_points_csv
from playground.protocol import TrainStarted
from playground.ui.plots.model import ModelPanel

pytestmark = [pytest.mark.filterwarnings("error"), pytest.mark.usefixtures("fail_on_qt_warnings")]


@pytest.fixture
def panel(qtbot):
    panel = ModelPanel()
    qtbot.addWidget(panel)
    panel.resize(700, 600)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


class Edits:
    def __init__(self, panel):
        self.calls = []
        panel.points_edited.connect(lambda xy, labels: self.calls.append((xy, labels)))


def click(panel, x, y, button=Qt.LeftButton):
    """A real mouse click at plot coordinates (x, y)."""
    view_box = panel.plot.getViewBox()
    where = panel.view.mapFromScene(view_box.mapViewToScene(QPointF(x, y)))
    QTest.mouseClick(panel.view.viewport(), button, Qt.NoModifier, where)


def started(data_x, data_y, dataset="spiral", request_id=1):
    return TrainStarted(request_id, "classify-2d", dataset, "cpu", 100, ["fc1.weight"], [(4, 2)],
                        data_x=np.asarray(data_x, dtype=np.float32), data_y=np.asarray(data_y),
                        task="classification")


def shown_points(panel):
    """(x, y, class) of every point drawn, sorted."""
    rows = []
    for k, item in enumerate(panel.class_points):
        if item.isVisible():
            xs, ys = item.getData()
            rows.extend((round(float(a), 4), round(float(b), 4), k) for a, b in zip(xs, ys))
    return sorted(rows)


def test_left_clicks_add_points_of_the_chosen_class(panel):
    edits = Edits(panel)
    panel.begin_drawing()
    assert panel.mode == "boundary" and panel.hand.bar.isVisible() and panel.hand.draw_box.isChecked()
    click(panel, 0.5, 0.5)
    panel.hand.class_picker.setCurrentIndex(1)
    click(panel, -0.5, -0.5)
    assert len(edits.calls) == 2
    xy, labels = edits.calls[-1]
    np.testing.assert_allclose(xy, [[0.5, 0.5], [-0.5, -0.5]], atol=0.03)
    np.testing.assert_array_equal(labels, [0, 1])
    assert xy.dtype == np.float64 and labels.dtype == np.int64
    assert [row[2] for row in shown_points(panel)] == [1, 0]
    assert panel.hand.class_picker.count() == 3  # a new class 2 can start now


def test_right_click_removes_the_nearest_point_within_reach(panel):
    panel.begin_drawing()
    panel.set_points([[0.0, 0.0], [1.0, 1.0], [-1.0, 1.0]], [0, 1, 1])
    edits = Edits(panel)
    click(panel, 0.98, 0.97, Qt.RightButton)
    assert len(edits.calls) == 1
    np.testing.assert_array_equal(edits.calls[0][0], [[0.0, 0.0], [-1.0, 1.0]])
    click(panel, -1.4, -1.4, Qt.RightButton)  # far from every point: nothing removed
    assert len(edits.calls) == 1 and len(panel.points()[0]) == 2


def test_clicks_do_nothing_while_drawing_is_off(panel):
    panel.begin_drawing()
    panel.set_drawing(False)
    edits = Edits(panel)
    click(panel, 0.2, 0.2)
    assert edits.calls == [] and len(panel.points()[0]) == 0
    assert panel.plot.getViewBox().menuEnabled()  # the plot's menu is back


def test_drawing_turns_the_plots_context_menu_off(panel):
    panel.begin_drawing()
    assert not panel.plot.getViewBox().menuEnabled()


def test_clear_points_empties_the_canvas_and_says_so(panel):
    panel.begin_drawing()
    panel.set_points([[0.0, 0.0], [1.0, 1.0]], [0, 1])
    edits = Edits(panel)
    panel.hand.clear_button.click()
    assert len(edits.calls) == 1 and len(edits.calls[0][0]) == 0
    assert shown_points(panel) == [] and not panel.hand.clear_button.isEnabled()


def test_drawing_starts_from_the_generated_points_on_show(panel):
    panel.start(started([[0.0, 0.0], [1.0, 0.5]], [0, 1]))
    edits = Edits(panel)
    panel.set_drawing(True)
    panel.hand.class_picker.setCurrentIndex(1)
    click(panel, 0.5, 0.25)
    xy, labels = edits.calls[-1]
    assert len(xy) == 3 and labels.tolist() == [0, 1, 1]


def test_a_run_on_the_users_points_shows_all_of_them_and_keeps_drawing_on(panel):
    points = [[0.0, 0.0], [1.0, 1.0], [0.5, -0.5], [-1.0, 0.2]]
    panel.begin_drawing()
    panel.set_points(points, [0, 1, 2, 0])
    panel.start(started(points[:3], [0, 1, 2], dataset="custom"))  # the engine's training split
    assert len(shown_points(panel)) == 4 and panel.hand.drawing
    panel.start(started([[3.0, 3.0], [2.0, 2.0]], [0, 1], dataset="moons", request_id=2))
    assert shown_points(panel) == [(2.0, 2.0, 1), (3.0, 3.0, 0)]  # a generated dataset again
    assert len(panel.points()[0]) == 2


def test_leaving_the_2d_view_turns_drawing_off_and_hides_the_bar(panel):
    panel.begin_drawing()
    panel.clear()
    assert panel.mode == "none" and not panel.hand.drawing and not panel.hand.bar.isVisible()


def test_a_csv_import_becomes_the_point_set(panel):
    csv = parse_points_csv("x,y,label\n0,0,0\n1,1,1\n2,0.5,3\n")
    edits = Edits(panel)
    panel.set_points(csv.xy, csv.labels)
    assert edits.calls == []  # the window knows: it imported them
    xy, labels = panel.points()
    np.testing.assert_array_equal(xy, [[0, 0], [1, 1], [2, 0.5]])
    assert labels.tolist() == [0, 1, 3] and len(panel.class_points) >= 4
    assert panel.hand.class_picker.count() == 5


def test_points_and_labels_of_different_lengths_are_refused(panel):
    with pytest.raises(ValueError):
        panel.set_points([[0.0, 0.0]], [0, 1])


def test_the_bar_follows_presentation_mode(panel):
    small = panel.hand.draw_box.font().pointSizeF()
    panel.set_presentation(True)
    assert panel.hand.draw_box.font().pointSizeF() > small


def test_points_drawn_in_the_window_become_the_training_data(qtbot):
    import numpy as np

    from playground.ui.window.main_window import MainWindow
    from tests.ui.fakes import FakeBridge

    window = MainWindow(bridge=FakeBridge(), autosave=False)
    qtbot.addWidget(window)
    xy = np.array([[0.0, 1.0], [1.0, 0.0], [2.0, 2.0]])
    labels = np.array([0, 1, 1])
    window.model_panel.points_edited.emit(xy, labels)
    config = window.controls.config()
    assert config.model == "classify-2d"
    assert config.custom_x == xy.tolist() and config.custom_y == [0, 1, 1]
    window.model_panel.points_edited.emit(np.zeros((0, 2)), np.zeros(0, dtype=int))
    assert window.controls.config().custom_x is None
