# Source: snntorch, snntorch/surrogate.py (SpikeRateEscape), MIT.
# Expected: differs by design (step forward; slope*exp(-slope|x - beta|) surrogate)
import torch


class SpikeRateEscape(torch.autograd.Function):
    """
    Surrogate gradient of the Heaviside step function.
    """

    @staticmethod
    def forward(ctx, input_, beta=1, slope=25):
        ctx.save_for_backward(input_)
        ctx.beta = beta
        ctx.slope = slope
        out = (input_ > 0).float()
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (input_,) = ctx.saved_tensors
        grad_input = grad_output.clone()
        grad = (
            grad_input
            * ctx.slope
            * torch.exp(-ctx.slope * torch.abs(input_ - ctx.beta))
        )
        return grad, None, None
