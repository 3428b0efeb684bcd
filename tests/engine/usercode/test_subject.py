"""Choosing the subject, and building it as an activation or a layer for training."""
from __future__ import annotations

import pytest
import torch

from playground.engine.usercode.errors import UserCodeError
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject, module_uses_function

MUL = '''
class MulFn(Function):
    @staticmethod
    def forward(ctx, x, weight):
        ctx.save_for_backward(x, weight)
        return x * weight

    @staticmethod
    def backward(ctx, grad_output):
        x, weight = ctx.saved_tensors
        return grad_output * weight, grad_output * x
'''

SCALER = MUL + '''
class Scaler(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.weight = nn.Parameter(torch.linspace(0.5, 1.5, features))

    def forward(self, x):
        return MulFn.apply(x, self.weight.expand_as(x))
'''

EXP = '''
class Exp(Function):
    @staticmethod
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result
'''


def subject_of(text: str, name=None):
    return choose_subject(compile_source(text), name)


def test_a_module_that_uses_a_function_is_preferred():
    subject = subject_of(SCALER + EXP)
    assert (subject.name, subject.kind) == ("Scaler", "module")


def test_else_the_last_function_else_the_last_module():
    assert subject_of(MUL + EXP).name == "Exp"
    plain = "class A(nn.Module):\n    pass\n\nclass B(nn.Module):\n    pass\n"
    assert (subject_of(plain).name, subject_of(plain).kind) == ("B", "module")


def test_a_named_subject_by_class_or_variable_name():
    assert subject_of(SCALER + EXP, "MulFn").name == "MulFn"
    assert subject_of(EXP + "exp = Exp.apply\n", "exp").name == "Exp"
    assert subject_of(SCALER + "layer = Scaler(3)\n", "layer").name == "Scaler"


def test_no_subject_and_unknown_name_are_clear_errors():
    with pytest.raises(UserCodeError) as caught:
        subject_of("x = 1\n")
    assert (caught.value.info.code, caught.value.info.phase) == ("no_subject", "compile")
    with pytest.raises(UserCodeError) as caught:
        subject_of(EXP, "Nope")
    assert caught.value.info.code == "subject_not_found" and "Exp" in caught.value.info.message


def test_uses_a_function_through_aliases_and_factories_but_not_other_modules():
    text = EXP + '''
P = Exp.apply

def helper(x):
    return P(x)

def make():
    class Inner(Function):
        @staticmethod
        def forward(ctx, x):
            return x
        @staticmethod
        def backward(ctx, g):
            return g
    return Inner.apply

inner = make()

class ViaHelper(nn.Module):
    def forward(self, x):
        return helper(x)

class ViaFactory(nn.Module):
    def __init__(self):
        super().__init__()
        self.f = make()
    def forward(self, x):
        return self.f(x)

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = ViaHelper()
    def forward(self, x):
        return self.layer(x)
'''
    compiled = compile_source(text)
    uses = {name: module_uses_function(compiled, cls) for name, cls in compiled.modules.items()}
    assert uses == {"ViaHelper": True, "ViaFactory": True, "Model": False}


def test_function_activation_makes_extra_tensor_inputs_trainable_parameters():
    activation = subject_of(MUL).activation(4)
    assert [(n, tuple(p.shape)) for n, p in activation.named_parameters()] == [("weight", (4,))]
    x = torch.randn(3, 4, requires_grad=True)
    activation(x).sum().backward()
    assert activation.weight.grad is not None and x.grad.shape == (3, 4)


def test_tensor_defaults_become_buffers_and_plain_defaults_are_used():
    text = '''
class Scaled(Function):
    @staticmethod
    def forward(ctx, x, alpha=torch.tensor(2.0), power=1):
        ctx.alpha = alpha
        return x * alpha ** power
    @staticmethod
    def backward(ctx, g):
        return g * ctx.alpha, None, None
'''
    activation = subject_of(text).activation(3)
    assert list(dict(activation.named_parameters())) == []
    assert float(activation.alpha) == 2.0
    assert torch.equal(activation(torch.ones(2, 3)), torch.full((2, 3), 2.0))


def test_module_activation_and_layer_are_built_for_the_width():
    subject = subject_of(SCALER)
    assert tuple(subject.activation(5)(torch.ones(2, 5)).shape) == (2, 5)
    with pytest.raises(UserCodeError) as caught:
        subject.layer(4, 3)
    assert caught.value.info.code == "module_width" and "(2, 3)" in caught.value.info.message


def test_layer_mode_needs_a_module():
    with pytest.raises(UserCodeError) as caught:
        subject_of(EXP).layer(2, 2)
    assert caught.value.info.code == "layer_needs_module"


def test_a_module_that_cannot_be_built_names_the_call():
    text = MUL + '''
class Broken(nn.Module):
    def __init__(self, features):
        super().__init__()
        raise ValueError("no")
    def forward(self, x):
        return MulFn.apply(x, x)
'''
    with pytest.raises(UserCodeError) as caught:
        subject_of(text).activation(4)
    assert caught.value.info.code == "module_build_failed"
    assert "Broken(4)" in caught.value.info.message and caught.value.info.line == 16


def test_missing_argument_is_named():
    text = '''
class NeedsScale(Function):
    @staticmethod
    def forward(ctx, x, scale: float):
        ctx.scale = scale
        return x * scale
    @staticmethod
    def backward(ctx, g):
        return g * ctx.scale, None
'''
    with pytest.raises(UserCodeError) as caught:
        subject_of(text).activation(2)
    info = caught.value.info
    assert (info.code, info.params["argument"], info.line) == ("missing_argument", "scale", 4)
