"""View ▸ Theme: System, Light, Dark — the whole window at once, remembered for next time.

Widgets follow the application palette by themselves; what the window paints itself is repainted
here: every plot (PlotStyle.apply_theme), the verdicts and stale marks, the lesson's question box
and the editor's colours.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from playground.ui.editor.theme import DARK_THEME, LIGHT_THEME
from playground.ui.jacobian.panel import JacobianPanel
from playground.ui.plots.derivative_panel import DerivativePanel
from playground.ui.plots.function_panel import FunctionPanel
from playground.ui.plots.on_demand import unbuilt
from playground.ui.plots.style import PlotStyle
from playground.ui.theme import THEMES, ThemeSwitch

THEME_KEY = "view/theme"


def theme_names() -> dict[str, str]:
    def tr(text: str) -> str:
        return QCoreApplication.translate("ThemeMenu", text)

    return {"system": tr("&System"), "light": tr("&Light"), "dark": tr("&Dark")}


class ThemeMenu:
    """The Theme submenu of ``menu``; ``apply(choice)`` is what picking an entry does."""

    def __init__(self, window: QMainWindow, settings: QSettings, menu: QMenu):
        self.window = window
        self.settings = settings
        self.switch = ThemeSwitch(window)
        self.menu = menu.addMenu(window.tr("&Theme"))
        self.group = QActionGroup(self.menu)
        self.group.setExclusive(True)
        self.actions: dict[str, QAction] = {}
        for choice, name in theme_names().items():
            action = self.menu.addAction(name)
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, c=choice: self.apply(c))
            self.group.addAction(action)
            self.actions[choice] = action
        saved = str(settings.value(THEME_KEY, "system"))
        self.apply(saved if saved in THEMES else "system", remember=False)

    def apply(self, choice: str, remember: bool = True) -> None:
        """Switch the window to ``choice`` ("system", "light" or "dark")."""
        theme = self.switch.apply(choice)
        self.actions[self.switch.choice].setChecked(True)
        if remember:
            self.settings.setValue(THEME_KEY, self.switch.choice)
        repaint_window(self.window, dark=theme.name == "dark")


def repaint_window(window, dark: bool) -> None:
    """What the window paints itself, in the theme now in use. A panel not built yet (a tab not
    shown yet, plots/on_demand.py) is left so: it is made in the theme in use when it is made."""
    widgets = [widget for widget in window.findChildren(QWidget) if not unbuilt(widget)]
    styles = {id(look): look for widget in widgets
              if isinstance(look := getattr(widget, "look", None), PlotStyle)}
    for style in styles.values():
        style.apply_theme()
    for panel in widgets:
        if isinstance(panel, (DerivativePanel, FunctionPanel, JacobianPanel)):
            panel.refresh_theme()
    window.lesson.refresh_theme()
    editor_theme = DARK_THEME if dark else LIGHT_THEME
    for editor in [window.editor_pane.editor] + window.extra_editors():
        editor.set_theme(editor_theme)
