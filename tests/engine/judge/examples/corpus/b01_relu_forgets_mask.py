# Source: deliberate bug, the classic student ReLU (the tutorial's MyReLU without its mask).
# Subject: MyReLU
# Code: relu_mask_missing
# Expected: differs (slope 0 for x < 0, backward says 1 there)
import torch


class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output.clone()
