"""What the window says, as text: the verdict panel's lines, the console's lines and the status
bar's, for ``--snapshot``'s JSON (``"texts"``) and for tests that read the window from outside
(a translated window must say no English sentence for any code the engine sends)."""
from __future__ import annotations

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QComboBox, QLabel, QStyle, QStyleOptionComboBox, QTabBar, QWidget

from playground.ui.plots.derivative_panel import DerivativePanel
from playground.ui.plots.labels import ElidedLabel
from playground.ui.plots.plot_view import PlotView
from playground.ui.window.console import ConsolePane
from playground.ui.window.lesson_picker import LessonPicker
from playground.ui.window.plot_tabs import tabs_cut
from playground.ui.window.status import PlaygroundStatusBar


def verdict_texts(panel: DerivativePanel) -> list[str]:
    """The verdict, its sentence, the gradcheck lines and the other checks in brief (each in a
    sentence once their list is open), as shown (not cut to fit)."""
    labels = [panel.verdict_label, panel.summary_label, panel.gradcheck_label, panel.gradgradcheck_label]
    texts = [label.text() for label in labels if _shown(label) and label.text()]
    if _shown(panel.check_list):
        texts.append(panel.check_list.brief())
    return texts + (panel.check_list.lines() if _shown(panel.check_list.box) else [])


def console_texts(console: ConsolePane) -> list[str]:
    """Every line of the console that is not empty (a detail only once opened)."""
    return [line for line in console.plain_text().splitlines() if line.strip()]


def status_texts(status: PlaygroundStatusBar) -> list[str]:
    """The status bar's message (a restart's, for a while), then its labels."""
    texts = [status.currentMessage()]
    texts += [label.text() for label in (status.engine_label, status.check_label, status.speed_label)]
    return [text for text in texts if text]


def shown_texts(derivative_panel: DerivativePanel, console: ConsolePane, status: PlaygroundStatusBar) -> dict:
    """{"verdict": [...], "console": [...], "status": [...]}"""
    return {"verdict": verdict_texts(derivative_panel), "console": console_texts(console),
            "status": status_texts(status)}


def _shown(label: QLabel) -> bool:
    return not label.isHidden()


def cut_texts(window: QWidget) -> list[str]:
    """Every text on screen that is shown cut ("…" where the whole sentence would not fit): a
    bounded label's whole text, a combo box's current entry wider than its field, a plot's legend
    entry that runs past the plot's edge, a tab's label scrolled out of its bar or elided. On a projector and in a translated window the class
    must read each whole (issue 29)."""
    cut = []
    for label in window.findChildren(ElidedLabel):
        if label.isVisible() and _words(label.shown_text()) != _words(label.text()):
            cut.append(label.text())
    for box in window.findChildren(QComboBox):
        if box.isVisible() and box.currentText() and not _fits(box):
            cut.append(box.currentText())
    for view in window.findChildren(PlotView):
        if view.isVisible():
            cut += legend_entries_cut(view)
    for bar in window.findChildren(QTabBar):
        if bar.isVisible():
            cut += tabs_cut(bar)
    return cut


def legend_entries_cut(view: PlotView) -> list[str]:
    """The legend entries of ``view`` not shown whole: a legend inside the plot is clipped at its
    data area's edge, one above it at the plot's own ("数値微…" ran past lesson 01's in Japanese)."""
    legend = view.legend
    if legend is None or not legend.isVisible():
        return []
    bounds = view.plot_item.getViewBox().sceneBoundingRect() if view.legend_inside else view.sceneRect()
    bounds = bounds.adjusted(-0.5, -0.5, 0.5, 0.5)  # a half pixel of rounding is no cut
    return [label.text for _sample, label in legend.items
            if label.isVisible() and not bounds.contains(_glyphs_rect(label.item))]


def _glyphs_rect(item):
    """A legend text item's rect in the scene without its document's margin (blank around the
    words: a margin past the edge cuts nothing)."""
    margin = item.document().documentMargin()
    return item.sceneBoundingRect().adjusted(margin, margin, -margin, -margin)


def _fits(box: QComboBox) -> bool:
    """Whether the combo box shows its current entry whole: one that wraps it (the lesson
    picker, window/lesson_picker.py) says what it draws; any other must hold it on one line."""
    if isinstance(box, LessonPicker):
        return _words(box.shown_text()) == _words(box.currentText())
    return _fits_one_line(box)


def _words(text: str) -> str:
    """The text without its line breaks (a wrapped label breaks lines where a space was, or
    between two characters of Chinese or Japanese)."""
    return "".join(text.split())


def _fits_one_line(box: QComboBox) -> bool:
    """Whether the combo box's current entry fits its field (Qt elides it where not)."""
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    return QFontMetricsF(box.font()).horizontalAdvance(box.currentText()) <= field.width() + 0.5
