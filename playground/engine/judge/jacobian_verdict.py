"""The Jacobian in the verdict: every subject's ProbeData carries it, and it decides where the
curves cannot.

After the grid probe (probe.py), the Jacobian is taken at the inputs of the code's own call, or
at inferred shapes (jacobian_inputs.py, jacobian.py), and:

- where the grid's verdict was made along a path the Jacobian does not see whole (a function
  that mixes points, "not_elementwise"; a second tensor the grid held fixed; a grid whose rows
  are constant, on which a softmax is flat) and the Jacobian differs where the true one is not
  0, the verdict is "differs", in the Jacobian's words (``jacobian_differs`` and the pattern's
  notes); a Jacobian that differs only where the forward is flat leaves a surrogate gradient's
  verdict as it was;
- where the grid probe could not run the forward at all (an index or target tensor that no
  longer fits the grid's input, a function that reduces its rows), but the forward runs at the
  call's inputs, the Jacobian and gradcheck at those inputs are the verdict, and the grid's
  failure is dropped;
- where the file has several Functions and Modules, a note says which one is judged and why;
- where the person chose the probe's input (jacobian_choice.py) and it cannot be used, the curves'
  verdict stands and ProbeData.jacobian_error says why (an error beside the grid's own where
  there are no curves).
"""
from __future__ import annotations

import copy
from typing import Callable, Optional

import numpy as np
import torch

from playground import codes, protocol
from playground.engine.judge import gradcheck as checks
from playground.engine.judge import tolerances as tol
from playground.engine.judge.backward_calls import habit_notes
from playground.engine.judge.callers import single_thread
from playground.engine.judge.jacobian import input_eps, jacobian
from playground.engine.judge.jacobian_choice import JacobianChoice, JacobianInputError
from playground.engine.judge.jacobian_inputs import probed_subject
from playground.engine.judge.jacobian_pattern import verdict_notes
from playground.engine.judge.other_faults import unsaid_faults
from playground.engine.judge.outcomes import from_gradcheck
from playground.engine.judge.probe_inputs import make_caller
from playground.engine.judge.probe_steps import ProbeSteps
from playground.engine.judge.straight_through import readings
from playground.engine.usercode.diagnose import note
from playground.engine.usercode.errors import UserCodeError
from playground.engine.usercode.printed import captured
from playground.engine.usercode.subject_choice import called_subject, helper_names
from playground.vocabulary import CheckName, Phase, Verdict

# Forward errors that say something about the code itself, not about the grid's input.
CODE_ERRORS = {"forward_modifies_input", "missing_staticmethod", "missing_argument", "no_tensor_input",
               "no_tensor_output"}
LENIENT = ("jacobian_matches", "jacobian_flat")  # block patterns that do not make a verdict "differs"


def with_jacobian(subject, probe: Optional[protocol.ProbeData], errors: list,
                  on_phase: Callable = lambda phase: None, *, named: bool,
                  choice: JacobianChoice = JacobianChoice(), caller=None,
                  taken: Optional[protocol.Jacobian] = None) -> tuple[Optional[protocol.ProbeData], list]:
    """The probe with its Jacobian (and the verdict it changes), and the errors that remain
    (``named``: the request named the subject, so no note says why it was chosen; ``choice``:
    the person's probe input; ``caller``: the grid probe's, on the CPU, else one is made here;
    ``taken``: the same Jacobian taken already, early, at the same inputs: not taken twice)."""
    try:
        return _with_jacobian(subject, probe, errors, on_phase, named, choice, caller, taken)
    except JacobianInputError as error:
        if probe is None:
            return probe, errors + [error.info]
        probe.jacobian_error = error.info
        return probe, errors
    except Exception:  # the Jacobian is a second opinion: its own failure leaves the verdict as it was
        return probe, errors


def _with_jacobian(subject, probe, errors: list, on_phase: Callable, named: bool, choice: JacobianChoice,
                   caller=None, taken: Optional[protocol.Jacobian] = None):
    steps = ProbeSteps(subject, on_phase)
    grid_failed = probe is None and errors and all(
        e.phase == Phase.FORWARD and e.code not in CODE_ERRORS for e in errors if e.phase != Phase.COMPILE)
    if probe is None and not grid_failed:
        return probe, errors
    with captured(subject.source.printed), single_thread(), torch.enable_grad():
        probed = probed_subject(subject, caller or _grid_caller(subject), steps.phase, choice)
        if probed is None:
            return probe, errors
        try:
            found = copy.deepcopy(taken) if taken is not None else jacobian(probed)
        except UserCodeError as error:
            return probe, errors + ([error.info] if grid_failed else [])
        except Exception as error:
            if grid_failed and steps.current == "backward":
                return probe, errors + [steps.error_info(error)]
            return probe, errors
        if probe is None:
            probe = _probe_at_call(probed, found, steps, subject.name)
            _jvp_at_call(subject, probe, probed, found)
            errors = [e for e in errors if e.phase == Phase.COMPILE]
        else:
            probe.jacobian = found
            _judge(probe, found, probed)
        _note_straight_through(probe, found, probed)
    if probe is not None:
        _add_notes(probe, unsaid_faults(probe))
    if not named:
        _note_subject(subject, probe)
    return probe, errors


def _grid_caller(subject):
    try:
        return make_caller(subject)
    except Exception:
        return None


# ----------------------------------------------------------------------------- the verdict


def _real_difference(found: protocol.Jacobian) -> bool:
    return any(block.pattern not in LENIENT for block in found.blocks)


def _judge(probe: protocol.ProbeData, found: protocol.Jacobian, probed) -> None:
    """Let the Jacobian decide where the grid's curves could not see the difference."""
    coupled = probe.summary_code == "not_elementwise"
    if probe.verdict == Verdict.ERROR:
        return
    if _real_difference(found) and (coupled or probe.verdict == Verdict.MATCHES or probe.by_design):
        code, params = _differs_summary(found)
        _decide(probe, Verdict.DIFFERS, code, params, found, probed)
        probe.by_design = False
    elif coupled and not found.differs:
        probe.decided_by = list(probe.decided_by) + ["jacobian"]
        _add_notes(probe, [note("jacobian_matches_all", blocks=len(found.blocks))])
    elif probe.verdict == Verdict.MATCHES and not found.differs and _mixes_drawn_input(probe, found):
        # The grid's rows are constant, and along them a softmax is flat: its curves matched
        # without seeing the mixing at all. The Jacobian saw it: it decides, and is the picture.
        code, params = _agrees_summary(found, probe.gradcheck)
        _decide(probe, Verdict.MATCHES, code, params, found, probed)


def _note_straight_through(probe: protocol.ProbeData, found: protocol.Jacobian, probed) -> None:
    """Name each differing block that is a straight-through estimate (straight_through.py)."""
    if probe.verdict != Verdict.DIFFERS:
        return
    selected = sorted({b.output_index for b in found.blocks})
    try:
        found_readings = readings(probed, found.blocks, selected, {o: i for i, o in enumerate(selected)})
    except Exception:  # a second reading: its own failure leaves the verdict as it was
        return
    _add_notes(probe, found_readings)


def _mixes_drawn_input(probe: protocol.ProbeData, found: protocol.Jacobian) -> bool:
    """Whether an output depends on other elements of an input the curves draw (an off-diagonal
    true entry, or a block that is not square): the function is not elementwise in it."""
    drawn = {curves.input for curves in probe.inputs} or set(found.input_names[:1])
    return any(_mixing(np.nan_to_num(np.asarray(block.true, dtype=np.float64)))
               for block in found.blocks if block.input in drawn and block.true is not None)


def _mixing(true: np.ndarray) -> bool:
    """A block that is not square, or has an off-diagonal entry above MIXING_SHARE of its largest."""
    if true.shape[0] != true.shape[1]:
        return True
    off_diagonal = true - np.diag(np.diag(true))
    return bool(np.abs(off_diagonal).max(initial=0.0) > tol.MIXING_SHARE * float(np.abs(true).max(initial=1.0)))


def _decide(probe: protocol.ProbeData, verdict: Verdict, code: str, params: dict,
            found: protocol.Jacobian, probed) -> None:
    probe.verdict = verdict
    probe.summary_code, probe.summary_params = code, params
    probe.summary = codes.word_english(codes.SUMMARIES[code], params) or code
    probe.decided_by = ["jacobian"]
    probe.differ_fraction, probe.max_error = _share_and_largest(found)
    probe.notes = list(probe.notes)
    for remark in probe.notes:
        probe.summary += " " + remark.message
    remarks = [note(c, **p) for c, p in verdict_notes(found.blocks) if verdict == Verdict.DIFFERS]
    remarks.append(_inputs_note(found))
    if found.dtype != "float64":
        remarks.append(note("jacobian_dtype", dtype=found.dtype))
    _add_notes(probe, remarks)


def _share_and_largest(found: protocol.Jacobian) -> tuple[float, float]:
    """(the share of the Jacobian's entries that differ, the largest difference of any block)."""
    entries = sum(b.rows * b.cols for b in found.blocks) or 1
    return _differing(found) / entries, max((b.max_abs_diff for b in found.blocks), default=0.0)


def _add_notes(probe: protocol.ProbeData, remarks: list) -> None:
    probe.notes = list(probe.notes) + remarks
    probe.summary = " ".join([probe.summary] + [r.message for r in remarks])


def _differing(found: protocol.Jacobian) -> int:
    return int(sum(int(b.differs.sum()) if b.differs is not None else (0 if b.pattern in LENIENT else 1)
                   for b in found.blocks))


def _differs_summary(found: protocol.Jacobian) -> tuple[str, dict]:
    worst = max(found.blocks, key=lambda b: b.max_abs_diff)
    return "jacobian_differs", {"count": _differing(found), "total": sum(b.rows * b.cols for b in found.blocks),
                                "error": f"{worst.max_abs_diff:.3g}"}


def _agrees_summary(found: protocol.Jacobian, gradcheck: Optional[protocol.GradcheckResult]) -> tuple[str, dict]:
    worst = max((b.max_abs_diff for b in found.blocks), default=0.0)
    passed = gradcheck is not None and gradcheck.passed
    return "jacobian_agrees", {"error": f"{worst:.3g}", "gradcheck": "passes" if passed else "fails"}


def _inputs_note(found: protocol.Jacobian) -> protocol.Note:
    shapes = ", ".join(f"{name} {tuple(shape)}" for name, shape in zip(found.input_names, found.input_shapes))
    if found.inputs_from == "call":
        return note("jacobian_at_call", shapes=shapes)
    if found.inputs_from == "chosen":
        return note("jacobian_at_chosen", shapes=shapes, values=found.values)
    return note("jacobian_inferred", shapes=shapes)


# ----------------------------------------------------------------------------- no grid


def _probe_at_call(probed, found: protocol.Jacobian, steps: ProbeSteps, name: str) -> protocol.ProbeData:
    """A ProbeData without curves (the grid could not run): the Jacobian and gradcheck at the
    call's inputs decide."""
    setup = _check_setup(probed, found)
    gradcheck = _gradcheck(setup, probed, found, steps)
    differs = _real_difference(found) or not gradcheck.passed
    share, largest = _share_and_largest(found)
    empty = np.zeros(0)
    count = len(found.output_names)
    probe = protocol.ProbeData(
        x=empty, output_names=list(found.output_names), f=[empty.copy() for _ in range(count)],
        backward=[empty.copy() for _ in range(count)], numeric=[empty.copy() for _ in range(count)],
        autograd=[None] * count, second=[None] * count,
        differs=[np.zeros(0, bool) for _ in range(count)], nonsmooth=[np.zeros(0, bool) for _ in range(count)],
        verdict=Verdict.DIFFERS if differs else Verdict.MATCHES, by_design=False, differ_fraction=share,
        max_error=largest, gradcheck=gradcheck, gradgradcheck=None, summary="",
        input_shape=tuple(found.input_shapes[0]) if found.input_shapes else (), jacobian=found)
    code, params = _differs_summary(found) if _real_difference(found) else _agrees_summary(found, gradcheck)
    _decide(probe, probe.verdict, code, params, found, probed)
    if gradcheck.passed or _real_difference(found):
        probe.decided_by = ["jacobian"] + ([f"gradcheck_{gradcheck.mode}"] if gradcheck.passed else [])
    else:
        probe.decided_by = [f"gradcheck_{gradcheck.mode}"]
    _add_notes(probe, habit_notes(setup, torch.Generator(device="cpu").manual_seed(0), name, probe.notes))
    return probe


def _jvp_at_call(subject, probe: protocol.ProbeData, probed, found: protocol.Jacobian) -> None:
    from playground.engine.judge.extra_checks import jvp_at_call  # extra_checks imports this module's peers

    probe.checks = [c for c in [from_gradcheck(CheckName.BACKWARD, probe.gradcheck)] if c is not None]
    try:
        jvp_at_call(subject, probe, probed, sorted({b.output_index for b in found.blocks}))
    except Exception:  # the jvp is a further check: its own failure leaves the verdict as it was
        pass


def _check_setup(probed, found: protocol.Jacobian) -> checks.CheckSetup:
    """The subject at the call's inputs as gradcheck takes it: the inputs the Jacobian's blocks vary."""
    selected = sorted({b.output_index for b in found.blocks})
    inputs = [t.detach().clone().requires_grad_() for t in probed.inputs]
    used = [i for i, name in enumerate(probed.names) if name in {b.input for b in found.blocks}]

    def fn(*tensors):
        full = list(inputs)
        for index, tensor in zip(used, tensors):
            full[index] = tensor
        outputs = probed.call(*full)
        outputs = outputs if isinstance(outputs, (tuple, list)) else (outputs,)
        return tuple(outputs[i] for i in selected)

    return checks.CheckSetup([inputs[i] for i in used], [probed.names[i] for i in used], fn)


def _gradcheck(setup: checks.CheckSetup, probed, found: protocol.Jacobian, steps: ProbeSteps
               ) -> protocol.GradcheckResult:
    generator = torch.Generator(device="cpu").manual_seed(0)
    inputs = setup.inputs
    eps = input_eps(inputs)
    try:
        result, _ = checks.run_gradcheck(setup, list(found.output_names), eps, generator)
        return result
    except Exception as error:
        return checks.could_not_run("gradcheck", steps.error_info(error).message,
                                    len(inputs[0]) if inputs and inputs[0].dim() else 1)


# ----------------------------------------------------------------------------- which subject


def _note_subject(subject, probe: Optional[protocol.ProbeData]) -> None:
    """Say which subject is judged and why, where the file has several to choose from."""
    compiled = subject.source
    if probe is None or len(compiled.functions) + len(compiled.modules) < 2:
        return
    choice = called_subject(compiled)
    if choice is not None and choice.name == subject.name:
        _add_notes(probe, [note("subject_chosen", subject=subject.name, why=choice.why)])
        return
    helpers = helper_names(compiled)
    last = list(compiled.functions)[-1] if compiled.functions else None
    if choice is None and subject.kind == "function" and last in helpers and last != subject.name:
        _add_notes(probe, [note("subject_chosen", subject=subject.name, why="helper", helper=last)])
