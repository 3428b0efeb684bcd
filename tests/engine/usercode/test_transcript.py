"""The one reader of pasted text (transcript.py): code, then an interpreter transcript, read as
doctest reads it, line for line, by a compile and by Run Example alike."""
from __future__ import annotations

import torch

from playground.engine.example.script import script_text
from playground.engine.usercode.errors import UserCodeError
from playground.engine.usercode.source import compile_source, straighten
from playground.engine.usercode.transcript import read_paste
from tests.engine.example.seed_code import RUSSIAN_ANSWER, RUSSIAN_ANSWER_WHOLE

# torch.Tensor.register_hook's docstring example, as the installed torch prints it: the output
# comes after a blank line, indented by one space.
REGISTER_HOOK_DOCSTRING = """\
>>> v = torch.tensor([0., 0., 0.], requires_grad=True)
>>> h = v.register_hook(lambda grad: grad * 2)  # double the gradient
>>> v.backward(torch.tensor([1., 2., 3.]))
>>> v.grad

 2
 4
 6
[torch.FloatTensor of size (3,)]

>>> h.remove()  # removes the hook
"""


def test_the_register_hook_docstring_is_read_as_its_example_and_the_installed_docstring_has_it():
    assert REGISTER_HOOK_DOCSTRING.split("\n")[0] in torch.Tensor.register_hook.__doc__
    reading = read_paste(REGISTER_HOOK_DOCSTRING)
    lines = reading.text.split("\n")
    assert lines[3] == "v.grad" and lines[4] == "" and lines[5:9] == ["#  2", "#  4", "#  6",
                                                                      "# [torch.FloatTensor of size (3,)]"]
    assert reading.prompts == {1, 2, 3, 4, 11} and reading.forgiven == []


def test_a_transcript_that_begins_with_plain_import_torch_compiles():
    text = "import torch\n" + REGISTER_HOOK_DOCSTRING
    reading = read_paste(text)
    assert reading.text.split("\n")[0] == "import torch" and reading.prompts == {2, 3, 4, 5, 12}
    compile_source(text)  # no IndentationError at the output's " 2"


def test_every_line_after_an_example_up_to_the_next_prompt_is_output_or_prose():
    text, prompts = script_text(" x = 1\n>>> x + 1\n2\n\n y = x\n>>> x")
    assert text.split("\n") == ["x = 1", "x + 1", "# 2", "", "#  y = x", "x"] and prompts == {2, 6}


def test_the_russian_answer_pasted_as_written_compiles():
    compiled = compile_source(RUSSIAN_ANSWER)
    assert list(compiled.functions) == ["F"] and list(compiled.modules) == ["LayerWithCustomGrad"]
    assert len(straighten(RUSSIAN_ANSWER).split("\n")) == len(RUSSIAN_ANSWER.split("\n"))


def test_the_russian_answer_pasted_whole_reads_its_prose_as_prose_and_forgives_the_scraped_space():
    reading = read_paste(RUSSIAN_ANSWER_WHOLE)
    lines = reading.text.split("\n")
    assert len(lines) == len(RUSSIAN_ANSWER_WHOLE.split("\n"))
    prose = next(i for i, line in enumerate(RUSSIAN_ANSWER_WHOLE.split("\n")) if line.startswith("Обратите"))
    assert lines[prose].startswith("# Обратите")
    classes = [i + 1 for i, line in enumerate(RUSSIAN_ANSWER_WHOLE.split("\n")) if line.startswith(" class ")]
    assert reading.forgiven == classes and lines[classes[0] - 1] == "class F(torch.autograd.Function):"
    assert lines[classes[0]].startswith('    """Both')  # the body keeps its own four spaces
    compiled = compile_source(RUSSIAN_ANSWER_WHOLE)
    assert list(compiled.functions) == ["F"] and list(compiled.modules) == ["LayerWithCustomGrad"]


def test_a_space_inside_a_string_or_a_bracket_is_never_forgiven():
    text = 'x = (1,\n 2)\ns = """\n one\n"""\n y = 3\n'  # the last line's space is scraped
    reading = read_paste(text)
    assert reading.forgiven == [6] and reading.text.split("\n")[1] == " 2)" and " one" in reading.text


def test_code_that_parses_and_prompts_in_a_docstring_are_left_alone():
    text = 'def f():\n    """\n    >>> f()\n    1\n    """\n    return 1\n'
    assert read_paste(text).text == text and read_paste(text).prompts == set()
    indented = "    x = 1\n    y = 2\n"
    assert read_paste(indented).text == "x = 1\ny = 2\n" and read_paste(indented).forgiven == []


def test_code_that_cannot_parse_is_given_back_line_for_line():
    text = "def f(:\n >>> f(\n"
    assert len(read_paste(text).text.split("\n")) == 3


def test_a_compile_carries_the_note_of_a_forgiven_space_once_and_a_paste_as_written_none():
    compiled = compile_source(RUSSIAN_ANSWER_WHOLE)
    assert [(n.code, n.params) for n in compiled.notes] == [("stray_space_forgiven", {"lines": "1, 28"})]
    assert compiled.notes[0].message.startswith("(A single space before line 1, 28 looked scraped")
    assert compile_source("x = 1\n").notes == [] and compile_source(REGISTER_HOOK_DOCSTRING).notes == []


def test_a_compile_that_fails_after_a_forgiven_space_keeps_the_note_in_what_ran():
    text = " class F(torch.autograd.Function):\n    pass\nraise RuntimeError('needs a GPU')\n"
    try:
        compile_source(text)
    except UserCodeError as error:
        assert error.info.line == 3
        assert [n.params for n in error.partial.notes] == [{"lines": "1"}]
    else:
        raise AssertionError("the RuntimeError was not raised")
