"""The offer at start: text that a killed session left unsaved comes back into the editor."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from playground.formats.presets import Preset
from playground.ui.files.autosave import RecoveredText, find_orphans


def tr(text: str) -> str:
    # Named tr: pyside6-lupdate collects the strings of calls named tr or translate only.
    return QCoreApplication.translate("Restore", text)


def offer_restore(parent: QWidget, directory: Path, documents, presets: list,
                  lesson_at: Optional[Callable[[Path], Optional[Preset]]] = None) -> bool:
    """Ask about the newest text left behind, once; True if it was restored.

    Texts identical to their file on disk, or empty, are dropped without asking. One question a
    start, naming what the text was (a file, a lesson, or a new text): a queue of the same dialog
    answered the keystrokes a student meant for the editor. A declined text is dropped; older
    ones wait for the next start. A text of a teacher's lesson comes back as that lesson:
    ``lesson_at`` (LessonFolders.lesson_at) opens its folder again and gives it."""
    for orphan in find_orphans(directory):
        if not orphan.text.strip() or orphan.text == _saved_text_of(orphan):
            orphan.discard()
            continue
        answer = QMessageBox.question(
            parent, tr("Restore unsaved text?"),
            tr("The playground was closed without saving. Restore the text you were editing "
                "({what}: {lines} lines, autosaved {when})?").format(
                what=_what_it_was(orphan, presets), lines=orphan.text.count("\n") + 1,
                when=orphan.saved_at_text()),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        if answer != QMessageBox.StandardButton.Yes:
            orphan.discard()
            return False
        preset = _lesson_of(orphan, presets, lesson_at)
        documents.set_text(orphan.text, "restored",
                           path=Path(orphan.source_path) if orphan.source_path else None,
                           preset=(preset.name, preset.title) if preset else None, modified=True)
        orphan.discard()
        return True
    return False


def _what_it_was(orphan: RecoveredText, presets: list) -> str:
    """The file's name, the lesson's, or 'a new text'."""
    if orphan.source_path:
        return Path(orphan.source_path).name
    if orphan.lesson:
        return Path(orphan.lesson).name
    preset = next((p for p in presets if p.name == orphan.preset and not p.collection), None)
    return preset.title if preset is not None else tr("a new text")


def _lesson_of(orphan: RecoveredText, presets: list,
               lesson_at: Optional[Callable[[Path], Optional[Preset]]]) -> Optional[Preset]:
    """The lesson the text was being written in: a teacher's by its file (its name may be a
    built-in one's), else a built-in one by its name."""
    if orphan.lesson:
        return lesson_at(Path(orphan.lesson)) if lesson_at is not None else None
    return next((p for p in presets if p.name == orphan.preset and not p.collection), None)


def _saved_text_of(orphan: RecoveredText) -> Optional[str]:
    if not orphan.source_path:
        return None
    try:
        return Path(orphan.source_path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
