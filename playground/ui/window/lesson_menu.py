"""File ▸ Export ▸ Handout…: the lesson open now, on paper (HTML or PDF), in the window's language.

The handout is made by the command line's `export handout` (cli/export_handout.py) in a process
of its own: it judges the lesson's code in an engine to draw its curves, and no code of a lesson
runs in the window's process. With View ▸ Show Solution on, the handout carries the solution.
"""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QObject, QProcess
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox

from playground.ui.i18n import current_language

PACKAGE_PARENT = Path(__file__).resolve().parents[3]  # the folder that holds playground/


class HandoutExport(QObject):
    """The Handout… action of ``export_menu`` for ``window``; ``folders`` (LessonFolders) says
    which lesson is open and whether its solution is shown."""

    def __init__(self, window, folders, export_menu) -> None:
        super().__init__(window)
        self.window = window
        self.folders = folders
        self.process: QProcess | None = None
        self.action = QAction(window.tr("&Handout of the Lesson (HTML or PDF)…"), window)
        self.action.setToolTip(window.tr("The lesson's text, question, picture and code as one HTML or PDF file"))
        self.action.triggered.connect(self.ask_and_export)
        export_menu.addAction(self.action)
        window.documents.loaded.connect(lambda _origin: self._update())
        self._update()

    def command(self, out: Path) -> list[str]:
        """The `export handout` command line for the lesson open now."""
        lesson = self.folders.current_lesson()
        arguments = ["-m", "playground", "export", "handout", str(lesson.path), "-o", str(out),
                     "--lang", current_language()]
        if self.folders.show_solution.isChecked():
            arguments.append("--answers")
        return arguments

    def ask_and_export(self) -> None:
        lesson = self.folders.current_lesson()
        if lesson is None:
            return
        start = str(Path.home() / f"{lesson.path.stem}.pdf")
        name, _ = QFileDialog.getSaveFileName(self.window, self.window.tr("Export a handout"), start,
                                              self.window.tr("PDF (*.pdf);;HTML (*.html)"))
        if name:
            self.export(Path(name))

    def export(self, out: Path) -> QProcess:
        """Start making the handout at ``out`` (a .pdf, else .html); the status bar says when it is written."""
        if out.suffix.lower() not in (".pdf", ".html", ".htm"):
            out = out.with_suffix(".pdf")
        process = QProcess(self)
        process.setProgram(sys.executable)
        process.setWorkingDirectory(str(PACKAGE_PARENT))  # `-m playground` from a checkout, too
        process.setArguments(self.command(out))
        process.finished.connect(lambda code, _status: self._done(process, out, code))
        self.window.status.showMessage(self.window.tr("Making the handout {file}…").format(file=out.name))
        self.process = process
        process.start()
        return process

    def _done(self, process: QProcess, out: Path, code: int) -> None:
        if code == 0:
            self.window.status.showMessage(self.window.tr("Wrote the handout {file}.").format(file=str(out)), 8000)
            return
        error = bytes(process.readAllStandardError().data()).decode("utf-8", "replace").strip()[-600:]
        QMessageBox.warning(self.window, self.window.tr("Export a handout"),
                            self.window.tr("The handout could not be made:\n{error}").format(error=error))

    def _update(self) -> None:
        self.action.setEnabled(self.folders.current_lesson() is not None)
