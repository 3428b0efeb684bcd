"""How a subject is called, pinned where the mutation run found it unpinned (callers.py)."""
from __future__ import annotations

from tests.engine.judge.test_sensitivity import judged


def test_a_module_may_change_its_input_in_place_autograd_records_it():
    # Unlike a Function's forward, a Module's in-place operation is on autograd's tape: no error.
    text = ("import torch\nfrom torch import nn\nclass Doubling(nn.Module):\n    def forward(self, x):\n"
            "        x.mul_(2)\n        return x * x\n")
    data = judged(text)
    assert (data.verdict, data.summary_code) == ("matches", "matches")
    assert abs(data.f[0][-1] - 100.0) < 1e-9  # (2·5)² at x = 5
