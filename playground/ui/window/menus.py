"""The main window's menus: File, Edit, View, Run, Help.

Keys: F1 quick start, Ctrl+Return check, Ctrl+Shift+Return check under torch.compile,
Ctrl+Shift+P presentation mode, Ctrl + / Ctrl − / Ctrl 0 zoom the whole window, F7 room for the code
(F5 is Train), Ctrl+Shift+C compare A and B.
"""
from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from playground.ui.compare.controller import Compare
from playground.ui.files.documents import DocumentManager
from playground.ui.window.language_menu import LanguageMenu
from playground.ui.window.layout import WindowParts
from playground.ui.window.presentation import Presentation
from playground.ui.window.theme_menu import ThemeMenu

RUN_OPENED_FILES_KEY = "run/checkOpenedFiles"


class WindowMenus:
    """Builds the menu bar of ``window`` (a MainWindow: its own actions are check_now, close and
    the help windows) and keeps the actions that others enable. The menus act on ``parts`` (the
    editor, the panels they show or hide, the run buttons), ``documents``, ``presentation`` and
    ``compare``; ``settings`` keeps the choices they remember."""

    def __init__(self, window: QMainWindow, parts: WindowParts, documents: DocumentManager,
                 presentation: Presentation, compare: Compare, settings: QSettings):
        self.window, self.parts, self.documents = window, parts, documents
        bar = window.menuBar()
        self._file_menu(bar.addMenu(window.tr("&File")))
        self._edit_menu(bar.addMenu(window.tr("&Edit")))
        self.view_menu = bar.addMenu(window.tr("&View"))
        self._view_menu(self.view_menu, settings, presentation, compare)
        self.run_menu = bar.addMenu(window.tr("&Run"))
        self._run_menu(self.run_menu, settings)
        self._help_menu(bar.addMenu(window.tr("&Help")))

    def _help_menu(self, menu: QMenu) -> None:
        w = self.window
        self.quick_start = self._action(menu, w.tr("&Quick Start"), w.show_quick_start,
                                        QKeySequence.StandardKey.HelpContents)
        if self.quick_start.shortcut().isEmpty():  # HelpContents is F1 on Linux and Windows
            self.quick_start.setShortcut(QKeySequence("F1"))
        self.shortcuts = self._action(menu, w.tr("&Keyboard Shortcuts"), w.show_shortcuts)
        menu.addSeparator()
        self.about = self._action(menu, w.tr("&About Autograd Playground"), w.show_about)

    def _action(self, menu: QMenu, text: str, slot, shortcut=None) -> QAction:
        action = menu.addAction(text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _file_menu(self, menu: QMenu) -> None:
        w, docs = self.window, self.documents
        self.new = self._action(menu, w.tr("&New"), docs.new, QKeySequence.StandardKey.New)
        self.open = self._action(menu, w.tr("&Open…"), docs.open_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = menu.addMenu(w.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self.fill_recent)
        docs.recent_changed.connect(self.fill_recent)
        self.fill_recent()
        menu.addSeparator()
        self.save = self._action(menu, w.tr("&Save"), docs.save, QKeySequence.StandardKey.Save)
        self.save_as = self._action(menu, w.tr("Save &As…"), docs.save_as, QKeySequence.StandardKey.SaveAs)
        self.save_experiment = self._action(menu, w.tr("Save E&xperiment As…"),
                                            docs.save_experiment_as, "Ctrl+Alt+S")
        self.save_experiment.setToolTip(w.tr(
            "Save the code with every setting (subject, model, data, seed…) in its header; "
            "Open brings the whole experiment back"))
        menu.addSeparator()
        self.file_menu = menu
        self.file_end_separator = menu.addSeparator()
        self.quit = self._action(menu, w.tr("&Quit"), w.close, QKeySequence.StandardKey.Quit)

    def fill_recent(self) -> None:
        w, docs = self.window, self.documents
        self.recent_menu.clear()
        files = docs.recent_files()
        for number, path in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{number % 10}  {path}" if number <= 10 else path)
            action.triggered.connect(lambda _checked=False, p=path: docs.open_path(p))
        if files:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(w.tr("Clear Recent Files")).triggered.connect(docs.clear_recent)
        else:
            self.recent_menu.addAction(w.tr("No recent files")).setEnabled(False)

    def _edit_menu(self, menu: QMenu) -> None:
        w = self.window
        editor = self.parts.editor_pane.editor
        self.undo = self._action(menu, w.tr("&Undo"), editor.undo, QKeySequence.StandardKey.Undo)
        self.redo = self._action(menu, w.tr("&Redo"), editor.redo, QKeySequence.StandardKey.Redo)
        self.undo.setEnabled(False)
        self.redo.setEnabled(False)
        editor.undoAvailable.connect(self.undo.setEnabled)
        editor.redoAvailable.connect(self.redo.setEnabled)
        menu.addSeparator()
        self.find = self._action(menu, w.tr("&Find…"), self.parts.editor_pane.show_find_bar, QKeySequence.StandardKey.Find)
        self.toggle_comment = self._action(menu, w.tr("Toggle &Comment"), editor.toggle_comment, "Ctrl+/")

    def _view_menu(self, menu: QMenu, settings: QSettings, presentation: Presentation,
                   compare: Compare) -> None:
        w = self.window
        self.panel_toggles = {}
        for key, text, widget in (("lesson", w.tr("&Lesson"), self.parts.lesson),
                                  ("console", w.tr("&Console"), self.parts.console)):
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(True)
            action.toggled.connect(widget.setVisible)
            self.panel_toggles[key] = action
        toolbar = self.parts.controls.toggleViewAction()  # stays right when the toolbar is closed elsewhere
        toolbar.setText(w.tr("&Training Toolbar"))
        menu.addAction(toolbar)
        self.panel_toggles["controls"] = toolbar
        menu.addSeparator()
        self.presentation = self._checkable(menu, w.tr("&Presentation Mode"), "Ctrl+Shift+P",
                                            presentation.set_active, presentation.changed)
        self.presentation.setToolTip(w.tr("Large text and thick lines for a projector; side panels "
                                          "fold away (Ctrl+Shift+P)"))
        self.zoom_in = self._action(menu, w.tr("Zoom &In"), presentation.zoom_in)
        self.zoom_in.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        self.zoom_out = self._action(menu, w.tr("Zoom &Out"), presentation.zoom_out, "Ctrl+-")
        self.zoom_reset = self._action(menu, w.tr("&Actual Size"), presentation.zoom_reset, "Ctrl+0")
        self.code_room = self._checkable(menu, w.tr("&Room for the Code"), "F7", w.give_code_room,
                                         w.code_room_changed)
        self.code_room.setToolTip(w.tr("The editor as wide as the code's lines while the class reads "
                                       "them, the picture small beside it; F7 again gives the picture "
                                       "its room back"))
        menu.addSeparator()
        self.compare = self._checkable(menu, w.tr("&Compare A and B"), "Ctrl+Shift+C",
                                       compare.set_active, compare.changed)
        self.compare.setToolTip(w.tr("Train a second subject B beside the editor's code A, on the "
                                     "same data, seed and settings"))
        self.language = LanguageMenu(w, settings, menu)
        self.theme = ThemeMenu(w, settings, menu)
        self.view_end_separator = menu.addSeparator()

    def _checkable(self, menu: QMenu, text: str, shortcut: str, slot, changed) -> QAction:
        """A checkable action that drives ``slot(bool)`` and follows ``changed(bool)``."""
        action = menu.addAction(text)
        action.setCheckable(True)
        action.setShortcut(QKeySequence(shortcut))
        action.toggled.connect(slot)

        def follow(on: bool) -> None:
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)

        changed.connect(follow)
        return action

    def _run_menu(self, menu: QMenu, settings: QSettings) -> None:
        w = self.window
        self.check = self._action(menu, w.tr("&Check Code"), w.check_now, "Ctrl+Return")
        self.check.setToolTip(w.tr("Run the code now and judge its backward"))
        self.check.setIconText(w.tr("Check"))  # the toolbar button the messages call "Check"
        self.check_opened = menu.addAction(w.tr("Check Opened Files &Automatically"))
        self.check_opened.setCheckable(True)
        self.check_opened.setChecked(settings.value(RUN_OPENED_FILES_KEY, False, type=bool))
        self.check_opened.setToolTip(w.tr(
            "Opened files are Python code that runs on your computer with your rights; "
            "when this is off, they run only once you press Check or Train."))
        self.check_opened.toggled.connect(lambda on: settings.setValue(RUN_OPENED_FILES_KEY, on))
        # Driven by window/compile_check.py, which the window makes once the engine's parts are.
        self.check_compile = menu.addAction(w.tr("Check under &torch.compile"))
        self.check_compile.setShortcut(QKeySequence("Ctrl+Shift+Return"))
        self.check_compile.setToolTip(w.tr(
            "Check the code once more, also under torch.compile(fullgraph=True) on the CPU: does it "
            "make one graph, and are its outputs and gradients those of eager mode? Slow: a first "
            "compile takes 4–20 s (Ctrl+Shift+Return)"))
        menu.addSeparator()
        for action in self.parts.controls.run_actions.all():
            menu.addAction(action)
