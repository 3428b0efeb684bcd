"""The editor's help speaks the window's language where the words are the app's own: ruff's four
commonest beginner marks (lsp/diagnostics.py) and File ▸ New's template comments (files/template.py),
which a student found English in a Russian window."""
from __future__ import annotations

import pytest

from playground.ui.files.template import new_function_template
from playground.ui.i18n import install_language
from playground.ui.lsp.diagnostics import marks_from_diagnostics


@pytest.fixture
def russian(qapp):
    install_language("ru")
    yield
    install_language("en")


def _diagnostic(code: str, message: str) -> dict:
    return {"code": code, "message": message,
            "range": {"start": {"line": 2, "character": 4}, "end": {"line": 2, "character": 9}}}


def test_ruff_s_undefined_name_in_russian_and_its_code_kept(russian):
    [mark] = marks_from_diagnostics([_diagnostic("F821", "Undefined name `grad_ouput`")], "x = 1\n")
    assert mark.message == "Имя `grad_ouput` не определено (F821)"


def test_a_mark_the_app_has_no_words_for_stays_as_ruff_wrote_it(russian):
    [mark] = marks_from_diagnostics([_diagnostic("E711", "Comparison to `None` should be `cond is None`")], "")
    assert mark.message == "Comparison to `None` should be `cond is None` (E711)"


def test_the_new_file_template_s_comments_in_russian(russian):
    text = new_function_template()
    assert "# forward: вычисляет f(x)." in text and "compute f(x)" not in text
    compile(text, "template.py", "exec")
