"""Functions as PyTorch's docs publish them ("Extending torch.autograd", the MyReLU tutorial),
right, and broken variants of them, each with the hint it should get."""
from __future__ import annotations

LINEAR = '''
class LinearFunction(Function):
    @staticmethod
    def forward(ctx, input, weight, bias=None):
        ctx.save_for_backward(input, weight, bias)
        output = input.mm(weight.t())
        if bias is not None:
            output += bias.unsqueeze(0).expand_as(output)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        input, weight, bias = ctx.saved_tensors
        grad_input = grad_weight = grad_bias = None
        if ctx.needs_input_grad[0]:
            grad_input = grad_output.mm(weight)
        if ctx.needs_input_grad[1]:
            grad_weight = grad_output.t().mm(input)
        if bias is not None and ctx.needs_input_grad[2]:
            grad_bias = grad_output.sum(0)
        return grad_input, grad_weight, grad_bias
'''

LINEAR_SETUP_CONTEXT = '''
class LinearFunction(Function):
    @staticmethod
    def forward(input, weight, bias):
        output = input.mm(weight.t())
        if bias is not None:
            output += bias.unsqueeze(0).expand_as(output)
        return output

    @staticmethod
    def setup_context(ctx, inputs, output):
        input, weight, bias = inputs
        ctx.save_for_backward(input, weight, bias)

    @staticmethod
    def backward(ctx, grad_output):
        input, weight, bias = ctx.saved_tensors
        grad_input = grad_weight = grad_bias = None
        if ctx.needs_input_grad[0]:
            grad_input = grad_output.mm(weight)
        if ctx.needs_input_grad[1]:
            grad_weight = grad_output.t().mm(input)
        if bias is not None and ctx.needs_input_grad[2]:
            grad_bias = grad_output.sum(0)
        return grad_input, grad_weight, grad_bias
'''

MUL_CONSTANT = '''
class MulConstant(Function):
    @staticmethod
    def forward(tensor, constant):
        return tensor * constant

    @staticmethod
    def setup_context(ctx, inputs, output):
        tensor, constant = inputs
        ctx.constant = constant

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.constant, None
'''

CUBE = '''
class MyCube(torch.autograd.Function):
    @staticmethod
    def forward(x):
        result = x ** 3
        dx = 3 * x ** 2
        return result, dx

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, = inputs
        result, dx = output
        ctx.save_for_backward(x, dx)

    @staticmethod
    def backward(ctx, grad_output, grad_dx):
        x, dx = ctx.saved_tensors
        result = grad_output * dx + grad_dx * 6 * x
        return result
'''

SORT = '''
class Func(Function):
    @staticmethod
    def forward(ctx, x):
        sorted, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(x, idx)
        return sorted, idx

    @staticmethod
    def backward(ctx, g1, g2):
        x, idx = ctx.saved_tensors
        grad_input = torch.zeros_like(x)
        grad_input.index_add_(0, idx, g1)
        return grad_input
'''

MY_RELU = '''
class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return input.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        grad_input = grad_output.clone()
        grad_input[input < 0] = 0
        return grad_input
'''

# Extra Nones past the inputs are dropped by autograd; a classmethod takes cls first.
SCALE_WITH_EXTRA_NONE = '''
class Scale(torch.autograd.Function):
    @classmethod
    def forward(cls, ctx, x, factor=2.0):
        ctx.factor = factor
        return x * factor

    @classmethod
    def backward(cls, ctx, grad):
        return grad * ctx.factor, None, None
'''

# A backward whose return may be a tuple (a helper's, a tuple sum): nothing can be said.
UNKNOWN_COUNTS = '''
def both(g):
    return g, None

class Helper(Function):
    @staticmethod
    def forward(ctx, x, y):
        return x * y

    @staticmethod
    def backward(ctx, g):
        if g is None:
            return (g,) + (None,)
        grads = both(g)
        return grads
'''

RIGHT = {"LinearFunction": LINEAR, "LinearFunction with setup_context": LINEAR_SETUP_CONTEXT,
         "MulConstant": MUL_CONSTANT, "MyCube": CUBE, "sort with mark_non_differentiable": SORT,
         "MyReLU": MY_RELU, "a classmethod with extra Nones": SCALE_WITH_EXTRA_NONE,
         "returns of unknown length": UNKNOWN_COUNTS}

# (name, text, the hint's code, its 1-based line, its parameters)
ONE_FOR_TWO = MUL_CONSTANT.replace("return grad_output * ctx.constant, None", "return grad_output * ctx.constant")
THREE_FOR_TWO = MUL_CONSTANT.replace("ctx.constant, None", "ctx.constant, None, grad_output")
NOT_UNPACKED = MY_RELU.replace("input, = ctx.saved_tensors", "input = ctx.saved_tensors")
SAVES_A_NUMBER = '''
class LeakyReLU(Function):
    @staticmethod
    def forward(ctx, x, slope=0.01):
        ctx.save_for_backward(x, slope)
        return torch.where(x > 0, x, slope * x)

    @staticmethod
    def backward(ctx, grad_output):
        x, slope = ctx.saved_tensors
        return torch.where(x > 0, grad_output, slope * grad_output), None
'''
SAVES_A_SHAPE = MY_RELU.replace("ctx.save_for_backward(input)", "ctx.save_for_backward(input, input.shape)")
CHANGES_SAVED_IN_BACKWARD = MY_RELU.replace(
    "        grad_input = grad_output.clone()\n        grad_input[input < 0] = 0\n        return grad_input",
    "        input[input < 0] = 0\n        return grad_output * (input > 0)")
CHANGES_SAVED_IN_FORWARD = MY_RELU.replace("        return input.clamp(min=0)",
                                           "        output = input.clone()\n        input.clamp_(min=0)\n"
                                           "        return output")
IGNORES_GRAD_OUTPUT = MY_RELU.replace("grad_input = grad_output.clone()",
                                      "grad_input = torch.ones_like(input)")
WITHOUT_CONTEXT = MUL_CONSTANT.replace('''    @staticmethod
    def setup_context(ctx, inputs, output):
        tensor, constant = inputs
        ctx.constant = constant

''', "")
BROKEN = [
    ("one gradient for two inputs", ONE_FOR_TWO, "too_few_gradients", 14,
     {"returned": 1, "expected": 2, "inputs": "tensor, constant"}),
    ("a third gradient that is not None", THREE_FOR_TWO, "too_many_gradients", 14,
     {"returned": 3, "expected": 2, "inputs": "tensor, constant"}),
    ("saved_tensors not unpacked", NOT_UNPACKED, "saved_tensors_not_unpacked", 10, {"name": "input"}),
    ("a float argument saved", SAVES_A_NUMBER, "saves_non_tensor", 5, {"name": "slope"}),
    ("a shape saved", SAVES_A_SHAPE, "saves_non_tensor", 5, {"name": "input.shape"}),
    ("a saved tensor changed in backward", CHANGES_SAVED_IN_BACKWARD, "saved_changed_in_place", 11,
     {"name": "input"}),
    ("a saved input changed after saving", CHANGES_SAVED_IN_FORWARD, "saved_changed_in_place", 7,
     {"name": "input"}),
    ("grad_output never read", IGNORES_GRAD_OUTPUT, "grad_output_unused", 9, {"name": "grad_output"}),
    ("forward without ctx or setup_context", WITHOUT_CONTEXT, "forward_without_ctx", 4, {"first": "tensor"}),
]
