"""One curve at a time: f(x) or its derivative, where the window is too narrow for both beside
readable code. 1920×1080 at scale 2 is 960×540 logical px, and there the curves side by side
left the lesson's code 13 columns (issue 29); layout.py decides when (one_curve_at_a_time).

The derivative comes first: it carries the verdict, yours against the true one. A switch in the
plot tabs' corner, shown only then and only while the curves are in front, brings f(x) instead,
and back; out of this mode both curves show again, side by side or stacked as plots/area.py
arranges them.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QTabWidget, QToolButton, QWidget


class CurveSwitch(QWidget):
    """Two exclusive buttons, f(x) and df/dx (the plots' own axis names, the same in every
    language), in the corner of ``tabs``; ``probe_page`` is the tab that holds the two panels."""

    def __init__(self, function_panel: QWidget, derivative_panel: QWidget, tabs: QTabWidget,
                 probe_page: QWidget) -> None:
        super().__init__()
        self.panels = {"function": function_panel, "derivative": derivative_panel}
        self.tabs, self.probe_page = tabs, probe_page
        self.one_at_a_time = False
        self.buttons = {}
        self.group = QButtonGroup(self)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 4, 0)
        row.setSpacing(0)
        for key, text in (("function", "f(x)"), ("derivative", "df/dx")):
            button = QToolButton()
            button.setText(text)
            button.setCheckable(True)
            button.setAutoRaise(True)
            self.group.addButton(button)
            self.buttons[key] = button
            row.addWidget(button)
        self.buttons["function"].setToolTip(self.tr("Show f(x) in place of its derivative (the window is "
                                                    "too narrow for both beside the code)"))
        self.buttons["derivative"].setToolTip(self.tr("Show the derivative, yours against the true one, "
                                                      "in place of f(x)"))
        self.buttons["derivative"].setChecked(True)
        self.group.buttonToggled.connect(lambda _button, _on: self._show_chosen())
        tabs.setCornerWidget(self, Qt.Corner.TopRightCorner)
        tabs.currentChanged.connect(lambda _index: self._show_self())
        self.hide()

    @property
    def shown(self) -> str:
        """The curve shown alone: "function" or "derivative"."""
        return "function" if self.buttons["function"].isChecked() else "derivative"

    def set_one_at_a_time(self, on: bool) -> None:
        """One curve (the chosen one) or both."""
        self.one_at_a_time = bool(on)
        self._show_chosen()
        self._show_self()

    def show_curve(self, key: str) -> None:
        """Show ``key`` ("function" or "derivative") alone, as its button does."""
        self.buttons[key].setChecked(True)

    def _show_chosen(self) -> None:
        for key, panel in self.panels.items():
            panel.setVisible(not self.one_at_a_time or key == self.shown)

    def _show_self(self) -> None:
        self.setVisible(self.one_at_a_time and self.tabs.currentWidget() is self.probe_page)
