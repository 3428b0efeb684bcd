"""The claimed derivative and its second derivative, pinned where the mutation run found them unpinned."""
from __future__ import annotations

import numpy as np

from tests.engine.judge.judging import function, judged


def test_a_backward_that_does_not_depend_on_x_has_a_second_derivative_of_zero():
    # (It ignores grad_output too, which gradcheck reports; its second derivative is still a curve.)
    data = judged(function("return 3 * x", "return 3 * torch.ones_like(x)"))
    assert data.verdict == "differs" and data.second[0] is not None
    np.testing.assert_array_equal(data.second[0], 0.0)


def test_a_forward_autograd_cannot_follow_has_no_autograd_curve_per_output():
    # x.numpy() inside forward (as torch's own numpy examples do): autograd, following the forward's
    # operations itself, cannot call it on a tensor that requires grad; it has nothing to say, per output.
    data = judged(function("return torch.from_numpy(np.exp(x.numpy()))", "return g * torch.exp(x)"))
    assert (data.verdict, data.summary_code) == ("matches", "matches") and data.autograd == [None]


def test_a_backward_that_works_only_without_a_graph_has_no_second_derivative():
    # g.numpy() refuses a grad_output that requires grad: the first derivative is still measured.
    data = judged(function("return torch.exp(x)", "return torch.from_numpy(g.numpy() * np.exp(x.detach().numpy()))"))
    assert (data.verdict, data.summary_code) == ("matches", "matches")
    assert data.second == [None] and data.gradgradcheck is None and "second_derivative" not in data.decided_by


def test_a_numpy_backward_is_still_tried_with_other_upstreams():
    # The graph of the graph-less attempt is kept: the upstream checks run on it afterwards.
    data = judged(function("return torch.exp(x)",
                           "return torch.from_numpy(g.numpy().sum() * np.exp(x.detach().numpy()))"))
    assert (data.verdict, data.summary_code) == ("differs", "sums_grad_output")


def test_a_numpy_backward_returning_none_is_no_gradient():
    data = judged(function("return torch.exp(x)", "g.numpy()\n        return None"))
    assert (data.verdict, data.summary_code) == ("differs", "no_gradient")
