"""A teacher's own lessons in the window: File ▸ Open Lessons…, `--lessons DIR`, a dropped folder,
and View ▸ Show Solution.

A folder's lessons (formats/lesson_folder.py) join the window's list after the built-in ones, so the
picker lists them and ◀ ▶ step through them; what could not be read is said in the console. A
lesson opens as a student sees it (each ``# BEGIN SOLUTION`` block replaced by its starter,
formats/lesson_solution.py); View ▸ Show Solution puts the teacher's solution in the editor
instead. Reading a folder runs none of its code.
"""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog

from playground.formats.lesson_folder import read_lesson_folder
from playground.formats.presets import Preset
from playground.ui.i18n import current_language
from playground.ui.window.lesson_menu import HandoutExport


class LessonFolders(QObject):
    """Opens teachers' lesson folders into ``window`` (a MainWindow) and shows or hides their
    solutions. ``show_solution``: the checkable View ▸ Show Solution action."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.folders: list[Path] = []
        menus = window.menus
        self.open_action = QAction(window.tr("Open &Lessons…"), window)
        self.open_action.setToolTip(window.tr("Add a folder of lessons (NN_name.py files) to the lesson picker"))
        self.open_action.triggered.connect(self.open_dialog)
        menus.file_menu.insertAction(menus.recent_menu.menuAction(), self.open_action)
        self.show_solution = QAction(window.tr("Show &Solution"), window)
        self.show_solution.setCheckable(True)
        self.show_solution.setToolTip(window.tr(
            "Show the teacher's lines between # BEGIN SOLUTION and # END SOLUTION instead of the starter"))
        self.show_solution.toggled.connect(self._solution_toggled)
        menus.view_menu.insertAction(menus.presentation, self.show_solution)
        menus.view_menu.insertSeparator(menus.presentation)
        window.documents.loaded.connect(lambda _origin: self._update_action())
        self._update_action()
        self.handout = HandoutExport(window, self, window.exchange.export_menu)  # File ▸ Export ▸ Handout…

    def text_of(self, preset: Preset) -> str:
        """The text a lesson opens with: the starter, or the solution while Show Solution is on."""
        return preset.solution_source() if self.show_solution.isChecked() else preset.student_source()

    def open_dialog(self) -> bool:
        """File ▸ Open Lessons…: ask for a folder, then open it."""
        start = str(self.folders[-1]) if self.folders else ""
        chosen = QFileDialog.getExistingDirectory(self.window, self.window.tr("Open a folder of lessons"), start)
        return bool(chosen) and self.open_folder(Path(chosen))

    def open_folder(self, directory: Path, load_first: bool = True) -> bool:
        """Add the lessons of ``directory`` to the picker (a folder opened before is read again)
        and, with ``load_first``, open its first lesson. False when it holds none that parse."""
        directory = Path(directory).resolve()
        folder = read_lesson_folder(directory)
        presets = self.window.presets
        presets[:] = [p for p in presets if not _from_folder(p, directory)]  # in place: Compare holds the list
        taken = {p.name for p in presets}
        added = [_named_apart(lesson, directory, taken) for lesson in folder.lessons]
        presets.extend(added)
        if directory not in self.folders:
            self.folders.append(directory)
        self.window.lesson.set_presets(presets)
        opened = bool(added) and load_first and self.window.load_preset(added[0].name)
        if not opened:
            self._show_current()
        for problem in folder.problems:  # after the lesson opened: opening one clears the console
            self.window.console.append_warning(str(problem))
        if not added:
            self.window.console.append_warning(self.window.tr("No lessons could be opened from {folder}.").format(
                folder=str(directory)))
        return bool(added) and (opened or not load_first)

    def shown_lesson(self) -> Optional[dict]:
        """The lesson open now as --snapshot's JSON says it: its name, and its title and question
        in the window's language; None when the editor holds no lesson."""
        lesson = self.current_lesson()
        if lesson is None:
            return None
        words = lesson.text_in(current_language())
        return {"name": lesson.name, "title": words.title, "question": words.question}

    def current_lesson(self) -> Optional[Preset]:
        name = self.window.documents.preset_name
        return next((p for p in self.window.presets if p.name == name), None)

    def current_lesson_file(self) -> Optional[str]:
        """The file of the teacher's lesson open now (None: a built-in lesson or none), so that
        autosave can name it and a later start reopen its folder (ui/files/restore.py)."""
        lesson = self.current_lesson()
        return str(lesson.path.resolve()) if lesson is not None and lesson.collection else None

    def lesson_at(self, path: Path) -> Optional[Preset]:
        """The teacher's lesson in file ``path`` as the picker lists it, its folder opened first
        (without opening a lesson) where it is not open yet; None where no lesson parses there."""
        path = Path(path).resolve()
        if path.parent not in self.folders and path.is_file():
            self.open_folder(path.parent, load_first=False)
        return next((p for p in self.window.presets if p.collection and p.path.resolve() == path), None)

    def listed_name(self, lesson: Preset) -> str:
        """The name the picker lists ``lesson`` under: a teacher's lesson read from its file may
        have been named apart from a built-in one (``my_course_soft_clip``)."""
        listed = self.lesson_at(lesson.path) if lesson.path.resolve().parent in self.folders else None
        return listed.name if listed is not None else lesson.name

    def _show_current(self) -> None:
        lesson = self.current_lesson()
        if lesson is not None:
            self.window.lesson.show_preset(lesson)
        else:
            self.window.lesson.show_own_code(self.window.documents.display_name())

    def _solution_toggled(self, on: bool) -> None:
        lesson = self.current_lesson()
        if lesson is not None and lesson.has_solution and not self.window.load_preset(lesson.name):
            self.show_solution.blockSignals(True)  # edits kept: the editor still holds the other text
            self.show_solution.setChecked(not on)
            self.show_solution.blockSignals(False)

    def _update_action(self) -> None:
        lesson = self.current_lesson()
        self.show_solution.setEnabled(lesson is not None and lesson.has_solution)

    def watch_drops(self, widget) -> None:
        """A folder dropped on ``widget`` opens as lessons (a .py file still opens as a file)."""
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() not in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            return False
        directory = dropped_folder(event.mimeData())
        if directory is None:
            return False
        event.acceptProposedAction()
        if event.type() == QEvent.Type.Drop:
            self.open_folder(directory)
        return True


def dropped_folder(mime) -> Optional[Path]:
    """The one local folder being dragged, if exactly that is being dragged."""
    if not mime.hasUrls() or len(mime.urls()) != 1 or not mime.urls()[0].isLocalFile():
        return None
    path = Path(mime.urls()[0].toLocalFile())
    return path if path.is_dir() else None


def _from_folder(preset: Preset, directory: Path) -> bool:
    return bool(preset.collection) and preset.path.resolve().parent == directory


def _named_apart(lesson: Preset, directory: Path, taken: set) -> Preset:
    """The lesson with its folder's name as its collection, and a name no other lesson has (a
    teacher's ``soft_clip`` beside the built-in one becomes ``my_course_soft_clip``)."""
    name = lesson.name
    if name in taken:
        name = f"{re.sub(r'[^A-Za-z0-9_]+', '_', directory.name)}_{lesson.name}"
    while name in taken:
        name += "_"
    taken.add(name)
    return dataclasses.replace(lesson, name=name, collection=directory.name)
