# Source: modelled on brevitas, src/brevitas_examples/bnn_pynq/models/losses.py, squared_hinge_loss (BSD-3-Clause), with the target varied by the call
# Expected: differs (two faults: backward overwrites grad_output and never multiplies by it, and returns None for the target although the loss changes with it)
import torch
from torch.autograd import Function


class squared_hinge_loss(Function):
    """mean(max(0, 1 - p t)²), written in the style of the published loss."""

    @staticmethod
    def forward(ctx, predictions, targets):
        ctx.save_for_backward(predictions, targets)
        margin = (1. - predictions * targets).clamp(min=0.)
        return (margin * margin).mean()

    @staticmethod
    def backward(ctx, grad_output):
        predictions, targets = ctx.saved_tensors
        margin = (1. - predictions * targets).clamp(min=0.)
        # grad_output is reused as the buffer of the result: its value is never used
        grad_output.resize_as_(predictions).copy_(targets).mul_(-2. / predictions.numel()).mul_(margin)
        return grad_output, None


class SqrHingeLoss(torch.nn.Module):
    def forward(self, input, target):
        return squared_hinge_loss.apply(input, target)


predictions = torch.randn(8, 10, requires_grad=True)
targets = (torch.randint(0, 2, (8, 10)).float() * 2 - 1).requires_grad_()
loss = SqrHingeLoss()(predictions, targets)
