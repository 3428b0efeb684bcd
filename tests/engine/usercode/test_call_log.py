"""The subject and its arguments from what the file's own code did as it ran (call_log.py)."""
from __future__ import annotations

import torch

from playground.engine.usercode.plan import function_plan
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject, uncalled_functions

SCALE = """
import torch

class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, alpha):
        ctx.save_for_backward(x, alpha)
        return x * alpha

    @staticmethod
    def backward(ctx, grad_output):
        x, alpha = ctx.saved_tensors
        return grad_output * alpha, (grad_output * x).sum(-1, keepdim=True)

class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return 2 * x

    @staticmethod
    def backward(ctx, grad_output):
        return 2 * grad_output
"""

WRAPPER = SCALE + """
def scaled(x, alpha):
    return Scale.apply(x, alpha)

class ScaleLayer(torch.nn.Module):
    def forward(self, x):
        return scaled(x, torch.ones(x.shape[0], 1))

x = torch.zeros(2, 3)
alpha = torch.tensor([[1.5], [2.5]])
y = scaled(x, alpha)
"""


def test_a_plain_wrapper_call_makes_the_function_it_applies_the_subject_with_the_call_values():
    compiled = compile_source(WRAPPER)
    subject = choose_subject(compiled)
    assert (subject.name, subject.kind) == ("Scale", "function")  # not the ScaleLayer it never calls
    recorded = compiled.calls[compiled.functions["Scale"]]
    assert torch.equal(recorded.args[1].value, torch.tensor([[1.5], [2.5]]))
    assert uncalled_functions(compiled) == []


def test_the_last_call_of_the_top_level_wins_and_calls_inside_it_are_not_outermost():
    compiled = compile_source(SCALE + """
x = torch.ones(3)
a = Double.apply(Scale.apply(x, torch.ones(3)))
""")
    outermost = [logged.cls.__name__ for logged in compiled.log.outermost()]
    assert outermost == ["Scale", "Double"]
    assert choose_subject(compiled).name == "Double"


def test_a_function_applied_in_another_functions_forward_is_inside_it():
    compiled = compile_source(SCALE + """
class Outer(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return Double.apply(x) + 1

    @staticmethod
    def backward(ctx, grad_output):
        return 2 * grad_output

y = Outer.apply(torch.ones(2))
""")
    log = compiled.log
    assert [c.cls.__name__ for c in log.outermost()] == ["Outer"]
    assert [c.cls.__name__ for c in log.inside(0)] == ["Double"]


def test_a_call_under_torch_func_grad_is_recorded_with_plain_tensors_and_vmap_is_not():
    compiled = compile_source("""
import torch

class Cube(torch.autograd.Function):
    generate_vmap_rule = True

    @staticmethod
    def forward(x):
        return x ** 3

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return 3 * x ** 2 * grad_output

class Halve(Cube):
    @staticmethod
    def forward(x):
        return x / 2

def cube(x):
    return Cube.apply(x)

x = torch.arange(6.).reshape(2, 3)
g = torch.func.grad(lambda x: cube(x).sum())(x)
v = torch.vmap(Halve.apply)(x)
""")
    assert [c.cls.__name__ for c in compiled.log.outermost()] == ["Cube"]  # (grad applies it again inside)
    recorded = compiled.calls[compiled.functions["Cube"]].args[0]
    assert recorded.shape == (2, 3) and torch.equal(recorded.value, torch.arange(6.).reshape(2, 3))
    assert choose_subject(compiled).name == "Cube"


def test_a_function_made_in_a_factory_at_call_time_is_found_through_its_apply():
    compiled = compile_source("""
import torch

def wrap(factor):
    class Wrapped(torch.autograd.Function):
        @staticmethod
        def forward(ctx, values):
            return values * factor

        @staticmethod
        def backward(ctx, grad_output):
            return grad_output * factor
    return Wrapped

def soft(values):
    return torch.stack([wrap(3.0).apply(row) for row in torch.unbind(values)])

out = soft(torch.ones(2, 4))
""")
    assert list(compiled.functions) == ["Wrapped"]
    assert choose_subject(compiled).name == "Wrapped"


def test_a_module_called_with_several_arguments_gives_way_to_the_function_it_applied():
    compiled = compile_source(SCALE + """
class Spmm(torch.nn.Module):
    def forward(self, indices, values, shape, b):
        return Scale.apply(b, values)

out = Spmm()(torch.tensor([[0, 1]]), torch.ones(2, 1), torch.Size([2, 2]), torch.ones(2, 3))
""")
    subject = choose_subject(compiled)
    assert (subject.name, subject.kind) == ("Scale", "function")
    assert compiled.log.outermost()[0].cls.__name__ == "Spmm"


def test_a_module_called_on_one_tensor_is_the_subject():
    compiled = compile_source(SCALE + """
class Layer(torch.nn.Module):
    def forward(self, x):
        return Double.apply(x)

out = Layer()(torch.ones(2, 3))
""")
    assert (choose_subject(compiled).name, choose_subject(compiled).kind) == ("Layer", "module")


def test_a_file_that_calls_nothing_has_every_function_but_a_forward_helper_to_judge():
    compiled = compile_source(SCALE + """
class Attention(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return Double.apply(x)

    @staticmethod
    def backward(ctx, grad_output):
        return 2 * grad_output
""")
    assert uncalled_functions(compiled) == ["Scale", "Attention"]  # Double only helps Attention


def test_an_integer_mask_before_the_floats_does_not_take_x_and_plain_floats_are_varied():
    compiled = compile_source("""
import torch

class Masked(torch.autograd.Function):
    @staticmethod
    def forward(ctx, mask, query, value):
        ctx.save_for_backward(mask, query, value)
        return query * value * mask

    @staticmethod
    def backward(ctx, grad_output):
        mask, query, value = ctx.saved_tensors
        return None, grad_output * value * mask, grad_output * query * mask

out = Masked.apply(torch.tensor([[1, 0, 1]]), torch.ones(1, 3), torch.ones(1, 3))
""")
    plan = function_plan(compiled.functions["Masked"], compiled.calls[compiled.functions["Masked"]])
    assert [spec.role for spec in plan.specs] == ["value", "x", "tensor"]
    assert plan.feature_shape == (3,)


def test_a_demo_loop_logs_a_bounded_number_of_calls_and_copies_values_once_per_class():
    compiled = compile_source(SCALE + """
x = torch.ones(4, 3)
for step in range(300):
    x = Double.apply(x) / 2
""")
    calls = compiled.log.calls
    assert len(calls) == 256
    assert calls[0].call.args[0].value is not None
    assert all(logged.call.args[0].value is None and logged.call.args[0].shape == (4, 3) for logged in calls[1:])
