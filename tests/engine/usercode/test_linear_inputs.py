"""A Function written like a linear layer is probed with the shapes a person passes to nn.Linear:
rows of input features, a 2-D weight, and a 1-D bias of the output width, read from how forward
uses each argument (addmm's first argument, a tensor added onto a product), not from its name."""
from __future__ import annotations

from pathlib import Path

import pytest
import torch

from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.usercode.plan import function_plan
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject
from playground.engine.usercode.usage import BIAS, INPUT, WEIGHT_IN_OUT, WEIGHT_OUT_IN, linear_roles

CORPUS = Path(__file__).parents[1] / "judge" / "examples" / "corpus"
DOCS_LINEAR = (CORPUS / "r04_docs_linear_function.py").read_text()  # PyTorch docs, pasted as published
DEEPSPEED_ADDMM = (CORPUS / "r39_deepspeed_zero3_linear_addmm.py").read_text()  # torch.addmm(bias, ...)

FORMS = {
    "addmm": "return torch.addmm(b, x, w.t())",
    "method_mm_expand": "out = x.mm(w.t())\n        out += b.unsqueeze(0).expand_as(out)\n        return out",
    "matmul_operator_T": "return x @ w.T + b",
    "torch_add": "y = torch.matmul(x, w.t())\n        return torch.add(y, b)",
    "linear": "return F.linear(x, w, b)",
}


def _function(body: str, signature: str = "x, w, b") -> type:
    text = (f"import torch\nimport torch.nn.functional as F\n\nclass Lin(torch.autograd.Function):\n"
            f"    @staticmethod\n    def forward(ctx, {signature}):\n        {body}\n\n"
            f"    @staticmethod\n    def backward(ctx, g):\n        return None, None, None\n")
    return compile_source(text, "<editor>").functions["Lin"]


@pytest.mark.parametrize("form", FORMS, ids=list(FORMS))
def test_each_way_of_writing_a_linear_layer_gives_input_weight_and_bias(form):
    roles = linear_roles(_function(FORMS[form])).by_name
    assert roles == {"x": INPUT, "w": WEIGHT_OUT_IN, "b": BIAS}


def test_an_untransposed_weight_is_in_by_out_and_a_bias_is_known_by_its_use_not_its_name():
    roles = linear_roles(_function("h = x.mm(scale)\n        return h + shift", "x, scale, shift"))
    assert roles.by_name == {"x": INPUT, "scale": WEIGHT_IN_OUT, "shift": BIAS}
    assert roles.shape("scale") == (3, 2) and roles.shape("shift") == (2,)


def test_an_elementwise_function_has_no_linear_roles():
    assert linear_roles(_function("return x * w + b")).by_name == {}


def test_the_docs_linear_function_gets_a_one_dimensional_bias_of_the_output_width():
    compiled = compile_source(DOCS_LINEAR, "<editor>")
    plan = function_plan(compiled.functions["LinearFunction"])
    weight, bias = plan.tensor_specs
    assert plan.feature_shape == (3,)
    assert tuple(weight.value.shape) == (2, 3) and tuple(bias.value.shape) == (2,)
    assert weight.trainable and bias.trainable


@pytest.mark.parametrize("source, subject", [(DOCS_LINEAR, "LinearFunction"), (DEEPSPEED_ADDMM, None)],
                         ids=["docs_expand_as", "deepspeed_addmm"])
def test_published_linear_functions_match(source, subject):
    result = run_check(protocol.CompileRequest(request_id=1, source=source, subject=subject, points=101))
    assert result.errors == [] and result.probe.verdict == "matches", result.probe.summary


@pytest.mark.parametrize("wrong", ["grad_output.mean(0)", "grad_output.sum(0) * 2"])
def test_a_wrong_bias_gradient_is_found(wrong):
    source = DEEPSPEED_ADDMM.replace("grad_bias = grad_output.sum(0)", f"grad_bias = {wrong}")
    result = run_check(protocol.CompileRequest(request_id=1, source=source, points=101))
    assert result.probe.verdict == "differs" and result.probe.summary_params.get("parameter") == "bias", \
        result.probe.summary


def test_a_given_shape_sets_the_input_width_of_the_weight():
    result = run_check(protocol.CompileRequest(request_id=1, source=DEEPSPEED_ADDMM, points=101, shape=(16, 5)))
    assert result.errors == [] and result.probe.verdict == "matches"


def test_a_linear_function_trains_as_a_layer_of_the_model_width():
    compiled = compile_source(DEEPSPEED_ADDMM, "<editor>")
    activation = choose_subject(compiled).activation(4)
    shapes = {name: tuple(p.shape) for name, p in activation.named_parameters()}
    assert shapes == {"weight": (4, 4), "bias": (4,)}
    assert tuple(activation(torch.randn(5, 4)).shape) == (5, 4)


def test_a_linear_module_the_code_never_built_takes_a_given_input_width():
    result = run_check(protocol.CompileRequest(request_id=1, source=DOCS_LINEAR, points=101, shape=(16, 5)))
    assert (result.subject, result.errors) == ("Linear", []) and result.probe.verdict == "matches"


def test_the_input_of_the_product_is_x_even_when_the_weight_comes_first():
    text = '''import torch

class WeightFirst(torch.autograd.Function):
    @staticmethod
    def forward(ctx, weight, input):
        ctx.save_for_backward(weight, input)
        return input.mm(weight.t())

    @staticmethod
    def backward(ctx, grad_output):
        weight, input = ctx.saved_tensors
        return grad_output.t().mm(input), grad_output.mm(weight)
'''
    plan = function_plan(compile_source(text, "<editor>").functions["WeightFirst"])
    assert [(s.name, s.role) for s in plan.specs] == [("weight", "tensor"), ("input", "x")]
    result = run_check(protocol.CompileRequest(request_id=1, source=text, points=101))
    assert result.errors == [] and result.probe.verdict == "matches", result.probe.summary
