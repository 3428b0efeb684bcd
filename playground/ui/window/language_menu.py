"""View ▸ Language: English, 日本語, 简体中文, Русский — switches the running window at once.

Nothing is rebuilt: the editor keeps its text and undo history, the plots their data, a run goes
on. Static texts are re-worded through the translation tables (ui/words/reword.py); texts made from
data — the lesson, the verdict — are drawn again from that data in the new language.
"""
from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu

from playground.ui.i18n import LANGUAGES, current_language, current_translator, install_language, remember_language
from playground.ui.plots.on_demand import unbuilt
from playground.ui.words.reword import make_reword, reword_tree


class LanguageMenu:
    """The Language submenu of ``menu``; ``switch(code)`` is what picking an entry does."""

    def __init__(self, window: QMainWindow, settings: QSettings, menu: QMenu):
        self.window = window
        self.settings = settings
        self.menu = menu.addMenu(window.tr("&Language"))
        self.group = QActionGroup(self.menu)
        self.group.setExclusive(True)
        self.actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():  # each language in its own words: never translated
            action = self.menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == current_language())
            action.setData(code)
            action.triggered.connect(lambda _checked=False, c=code: self.switch(c))
            self.group.addAction(action)
            self.actions[code] = action

    def switch(self, code: str, remember: bool = True) -> None:
        """Speak ``code`` from now on (and, with ``remember``, next time the app starts)."""
        previous = current_translator()
        code = install_language(code)
        if remember:
            remember_language(code, self.settings)
        self.actions[code].setChecked(True)
        reword_window(self.window, make_reword(previous))


def reword_window(window, reword) -> None:
    """Every static text of ``window``, its plots, and the texts it draws from data."""
    reword_tree(window, reword)
    for panel in window.all_plot_panels():
        if unbuilt(panel):  # made when first shown, in the language in use then (plots/on_demand.py)
            continue
        look = getattr(panel, "look", None)
        if look is not None:
            look.reword(reword)
    _redraw_lesson(window)
    if window.engine_info is not None and getattr(window.bridge, "is_ready", False):
        window.status.engine_ready(window.engine_info)  # "Engine ready — torch …" has values in it
    if window.probe_shown:
        window.function_panel.show_probe(window.last_probe)
        window.derivative_panel.show_probe(window.last_probe)


def _redraw_lesson(window) -> None:
    lesson = window.lesson
    lesson.set_presets(window.presets)
    preset = next((p for p in window.presets if p.name == window.documents.preset_name), None)
    if preset is not None:
        lesson.show_preset(preset)
    else:
        lesson.show_own_code(window.documents.display_name())
