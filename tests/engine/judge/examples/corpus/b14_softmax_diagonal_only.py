# Source: deliberate bug, efficient_operators' softmax (r53) with the classic student backward
# y (1 - y) g: only the Jacobian's diagonal, the -y_i y_j terms between points forgotten.
# Expected: differs (the true vector-Jacobian product is y * (g - sum(g * y)); the diagonal alone is
# wrong wherever the other points' gradients are not zero, which gradcheck sees)
import torch

class EfficientMemorySoftmaxFunc(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = torch.softmax(x, dim=-1)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, grad_output):
        y, = ctx.saved_tensors
        return grad_output * y * (1 - y)
