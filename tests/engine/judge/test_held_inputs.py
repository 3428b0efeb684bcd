"""A Function of several inputs: the verdict's point names x and the values the other inputs are held
at while the grid moves x (issue 27: a teacher's gate f(x, g) = x·σ(g) read "differs … at x = -5"
with no word of g).

Expected values come from the mathematics, computed with plain PyTorch: for the gate the true
∂f/∂x is σ(g); a backward that returns x·σ(g) errs by σ(g)·|x − 1|, most at the grid's end x = -5.
"""
from __future__ import annotations

from pathlib import Path

import torch

from playground import codes, protocol
from playground.engine.judge.check import run_check
from playground.engine.judge.probe_inputs import make_caller
from playground.engine.judge.stage_curves import held_text
from playground.engine.judge.stage_subject import subjects_of
from playground.engine.judge.summary import Findings, held_words, summarize
from playground.vocabulary import Verdict

EXAMPLES = Path(__file__).parent / "examples"

G = 0.31  # the gate's value in the code's own call: the grid holds g there (its mean)


def gate(grad_x: str, call: bool = True) -> str:
    text = f"""import torch


class Gate(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, g):
        ctx.save_for_backward(x, g)
        return x * torch.sigmoid(g)

    @staticmethod
    def backward(ctx, grad_output):
        x, g = ctx.saved_tensors
        s = torch.sigmoid(g)
        return grad_output * {grad_x}, grad_output * x * s * (1 - s)
"""
    if call:
        text += (f"\n\ny = Gate.apply(torch.linspace(-2.0, 2.0, 5, dtype=torch.float64).requires_grad_(),\n"
                 f"               torch.full((5,), {G}, dtype=torch.float64, requires_grad=True))\n")
    return text


def checked(source: str, errors: tuple = ()) -> protocol.ProbeData:
    result = run_check(protocol.CompileRequest(request_id=1, source=source, points=101))
    assert [error.code for error in result.errors] == list(errors), result.errors
    return result.probe


def test_a_gate_whose_x_gradient_differs_names_the_value_g_is_held_at():
    probe = checked(gate("x * s"))
    worst = 6.0 * torch.sigmoid(torch.tensor(G, dtype=torch.float64)).item()  # σ(g)·|-5 − 1|
    assert probe.verdict == Verdict.DIFFERS and probe.summary_code == "differs"
    assert probe.summary_params["x"] == "-5" and probe.summary_params["error"] == f"{worst:.3g}"
    assert probe.summary_params["held"] == "g = 0.31"
    assert probe.summary.endswith("at x = -5, where the other inputs are held at g = 0.31).")


def test_a_gate_whose_gradient_is_not_finite_at_x_0_names_g_too():
    probe = checked(gate("s * x / x"), errors=("gradient_not_finite",))  # 0/0 at x = 0 only, where f = 0·σ(g) is finite
    assert probe.summary_code == "gradient_not_finite"
    assert probe.summary_params == {"x": "0", "held": "g = 0.31"}
    assert "at x = 0, where the other inputs are held at g = 0.31" in probe.summary


def test_a_factor_that_depends_on_g_is_said_with_the_value_g_is_held_at():
    # (1 − σ(g))·σ(g) against σ(g): the ratio 1 − σ(g) is constant along x only because g is held
    probe = checked(gate("s * (1 - s)"))
    ratio = 1.0 - torch.sigmoid(torch.tensor(G, dtype=torch.float64)).item()
    assert probe.summary_code == "wrong_factor"
    assert probe.summary_params == {"factor": f"{ratio:.3g}", "held": "g = 0.31"}
    assert "where the other inputs are held at g = 0.31" in probe.summary


def test_a_function_of_one_input_names_x_alone():
    probe = checked("""import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * 2 * x
""")
    assert probe.summary_code == "differs" and "held" not in probe.summary_params
    assert probe.summary.endswith(f"at x = {probe.summary_params['x']}).")


def test_the_docs_linear_function_whose_weight_holds_many_values_names_no_held_value():
    # x W^T + b: a backward that doubles grad_input gives 2 × the true ∂/∂input whatever W holds
    source = (EXAMPLES / "corpus" / "r04_docs_linear_function.py").read_text(encoding="utf-8").replace(
        "grad_input = grad_output.mm(weight)", "grad_input = 2 * grad_output.mm(weight)")
    source += ("\n\ny = LinearFunction.apply(torch.randn(4, 3, dtype=torch.float64), torch.randn(2, 3, "
               "dtype=torch.float64), torch.tensor([0.25, -0.5], dtype=torch.float64))\n")
    probe = checked(source)
    assert probe.summary_code == "wrong_factor" and probe.summary_params == {"factor": "2"}
    subject = subjects_of(protocol.CompileRequest(request_id=1, source=source)).subject
    assert held_text(make_caller(subject)) == ""  # weight (2, 3): six values, none of them "the" value
    assert probe.summary.startswith("Your backward gives 2 times the true derivative everywhere: a constant")


def test_the_held_values_read_as_the_sentence_shows_them():
    assert held_words({"g": 0.31, "b": 1.0, "c": -0.0}) == "g = 0.31, b = 1, c = 0"
    assert held_words({}) == ""


def test_each_sentence_that_names_a_point_has_a_variant_with_the_held_values_and_one_without():
    found = Findings(points=101, differ_count=3, differ_fraction=0.03, by_design=False, max_error=0.5,
                     worst_x=-5.0, held="g = 0.31")
    sentence, code, params = summarize(found)
    assert (code, params["held"]) == ("differs", "g = 0.31") and "held at g = 0.31" in sentence
    found.held = ""
    sentence, code, params = summarize(found)
    assert "held" not in params and sentence == codes.word(codes.SUMMARIES["differs"], params)
    assert "held" not in sentence


def test_a_gate_whose_g_gradient_forgot_a_factor_says_where_its_curve_differs():
    # x·σ(g) for the true x·σ(g)·(1 − σ(g)): an error of |x|·σ(g)², most at x = ±5 (the first, -5,
    # is named), none at x = 0; x's own gradient, σ(g), is right
    source = gate("s").replace("grad_output * x * s * (1 - s)", "grad_output * x * s")
    probe = checked(source)
    s = torch.sigmoid(torch.tensor(G, dtype=torch.float64)).item()
    assert probe.verdict == Verdict.DIFFERS and probe.summary_code == "gradcheck_fails_for_parameter"
    params = probe.summary_params
    assert (params["parameter"], params["x"], params["held"]) == ("g", "-5", "g = 0.31")
    assert params["curve_error"] == f"{5 * s * s:.3g}" and params["percent"] == "99"  # 100 of 101 points
    assert "its gradient for 'g' differs from the true one at 99% of the points" in probe.summary
