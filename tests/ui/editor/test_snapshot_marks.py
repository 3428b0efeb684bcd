"""--snapshot's JSON says which marks the editor shows: a hint at its line before anything is
checked, beside the text (the language servers are off in these tests: ui/lsp/editor_help.py)."""
from __future__ import annotations

import json

import pytest

from playground.ui.window.snapshot import DRAWN_WITH_ERRORS
from tests.hints.published_functions import ONE_FOR_TWO
from tests.ui.window.test_snapshot import run_main

pytestmark = pytest.mark.timeout(240)


def test_the_snapshot_lists_a_hint_at_its_line_where_the_engine_marks_it_too(tmp_path):
    source = tmp_path / "mul_constant.py"
    source.write_text("import torch\nfrom torch.autograd import Function\n" + ONE_FOR_TWO, encoding="utf-8")
    out = tmp_path / "mul_constant.png"
    done = run_main(source, "--snapshot", out, "--size", "1024x640")
    assert done.returncode == DRAWN_WITH_ERRORS, done.stderr  # the engine's check finds it too
    editor = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))["editor"]
    assert editor["text"].startswith("import torch\n")
    hints = [mark for mark in editor["marks"] if mark["source"] == "hints"]
    assert [(mark["line"], mark["column"], mark["code"]) for mark in hints] == [(16, 8, "too_few_gradients")]
    assert "forward takes 2 input(s) (tensor, constant)" in hints[0]["message"]
    assert set(hints[0]) == {"line", "column", "code", "message", "source"}
    assert [mark["line"] for mark in editor["marks"] if mark["source"] == "engine"] == [16]
