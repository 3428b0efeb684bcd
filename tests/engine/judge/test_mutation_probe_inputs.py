"""When a Module is replaced by the Function it uses, pinned where the mutation run found it unpinned
(probe_inputs.stand_in_failure): only for a Module built with stand-ins, never for one the code built."""
from __future__ import annotations

import numpy as np

from playground import protocol
from playground.engine.judge import probe
from playground.engine.judge.check import run_check
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject

SQUARE = ("import torch\nfrom torch import nn\n"
          "class Square(torch.autograd.Function):\n    @staticmethod\n    def forward(ctx, x):\n"
          "        ctx.save_for_backward(x)\n        return x * x\n    @staticmethod\n    def backward(ctx, g):\n"
          "        x, = ctx.saved_tensors\n        return g * 2 * x\n")
BROKEN_FORWARD = "    def forward(self, x):\n        return Square.apply(x).view(7, 11, -1)\n"


def check(source: str) -> protocol.CompileResult:
    return run_check(protocol.CompileRequest(request_id=1, source=source, points=41))


def test_a_module_without_arguments_whose_forward_fails_is_reported_not_replaced():
    result = check(SQUARE + "class Wrap(nn.Module):\n" + BROKEN_FORWARD)
    assert (result.subject, result.probe) == ("Wrap", None) and result.errors


def test_a_module_the_code_built_whose_forward_fails_is_reported_not_replaced():
    text = (SQUARE + "class Wrap(nn.Module):\n    def __init__(self, scale):\n        super().__init__()\n"
            "        self.scale = scale\n" + BROKEN_FORWARD + "layer = Wrap(2.0)\n")
    result = check(text)
    assert (result.subject, result.probe) == ("Wrap", None) and result.errors


def test_a_weight_the_code_passes_with_requires_grad_is_a_parameter_even_without_a_gradient():
    # Only an argument the probe had to assume was a tensor is asked for when backward gives it None.
    text = ("import torch\nclass Mul(torch.autograd.Function):\n    @staticmethod\n    def forward(ctx, x, w):\n"
            "        ctx.save_for_backward(w)\n        return x * w\n    @staticmethod\n    def backward(ctx, g):\n"
            "        w, = ctx.saved_tensors\n        return g * w, None\n"
            "w = torch.full((1,), 2.0, requires_grad=True)\ny = Mul.apply(torch.randn(3), w)\n")
    result = check(text)
    assert result.errors == [] and result.probe.summary_code == "gradcheck_fails_for_parameter"
    assert result.probe.summary_params["parameter"] == "w"


def test_a_module_the_code_never_built_gets_the_stand_in_widths_three_two_then_one():
    """(in, out, then 1s): distinct widths, so a transposed weight gradient cannot pass unseen."""
    text = ("class Three(torch.nn.Module):\n    def __init__(self, a, b, c):\n        super().__init__()\n"
            "        self.total = a + b + c\n        self.scale = torch.nn.Parameter(torch.ones(1))\n"
            "    def forward(self, x):\n        return x * self.scale * self.total\n")
    data, errors = probe.run_probe(choose_subject(compile_source(text), None), x_min=-1, x_max=1, points=3)
    assert data is not None and data.verdict == "matches", errors
    np.testing.assert_allclose(data.f[0], [-6.0, 0.0, 6.0])  # 3 + 2 + 1
