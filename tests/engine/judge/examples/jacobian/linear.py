import torch


class LinearFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input, weight, bias):
        ctx.save_for_backward(input, weight)
        return input @ weight.t() + bias

    @staticmethod
    def backward(ctx, grad_output):
        input, weight = ctx.saved_tensors
        return grad_output @ weight, grad_output.t() @ input, grad_output.sum(0)


x = torch.randn(2, 3)
weight = torch.randn(4, 3, requires_grad=True)
bias = torch.randn(4, requires_grad=True)
out = LinearFunction.apply(x, weight, bias)
