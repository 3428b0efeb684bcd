"""The toy models' losses: the direct MSE path equals F.mse_loss, values and gradients."""
from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from playground.engine.train.losses import make_loss, squared_error


@pytest.mark.parametrize("reduction", ["sum", "mean"])
def test_squared_error_equals_mse_loss_with_its_gradient(reduction):
    generator = torch.Generator().manual_seed(0)
    output = torch.randn(64, 10, generator=generator, requires_grad=True)
    target = torch.randn(64, 10, generator=generator)
    ours = squared_error(reduction)(output, target)
    (ours_grad,) = torch.autograd.grad(ours, output)
    theirs = F.mse_loss(output, target, reduction=reduction)
    (theirs_grad,) = torch.autograd.grad(theirs, output)
    assert torch.equal(ours, theirs) and torch.equal(ours_grad, theirs_grad)
    assert type(ours.grad_fn).__name__ == "MseLossBackward0"  # one node, as the graph view shows


def test_differently_shaped_tensors_take_mse_loss_with_its_broadcast_warning():
    output, target = torch.ones(4, 1), torch.zeros(4)
    with pytest.warns(UserWarning, match="target size"):
        value = squared_error("mean")(output, target)
    assert value.item() == 1.0


def test_the_tutorial_loss_is_the_sum_of_squares_and_one_hot_mse_for_a_classifier():
    output = torch.tensor([[1.0, 2.0], [0.0, 0.5]])
    target = torch.tensor([[0.0, 0.0], [0.0, 0.0]])
    assert make_loss("sum_squares", 0)(output, target).item() == pytest.approx(5.25)
    labels = torch.tensor([1, 0])
    expected = F.mse_loss(output, F.one_hot(labels, 2).float())
    assert make_loss("mse", 2)(output, labels).item() == pytest.approx(expected.item())
    assert make_loss("cross_entropy", 2) is F.cross_entropy
