"""File handling: open/save round trips, refusals, the unsaved-changes prompt, atomic saves, autosave."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from playground.ui.editor.pane import EditorPane
from playground.ui.files import fileio
from playground.ui.files.autosave import Autosave, find_orphans
from playground.ui.files.documents import DocumentManager
from playground.ui.files.fileio import (
    SourceFileError,
    atomic_write_text,
    read_source_file,
)
from tests.repo import REPO

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]

Button = QMessageBox.StandardButton
SOURCE = "import torch\n\nclass F(torch.autograd.Function):\n    pass\n"


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def docs(qtbot, settings):
    host = QWidget()
    qtbot.addWidget(host)
    pane = EditorPane(host)
    manager = DocumentManager(pane.editor, host, settings)
    manager.set_text("", "new")
    return manager


def type_text(docs: DocumentManager, text: str) -> None:
    docs.editor.textCursor().insertText(text)


def answer_prompt(monkeypatch, button) -> list:
    """Make the unsaved-changes question answer ``button``; returns the questions asked."""
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return button

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def silence_warnings(monkeypatch) -> list:
    shown = []
    for name in ("warning", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(lambda parent, title, text, *a, **k: shown.append(text)))
    return shown


# ---------------------------------------------------------------------------- reading and writing


def test_open_then_save_round_trips_a_file(docs, tmp_path):
    path = tmp_path / "mine.py"
    path.write_text(SOURCE, encoding="utf-8")
    assert docs.open_path(path)
    assert docs.editor.toPlainText() == SOURCE
    assert not docs.is_modified() and docs.path == path.resolve()
    type_text(docs, "# edited\n")
    assert docs.is_modified()
    assert docs.save()
    assert path.read_text(encoding="utf-8") == "# edited\n" + SOURCE
    assert not docs.is_modified()
    assert docs.recent_files()[0] == str(path.resolve())


def test_windows_line_ends_are_kept(docs, tmp_path):
    path = tmp_path / "crlf.py"
    path.write_bytes(b"x = 1\r\ny = 2\r\n")
    assert docs.open_path(path)
    assert docs.editor.toPlainText() == "x = 1\ny = 2\n"
    type_text(docs, "z = 0\n")
    assert docs.save()
    assert path.read_bytes() == b"z = 0\r\nx = 1\r\ny = 2\r\n"


@pytest.mark.parametrize("content, code", [
    (b"\x00\x01binary\x00", "binary"),
    ("print('é')\n".encode("latin-1"), "not_utf8"),
])
def test_files_that_are_not_source_are_refused_with_a_reason(tmp_path, content, code):
    path = tmp_path / "bad.py"
    path.write_bytes(content)
    with pytest.raises(SourceFileError) as caught:
        read_source_file(path)
    assert caught.value.code == code
    assert "bad.py" in str(caught.value)


def test_a_huge_file_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(fileio, "MAX_SOURCE_BYTES", 1000)
    path = tmp_path / "big.py"
    path.write_text("x = 1\n" * 500)
    with pytest.raises(SourceFileError) as caught:
        read_source_file(path)
    assert caught.value.code == "too_big"


def test_a_refused_file_leaves_the_editor_alone_and_says_why(docs, tmp_path, monkeypatch):
    shown = silence_warnings(monkeypatch)
    type_text(docs, "keep me")
    docs.editor.document().setModified(False)
    path = tmp_path / "data.py"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    assert not docs.open_path(path)
    assert docs.editor.toPlainText() == "keep me"
    assert shown and "binary" in shown[0]


def test_utf8_with_bom_opens(tmp_path):
    path = tmp_path / "bom.py"
    path.write_bytes("\ufeffx = 'ü'\n".encode("utf-8"))
    assert read_source_file(path).text == "x = 'ü'\n"


def test_atomic_save_leaves_the_old_file_whole_when_writing_fails(docs, tmp_path, monkeypatch):
    shown = silence_warnings(monkeypatch)
    path = tmp_path / "precious.py"
    path.write_text(SOURCE, encoding="utf-8")
    assert docs.open_path(path)
    type_text(docs, "# half-written edit\n")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(fileio.os, "fsync", disk_full)
    assert not docs.save()
    assert path.read_text(encoding="utf-8") == SOURCE
    assert docs.is_modified(), "a failed save must keep the edits marked unsaved"
    assert [p.name for p in tmp_path.iterdir() if p.name != "settings.ini"] == ["precious.py"], \
        "no temporary file is left behind"
    assert shown and "No space left" in shown[0] and "not changed" in shown[0]


def test_a_crash_during_the_rename_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "a.py"
    path.write_text("old\n")

    def crash(src, dst):
        raise KeyboardInterrupt  # the process dies between write and rename

    monkeypatch.setattr(fileio.os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(path, "new\n")
    assert path.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["a.py"]


def test_atomic_save_keeps_the_file_mode(tmp_path):
    path = tmp_path / "script.py"
    path.write_text("old\n")
    path.chmod(0o754)
    atomic_write_text(path, "new\n")
    assert path.read_text() == "new\n"
    assert path.stat().st_mode & 0o777 == 0o754


# ---------------------------------------------------------------------------- prompts and dialogs


def test_unsaved_edits_prompt_before_new_and_cancel_keeps_them(docs, monkeypatch):
    type_text(docs, "precious work")
    asked = answer_prompt(monkeypatch, Button.Cancel)
    assert not docs.new()
    assert asked and docs.editor.toPlainText() == "precious work"
    answer_prompt(monkeypatch, Button.Discard)
    assert docs.new()
    text = docs.editor.toPlainText()
    assert "class MyFunction(torch.autograd.Function)" in text and "# " in text  # the template
    assert not docs.is_modified()  # nothing of the user's to lose yet


def test_saved_text_is_replaced_without_a_prompt(docs, monkeypatch):
    asked = answer_prompt(monkeypatch, Button.Cancel)
    assert docs.new()
    assert asked == []


def test_save_in_the_prompt_saves_then_goes_on(docs, tmp_path, monkeypatch):
    type_text(docs, "x = 1\n")
    target = tmp_path / "kept.py"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "Python files (*.py)")))
    answer_prompt(monkeypatch, Button.Save)
    assert docs.new()
    assert target.read_text() == "x = 1\n"


def test_save_as_adds_py_and_a_preset_is_never_overwritten(docs, tmp_path, monkeypatch):
    docs.set_text("y = 2\n", "preset", preset=("soft_clip", "Soft clip"))
    asked = []

    def save_dialog(parent, caption, suggested, filters):
        asked.append(suggested)
        return str(tmp_path / "copy"), "Python files (*.py)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_dialog))
    assert docs.save()  # no path yet: goes through Save As
    assert asked and asked[0].endswith("soft_clip.py")
    assert (tmp_path / "copy.py").read_text() == "y = 2\n"
    assert docs.path == (tmp_path / "copy.py").resolve()


def test_open_dialog_opens_the_chosen_file(docs, tmp_path, monkeypatch):
    path = tmp_path / "chosen.py"
    path.write_text(SOURCE)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    origins = []
    docs.loaded.connect(origins.append)
    assert docs.open_dialog()
    assert docs.editor.toPlainText() == SOURCE and origins == ["file"]


def test_recent_files_are_newest_first_without_duplicates(docs, tmp_path):
    paths = []
    for name in ("a.py", "b.py", "a.py"):
        path = tmp_path / name
        path.write_text("pass\n")
        assert docs.open_path(path)
        paths.append(str(path.resolve()))
    assert docs.recent_files() == [paths[0], paths[1]]
    docs.clear_recent()
    assert docs.recent_files() == []


def test_the_title_names_the_document_and_marks_unsaved(docs, tmp_path):
    path = tmp_path / "named.py"
    path.write_text("pass\n")
    docs.open_path(path)
    assert docs.title().startswith("named.py[*]")
    docs.set_text("", "preset", preset=("x", "Round STE"))
    assert "Round STE" in docs.title()


# ---------------------------------------------------------------------------- autosave


def make_autosave(qtbot, directory, docs) -> Autosave:
    autosave = Autosave(directory, docs.editor.toPlainText, docs.is_modified,
                        lambda: {"path": str(docs.path) if docs.path else None, "preset": docs.preset_name},
                        interval_ms=50)
    assert autosave.start()
    return autosave


def test_autosave_writes_unsaved_text_and_a_clean_exit_removes_it(qtbot, docs, tmp_path):
    directory = tmp_path / "autosave"
    autosave = make_autosave(qtbot, directory, docs)
    type_text(docs, "draft = 1\n")
    qtbot.waitUntil(lambda: autosave.text_path.exists(), timeout=3000)
    assert autosave.text_path.read_text() == "draft = 1\n"
    assert find_orphans(directory) == [], "a running session's text is not an orphan"
    autosave.stop()
    assert list(directory.glob("session-*")) == []


def test_saving_the_document_removes_the_autosave(qtbot, docs, tmp_path):
    autosave = make_autosave(qtbot, tmp_path / "autosave", docs)
    type_text(docs, "draft\n")
    qtbot.waitUntil(lambda: autosave.text_path.exists(), timeout=3000)
    docs.write_to(tmp_path / "saved.py")
    qtbot.waitUntil(lambda: not autosave.text_path.exists(), timeout=3000)
    autosave.stop()


KILLED_SESSION = textwrap.dedent("""
    import os, sys
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication
    from playground.ui.files.autosave import Autosave
    app = QCoreApplication([])
    autosave = Autosave(Path(sys.argv[1]), lambda: "lost = 42\\n", lambda: True,
                        lambda: {"path": None, "preset": "round_ste"})
    assert autosave.start()
    autosave.save_now()
    os.kill(os.getpid(), 9)  # killed: no clean exit
""")


def test_text_of_a_killed_session_is_offered_back_once(tmp_path):
    directory = tmp_path / "autosave"
    result = subprocess.run([sys.executable, "-c", KILLED_SESSION, str(directory)],
                            cwd=REPO, capture_output=True, timeout=60,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == -9, result.stderr.decode()
    orphans = find_orphans(directory)
    assert [o.text for o in orphans] == ["lost = 42\n"]
    assert orphans[0].preset == "round_ste"
    orphans[0].discard()
    assert find_orphans(directory) == []
