"""One curve at a time: f(x) or its derivative, where the window is too narrow for both beside
readable code. 1920×1080 at scale 2 is 960×540 logical px, and there the curves side by side
left the lesson's code 13 columns (issue 29); layout.py decides when (one_curve_at_a_time).

The derivative comes first: it carries the verdict, yours against the true one. A switch of two
buttons, f(x) and df/dx, stands in for the curves' tab at the left of the plot tabs: at 960×540
the switch beside a curves tab crowded the tab bar and the Jacobian's tab hid behind its scroll
arrows. A button brings its curve to the front, alone; it shows pressed while its curve is in
front. Out of this mode the curves' tab is back and both curves show again, side by side or
stacked as plots/area.py arranges them.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QTabWidget, QToolButton, QWidget

CURVES = ("function", "derivative")


class CurveSwitch(QWidget):
    """Two buttons, f(x) and df/dx (the plots' own axis names, the same in every language), in the
    left corner of ``tabs`` in place of ``probe_page``, the tab that holds the two panels."""

    def __init__(self, function_panel: QWidget, derivative_panel: QWidget, tabs: QTabWidget,
                 probe_page: QWidget) -> None:
        super().__init__()
        self.panels = {"function": function_panel, "derivative": derivative_panel}
        self.tabs, self.probe_page = tabs, probe_page
        self.one_at_a_time = False
        self.chosen = "derivative"
        self.buttons = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(2, 0, 4, 0)
        row.setSpacing(0)
        for key, text in zip(CURVES, ("f(x)", "df/dx")):
            button = QToolButton()
            button.setText(text)
            button.setCheckable(True)
            button.setAutoRaise(True)
            button.clicked.connect(lambda _on, key=key: self.show_curve(key))
            self.buttons[key] = button
            row.addWidget(button)
        self.buttons["function"].setToolTip(self.tr("Show f(x) in place of its derivative (the window is "
                                                    "too narrow for both beside the code)"))
        self.buttons["derivative"].setToolTip(self.tr("Show the derivative, yours against the true one, "
                                                      "in place of f(x)"))
        tabs.setCornerWidget(self, Qt.Corner.TopLeftCorner)
        tabs.currentChanged.connect(lambda _index: self._press_shown())
        self.hide()

    @property
    def shown(self) -> str:
        """The curve shown alone: "function" or "derivative"."""
        return self.chosen

    def set_one_at_a_time(self, on: bool) -> None:
        """One curve (the chosen one) in place of the curves' tab, or both in their tab."""
        self.one_at_a_time = bool(on)
        index = self.tabs.indexOf(self.probe_page)
        if index >= 0:  # in the tabs (plots/area.py), not above them
            in_front = self.tabs.currentWidget() is self.probe_page
            self.tabs.setTabVisible(index, not self.one_at_a_time)
            if in_front:  # hiding its tab hides the page too: it stays in front, shown
                self.tabs.setCurrentWidget(self.probe_page)
                self.probe_page.show()
        self._show_chosen()
        self.setVisible(self.one_at_a_time)
        self._press_shown()

    def show_curve(self, key: str) -> None:
        """Show ``key`` ("function" or "derivative") alone and in front, as its button does."""
        self.chosen = key
        self._show_chosen()
        if self.one_at_a_time and self.tabs.indexOf(self.probe_page) >= 0:
            self.tabs.setCurrentWidget(self.probe_page)
        self._press_shown()

    def _show_chosen(self) -> None:
        for key, panel in self.panels.items():
            panel.setVisible(not self.one_at_a_time or key == self.chosen)

    def _press_shown(self) -> None:
        in_front = self.tabs.currentWidget() is self.probe_page
        for key, button in self.buttons.items():
            button.setChecked(in_front and key == self.chosen)
