"""The referee's side, in this process: the reference's arguments, kinks, cases and criteria, and
a submission's answers compared with its answers (evaluated here with the same code the
sandboxed process runs)."""
from __future__ import annotations

import numpy as np
import pytest

from playground import protocol
from playground.engine.referee.criteria import JUDGES
from playground.engine.referee.reference import ReferenceError, load_reference
from playground.engine.submission.evaluate import evaluate
from playground.engine.submission.serve import load
from playground.vocabulary import Criterion, Evaluation

SOFTPLUS = '''
class Softplus(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, beta=1.0):
        ctx.save_for_backward(x)
        ctx.beta = beta
        return F.softplus(x, beta)

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return g * torch.sigmoid(ctx.beta * x), None
'''
RELU = '''
class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x.clamp(min=0)

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return g * (x > 0).to(g.dtype)
'''
ROUND_STE = '''
class RoundSTE(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return torch.round(x)

    @staticmethod
    def backward(ctx, g):
        return g
'''


def reference(source: str, name: str = "reference.py"):
    return load_reference(protocol.GradeSetup(reference_source=source, reference_filename=name))


def answers(reference, source: str, kind: Evaluation, filename: str = "student.py") -> list:
    """The submission's answers to ``reference``'s calls of ``kind``, computed here."""
    loaded, apply = load(source, filename,
                         protocol.LoadSubmission(function=None, reference=reference.name,
                                                 arguments=reference.arguments))
    assert not loaded.errors, loaded.errors
    return [evaluate(apply, call, filename) for call in reference.calls(kind)]


def by_criterion(reference, source: str, filename: str = "student.py") -> dict:
    """Every criterion's finding but consistency's (tests/engine/referee/test_consistency.py)."""
    loaded, apply = load(source, filename,
                         protocol.LoadSubmission(function=None, reference=reference.name,
                                                 arguments=reference.arguments))
    assert not loaded.errors, loaded.errors
    return {criterion: judge(reference, [evaluate(apply, call, filename) for call in reference.calls_of(criterion)])
            for criterion, judge in JUDGES.items()}


def test_a_plain_argument_is_sent_as_it_is_and_zero_and_large_values_are_in_cases_of_their_own():
    softplus = reference(SOFTPLUS)
    assert [(s.name, s.kind) for s in softplus.specs] == [("x", "x"), ("beta", "value")]
    assert [c.name for c in softplus.cases] == ["grid", "random", "matrix", "batch", "special"]
    special, edges = softplus.cases[-1].x, softplus.edges.x
    assert 0.0 in special and 10.0 in special and np.abs(special).max() < 30
    assert 1e4 in edges and -1e3 in edges and np.abs(edges).min() >= 30  # the edges criterion's alone
    assert 801 <= softplus.cases[0].x.size <= 1201  # about the probe's grid
    assert softplus.not_graded == {}
    assert Criterion.EDGES not in softplus.criteria  # off by default


def test_every_size_and_value_comes_from_the_seed_and_the_reference_and_the_same_ones_give_the_same():
    def sizes(ref) -> list:
        return [c.x.shape for c in ref.cases] + [ref.consistency.x.shape, ref.edges.x.shape]

    first, again = reference(SOFTPLUS), reference(SOFTPLUS)
    assert sizes(first) == sizes(again) and np.array_equal(first.consistency.x, again.consistency.x)
    others = [load_reference(protocol.GradeSetup(reference_source=SOFTPLUS, reference_filename="reference.py",
                                                 seed=seed)) for seed in range(1, 5)]
    others.append(reference(SOFTPLUS + "\n# another reference text, the same seed\n"))
    assert all(sizes(other) != sizes(first) for other in others)
    assert len({other.consistency.x.size for other in [first, *others]}) > 1


def test_kinks_are_found_and_a_surrogate_or_once_differentiable_reference_is_not_graded_on_what_it_lacks():
    relu = reference(RELU)
    assert relu.kinks == [0.0]
    assert not relu.cases[-1].smooth[list(relu.cases[-1].x).index(0.0)]  # gradients not compared at the kink
    assert -1e-3 in relu.cases[-1].x and 1e-3 in relu.cases[-1].x
    assert Criterion.DOUBLE_BACKWARD in relu.not_graded and Criterion.CONSISTENCY not in relu.not_graded
    assert Criterion.CONSISTENCY in reference(ROUND_STE).not_graded


def test_identity_for_softplus_fails_forward_everywhere_and_says_where():
    found = by_criterion(reference(SOFTPLUS), SOFTPLUS.replace("return F.softplus(x, beta)", "return x.clone()")
                         .replace("torch.sigmoid(ctx.beta * x)", "1"))
    forward = found[Criterion.FORWARD]
    assert forward.passed == 0 and forward.cases == 5
    assert forward.code == "values" and "x = -5" in forward.message and "instead of" in forward.message
    assert found[Criterion.EDGES].passed == 0  # judged, though off by default


def test_a_wrong_backward_keeps_the_forward_and_a_right_one_under_another_name_passes_all():
    softplus = reference(SOFTPLUS)
    wrong = by_criterion(softplus, SOFTPLUS.replace("torch.sigmoid(ctx.beta * x)", "torch.exp(x)"))
    assert wrong[Criterion.FORWARD].passed == wrong[Criterion.FORWARD].cases
    assert wrong[Criterion.BACKWARD].passed == 0 and "gradient of x" in wrong[Criterion.BACKWARD].message
    right = by_criterion(softplus, SOFTPLUS.replace("class Softplus", "class Mine")
                         .replace("F.softplus(x, beta)", "torch.log1p(torch.exp(-(beta * x).abs())) / beta "
                                                            "+ x.clamp(min=0)"))
    assert all(f.passed == f.cases for f in right.values()), right


def test_a_backward_that_is_right_only_for_positive_grad_outputs_loses_those_cases():
    found = by_criterion(reference(SOFTPLUS), SOFTPLUS.replace("return g * torch", "return g.abs() * torch"))
    backward = found[Criterion.BACKWARD]
    assert backward.passed == 0
    assert "grad_outputs" in backward.message


def test_a_tensor_subclass_cannot_make_its_numbers_look_like_the_references():
    liar = SOFTPLUS.replace("return F.softplus(x, beta)", "return Liar(x.detach().clone())") + '''
class Liar(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if func in (torch.allclose, torch.equal, torch.Tensor.__eq__, torch.isclose):
            return True
        return super().__torch_function__(func, types, args, kwargs or {})
'''
    found = by_criterion(reference(SOFTPLUS), liar)
    assert found[Criterion.FORWARD].passed == 0


def test_a_reference_that_does_not_compile_is_refused_with_its_line():
    with pytest.raises(ReferenceError) as refused:
        reference("class Broken(torch.autograd.Function):\n    def forward(ctx, x)\n")
    assert refused.value.errors[0].line == 2


def test_evaluations_answer_with_plain_float64_arrays_and_errors_as_data():
    softplus = reference(SOFTPLUS)
    source = SOFTPLUS.replace("return g * torch.sigmoid(ctx.beta * x), None", "raise ValueError('no backward yet')")
    forward = answers(softplus, source, Evaluation.FORWARD)[0]
    backward = answers(softplus, source, Evaluation.BACKWARD)[0]
    assert forward.error is None and forward.values[0].dtype == np.float64
    assert backward.error is not None and backward.error.type == "ValueError" and backward.error.line == 12
