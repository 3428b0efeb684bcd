"""The protocol's frames, and the servers' replies read (shapes as jedi-language-server 0.45.1
and ruff 0.17.6 send them)."""
from __future__ import annotations

import json

import pytest

from playground.ui.lsp.diagnostics import marks_from_diagnostics
from playground.ui.lsp.framing import FrameReader, FramingError, encode
from playground.ui.lsp.replies import argument_index, completion_items, hover_text, signature_parts


def test_a_frame_is_its_byte_length_then_the_json():
    message = {"jsonrpc": "2.0", "id": 1, "method": "x", "params": {"text": "ж = 1"}}
    framed = encode(message)
    header, body = framed.split(b"\r\n\r\n")
    assert header == b"Content-Length: %d" % len(body) and len("ж".encode()) == 2
    assert json.loads(body) == message


def test_the_reader_waits_for_a_whole_message_and_splits_two_in_one_read():
    first, second = encode({"id": 1}), encode({"id": 2, "result": "é"})
    reader = FrameReader()
    assert reader.feed(first[:5]) == [] and reader.feed(first[5:-1]) == []
    assert reader.feed(first[-1:] + second) == [{"id": 1}, {"id": 2, "result": "é"}]


@pytest.mark.parametrize("stream", [b"hello world\r\n\r\n", b"Content-Length: x\r\n\r\n",
                                    b"Content-Length: 3\r\n\r\n{{{"])
def test_a_stream_that_is_not_framed_json_is_an_error(stream):
    with pytest.raises(FramingError):
        FrameReader().feed(stream)


def test_completion_items_in_the_servers_order_with_what_they_insert():
    result = {"isIncomplete": False, "items": [
        {"label": "sigmoid_", "sortText": "z1"}, {"label": "sigmoid", "sortText": "a1", "insertText": "sigmoid"},
        {"label": "where", "sortText": "zz", "textEdit": {"newText": "where", "range": {}}}]}
    items = completion_items(result)
    assert [item.label for item in items] == ["sigmoid", "sigmoid_", "where"]
    assert [item.insert_text for item in items] == ["sigmoid", "sigmoid_", "where"]
    assert completion_items(None) == [] and completion_items([{"label": "a"}])[0].label == "a"


WHERE = {"signatures": [
    {"label": "def where(condition: Tensor) -> tuple[Tensor, ...]",
     "parameters": [{"label": "condition: Tensor"}]},
    {"label": "def where(condition: Tensor, input: Tensor, other: Tensor) -> Tensor",
     "parameters": [{"label": "condition: Tensor"}, {"label": "input: Tensor"}, {"label": "other: Tensor"}]}],
    "activeSignature": 0, "activeParameter": 1}


def test_the_signature_with_the_parameter_being_typed():
    label, span, overloads = signature_parts(WHERE)
    # The first overload has no second parameter: the one that has it is shown.
    assert label.startswith("def where(condition: Tensor, input") and overloads == 1
    assert label[span[0]:span[1]] == "input: Tensor"
    offsets = {"signatures": [{"label": "f(a, b)", "parameters": [{"label": [2, 3]}, {"label": [5, 6]}]}],
               "activeParameter": 1}
    assert signature_parts(offsets) == ("f(a, b)", (5, 6), 0)
    assert signature_parts({"signatures": []}) is None and signature_parts(None) is None


def test_the_argument_being_typed_is_counted_from_the_text_where_the_server_does_not_say():
    assert argument_index("z = torch.where(") == 0
    assert argument_index("z = torch.where(x > 0, f(a, b), [1, 2], ','") == 3
    assert argument_index("z = torch.where(x > 0, y)") is None and argument_index("f([1, ") is None
    no_active = {"signatures": WHERE["signatures"], "activeSignature": 0}
    label, span, _ = signature_parts(no_active, typed_index=2)
    assert label[span[0]:span[1]] == "other: Tensor"


def test_hover_shows_the_docstrings_first_paragraph_and_torchs_signature_line_with_it():
    value = ("def where(condition: Tensor) -> tuple[Tensor, ...]\n---\n"
             "where(condition, input, other, *, out=None) -> Tensor\n\n"
             "Return a tensor of elements selected from either input or other.\n\nThe operation is defined as:")
    assert hover_text({"contents": {"kind": "plaintext", "value": value}}) == (
        "where(condition, input, other, *, out=None) -> Tensor\n\n"
        "Return a tensor of elements selected from either input or other.")
    assert hover_text({"contents": "Plain words.\n\nMore."}) == "Plain words."
    assert hover_text(None) == "" and len(hover_text({"contents": "x" * 5000})) == 600


def _diagnostic(code, message, line, start, end):
    return {"code": code, "message": message, "range": {"start": {"line": line, "character": start},
                                                        "end": {"line": line, "character": end}}}


def test_ruff_marks_leave_out_the_names_the_app_defines_and_a_transcripts_syntax():
    diagnostics = [_diagnostic("F821", "Undefined name `undefned`", 3, 8, 16),
                   _diagnostic("F821", "Undefined name `F`", 4, 4, 5),
                   _diagnostic(None, "SyntaxError: Expected an expression", 5, 0, 3)]
    marks = marks_from_diagnostics(diagnostics, "import torch\n")
    assert [(mark.line, mark.column, mark.end_column, mark.code) for mark in marks] == [
        (4, 8, 16, "F821"), (6, 0, 3, "syntax")]
    assert marks[0].message == "Undefined name `undefned` (F821)" and marks[0].source == "ruff"
    transcript = ">>> x = torch.ones(2)\n>>> x\ntensor([1., 1.])\n"
    assert [mark.code for mark in marks_from_diagnostics(diagnostics, transcript)] == ["F821"]


def test_hover_reads_torch_s_rst_roles_as_the_names_they_mark():
    value = "Returns a new tensor with each of the elements of :attr:`input` rounded, see :func:`~torch.round`" \
            " and :class:`Tensor <torch.Tensor>`.\n\nMore."
    assert hover_text({"contents": value}) == ("Returns a new tensor with each of the elements of input rounded, "
                                               "see torch.round and Tensor.")
