# Source: modelled on guided-diffusion, guided_diffusion/nn.py, checkpoint and CheckpointFunction (MIT); written here
# Expected: matches (the backward recomputes the block and differentiates it: the Jacobian is tanh(x W)'s; it frees its saved inputs after its first run, so one graph back-propagates once, as training does; a fresh forward per backward matches)
import torch


class CheckpointFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, run_function, length, *args):
        ctx.run_function = run_function
        ctx.input_tensors = list(args[:length])
        ctx.input_params = list(args[length:])
        with torch.no_grad():
            return ctx.run_function(*ctx.input_tensors)

    @staticmethod
    def backward(ctx, *output_grads):
        ctx.input_tensors = [x.detach().requires_grad_(True) for x in ctx.input_tensors]
        with torch.enable_grad():
            copies = [x.view_as(x) for x in ctx.input_tensors]  # views: in-place ops in the block are safe
            outputs = ctx.run_function(*copies)
        grads = torch.autograd.grad(outputs, ctx.input_tensors + ctx.input_params, output_grads,
                                    allow_unused=True)
        del ctx.input_tensors  # the memory saving is the point: nothing is kept after one backward
        del ctx.input_params
        del outputs
        return (None, None) + grads


def checkpoint(func, inputs, params, flag):
    if flag:
        return CheckpointFunction.apply(func, len(inputs), *inputs, *params)
    return func(*inputs)


weight = torch.nn.Parameter(torch.randn(3, 3))


def block(x):
    return torch.tanh(x @ weight)


x = torch.randn(4, 3, requires_grad=True)
y = checkpoint(block, (x,), (weight,), True)
