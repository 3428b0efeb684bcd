"""What run_check reports around the probe, pinned where the mutation run found it unpinned."""
from __future__ import annotations

import time

from playground import protocol
from playground.engine.judge.check import run_check

SQUARE = ("class Square(Function):\n    @staticmethod\n    def forward(ctx, x):\n        ctx.save_for_backward(x)\n"
          "        return x ** 2\n    @staticmethod\n    def backward(ctx, g):\n        x, = ctx.saved_tensors\n"
          "        return g * 2 * x\n")


def check(source: str) -> protocol.CompileResult:
    return run_check(protocol.CompileRequest(request_id=1, source=source, points=41))


def test_elapsed_is_the_time_the_check_took():
    started = time.perf_counter()
    result = check(SQUARE)
    assert 0 < result.elapsed <= time.perf_counter() - started


def test_a_check_without_notes_adds_none_to_the_json():
    result = check(SQUARE)
    assert result.probe.verdict == "matches" and result.probe.notes == []
    assert result.probe.summary.startswith("Your backward matches")


def test_a_module_note_beside_a_failed_probe_is_an_error_not_a_crash():
    # A Module with a dead backward method whose forward fails: no probe, one error at its line.
    text = ("import torch\nfrom torch import nn\nclass Broken(nn.Module):\n    def forward(self, x):\n"
            "        raise ValueError('forward fails')\n    def backward(self, grad_output):\n"
            "        return grad_output\n")
    result = check(text)
    assert result.probe is None and result.subject == "Broken"
    assert any("forward fails" in error.message for error in result.errors)


def test_a_module_that_cannot_be_built_and_uses_no_function_is_judged_as_it_is():
    # No Function to fall back to: the Module stays the subject, and its missing argument is the error.
    text = ("import torch\nfrom torch import nn\nclass Scale(nn.Module):\n    def __init__(self, size=-1):\n"
            "        super().__init__()\n        self.weight = nn.Parameter(torch.ones(size))\n"
            "    def forward(self, x):\n        return x * self.weight\n")
    result = check(text)
    assert (result.subject, result.subject_kind) == ("Scale", "module") and result.probe is None
    assert result.errors and result.errors[0].line == 6, result.errors


def test_code_that_breaks_choosing_a_subject_is_an_error_with_the_output_so_far(monkeypatch):
    from playground.engine.judge import stage_subject

    def breaks(compiled, name):
        raise RuntimeError("inspection broke")

    monkeypatch.setattr(stage_subject, "choose_subject", breaks)  # the check's first stage chooses
    result = check(SQUARE + "print('compiled')\n")
    assert result.probe is None and result.functions == ["Square"]
    assert "inspection broke" in result.errors[0].message and "compiled" in result.output
