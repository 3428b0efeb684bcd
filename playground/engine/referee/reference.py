"""The teacher's reference, loaded in the referee: its Function, its arguments, its answers.

The reference is trusted code and runs here, never in a submission's process (whose memory
holds nothing of it). Loading it decides everything a submission is then asked:

- its arguments (from the judge's own plan of how to call a Function, engine/usercode/plan.py):
  which are x, which other tensors, which plain values (sent as they are);
- its kinks (the judge's probe on its grid), which the special case includes and where gradients
  are not compared (any value between the one-sided derivatives is a right answer there);
- the cases (inputs.py), every size and value drawn from the seed and its own text, and for
  each its forward, its backward for both sets of grad_outputs and its double backward:
  computed once, compared with every submission's; the edge case (extreme inputs) likewise,
  for the edges criterion;
- which criteria are graded: those with points (``criteria``), less those it cannot be graded on
  at all (``not_graded``): double backward only where its own backward can be differentiated,
  consistency only where its backward passes gradcheck (not a surrogate), edges only where it
  takes extreme inputs itself.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

import numpy as np
import torch

from playground import codes, protocol
from playground.engine.judge import gradcheck as checks
from playground.engine.judge.probe import run_probe
from playground.engine.judge.probe_inputs import make_caller
from playground.engine.referee.inputs import ArgumentSpec, Case, add_upstreams, case_names, draw_seed, make_case
from playground.engine.submission.evaluate import evaluate
from playground.engine.usercode.errors import UserCodeError, error_from_exception, user_error
from playground.engine.usercode.printed import BoundedOutput, captured
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject
from playground.vocabulary import DEFAULT_POINTS, Criterion, Evaluation, with_points

PLAIN = (int, float, bool, str, type(None))


class ReferenceError(Exception):
    """The reference cannot be graded against; ``errors``: why, as ErrorInfo."""

    def __init__(self, errors: list):
        super().__init__("; ".join(e.message for e in errors))
        self.errors = errors


@dataclass
class Answers:
    forward: protocol.EvaluationResult
    backward: list  # an EvaluationResult per grad_output set
    double: protocol.EvaluationResult


@dataclass
class Reference:
    name: str
    filename: str
    apply: Callable
    specs: list  # ArgumentSpec
    feature_shape: tuple
    kinks: list
    cases: list  # Case
    answers: list  # Answers, one per case
    outputs: int
    differentiable: list = field(default_factory=list)  # per output: has a gradient
    not_graded: dict = field(default_factory=dict)  # criterion → why
    consistency: Optional[Case] = None  # gradcheck's points
    edges: Optional[Case] = None  # extreme inputs (the edges criterion); None where the reference fails there
    edge_answers: Optional[Answers] = None
    criteria: list = field(default_factory=list)  # those with points, in Criterion's order
    draw: list = field(default_factory=list)  # inputs.draw_seed: what every random draw starts from

    @property
    def arguments(self) -> int:
        return len(self.specs)

    def calls(self, kind: Evaluation, cases: Optional[list] = None) -> list:
        """What a submission is asked for ``kind``: per case (``cases``, else every default one),
        its forward; its backward for each set of grad_outputs; its double backward."""
        found = []
        for case in self.cases if cases is None else cases:
            if kind == Evaluation.FORWARD:
                found.append(protocol.EvaluationCall(kind=kind, arguments=case.arguments))
            elif kind == Evaluation.BACKWARD:
                found += [protocol.EvaluationCall(kind=kind, arguments=case.arguments,
                                                  grad_outputs=upstreams) for upstreams in case.grad_outputs]
            else:
                found.append(protocol.EvaluationCall(kind=kind, arguments=case.arguments,
                                                     grad_outputs=case.double_grad_outputs, cotangents=case.cotangents))
        return found

    def calls_of(self, criterion: Criterion) -> list:
        """What a submission is asked for ``criterion`` (consistency's calls are gradcheck's own)."""
        if criterion == Criterion.EDGES:
            edge = [self.edges] if self.edges is not None else []
            return [call for kind in Evaluation for call in self.calls(kind, edge)]
        return self.calls(_EVALUATION[criterion])

    def case_count(self, criterion: Criterion) -> int:
        """How many comparisons ``criterion`` counts (each is a share of its points)."""
        if criterion == Criterion.CONSISTENCY:
            return 1
        if criterion == Criterion.EDGES:
            return len(self.calls_of(criterion))
        if criterion == Criterion.DOUBLE_BACKWARD:
            return sum(a.double.error is None for a in self.answers)
        return len(self.calls(_EVALUATION[criterion]))


_EVALUATION = {Criterion.FORWARD: Evaluation.FORWARD, Criterion.BACKWARD: Evaluation.BACKWARD,
               Criterion.DOUBLE_BACKWARD: Evaluation.DOUBLE_BACKWARD}


def load_reference(setup: protocol.GradeSetup, x_min: float = -5.0, x_max: float = 5.0) -> Reference:
    """Compile, plan and evaluate the reference. Raises ReferenceError."""
    printed = BoundedOutput()
    try:
        with captured(printed):
            return _load(setup, x_min, x_max)
    except UserCodeError as error:
        raise ReferenceError([error.info]) from None
    except ReferenceError:
        raise
    except Exception as error:
        raise ReferenceError([error_from_exception(error, "compile", setup.reference_filename)]) from None


def _load(setup: protocol.GradeSetup, x_min: float, x_max: float) -> Reference:
    torch.manual_seed(setup.seed)
    compiled = compile_source(setup.reference_source, setup.reference_filename)
    subject = choose_subject(compiled, setup.function or setup.reference_function)
    if subject.kind != "function":
        params = {"subject": subject.name}
        raise user_error("compile", "reference_not_function", _english("reference_not_function", params), **params)
    caller = make_caller(subject)
    specs = argument_specs(caller.plan)
    kinks = reference_kinks(subject, x_min, x_max)
    apply = subject.cls.apply
    draw = draw_seed(setup.seed, setup.reference_source)
    feature_shape = tuple(caller.feature_shape)

    def case_of(name: str) -> Optional[Case]:
        return make_case(name, specs, feature_shape, draw, kinks, x_min, x_max)

    answered = [found for found in (_answered(apply, case_of(name), draw, setup.reference_filename)
                                    for name in case_names(feature_shape)) if found is not None]
    if not answered:
        params = {"subject": subject.name}
        raise user_error("forward", "reference_fails", _english("reference_fails", params), **params)
    differentiable = answered[0][2]
    reference = Reference(subject.name, setup.reference_filename, apply, specs, feature_shape, kinks,
                          [case for case, _, _ in answered], [answers for _, answers, _ in answered],
                          len(differentiable), differentiable, draw=draw)
    reference.consistency = case_of("consistency")
    edges = _answered(apply, case_of("edges"), draw, setup.reference_filename)
    if edges is not None:
        reference.edges, reference.edge_answers, _ = edges
    reference.criteria = with_points(setup.points or DEFAULT_POINTS)
    _decide_criteria(reference)
    return reference


def _answered(apply: Callable, case: Case, draw: list, filename: str) -> Optional[tuple]:
    """(``case`` with its grad_outputs, the reference's Answers there, which outputs have a
    gradient); None where the reference itself cannot take the case (it is not asked)."""
    shapes = _output_shapes(apply, case)
    if shapes is None:
        return None
    add_upstreams(case, shapes, draw)
    answers = Answers(evaluate(apply, protocol.EvaluationCall(kind=Evaluation.FORWARD, arguments=case.arguments),
                               filename),
                      [evaluate(apply,
                                protocol.EvaluationCall(kind=Evaluation.BACKWARD, arguments=case.arguments,
                                                        grad_outputs=ups), filename)
                       for ups in case.grad_outputs],
                      evaluate(apply, protocol.EvaluationCall(kind=Evaluation.DOUBLE_BACKWARD, arguments=case.arguments,
                                                              grad_outputs=case.double_grad_outputs,
                                                              cotangents=case.cotangents), filename))
    return case, answers, [shape is not None for shape in shapes]


def _english(code: str, params: dict) -> str:
    """The error's English sentence, from its code in playground/codes/."""
    return codes.word(codes.ERRORS[code], params) or code


def argument_specs(plan) -> list:
    """The reference's arguments as grading fills them. Raises UserCodeError for one it cannot send."""
    specs = []
    for spec in plan.specs:
        if spec.keyword:
            continue  # left to its default, on both sides
        if spec.role == "x":
            specs.append(ArgumentSpec(spec.name, "x"))
        elif spec.role == "tensor" and spec.value is None:
            specs.append(ArgumentSpec(spec.name, "like_x", requires_grad=spec.trainable))
        elif spec.role == "tensor" and spec.trainable:
            specs.append(ArgumentSpec(spec.name, "shaped", tuple(spec.value.shape)))
        elif spec.role == "tensor":
            specs.append(ArgumentSpec(spec.name, "constant", value=spec.value.detach().double().cpu().numpy()))
        elif isinstance(spec.value, PLAIN) and not spec.follows_x:
            specs.append(ArgumentSpec(spec.name, "value", value=spec.value, requires_grad=False))
        else:
            params = {"argument": spec.name, "got": type(spec.value).__name__}
            raise user_error("compile", "reference_argument", _english("reference_argument", params), **params)
    return specs


def reference_kinks(subject, x_min: float, x_max: float) -> list:
    """x where the reference's f has a kink or a jump (the judge's probe finds them), rounded."""
    try:
        probe, _ = run_probe(subject, x_min, x_max, 1001)
    except Exception:
        return []
    if probe is None or not len(probe.nonsmooth):
        return []
    x = np.asarray(probe.x, dtype=np.float64)
    mask = np.logical_or.reduce([np.asarray(m, dtype=bool) for m in probe.nonsmooth])
    step = float(x[1] - x[0]) if len(x) > 1 else 1.0
    edges = np.flatnonzero(np.diff(np.concatenate([[0], mask.astype(np.int8), [0]])))
    kinks = []
    for start, stop in zip(edges[::2], edges[1::2]):
        center = float(x[start:stop].mean())
        kinks.append(0.0 if abs(center) < step else round(center, 6))
    return sorted(set(kinks))


def _output_shapes(apply: Callable, case: Case) -> Optional[list]:
    """The reference's outputs on ``case``: a shape per differentiable output (None for the
    others); None when it fails there."""
    tensors = [torch.from_numpy(a.array.copy()).requires_grad_(a.requires_grad) if a.array is not None
               else a.value for a in case.arguments]
    try:
        with torch.enable_grad():
            raw = apply(*tensors)
    except Exception:
        return None
    outputs = raw if isinstance(raw, (tuple, list)) else (raw,)
    return [tuple(o.shape) if isinstance(o, torch.Tensor) and o.requires_grad and o.dtype.is_floating_point
            else None for o in outputs]


def _decide_criteria(reference: Reference) -> None:
    if reference.edges is None:
        reference.not_graded[Criterion.EDGES] = "the reference's own forward fails at extreme inputs."
    if not any(a.array is not None and a.requires_grad for a in reference.cases[0].arguments):
        reference.not_graded[Criterion.BACKWARD] = "the reference's forward takes no input that has a gradient."
    if all(answer.double.error is not None or all(v is None for v in answer.double.values)
           for answer in reference.answers):
        first = next((a.double.error for a in reference.answers if a.double.error is not None), None)
        why = first.message if first is not None else "its gradients depend on nothing (@once_differentiable?)"
        reference.not_graded[Criterion.DOUBLE_BACKWARD] = f"the reference's backward cannot be differentiated again ({why})"
    try:
        result = consistency_of(reference, reference.apply)
    except Exception as error:
        reference.not_graded[Criterion.CONSISTENCY] = f"gradcheck cannot run on the reference: {error}"
        return
    if result is not None and not result.passed:
        reference.not_graded[Criterion.CONSISTENCY] = (
            f"the reference's own backward fails gradcheck (a surrogate gradient?): {result.message}")


def consistency_of(reference: Reference, apply: Callable, fresh: bool = True) -> Optional[protocol.GradcheckResult]:
    """gradcheck (the judge's, engine/judge/gradcheck.py) of ``apply`` at the reference's
    consistency points; ``apply`` is the reference's, or the proxy of a submission's (``fresh``
    False: each of its backwards is answered from a forward of its own already). None where
    nothing has a gradient. Raises what ``apply`` raises."""
    case = reference.consistency
    varied = [i for i, a in enumerate(case.arguments) if a.array is not None and a.requires_grad]
    if not varied:
        return None
    inputs = [torch.from_numpy(case.arguments[i].array.copy()).requires_grad_() for i in varied]
    fixed = [torch.from_numpy(a.array.copy()) if a.array is not None else a.value for a in case.arguments]

    def fn(*tensors):
        arguments = list(fixed)
        for i, tensor in zip(varied, tensors):
            arguments[i] = tensor
        raw = apply(*arguments)
        outputs = raw if isinstance(raw, (tuple, list)) else (raw,)
        if len(outputs) != len(reference.differentiable):
            raise ValueError(f"forward returns {len(outputs)} outputs, the reference {len(reference.differentiable)}")
        return tuple(o for o, has in zip(outputs, reference.differentiable) if has)

    names = [reference.specs[i].name for i in varied]
    output_names = ["y"] if reference.outputs == 1 else [f"y{i}" for i in range(reference.outputs)]
    # gradcheck's random upstreams and directions come from the draw too: nothing to recognise
    generator = torch.Generator().manual_seed(int(np.random.default_rng(reference.draw).integers(2**62)))
    result, _ = checks.run_gradcheck(checks.CheckSetup(inputs, names, fn, fresh=fresh), output_names, 1e-16, generator)
    return result
