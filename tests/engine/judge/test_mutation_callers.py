"""How a subject is called, pinned where the mutation run found it unpinned (callers.py)."""
from __future__ import annotations

from tests.engine.judge.judging import judged


def test_a_module_may_change_its_input_in_place_autograd_records_it():
    # Unlike a Function's forward, a Module's in-place operation is on autograd's tape: no error.
    text = ("import torch\nfrom torch import nn\nclass Doubling(nn.Module):\n    def forward(self, x):\n"
            "        x.mul_(2)\n        return x * x\n")
    data = judged(text)
    assert (data.verdict, data.summary_code) == ("matches", "matches")
    assert abs(data.f[0][-1] - 100.0) < 1e-9  # (2·5)² at x = 5


def test_a_function_that_marks_its_input_dirty_may_return_it_beside_another_output():
    text = ("class DoubleInPlace(Function):\n    @staticmethod\n    def forward(ctx, x):\n        x.mul_(2)\n"
            "        ctx.mark_dirty(x)\n        return x, x * 3\n    @staticmethod\n    def backward(ctx, g1, g2):\n"
            "        return 2 * g1 + 6 * g2\n")
    data = judged(text)
    assert (data.verdict, data.summary_code) == ("matches", "matches")


def test_a_second_tensor_shaped_like_x_gets_positive_values_in_gradcheck():
    # sqrt(y) is only differentiable for y > 0: gradcheck's y must be drawn away from zero.
    text = ("class Root(Function):\n    @staticmethod\n    def forward(ctx, x, y):\n        ctx.save_for_backward(x, y)\n"
            "        return x * torch.sqrt(y)\n    @staticmethod\n    def backward(ctx, g):\n"
            "        x, y = ctx.saved_tensors\n        return g * torch.sqrt(y), g * x / (2 * torch.sqrt(y))\n"
            "def use(x):\n    return Root.apply(x, torch.rand_like(x) + 1)\n")
    data = judged(text)
    assert (data.verdict, data.summary_code) == ("matches", "matches") and data.gradcheck.passed
