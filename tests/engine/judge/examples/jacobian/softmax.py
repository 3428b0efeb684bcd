import torch


class Softmax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = torch.softmax(x, dim=-1)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, grad_output):
        y, = ctx.saved_tensors
        return y * (grad_output - (grad_output * y).sum(dim=-1, keepdim=True))


x = torch.randn(2, 4, requires_grad=True)
Softmax.apply(x).sum().backward()
