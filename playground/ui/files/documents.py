"""File handling for the editor: New, Open, Save, Save As, recent files, the unsaved-changes prompt.

The manager owns the question "which file is in the editor and is it saved?"; the window owns
what happens after a document is loaded (compile, lesson text).
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QEvent, QMimeData, QObject, QSettings, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPlainTextEdit, QWidget

from playground.formats.experiment import Experiment, ExperimentError, dump_experiment, parse_experiment
from playground.ui.files.fileio import SourceFileError, atomic_write_text, read_source_file
from playground.ui.files.template import new_function_template

SOURCE_SUFFIXES = (".py", ".pyw", ".txt")
MAX_RECENT = 10
RECENT_KEY = "files/recent"
LAST_DIR_KEY = "files/lastDirectory"


def settings_list(settings: QSettings, key: str) -> list[str]:
    """A list stored in QSettings (INI files give back a str for a one-item list)."""
    value = settings.value(key, [])
    if value is None:
        return []
    if isinstance(value, str):
        return [value] if value else []
    return [str(item) for item in value]


class DocumentManager(QObject):
    """Which document the editor holds (a file, a preset, or untitled) and whether it is saved.

    Signals: ``loaded(str origin)`` after new text was put in the editor ("new", "file", "preset",
    "restored"); ``title_changed(str)``; ``recent_changed()``.

    Experiment files (playground/formats/experiment.py): opening one puts only its code in the editor and
    keeps its settings in ``experiment`` for the window to apply (``experiment_error`` says why a
    broken header was ignored); a document opened or saved as an experiment is saved as one again,
    with the settings ``experiment_provider()`` gives at that moment.
    """

    loaded = Signal(str)
    title_changed = Signal(str)
    recent_changed = Signal()

    def __init__(self, editor: QPlainTextEdit, dialog_parent: QWidget, settings: QSettings):
        super().__init__(dialog_parent)
        self.editor = editor
        self.dialog_parent = dialog_parent
        self.settings = settings
        self.path: Path | None = None
        self.preset_name: str | None = None  # the preset this text came from, if any
        self.preset_title: str | None = None
        self.newline = "\n"
        self.loading = False  # True while the manager itself replaces the editor's text
        self.experiment: Optional[Experiment] = None  # settings of the experiment just opened
        self.experiment_error = ""
        self.is_experiment = False  # saving writes the experiment header
        self.experiment_provider: Optional[Callable[[], Experiment]] = None
        editor.document().modificationChanged.connect(lambda _m: self.title_changed.emit(self.title()))

    # ------------------------------------------------------------------ state

    def is_modified(self) -> bool:
        return self.editor.document().isModified()

    def display_name(self) -> str:
        if self.path is not None:
            return self.path.name
        if self.preset_title:
            return self.tr("Lesson: {title}").format(title=self.preset_title)
        return self.tr("Untitled")

    def title(self) -> str:
        """Window title; ``[*]`` is where Qt shows the unsaved-changes mark."""
        return self.tr("{name}[*] — Autograd Playground").format(name=self.display_name())

    # ------------------------------------------------------------------ loading

    def set_text(self, text: str, origin: str, path: Path | None = None,
                 preset: tuple[str, str] | None = None, modified: bool = False,
                 newline: str = "\n", experiment: Optional[Experiment] = None) -> None:
        """Put ``text`` in the editor as a new document (undo history starts afresh);
        ``experiment``: the settings it was saved with (applied by whoever handles ``loaded``)."""
        self.loading = True
        try:
            self.editor.reset_text(text)  # fresh undo history: undoing into another file makes no sense
        finally:
            self.loading = False
        self.path = path
        self.preset_name, self.preset_title = preset if preset else (None, None)
        self.newline = newline
        self.experiment = experiment
        self.is_experiment = experiment is not None
        self.editor.document().setModified(modified)
        self.title_changed.emit(self.title())
        self.loaded.emit(origin)

    def new(self) -> bool:
        if not self.maybe_discard():
            return False
        self.set_text(new_function_template(), "new")
        return True

    def open_dialog(self) -> bool:
        """File ▸ Open…: ask for a file, then open it."""
        if not self.maybe_discard():
            return False
        name, _ = QFileDialog.getOpenFileName(
            self.dialog_parent, self.tr("Open Python file"), self.start_directory(),
            self.tr("Python files (*.py);;All files (*)"))
        return bool(name) and self.open_path(name, ask=False)

    def open_path(self, path: str | Path, ask: bool = True) -> bool:
        """Open ``path``; with ``ask``, first offer to save unsaved edits. Errors are shown, not raised."""
        if ask and not self.maybe_discard():
            return False
        path = Path(path).resolve()
        try:
            source = read_source_file(path)
        except SourceFileError as exc:
            self._remove_recent(str(path))
            QMessageBox.warning(self.dialog_parent, self.tr("Cannot open file"),
                                self._describe_open_error(exc))
            return False
        self.experiment_error = ""
        try:
            experiment = parse_experiment(source.text)
        except ExperimentError as exc:  # still Python: open it as code, and say why
            experiment = None
            self.experiment_error = self.tr(
                "{name} looks like an experiment file, but its settings could not be read ({reason}); "
                "it was opened as plain code with the current settings.").format(
                    name=path.name, reason=str(exc))
        text = experiment.code if experiment is not None else source.text
        self.set_text(text, "file", path=path, newline=source.newline, experiment=experiment)
        self._remember(path)
        return True

    def _describe_open_error(self, exc: SourceFileError) -> str:
        params = exc.params
        if exc.code == "binary":
            return self.tr("{name} is a binary file, not Python source.").format(**params)
        if exc.code == "not_utf8":
            return self.tr("{name} is not UTF-8 text (byte 0x{byte:02x} at position {position}). "
                           "Save it as UTF-8 and open it again.").format(**params)
        if exc.code == "too_big":
            return self.tr("{name} is {megabytes:.1f} MB; the playground opens source files up to "
                           "2 MB.").format(name=params["name"], megabytes=params["size"] / 1e6)
        if exc.code == "os_error":
            return self.tr("Could not read {name}: {reason}").format(**params)
        return str(exc)

    # ------------------------------------------------------------------ saving

    def save(self) -> bool:
        """File ▸ Save; a preset or untitled text goes through Save As (presets are never overwritten)."""
        if self.path is None:
            return self.save_as()
        return self.write_to(self.path)

    def save_as(self) -> bool:
        suggested = self.path or Path(self.start_directory()) / (
            f"{self.preset_name}.py" if self.preset_name else "untitled.py")
        name, chosen_filter = QFileDialog.getSaveFileName(
            self.dialog_parent, self.tr("Save As"), str(suggested),
            self.tr("Python files (*.py);;All files (*)"))
        if not name:
            return False
        path = Path(name)
        if not path.suffix and "*.py" in chosen_filter:
            path = path.with_suffix(".py")
        return self.write_to(path)

    def save_experiment_as(self) -> bool:
        """File ▸ Save Experiment As…: the code with every setting in its header."""
        if self.experiment_provider is None:
            return False
        stem = self.path.stem if self.path else (self.preset_name or "experiment")
        suggested = (self.path.parent if self.path else Path(self.start_directory())) / (
            stem if stem.endswith("experiment") else f"{stem}_experiment")
        name, _ = QFileDialog.getSaveFileName(
            self.dialog_parent, self.tr("Save Experiment As"), str(suggested.with_suffix(".py")),
            self.tr("Python files (*.py);;All files (*)"))
        if not name:
            return False
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(".py")
        return self.write_to(path, as_experiment=True)

    def file_text(self, as_experiment: bool) -> str:
        """What Save writes: the editor's text, under the experiment header when asked."""
        code = self.editor.toPlainText()
        if not as_experiment or self.experiment_provider is None:
            return code
        experiment = self.experiment_provider()
        experiment.code = code
        return dump_experiment(experiment)

    def write_to(self, path: Path, as_experiment: Optional[bool] = None) -> bool:
        """Save atomically to ``path`` (as an experiment when asked, or when the document is
        one); on failure say so and keep the edits marked unsaved."""
        as_experiment = self.is_experiment if as_experiment is None else as_experiment
        try:
            atomic_write_text(path, self.file_text(as_experiment), newline=self.newline)
        except OSError as exc:
            QMessageBox.critical(
                self.dialog_parent, self.tr("Could not save"),
                self.tr("Could not save {name}: {reason}\nThe file on disk was not changed.").format(
                    name=path.name, reason=exc.strerror or str(exc)))
            return False
        self.path = path.resolve()
        self.is_experiment = as_experiment
        self.editor.document().setModified(False)
        self.title_changed.emit(self.title())
        self._remember(self.path)
        return True

    def maybe_discard(self) -> bool:
        """True when the editor's text may be replaced: it is saved, or the user saved or discarded it."""
        if not self.is_modified():
            return True
        answer = QMessageBox.question(
            self.dialog_parent, self.tr("Unsaved changes"),
            self.tr("{name} has changes that are not saved. Save them first?").format(
                name=self.display_name()),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # ------------------------------------------------------------------ recent files

    def recent_files(self) -> list[str]:
        return settings_list(self.settings, RECENT_KEY)

    def clear_recent(self) -> None:
        self.settings.setValue(RECENT_KEY, [])
        self.recent_changed.emit()

    def _remember(self, path: Path) -> None:
        entries = [str(path)] + [p for p in self.recent_files() if p != str(path)]
        self.settings.setValue(RECENT_KEY, entries[:MAX_RECENT])
        self.settings.setValue(LAST_DIR_KEY, str(path.parent))
        self.recent_changed.emit()

    def _remove_recent(self, path: str) -> None:
        entries = self.recent_files()
        if path in entries:
            entries.remove(path)
            self.settings.setValue(RECENT_KEY, entries)
            self.recent_changed.emit()

    def start_directory(self) -> str:
        """Where a file dialog opens: beside the file in the editor, else in the last folder used."""
        if self.path is not None:
            return str(self.path.parent)
        return str(self.settings.value(LAST_DIR_KEY, str(Path.home())))


def dropped_source_file(mime: QMimeData) -> Path | None:
    """The local .py file being dragged, if exactly that is being dragged."""
    if not mime.hasUrls():
        return None
    urls = mime.urls()
    if len(urls) != 1 or not urls[0].isLocalFile():
        return None
    path = Path(urls[0].toLocalFile())
    return path if path.suffix.lower() in SOURCE_SUFFIXES else None


class SourceDropFilter(QObject):
    """Event filter: a .py file dragged onto the watched widget is opened by ``documents``
    (on the editor it would otherwise be pasted as its path). Other drops pass through."""

    def __init__(self, documents: DocumentManager):
        super().__init__(documents)
        self.documents = documents

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() not in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            return False
        path = dropped_source_file(event.mimeData())
        if path is None:
            return False
        event.acceptProposedAction()
        if event.type() == QEvent.Type.Drop:
            self.documents.open_path(path)
        return True
