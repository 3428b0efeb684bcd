"""A lecture hall's projector at scale 2 (1920×1080 is 960×540 logical px) and lesson 18's
Jacobian at 1024×768 in presentation mode (issue 29): the code readable beside its main picture,
every main plot at least 250×150 logical px, judged from the sizes the window reports.

Before: at 960×540 the editor showed 13 columns beside f(x) and its derivative side by side;
lesson 18's vᵀJ bars were 0.5 px tall at 1024×768 in presentation mode, its maps 96 px.
"""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import result
from tests.ui.jacobian.test_jacobian_panel import block, probe_with, softmax_rows
from tests.ui.window.test_code_beside_picture import method_lines

pytestmark = pytest.mark.usefixtures("fail_on_qt_warnings")

HALL = (960, 540)  # 1920×1080 at scale 2, logical px
LESSONS = ("01", "10", "11", "16", "17", "18", "19", "20")
READABLE = (250, 150)  # a main plot's data area, logical px
LEAST_COLUMNS = 30  # characters of code in a row (13 before)
MOST_ROWS = 4  # a wrapped line of forward or backward in at most this many rows


@pytest.fixture
def window(fake_bridge_window):
    return fake_bridge_window  # tests/ui/window/conftest.py


def settle(window: MainWindow, size: tuple) -> None:
    window.resize(*size)
    QApplication.processEvents()
    window.apply_default_sizes()
    if window.presentation.active:
        window.presentation.fit_lesson()
    for _ in range(4):
        QApplication.processEvents()


def open_lesson(window: MainWindow, number: str) -> None:
    preset = next(p for p in window.presets if p.order == int(number))
    assert window.load_preset(preset.name)
    answer = result(window.fake.next_id)
    if number == "18":  # its Jacobian decides the verdict: the tab comes to the front
        yours, true = softmax_rows()
        answer.probe = probe_with([block(yours=yours, true=true, pattern="jacobian_diagonal_only")], [(2, 4)])
        answer.probe.jacobian.values = "call"  # at the code's own call, as the engine takes it
    window.fake.compiled.emit(answer)


def code_failures(window: MainWindow, number: str) -> list:
    """Each line of the lesson's forward and backward whole in the editor's width, wrapped in
    few rows, and enough columns for it."""
    editor = window.editor_pane.editor
    room = editor.viewport().width()
    columns = room / QFontMetricsF(editor.font()).horizontalAdvance(" ")
    failures = [f"lesson {number}: {columns:.0f} columns"] if columns < LEAST_COLUMNS else []
    for line in method_lines(editor.toPlainText()):
        text_block = editor.document().findBlockByNumber(line - 1)
        editor.blockBoundingRect(text_block)  # laid out as the editor draws it
        layout = text_block.layout()
        rows = [layout.lineAt(i) for i in range(layout.lineCount())]
        shown = "".join(text_block.text()[row.textStart():row.textStart() + row.textLength()] for row in rows)
        right = max(row.x() + row.naturalTextWidth() for row in rows)
        if shown != text_block.text() or right > room or len(rows) > MOST_ROWS:
            failures.append(f"lesson {number} line {line}: {len(rows)} rows, right {right:.0f} of {room}")
    return failures


def picture_failures(window: MainWindow, number: str) -> list:
    """The picture the lesson opens on: its curve (one at a time here) or the Jacobian's maps."""
    plots = window.plot_sizes()["plots"]
    if window.training_tabs.currentWidget() is window.parts.jacobian_panel:
        keys = ["jacobian_yours", "jacobian_true", "jacobian_difference"]
        shown = [(plots[key]["width"], plots[key]["height"]) for key in keys if key in plots]
        readable = shown and all(width >= READABLE[0] and height >= READABLE[1] for width, height in shown)
        return [] if readable else [f"lesson {number}: maps {shown}"]  # one at a time here (maps_row.py)
    shown = plots.get("derivative")
    if shown is None or shown["width"] < READABLE[0] or shown["height"] < READABLE[1]:
        return [f"lesson {number}: derivative {shown}"]
    return []


@pytest.mark.parametrize("presentation", [False, True])
def test_at_960x540_each_lessons_code_is_readable_beside_its_main_picture(window, presentation):
    window.presentation.set_active(presentation)
    failures = []
    for number in LESSONS:
        open_lesson(window, number)
        settle(window, HALL)
        failures += code_failures(window, number) + picture_failures(window, number)
        assert (window.width(), window.height()) == HALL  # never wider or taller than the screen
        assert window.minimumSizeHint().width() <= HALL[0] and window.minimumSizeHint().height() <= HALL[1]
    assert failures == []


def test_one_curve_at_a_time_with_a_switch_that_shows_each_readable(window):
    open_lesson(window, "11")
    settle(window, HALL)
    switch = window.parts.curve_switch
    plots = window.plot_sizes()["plots"]
    assert switch.one_at_a_time and switch.isVisible()
    assert "function" not in plots and plots["derivative"]["width"] >= READABLE[0]  # the verdict's curve first
    switch.buttons["function"].click()
    QApplication.processEvents()
    plots = window.plot_sizes()["plots"]
    assert "derivative" not in plots
    assert plots["function"]["width"] >= READABLE[0] and plots["function"]["height"] >= READABLE[1]
    window.training_tabs.setCurrentWidget(window.loss_panel)
    assert switch.isVisible() and not any(button.isChecked() for button in switch.buttons.values())
    switch.buttons["derivative"].click()  # the switch stands in for the curves' tab
    assert window.training_tabs.currentWidget() is window.plot_area.probe_row
    assert switch.buttons["derivative"].isChecked() and not switch.buttons["function"].isChecked()
    settle(window, (1280, 720))  # room for both beside the code: both, no switch
    plots = window.plot_sizes()["plots"]
    assert not switch.one_at_a_time and not switch.isVisible() and {"function", "derivative"} <= set(plots)


def test_the_short_windows_console_folds_so_the_code_has_the_rows(window):
    open_lesson(window, "19")
    settle(window, HALL)
    assert window.parts.left_splitter.sizes()[2] == 0  # folded; its handle drags it back


@pytest.fixture
def russian():
    from playground.ui.i18n import install_language

    install_language("ru")
    yield
    install_language("en")


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720)])
def test_lesson_18s_maps_and_vjp_bars_take_turns_each_readable_in_presentation_mode(russian, window, size):
    window.presentation.set_active(True)
    open_lesson(window, "18")
    settle(window, size)
    panel = window.parts.jacobian_panel
    assert window.training_tabs.currentWidget() is panel
    plots = window.plot_sizes()["plots"]
    assert panel.pictures.one_at_a_time and panel.pictures.isVisible()
    assert not any(key.startswith("jacobian_vjp") for key in plots)  # the maps first
    maps = [plots[f"jacobian_{key}"] for key in ("yours", "true", "difference") if f"jacobian_{key}" in plots]
    assert maps and all(shown["width"] >= READABLE[0] and shown["height"] >= READABLE[1] for shown in maps)
    view = panel.plots[2].view  # a click on a row of the difference map: that row's bars
    cell = view.plot_item.getViewBox().mapViewToScene(view.plot_item.getViewBox().viewRect().center())
    panel.pick_row_at(panel.plots[2], cell)
    for _ in range(4):
        QApplication.processEvents()
    plots = window.plot_sizes()["plots"]
    assert not any(key in plots for key in ("jacobian_yours", "jacobian_true", "jacobian_difference"))
    bars = plots["jacobian_vjp_0"]
    assert bars["width"] >= READABLE[0] and bars["height"] >= READABLE[1]  # 0.5 px tall before
    for label in (panel.where_label, panel.pattern_label, panel.vjp.caption, panel.readout_label):
        assert label.shown_text().split() == label.text().split()  # every sentence whole
    fields = panel.input_choice
    assert fields.values.width() >= fields.values.sizeHint().width()  # the box's words whole, never squeezed


def test_a_tall_jacobian_panel_shows_the_maps_and_the_bars_together(qtbot):
    from playground.ui.jacobian.panel import JacobianPanel

    panel = JacobianPanel()
    qtbot.addWidget(panel)
    panel.resize(900, 900)
    panel.show()
    yours, true = softmax_rows()
    panel.show_probe(probe_with([block(yours=yours, true=true, pattern="jacobian_diagonal_only")], [(2, 4)]))
    for _ in range(4):
        QApplication.processEvents()
    assert not panel.pictures.one_at_a_time and not panel.pictures.isVisible()
    assert panel.maps.isVisible() and panel.bar_views() and panel.bar_views()[0].height() >= READABLE[1]
    panel.resize(900, 420)
    for _ in range(4):
        QApplication.processEvents()
    assert panel.pictures.one_at_a_time and panel.maps.isVisible() and not panel.bar_views()


def test_a_lesson_opened_in_a_960x540_window_gets_its_codes_room_and_each_view_its_own(window):
    from playground.ui.window.layout import JACOBIAN_ONE_MAP_PX, ONE_CURVE_PLOTS_MIN_PX

    window.resize(*HALL)
    window.apply_default_sizes()  # shown at its size with the editor empty, as the app opens
    QApplication.processEvents()
    open_lesson(window, "11")  # its code comes after: no one calls apply_default_sizes here
    QApplication.processEvents()
    editor = window.editor_pane.editor
    assert editor.viewport().width() / QFontMetricsF(editor.font()).horizontalAdvance(" ") >= 45
    picture = window.parts.main_splitter.sizes()[1]
    assert picture <= ONE_CURVE_PLOTS_MIN_PX + 5
    window.training_tabs.setCurrentWidget(window.parts.jacobian_panel)  # the maps want more
    assert window.parts.main_splitter.sizes()[1] >= JACOBIAN_ONE_MAP_PX - 8  # less the handle
    window.training_tabs.setCurrentWidget(window.plot_area.probe_row)
    assert window.parts.main_splitter.sizes()[1] == picture


def test_the_folded_question_is_fitted_again_when_the_jacobian_narrows_its_column(window, russian, qtbot):
    window.resize(1024, 768)
    window.presentation.set_active(True)
    window.apply_default_sizes()
    lesson = window.parts.lesson
    preset = next(p for p in window.presets if p.order == 18)
    assert window.load_preset(preset.name)
    qtbot.wait(300)  # the question fitted to the editor column beside the curves
    wide = lesson.width()
    answer = result(window.fake.next_id)  # the check: its Jacobian comes to the front, the column narrows
    yours, true = softmax_rows()
    answer.probe = probe_with([block(yours=yours, true=true, pattern="jacobian_diagonal_only")], [(2, 4)])
    window.fake.compiled.emit(answer)
    qtbot.wait(300)
    assert lesson.width() < wide
    assert lesson.height() >= lesson.compact_height(lesson.width())  # its last line was cut


def test_one_curve_at_a_time_only_where_the_curves_would_be_squeezed_beside_the_code():
    from playground.ui.window.layout import one_curve_at_a_time

    assert one_curve_at_a_time(960, 460, presentation=False)  # 1920×1080 at scale 2, less menus and bars
    assert one_curve_at_a_time(960, 460, presentation=True)
    assert not one_curve_at_a_time(1280, 630, presentation=False)  # room for both beside the code
    assert not one_curve_at_a_time(683, 300, presentation=False)  # the editor folds: both have the width
    assert not one_curve_at_a_time(960, 680, presentation=True)  # presentation mode stacks them
    assert not one_curve_at_a_time(960, 1000, presentation=False)  # above the tabs, no corner for a switch
