"""Autosave: the editor's text is written every few seconds to the user's data folder, so that
after the app is killed the next start can offer it back.

Each running window has its own session files (``session-<id>.py``, ``.json`` with where the
text came from, and a ``.lock`` held while it runs). A session file whose lock nobody holds was
left by an app that did not close cleanly: that is what the next start offers to restore.
"""
from __future__ import annotations

import json
import os
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QLockFile, QObject, QStandardPaths, QTimer

from playground.ui.files.fileio import atomic_write_text

AUTOSAVE_INTERVAL_MS = 3000


def default_autosave_dir() -> Path:
    """<AppDataLocation>/autosave (QCoreApplication's organization and application names set it)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


@dataclass
class RecoveredText:
    """Text an earlier session left behind."""

    text: str
    saved_at: float  # seconds since the epoch
    source_path: Optional[str] = None  # the file it was being edited as, if any
    preset: Optional[str] = None
    lesson: Optional[str] = None  # a teacher's lesson's file: its folder is opened again to restore it
    files: list = field(default_factory=list)  # the session's files, removed once handled

    def saved_at_text(self) -> str:
        return datetime.fromtimestamp(self.saved_at).strftime("%Y-%m-%d %H:%M:%S")

    def discard(self) -> None:
        for path in self.files:
            try:
                Path(path).unlink()
            except OSError:
                pass


def _lock(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    # Stale only when its process is gone: the default (30 s since the lock was written) would
    # make a long-running session's lock look abandoned.
    lock.setStaleLockTime(0)
    return lock


def find_orphans(directory: Path) -> list[RecoveredText]:
    """Texts left by sessions that ended without closing cleanly, newest first.

    Taking a session's lock succeeds only when its owner is gone (or never took one)."""
    found = []
    for text_path in sorted(Path(directory).glob("session-*.py")):
        lock_path = text_path.with_suffix(".lock")
        lock = _lock(lock_path)
        if not lock.tryLock(0):
            continue  # a window that is still open
        lock.unlock()  # removes the lock file; the session is ours to handle now
        meta_path = text_path.with_suffix(".json")
        try:
            text = text_path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        meta = _read_meta(meta_path)
        found.append(RecoveredText(
            text=text, saved_at=meta.get("saved_at") or text_path.stat().st_mtime,
            source_path=meta.get("path"), preset=meta.get("preset"), lesson=_text_or_none(meta.get("lesson")),
            files=[text_path, meta_path]))
    found.sort(key=lambda r: r.saved_at, reverse=True)
    return found


def _text_or_none(value) -> Optional[str]:
    return value if isinstance(value, str) and value else None


def _read_meta(path: Path) -> dict:
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return meta if isinstance(meta, dict) else {}


class Autosave(QObject):
    """Writes ``text()`` to this session's file every few seconds while ``is_modified()``.

    ``origin()`` gives {"path": str | None, "preset": str | None, "lesson": str | None} for the
    restore offer (``lesson``: a teacher's lesson's file).
    """

    def __init__(self, directory: Path, text: Callable[[], str], is_modified: Callable[[], bool],
                 origin: Callable[[], dict], interval_ms: int = AUTOSAVE_INTERVAL_MS, parent=None):
        super().__init__(parent)
        self.directory = Path(directory)
        self._text, self._is_modified, self._origin = text, is_modified, origin
        session = f"session-{uuid.uuid4().hex[:12]}"
        self.text_path = self.directory / f"{session}.py"
        self.meta_path = self.directory / f"{session}.json"
        self._lock: Optional[QLockFile] = None
        self._last_written: Optional[str] = None
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.save_now)

    def start(self) -> bool:
        """Take this session's lock and start the timer; False (and no autosave) if the folder is unusable."""
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError:
            return False
        self._lock = _lock(self.text_path.with_suffix(".lock"))
        if not self._lock.tryLock(0):
            self._lock = None
            return False
        self.timer.start()
        return True

    def save_now(self) -> None:
        """Write the text if it has unsaved edits and changed since the last write."""
        if self._lock is None:
            return
        if not self._is_modified():
            self._remove_files()
            return
        text = self._text()
        if text == self._last_written:
            return
        try:
            atomic_write_text(self.text_path, text)
            meta = dict(self._origin(), saved_at=time.time(), pid=os.getpid())
            atomic_write_text(self.meta_path, json.dumps(meta))
        except OSError:
            return  # a full disk must not break typing; the next tick tries again
        self._last_written = text

    def stop(self) -> None:
        """A clean exit: nothing to recover, so remove this session's files and lock."""
        self.timer.stop()
        self._remove_files()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _remove_files(self) -> None:
        for path in (self.text_path, self.meta_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError:
                pass
        self._last_written = None
