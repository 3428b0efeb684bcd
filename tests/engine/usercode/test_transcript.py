"""A paste of code and then an interpreter transcript compiles, line for line."""
from __future__ import annotations

from playground.engine.usercode.source import compile_source, straighten
from playground.engine.usercode.transcript import untranscribed
from tests.engine.example.seed_code import RUSSIAN_ANSWER


def test_the_russian_answer_pasted_as_written_compiles():
    compiled = compile_source(RUSSIAN_ANSWER)
    assert list(compiled.functions) == ["F"] and list(compiled.modules) == ["LayerWithCustomGrad"]
    assert len(straighten(RUSSIAN_ANSWER).split("\n")) == len(RUSSIAN_ANSWER.split("\n"))


def test_output_after_a_prompt_is_a_comment_until_a_blank_line():
    text, prompts = untranscribed([" x = 1", ">>> x + 1", "2", "", " y = x"])
    assert text.split("\n") == ["x = 1", "x + 1", "# 2", "", "y = x"] and prompts == {2}


def test_code_that_parses_is_left_alone():
    text = 'def f():\n    """\n    >>> f()\n    1\n    """\n    return 1\n'
    assert straighten(text) == text
