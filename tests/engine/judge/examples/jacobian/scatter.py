import torch


class ScatterAdd(torch.autograd.Function):
    @staticmethod
    def forward(ctx, src, index, size: int):
        ctx.save_for_backward(index)
        return src.new_zeros(size).scatter_add(0, index, src)

    @staticmethod
    def backward(ctx, grad_output):
        index, = ctx.saved_tensors
        return grad_output.gather(0, index), None, None


src = torch.randn(6)
index = torch.tensor([0, 2, 2, 1, 0, 4])
ScatterAdd.apply(src, index, 5)
