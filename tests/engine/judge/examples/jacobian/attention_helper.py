import torch


class Attention(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q, k):
        p = Softmax.apply(q @ k.t())
        ctx.save_for_backward(q, k, p)
        return p

    @staticmethod
    def backward(ctx, grad_p):
        q, k, p = ctx.saved_tensors
        grad_s = p * (grad_p - (grad_p * p).sum(-1, keepdim=True))
        return grad_s @ k, grad_s.t() @ q


class Softmax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = torch.softmax(x, dim=-1)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, grad_output):
        y, = ctx.saved_tensors
        return y * (grad_output - (grad_output * y).sum(-1, keepdim=True))
