"""Run ▸ Run Example in the real window on a real engine says in the console how it read the text:
the Russian answer pasted whole has a single space scraped before ``class`` (line 1) and before a
``>>>`` (line 28); the example's note says so once, in the window's language (Russian here), and a
paste as written says nothing of the kind."""
from __future__ import annotations

import pytest

from playground.protocol import Note
from playground.ui import i18n
from playground.ui.bridge import EngineBridge
from playground.ui.words.codes import note_words
from tests.engine.example.seed_code import BASICS_POST, RUSSIAN_ANSWER_WHOLE
from tests.ui.conftest import WINDOW_ANSWER_S

pytestmark = [pytest.mark.usefixtures("fail_on_qt_warnings")]

FORGIVEN = Note("stray_space_forgiven", {"lines": "1, 28"},
                "(A single space before line 1, 28 looked scraped from the web page with the code, so it "
                "was left out.)")


@pytest.fixture(scope="module")
def bridge(qapp):
    engine = EngineBridge()
    engine.start()
    yield engine
    engine.shutdown()


@pytest.fixture
def russian(qapp):
    """A window that speaks Russian, as one started in it (installed before the window is made)."""
    i18n.install_language("ru")
    yield
    i18n.install_language("en")


def run_example(window, qtbot, text: str) -> str:
    """``text`` in the editor, its check answered, then Run Example: the console once its answer is in."""
    window.documents.set_text(text, "new")
    qtbot.waitUntil(lambda: bool(window.results), timeout=WINDOW_ANSWER_S * 1000)  # the check's console comes first
    view = window.example_tab.view
    window.example_tab.run_action.trigger()
    qtbot.waitUntil(lambda: view.stepper is not None, timeout=WINDOW_ANSWER_S * 1000)
    qtbot.waitUntil(lambda: "tensor(" in window.console.plain_text(), timeout=WINDOW_ANSWER_S * 1000)
    return window.console.plain_text()


def test_a_forgiven_space_is_said_in_the_console_in_russian(russian, window, qtbot):
    words = note_words(FORGIVEN)
    assert words.text != FORGIVEN.message and "1, 28" in words.text  # the Russian sentence, its lines
    console = run_example(window, qtbot, RUSSIAN_ANSWER_WHOLE)
    assert console.count(words.text) == 1
    assert FORGIVEN.message not in console
    assert console.index(words.text) < console.index("tensor(")  # how it was read, then what it printed


def test_an_english_window_says_it_in_english_and_a_paste_as_written_says_nothing(window, qtbot):
    console = run_example(window, qtbot, RUSSIAN_ANSWER_WHOLE)
    assert console.count(FORGIVEN.message) == 1
    window.results.clear()
    console = run_example(window, qtbot, BASICS_POST)
    assert "looked scraped from the web page" not in console


def test_the_check_says_it_once_in_russian_and_run_example_does_not_repeat_it(russian, window, qtbot):
    words = note_words(FORGIVEN).text
    console = run_example(window, qtbot, RUSSIAN_ANSWER_WHOLE)
    assert [(n.code, n.params) for n in window.results[-1].notes] == [(FORGIVEN.code, FORGIVEN.params)]
    assert console.count(words) == 1 and console.index(words) < console.index("tensor(")
