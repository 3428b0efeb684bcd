# Source: modelled on LSQ (Esser et al., "Learned Step Size Quantization", ICLR 2020), eq. 3 and the gradient scale g; written here
# Expected: differs (the forward is flat in w almost everywhere and piecewise linear in alpha; the backward passes round as the identity (w: 1 inside the range, alpha: round(w/alpha) - w/alpha, or the bound outside it) and scales alpha's gradient by g = 1/sqrt(N Qp): a straight-through estimate, by design)
import math

import torch


class StepSizeQuantizer(torch.autograd.Function):
    @staticmethod
    def forward(ctx, weight, alpha, g, low, high):
        ctx.save_for_backward(weight, alpha)
        ctx.scale, ctx.low, ctx.high = g, low, high
        return (weight / alpha).round().clamp(low, high) * alpha

    @staticmethod
    def backward(ctx, grad_output):
        weight, alpha = ctx.saved_tensors
        v = weight / alpha
        below, above = (v < ctx.low).to(v.dtype), (v > ctx.high).to(v.dtype)
        inside = 1.0 - below - above
        step = below * ctx.low + above * ctx.high + inside * (v.round() - v)
        grad_alpha = (step * grad_output * ctx.scale).sum().reshape(1)
        return inside * grad_output, grad_alpha, None, None, None


weight = torch.randn(16, requires_grad=True)
alpha = torch.tensor([0.3], requires_grad=True)
high = 7
g = 1.0 / math.sqrt(weight.numel() * high)
quantized = StepSizeQuantizer.apply(weight, alpha, g, -8, high)
