"""The jvp of a Function inside a Module (judge/jvp_inputs.py), pinned where a mutant survived: a
Module's inputs and parameters are already every floating tensor the jvp check moves, so the check
runs on them as they are and finds a jvp that is wrong.

sin's forward derivative along a tangent t is cos(x)·t; a jvp returning 2·cos(x)·t is wrong by
cos(x)·t wherever cos(x) ≠ 0, which the Module's random input makes everywhere."""
from __future__ import annotations

import pytest

from playground import protocol
from playground.engine.judge.check import run_check
from playground.vocabulary import CheckName, Verdict

LAYER = '''
class Sine(Function):
    @staticmethod
    def forward(x):
        return torch.sin(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, = inputs
        ctx.save_for_backward(x)
        ctx.x = x

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return g * torch.cos(x)

    @staticmethod
    def jvp(ctx, t):
        return t * FACTOR * torch.cos(ctx.x)

class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.tensor([0.5, -1.0, 2.0]))

    def forward(self, x):
        return Sine.apply(x * self.weight)

layer = Layer()
y = layer(torch.randn(4, 3))
'''


@pytest.mark.parametrize("factor, verdict, passed", [("1", Verdict.MATCHES, True), ("2", Verdict.DIFFERS, False)])
def test_the_jvp_of_a_function_inside_a_module_is_checked(factor, verdict, passed):
    result = run_check(protocol.CompileRequest(request_id=1, source=LAYER.replace("FACTOR", factor), points=101))
    assert result.subject == "Layer" and result.errors == []
    (jvp,) = [c for c in result.probe.checks if c.name == CheckName.JVP]
    assert jvp.passed is passed and result.probe.verdict == verdict
