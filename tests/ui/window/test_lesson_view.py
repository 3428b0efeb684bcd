"""Each lesson opens on the view that teaches it (issue 29, item 4): its docstring's View line.
Lesson 01, the first screen a newcomer sees, opened on the Jacobian's heat maps of ∂y/∂bias,
because its check found the Jacobian the main picture (a Module's weights)."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QSettings

from playground.formats.presets import LessonView, PresetError, list_presets, parse_preset
from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge, result
from tests.ui.jacobian.test_jacobian_panel import block, probe_with

pytestmark = pytest.mark.usefixtures("fail_on_qt_warnings")


@pytest.fixture
def window(qtbot, tmp_path):
    bridge = FakeBridge()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(bridge=bridge, settings=settings, autosave=False)
    win.resize(1280, 720)  # the tabbed arrangement: one view in front
    win.show()
    win.start_engine()
    win.fake = bridge
    yield win
    win.shutdown()
    win.close()
    win.deleteLater()


def weights_probe():
    """A probe whose Jacobian is the main picture by the check's rule: two inputs, a Module's
    weight and bias, that the curves do not show."""
    weight, bias = np.array([[1.0, 2.0]]), np.array([[1.0]])
    blocks = [block(input_="weight", index=0, yours=weight, true=weight),
              block(input_="bias", index=1, yours=np.zeros((1, 1)), true=bias, pattern="jacobian_differs")]
    return probe_with(blocks, [(1, 2), (1,)], decided_by=())


def check(window: MainWindow, probe) -> None:
    """A check's answer with this probe (None: the curves' own probe, no Jacobian)."""
    answer = result(window.fake.next_id)
    if probe is not None:
        answer.probe = probe
    window.fake.compiled.emit(answer)


def front(window: MainWindow):
    return window.training_tabs.currentWidget()


def test_lesson_01_opens_on_its_curves_although_its_check_finds_the_jacobian_the_main_picture(window):
    assert window.load_preset("autograd_basics")
    check(window, weights_probe())
    assert front(window) is window.plot_area.probe_row
    check(window, weights_probe())  # a later check of the same lesson leaves the view where it is
    assert front(window) is window.plot_area.probe_row


def test_the_softmax_lesson_opens_on_its_jacobian(window):
    window.training_tabs.setCurrentIndex(1)  # the view before does not matter
    assert window.load_preset("softmax_jacobian")
    check(window, weights_probe())
    assert front(window) is window.parts.jacobian_panel
    window.plot_area.show_probe()  # the teacher goes to the curves: the next check leaves them
    check(window, weights_probe())
    assert front(window) is window.plot_area.probe_row


def test_in_a_curves_lesson_an_edit_that_makes_the_jacobian_the_main_picture_brings_it_forward(window):
    assert window.load_preset("soft_clip")
    check(window, None)  # a first check the curves judge
    assert front(window) is window.plot_area.probe_row
    check(window, weights_probe())  # the person's edit: now the curves cannot show it all
    assert front(window) is window.parts.jacobian_panel


def test_code_that_is_not_a_lesson_keeps_the_checks_choice(window, tmp_path):
    path = tmp_path / "mine.py"
    path.write_text("import torch\nmodel = torch.nn.Linear(2, 1)\nmodel(torch.ones(2))\n", encoding="utf-8")
    assert window.documents.open_path(str(path), ask=False)
    window.check_now()
    check(window, weights_probe())
    assert front(window) is window.parts.jacobian_panel


def test_every_lesson_names_its_view_and_a_wrong_one_is_refused(tmp_path):
    views = {preset.order: preset.view for preset in list_presets()}
    assert all(isinstance(view, LessonView) for view in views.values()), views
    assert views[1] == LessonView.CURVES and views[18] == views[19] == LessonView.JACOBIAN
    lesson = '"""Title\n\nA lesson.\n\nQuestion: why?\nVerdict: matches\nTrain: model=fit-1d\nView: {}\n"""\n'
    good, bad = tmp_path / "01_good.py", tmp_path / "02_bad.py"
    good.write_text(lesson.format("Jacobian"), encoding="utf-8")
    bad.write_text(lesson.format("heat maps"), encoding="utf-8")
    assert parse_preset(good).view == LessonView.JACOBIAN
    with pytest.raises(PresetError, match="View is one of curves, jacobian"):
        parse_preset(bad)
