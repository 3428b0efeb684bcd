"""Presentation mode and window-wide zoom, for a projector at the front of a class.

Presentation mode: large fonts in the editor, the plots and the rest of the window, thick plot
lines, the console folded away, the lesson reduced to its picker and the question for the class,
and a toolbar with only the run buttons and the settings a class talks about.
Zoom (Ctrl + / Ctrl − / Ctrl 0) scales every font of the window, in or out of presentation mode.

Fonts are scaled from what they were when the window was made: the application font's size
(menus, toolbar, labels; the plot panels size their text from it), the editor's font, and the plots'
own presentation sizes (plots.set_presentation is called again after each change so they
follow the application font). Only sizes: the families are the language's (ui/i18n.py apply_font
changes them, and leaves the size, when View ▸ Language switches a running window).
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import QApplication, QWidget

from playground.ui.plots.panels import set_presentation
from playground.ui.window.layout import WindowParts, apply_default_sizes

ZOOM_FACTOR = 1.15  # one Ctrl + step
MIN_ZOOM_STEPS, MAX_ZOOM_STEPS = -4, 8
# Presentation mode on its own: the editor 1.4x and the window's text 1.3x (the plots have their own
# 1.6x presentation scale, from the application font before this scale).
PRESENTATION_EDITOR_SCALE = 1.4
PRESENTATION_APP_SCALE = 1.3
EDITOR_MAX_POINTS = 72.0
FIT_DELAYS_MS = (0, 150)
# Presentation text is 1.0x at a window this short (logical px) and its full scale from this tall.
FULL_SCALE_FROM_PX = (500, 680)


class Presentation(QObject):
    """Owns presentation mode and zoom for a MainWindow; ``changed(bool)`` after either changes.

    ``window``: the window whose height the fonts fit; ``parts``: its widgets;
    ``plot_panels()`` and ``extra_editors()``: every plot panel and every editor besides A's now
    (compare mode adds some). The View menu's panel toggles come later (``fold_with``): the menu
    is built after this, with actions that call it."""

    changed = Signal(bool)

    def __init__(self, window: QWidget, parts: WindowParts, plot_panels: Callable[[], list],
                 extra_editors: Callable[[], list]):
        super().__init__(window)
        self.window = window
        self.parts = parts
        self.plot_panels = plot_panels
        self.extra_editors = extra_editors
        self.panel_toggles: dict[str, QAction] = {}
        self.active = False
        self.zoom_steps = 0
        self._app_points = QApplication.font().pointSizeF()
        self._editor_points = parts.editor_pane.editor.default_point_size
        self._before = None  # what presentation mode changed, to put back when it ends
        self._applied_scale = 1.0
        parts.lesson.installEventFilter(self)  # a new width rewraps the question: fit it again

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        """The lesson pane got narrower or wider (the Jacobian or the curves came to the front and
        the column was shared again): the folded question wraps anew, so it is fitted again (at
        1024×768 its last line was cut under the code)."""
        if watched is self.parts.lesson and event.type() == QEvent.Type.Resize and self.active \
                and event.size().width() != event.oldSize().width():
            self.fit_lesson_soon()
        return False

    def fold_with(self, panel_toggles: dict[str, QAction]) -> None:
        """The View menu's "lesson" and "console" toggles: presentation mode folds the panels
        through them, so their check marks stay true."""
        self.panel_toggles = panel_toggles

    # ------------------------------------------------------------------ scales

    def app_scale(self) -> float:
        base = self._fitted(PRESENTATION_APP_SCALE) if self.active else 1.0
        return base * ZOOM_FACTOR ** self.zoom_steps

    def _fitted(self, scale: float) -> float:
        """A presentation scale that shrinks towards 1 on a short window: 1280×720 at 200 % is
        640×360 logical pixels, already enlarged by the desktop; 1.3x more text on top left the
        derivative a strip."""
        height = self.window.height()
        fraction = min(max((height - FULL_SCALE_FROM_PX[0]) / (FULL_SCALE_FROM_PX[1] - FULL_SCALE_FROM_PX[0]),
                           0.0), 1.0)
        # In steps of 0.05, so dragging the window's edge re-lays the fonts a few times, not on
        # every pixel.
        return round((1.0 + (scale - 1.0) * fraction) * 20) / 20

    def window_resized(self) -> None:
        """The window's height changed: presentation fonts follow it (see _fitted)."""
        if self.active and abs(self.app_scale() - self._applied_scale) > 0.01:
            self._apply_fonts()

    def editor_scale(self) -> float:
        base = self._fitted(PRESENTATION_EDITOR_SCALE) if self.active else 1.0
        return base * ZOOM_FACTOR ** self.zoom_steps

    # ------------------------------------------------------------------ actions

    def set_active(self, on: bool) -> None:
        """Turn presentation mode on or off (View ▸ Presentation Mode)."""
        on = bool(on)
        if on == self.active:
            return
        if on:
            self._fold_panels()
        self.active = on
        self._apply_fonts()
        self.parts.plot_area.set_prefer_tabs(on)
        if not on:
            self._unfold_panels()
        if self.window.isVisible():
            apply_default_sizes(self.parts, on)  # the plots get the room presentation mode is for
            if on:
                self.fit_lesson_soon()
        self.changed.emit(self.active)

    def toggle(self) -> None:
        self.set_active(not self.active)

    def zoom_in(self) -> None:
        self._zoom(min(self.zoom_steps + 1, MAX_ZOOM_STEPS))

    def zoom_out(self) -> None:
        self._zoom(max(self.zoom_steps - 1, MIN_ZOOM_STEPS))

    def zoom_reset(self) -> None:
        self._zoom(0)

    def _zoom(self, steps: int) -> None:
        if steps != self.zoom_steps:
            self.zoom_steps = steps
            self._apply_fonts()
            self.changed.emit(self.active)

    def restore_application_font(self) -> None:
        """Give the application its own font size back (the window is closing)."""
        font = QFont(QApplication.font())
        font.setPointSizeF(self._app_points)
        QApplication.setFont(font)

    # ------------------------------------------------------------------ fonts

    def refresh(self) -> None:
        """Apply the current mode and zoom again (a panel or editor was added)."""
        self._apply_fonts()

    def _apply_fonts(self) -> None:
        parts = self.parts
        font = QFont(QApplication.font())  # the language's families (ui/i18n.py), a new size
        self._applied_scale = self.app_scale()
        font.setPointSizeF(self._app_points * self._applied_scale)
        QApplication.setFont(font)
        points = min(round(self._editor_points * self.editor_scale()), EDITOR_MAX_POINTS)
        for editor in [parts.editor_pane.editor, *self.extra_editors()]:
            editor.set_font_point_size(points)
        parts.lesson.set_question_point_size(font.pointSizeF() * (1.15 if self.active else 1.0))
        # Again even when the mode did not change: the panels size text from the app font.
        set_presentation(self.plot_panels(), self.active)
        parts.controls.set_simplified(self.active)
        if self.active and self._before is not None:
            self.fit_lesson_soon()

    # ------------------------------------------------------------------ panels

    def _fold_panels(self) -> None:
        toggles = self.panel_toggles
        self._before = {"console": toggles["console"].isChecked(),
                        "lesson": toggles["lesson"].isChecked(),
                        "left_sizes": self.parts.left_splitter.sizes()}
        toggles["console"].setChecked(False)
        toggles["lesson"].setChecked(True)
        self.parts.lesson.set_compact(True)

    def fit_lesson_soon(self) -> None:
        """Fit the folded lesson once the new fonts or question are laid out (the wrapped
        question's height settles over a couple of layout passes)."""
        for delay in FIT_DELAYS_MS:
            QTimer.singleShot(delay, self.fit_lesson)

    def fit_lesson(self) -> None:
        """Give the folded lesson just the height it needs; the editor gets the rest."""
        if not self.active:
            return
        left, lesson_pane = self.parts.left_splitter, self.parts.lesson
        sizes = left.sizes()
        total = sum(sizes)
        lesson_pane.layout().activate()  # new fonts: sizes of the picker row and question
        # A few pixels of slack: the splitter handle and the label's frame are not in the hint.
        needed = lesson_pane.compact_height(max(lesson_pane.width(), 200)) + 12
        lesson = min(needed, total // 3)
        console = 0 if not self.parts.console.isVisible() else sizes[2]
        left.setSizes([lesson, max(total - lesson - console, 0), console])

    def _unfold_panels(self) -> None:
        before, self._before = self._before or {}, None
        self.parts.lesson.set_compact(False)
        toggles = self.panel_toggles
        toggles["console"].setChecked(before.get("console", True))
        toggles["lesson"].setChecked(before.get("lesson", True))
        if before.get("left_sizes"):
            self.parts.left_splitter.setSizes(before["left_sizes"])
