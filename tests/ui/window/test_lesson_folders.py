"""A teacher's lessons in the window (ui/window/lesson_folders.py): a folder opened or dropped joins
the picker after the built-in lessons, a lesson opens with its starter, View ▸ Show Solution shows
the teacher's lines, and --snapshot's JSON says which lesson and text opened (scripted engine; the
snapshot as a user runs it)."""
from __future__ import annotations

import json
import shutil

import pytest
from PySide6.QtCore import QEvent, QMimeData, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication

from playground.formats.presets import find_preset
from playground.ui.window.lesson_folders import LessonFolders
from playground.ui.window.main_window import MainWindow
from tests.repo import REPO
from tests.ui.fakes import FakeBridge
from tests.ui.window.test_snapshot import run_main

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]
EXAMPLE = REPO / "examples" / "lessons"
SOLUTION_LINE = "return grad_output * torch.tanh(x)"
STARTER_LINE = "return grad_output * ...  # f'(x) = ?"


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(bridge=FakeBridge(), settings=settings, autosave=False)
    win.resize(1280, 720)
    win.show()
    win.start_engine()
    yield win
    win.shutdown()
    win.close()
    win.deleteLater()


def test_a_folder_joins_the_picker_after_the_built_in_lessons_and_opens_with_the_starter(window):
    built_in = len(window.presets)
    assert window.lesson_folders.open_folder(EXAMPLE)
    assert [p.name for p in window.presets[built_in:]] == ["log_cosh", "smooth_max"]
    picker = window.lesson.picker
    assert picker.itemText(picker.count() - 2).startswith("lessons · 01 · Log-cosh")
    assert picker.itemText(picker.count() - 1).startswith("lessons · 02 · Smooth maximum")
    text = window.editor_pane.editor.toPlainText()
    assert STARTER_LINE in text and SOLUTION_LINE not in text and "BEGIN SOLUTION" not in text
    assert window.documents.preset_name == "log_cosh"
    assert window.lesson.question_text().startswith("Question for the class: What does the derivative tend to")
    # ◀ goes back to the last built-in lesson, ▶ forward to the teacher's again.
    window.lesson.previous_button.click()
    assert window.documents.preset_name == window.presets[built_in - 1].name
    window.lesson.next_button.click()
    assert window.documents.preset_name == "log_cosh"
    # Opened again (the teacher edited it): the folder's lessons are replaced, not added twice.
    assert window.lesson_folders.open_folder(EXAMPLE, load_first=False)
    assert len(window.presets) == built_in + 2


def test_show_solution_swaps_the_starter_for_the_teachers_lines(window):
    window.lesson_folders.open_folder(EXAMPLE)
    action = window.lesson_folders.show_solution
    assert action.isEnabled()
    action.setChecked(True)
    text = window.editor_pane.editor.toPlainText()
    assert SOLUTION_LINE in text and STARTER_LINE not in text and "END SOLUTION" not in text
    action.setChecked(False)
    assert STARTER_LINE in window.editor_pane.editor.toPlainText()
    window.load_preset("soft_clip")  # a built-in lesson hides nothing
    assert not action.isEnabled()
    assert window.editor_pane.editor.toPlainText() == find_preset("soft_clip").source()


def test_a_lesson_named_like_a_built_in_one_is_named_apart(window, tmp_path):
    folder = tmp_path / "my course"
    folder.mkdir()
    shutil.copy(find_preset("soft_clip").path, folder / "01_soft_clip.py")
    assert window.lesson_folders.open_folder(folder)
    assert window.documents.preset_name == "my_course_soft_clip"
    assert [p.name for p in window.presets].count("soft_clip") == 1


def test_a_broken_lesson_is_named_in_the_console_and_the_others_open(window, tmp_path):
    shutil.copy(EXAMPLE / "01_log_cosh.py", tmp_path / "01_log_cosh.py")
    (tmp_path / "02_broken.py").write_text('"""No fields\n\nText.\n"""\n', encoding="utf-8")
    assert window.lesson_folders.open_folder(tmp_path)
    assert "02_broken.py: the docstring needs a line for each of: Question, Verdict, Train" \
        in window.console.plain_text()
    assert window.presets[-1].name == "log_cosh"


def test_a_dropped_folder_opens_as_lessons(window):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(EXAMPLE))])
    for kind in (QEvent.Type.DragEnter, QEvent.Type.Drop):
        event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier, kind)
        QApplication.sendEvent(window.editor_pane.editor.viewport(), event)
        assert event.isAccepted()
    assert window.documents.preset_name == "log_cosh"


def test_the_menus_offer_open_lessons_and_show_solution(window):
    assert isinstance(window.lesson_folders, LessonFolders)
    assert window.lesson_folders.open_action in window.menus.file_menu.actions()
    assert window.lesson_folders.show_solution in window.menus.view_menu.actions()


def test_the_snapshot_says_which_lesson_and_text_opened_in_japanese(tmp_path):
    out = tmp_path / "lesson.png"
    done = run_main("--lessons", EXAMPLE, "--lang", "ja", "--snapshot", out, "--size", "1024x768")
    assert out.is_file(), done.stderr
    shown = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))
    assert shown["lesson"] == {"name": "log_cosh", "title": "log-cosh（なめらかな絶対値）：backward を書こう",
                               "question": "|x| がとても大きいとき導関数は何に近づくでしょう？ それが外れ値にやさしいのはなぜでしょう？"}
    text = shown["editor"]["text"]
    assert STARTER_LINE in text and SOLUTION_LINE not in text
    plain = run_main("--snapshot", out, "--preset", "soft_clip", "--size", "1024x768")
    shown = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))
    assert plain.returncode == 0, plain.stderr
    assert shown["lesson"]["name"] == "soft_clip" and shown["editor"]["text"] == find_preset("soft_clip").source()


def test_file_export_handout_makes_the_open_lesson_in_the_windows_language(window, tmp_path):
    handout = window.lesson_folders.handout
    assert handout.action in window.exchange.export_menu.actions()
    window.load_preset("soft_clip")
    window.lesson_folders.open_folder(EXAMPLE)
    assert handout.action.isEnabled()
    window.lesson_folders.show_solution.setChecked(True)
    out = tmp_path / "handout.html"
    assert handout.command(out) == ["-m", "playground", "export", "handout", str(EXAMPLE.resolve() / "01_log_cosh.py"),
                                    "-o", str(out), "--lang", "en", "--answers"]
    process = handout.export(out)
    assert process.waitForFinished(180_000) and process.exitCode() == 0
    page = out.read_text(encoding="utf-8")
    assert SOLUTION_LINE in page and "data:image/png;base64," in page
    window.documents.set_text("x = 1\n", "new")  # not a lesson: nothing to hand out
    assert not handout.action.isEnabled()


def test_compare_mode_loads_a_teachers_lesson_as_b_with_its_starter(window):
    window.lesson_folders.open_folder(EXAMPLE)
    assert window.compare.load_preset("log_cosh")
    text = window.compare.pane.editor.toPlainText()
    assert STARTER_LINE in text and SOLUTION_LINE not in text


def test_preset_names_a_lesson_of_the_folder_given_with_lessons(tmp_path):
    out = tmp_path / "lesson.png"
    done = run_main("--lessons", EXAMPLE, "--preset", "log_cosh", "--snapshot", out, "--size", "1024x768")
    assert out.is_file(), done.stderr  # exit status 3: the starter's `...` is an error, as it should be
    shown = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))
    assert shown["lesson"]["name"] == "log_cosh"
    assert STARTER_LINE in shown["editor"]["text"] and SOLUTION_LINE not in shown["editor"]["text"]
    alone = run_main("--preset", "log_cosh", "--snapshot", out)  # no folder: no such built-in lesson
    assert alone.returncode == 2 and "No preset called 'log_cosh'" in alone.stderr


def course_with_a_soft_clip_of_its_own(tmp_path):
    folder = tmp_path / "my course"
    folder.mkdir()
    own = find_preset("soft_clip").source().replace("Question: ", "Question: (my course) ", 1)
    (folder / "01_soft_clip.py").write_text(own, encoding="utf-8")
    return folder


def test_a_folder_lesson_named_like_a_built_in_one_is_found_under_its_listed_name(window, tmp_path):
    from playground.formats.lesson_folder import find_lesson

    folder = course_with_a_soft_clip_of_its_own(tmp_path)
    lesson = find_lesson(folder, "1")  # the folder's lesson 1, not the built-in lesson 1
    assert lesson is not None and lesson.path == folder / "01_soft_clip.py"
    assert find_lesson(folder, "soft_clip").path == lesson.path and find_lesson(folder, "no_such") is None
    assert window.lesson_folders.open_folder(folder, load_first=False)
    assert window.lesson_folders.listed_name(lesson) == "my_course_soft_clip"
    assert window.lesson_folders.listed_name(find_preset("soft_clip")) == "soft_clip"
    assert window.load_preset(window.lesson_folders.listed_name(lesson))
    assert window.lesson.question_text().startswith("Question for the class: (my course)")


def test_text_autosaved_in_a_teachers_lesson_is_restored_as_that_lesson(qtbot, tmp_path, monkeypatch):
    from PySide6.QtGui import QTextCursor
    from PySide6.QtWidgets import QMessageBox

    folder = course_with_a_soft_clip_of_its_own(tmp_path)
    made = []

    def make_window():
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        made.append(MainWindow(bridge=FakeBridge(), settings=settings, autosave_dir=tmp_path / "autosave"))
        made[-1].start_engine()
        return made[-1]

    try:
        killed = make_window()
        assert killed.lesson_folders.open_folder(folder)
        assert killed.documents.preset_name == "my_course_soft_clip"
        cursor = killed.editor_pane.editor.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText("# mine\n")  # typed: the document is modified
        assert killed.documents.is_modified()
        killed.autosave.save_now()
        killed.autosave._lock.unlock()  # as if its process had died: the lock is gone, the text is not
        killed.autosave._lock = None
        monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)
        again = make_window()  # a new start without --lessons: only the built-in lessons listed
        assert again.offer_restore()
        assert again.editor_pane.editor.toPlainText().endswith("# mine\n")
        assert again.documents.preset_name == "my_course_soft_clip" and again.documents.is_modified()
        assert again.lesson.question_text().startswith("Question for the class: (my course)")
        assert any(p.name == "my_course_soft_clip" for p in again.presets), "its folder is in the picker again"
    finally:
        for window in made:
            window.shutdown()
            window.close()
            window.deleteLater()
