"""A plain argument without a default takes the literal that a call written in the user's code
passes (a helper's default, a literal in a Module's forward), even where that call never runs."""
from __future__ import annotations

from pathlib import Path

from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.usercode.call_sites import written_values
from playground.engine.usercode.source import compile_source

CORPUS = Path(__file__).parents[1] / "judge" / "examples" / "corpus"
NORSE_SUPERSPIKE = (CORPUS / "r43_norse_superspike.py").read_text()  # norse, pasted as published

SCALE = '''import torch

class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, factor):
        ctx.factor = factor
        return x * factor

    @staticmethod
    def backward(ctx, g):
        return g * ctx.factor, None
'''


def _values(text: str, name: str = "Scale") -> dict:
    return written_values(compile_source(text, "<editor>").functions[name])


def test_a_helper_default_passed_on_to_apply_is_taken():
    assert _values(NORSE_SUPERSPIKE, "SuperSpike") == {"alpha": 100.0}


def test_literals_in_a_module_an_alias_and_a_keyword_are_taken():
    in_module = SCALE + '''
class Layer(torch.nn.Module):
    def forward(self, x):
        return Scale.apply(x, 0.5)
'''
    assert _values(in_module) == {"factor": 0.5}
    through_alias = SCALE + "\nscale = Scale.apply\n\ndef double(x):\n    return scale(x, factor=2)\n"
    assert _values(through_alias) == {"factor": 2}


def test_a_value_that_is_not_written_as_a_literal_is_not_guessed():
    from_attribute = SCALE + '''
class Layer(torch.nn.Module):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor

    def forward(self, x):
        return Scale.apply(x, self.factor)
'''
    assert _values(from_attribute) == {}


def test_the_published_superspike_is_judged_a_surrogate_with_alpha_from_its_helper():
    result = run_check(protocol.CompileRequest(request_id=1, source=NORSE_SUPERSPIKE, points=101))
    assert result.errors == [] and result.probe.by_design, result.probe and result.probe.summary
