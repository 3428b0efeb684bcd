"""PlotTurns: a training panel's plots one at a time where the panel is too short for each to be
readable, with a row of buttons to pick the one shown (as the curves and the Jacobian's maps do:
window/one_curve.py, jacobian/maps_row.py).

After lesson 11 trained at 960×540 logical px (1920×1080 at scale 2) the loss plot's data area was
324×59 px beside its accuracy plot (issue 29: every main plot at least 250×150). Where the panel
is shorter than its ``fold_below_px``, the first plot shows alone and the buttons bring another;
where it is taller, all the plots in use show and the buttons hide.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QToolButton, QWidget


class PlotTurns(QWidget):
    """``pages``: (button text, the page's widgets, whether the run uses it now) in order, the
    first shown first; ``panel``: the widget whose height decides."""

    def __init__(self, panel: QWidget, pages: list[tuple[str, tuple, Callable[[], bool]]],
                 fold_below_px: int) -> None:
        super().__init__()
        self.panel, self.pages, self.fold_below_px = panel, pages, fold_below_px
        self.one_at_a_time = False
        self.group = QButtonGroup(self)
        self.buttons = []
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        for index, (text, _widget, _in_use) in enumerate(pages):
            button = QToolButton()
            button.setText(text)
            button.setCheckable(True)
            button.setAutoRaise(True)
            self.group.addButton(button, index)
            self.buttons.append(button)
            row.addWidget(button)
        row.addStretch(1)
        self.buttons[0].setChecked(True)
        self.group.idToggled.connect(lambda _index, on: on and self.fit())
        panel.installEventFilter(self)
        self.hide()

    def fit(self) -> None:
        """One plot at a time where the panel is short and more than one is in use, else all."""
        in_use = [index for index, (_text, _widget, used) in enumerate(self.pages) if used()]
        # A panel not on screen has no height of its own yet (and exports all): fitted when shown.
        short = self.panel.isVisible() and self.panel.height() < self.fold_below_px
        self.one_at_a_time = short and len(in_use) > 1
        if self.group.checkedId() not in in_use and in_use:
            self.buttons[in_use[0]].setChecked(True)  # toggles: fit again
            return
        for index, (_text, widgets, used) in enumerate(self.pages):
            for widget in widgets:
                widget.setVisible(used() and (not self.one_at_a_time or index == self.group.checkedId()))
            self.buttons[index].setVisible(used())
        self.setVisible(self.one_at_a_time)

    def show_page(self, index: int) -> None:
        """The page ``index`` in front, as its button does (all show where they fit)."""
        self.buttons[index].setChecked(True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.panel and (event.type() == QEvent.Type.Show or (
                event.type() == QEvent.Type.Resize and event.size().height() != event.oldSize().height())):
            self.fit()
        return False
