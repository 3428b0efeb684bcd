# Source: pkuxmq/Invertible-Image-Rescaling (GitHub), codes/models/modules/Quantization.py (Quant,
# Quantization), licence as stated in that repository.
# Expected: differs by design (clamp to [0, 1] then round to steps of 1/255: slope 0 almost
# everywhere; the backward passes grad_output through unchanged, a straight-through estimator)
import torch
import torch.nn as nn

class Quant(torch.autograd.Function):

    @staticmethod
    def forward(ctx, input):
        input = torch.clamp(input, 0, 1)
        output = (input * 255.).round() / 255.
        return output

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output

class Quantization(nn.Module):
    def __init__(self):
        super(Quantization, self).__init__()

    def forward(self, input):
        return Quant.apply(input)
