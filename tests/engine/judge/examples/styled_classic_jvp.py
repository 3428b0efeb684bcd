# Written for these tests in the shape of the forward-mode AD tutorial: a Function in the classic
# style (forward takes ctx) keeps its output on ctx for a jvp, and has a backward too. Forward
# mode works; torch.func's transforms do not (they need the setup_context style).
import torch


class Exp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        result = torch.exp(x)
        ctx.save_for_backward(result)
        ctx.result = result
        return result

    @staticmethod
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result

    @staticmethod
    def jvp(ctx, x_tangent):
        return x_tangent * ctx.result
