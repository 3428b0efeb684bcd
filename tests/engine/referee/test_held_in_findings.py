"""A grade's miss in a Function of several inputs shaped like x names each of them at the element
that differs, not x alone (issue 27: a teacher's gate f(x, g) = x·σ(g) read "the gradient of g
differs from the reference's at x = -5" with no value of g).

The expected gradient is the mathematics, computed with plain PyTorch at the case's own x and g:
∂f/∂g = x·σ(g)·(1 − σ(g)); the wrong submission forgot the factor (1 − σ(g)).
"""
from __future__ import annotations

import re

import torch

from playground import protocol
from playground.engine.referee.compare import backward_finding, forward_finding
from playground.engine.referee.reference import load_reference
from playground.engine.submission.evaluate import evaluate
from playground.engine.submission.serve import load
from playground.vocabulary import Evaluation

GATE = '''import torch


class Gate(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, g):
        ctx.save_for_backward(x, g)
        return x * torch.sigmoid(g)

    @staticmethod
    def backward(ctx, grad_output):
        x, g = ctx.saved_tensors
        s = torch.sigmoid(g)
        return grad_output * s, grad_output * x * s * (1 - s)
'''
SIGMOID = '''import torch


class Sigmoid(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.sigmoid(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * torch.sigmoid(x) * (1 - torch.sigmoid(x))
'''
FORGOT = GATE.replace("grad_output * x * s * (1 - s)", "grad_output * x * s")


def answers(reference, source: str, kind: Evaluation) -> list:
    loaded, apply = load(source, "student.py", protocol.LoadSubmission(function=None, reference=reference.name,
                                                                       arguments=reference.arguments))
    assert not loaded.errors, loaded.errors
    return [evaluate(apply, call, "student.py") for call in reference.calls(kind)]


def test_the_gradient_of_g_that_differs_is_named_at_x_and_at_g():
    reference = load_reference(protocol.GradeSetup(reference_source=GATE, reference_filename="gate.py"))
    assert [(spec.name, spec.kind) for spec in reference.specs] == [("x", "x"), ("g", "like_x")]
    finding = backward_finding(reference, answers(reference, FORGOT, Evaluation.BACKWARD))
    assert finding.code == "values" and finding.params["what"] == "the gradient of g"
    match = re.fullmatch(r"x = (\S+), g = (\S+)", finding.params["where"])
    assert match, finding.params["where"]
    grid = reference.cases[0]  # the first miss is the grid's first point, x = x_min
    index = finding.params["index"]
    x, g = grid.arguments[0].array.flat[index], grid.arguments[1].array.flat[index]
    assert (float(match.group(1)), float(match.group(2))) == (float(f"{x:.6g}"), float(f"{g:.6g}"))
    assert x == -5.0 and 0.5 <= g < 1.5  # grading fills a tensor shaped like x from [0.5, 1.5)
    upstream = torch.from_numpy(grid.grad_outputs[0][0].reshape(-1)[index:index + 1])
    xt, gt = torch.tensor([x], dtype=torch.float64), torch.tensor([g], dtype=torch.float64, requires_grad=True)
    (true,) = torch.autograd.grad(xt * torch.sigmoid(gt), gt, upstream)  # plain autograd of the forward
    assert float(finding.params["expected"]) == float(f"{true.item():.6g}")
    assert finding.message.startswith(f"backward: the gradient of g differs from the reference's at x = -5, "
                                      f"g = {g:.6g} (case grid")


def test_a_forward_that_differs_is_named_at_x_and_at_g_too():
    reference = load_reference(protocol.GradeSetup(reference_source=GATE, reference_filename="gate.py"))
    wrong = GATE.replace("return x * torch.sigmoid(g)", "return x * torch.sigmoid(g) + 1")
    finding = forward_finding(reference, answers(reference, wrong, Evaluation.FORWARD))
    assert finding.code == "values" and re.fullmatch(r"x = -5, g = \S+", finding.params["where"])


def test_a_function_of_x_alone_names_x_alone():
    reference = load_reference(protocol.GradeSetup(reference_source=SIGMOID, reference_filename="sig.py"))
    wrong = SIGMOID.replace("return torch.sigmoid(x)", "return torch.sigmoid(x) + 1")
    finding = forward_finding(reference, answers(reference, wrong, Evaluation.FORWARD))
    assert finding.code == "values" and finding.params["where"] == "x = -5"
