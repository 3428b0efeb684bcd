"""One request, start to end, as a pipeline of stages that hand data on: the text compiled and
its subject chosen (the code's own call), the probe's inputs (stage_curves.py), the curves, the
Jacobian early where the window asks for steps (stage_jacobian.py), gradcheck and the verdict
(probe.py), the further checks (extra_checks.py), then the Jacobian's verdict (jacobian_verdict.py).
It runs on the request's device: the CPU unless it names another (placement.py). Where the file's
code calls none of its Functions, every one is judged and the worst is the answer (``each``).

``on_stage``: where the request asks for its answer in steps (CompileRequest.stages), it is given a
CompileResult as each stage is done (CheckStage.CURVES, then JACOBIAN, each a copy carrying all
before it); the complete result (CHECKS) is run_check's own. The stages change nothing of it: the
command line, which asks for none, gets the same answer. A file whose Functions are each judged
(``each``) and one whose curves cannot be drawn answer with the complete result only.
"""
from __future__ import annotations

import copy
import dataclasses
import time
from typing import Callable, Optional

import torch

from playground import protocol
from playground.engine.judge import forward_work
from playground.engine.judge.extra_checks import run_extra_checks
from playground.engine.judge.jacobian_choice import JacobianChoice
from playground.engine.judge.jacobian_verdict import with_jacobian
from playground.engine.judge.placement import default_device_kept, judge_device
from playground.engine.judge.probe import ProbeRun, attempt, probe_gradchecks, probe_verdict
from playground.engine.judge.probe_inputs import make_caller, stand_in_failure
from playground.engine.judge.stage_curves import curves_preview, grid_of, probe_curves, probe_inputs, probing
from playground.engine.judge.stage_jacobian import jacobian_preview
from playground.engine.judge.stage_subject import subjects_of
from playground.engine.judge.summary import reversal_named
from playground.engine.train.devices import DeviceUnavailableError
from playground.engine.usercode.custom_ops import public_names
from playground.engine.usercode.diagnose import module_backward_notes, note
from playground.engine.usercode.errors import UserCodeError, error_from_exception
from playground.engine.usercode.subject import Subject, function_in_class
from playground.protocol import Note
from playground.vocabulary import CheckStage

# Functions judged one by one in a file that calls none: the time grows with each (the window's
# check has 5 s in all); those beyond are named, and `check` judges them by name.
MAX_EACH = 4


def run_check(request: protocol.CompileRequest, on_phase: Callable = lambda phase: None,
              on_stage: Optional[Callable[[protocol.CompileResult], None]] = None) -> protocol.CompileResult:
    """compile_source + choose_subject + probe; every failure becomes ErrorInfo in result.errors;
    never raises for user-code problems. A device this machine lacks (``request.device``) is an
    error too, before any user code runs. ``on_stage``: given each early answer (see above)."""
    started = time.perf_counter()
    forward_work.begin()
    on_phase = forward_work.on_phase(on_phase)
    result = protocol.CompileResult(request.request_id, [], [], None, None, "", [], None)
    try:
        device = judge_device(request.device)
    except DeviceUnavailableError as error:
        result.errors.append(error.info)
        return _finished(result, started)
    try:
        with default_device_kept():
            return _judged(request, result, device, on_phase, started, on_stage)
    except KeyboardInterrupt as interrupt:  # the time limit: its words say what the forwards took
        interrupt.judge_work = {**getattr(interrupt, "judge_work", {}),  # type: ignore[attr-defined]
                                **forward_work.interrupt_params(result.subject)}
        raise


def _judged(request: protocol.CompileRequest, result: protocol.CompileResult, device: torch.device,
            on_phase: Callable, started: float, on_stage: Optional[Callable]) -> protocol.CompileResult:
    torch.manual_seed(0)  # the same text gives the same picture: a Module's random weights too
    chosen = subjects_of(request)
    compiled = chosen.compiled
    result.errors.extend(chosen.errors)
    if compiled is not None and (compiled.functions or compiled.modules):
        result.functions, result.modules = list(compiled.functions), list(compiled.modules)
    if chosen.each:
        try:
            result = _worst_of(request, result, compiled, list(chosen.each), device, on_phase)
        except UserCodeError as error:
            result.errors.append(error.info)
        except Exception as error:  # a user object that breaks inspection
            result.errors.append(error_from_exception(error, "compile", request.filename))
    elif chosen.subject is not None:
        stages = _Stages(on_stage, result, started, compiled) if on_stage is not None else None
        _judge_subject(request, result, chosen.subject, device, on_phase, named=request.subject is not None,
                       stages=stages)
    return _finished(result, started, compiled)


def _worst_of(request: protocol.CompileRequest, result: protocol.CompileResult, compiled,
              names: list, device: torch.device, on_phase: Callable) -> protocol.CompileResult:
    """The first MAX_EACH of the Functions ``names`` judged each on its own (all of them, however
    long it takes: which one is worst must not hang on the machine's load); the result of the
    worst, with ``each`` naming those judged, worst first (an error, then differs, then differs by
    design, then matches; among equals the last defined first), then any beyond, in order."""
    judged = []
    for name in reversed(names[:MAX_EACH]):
        one = dataclasses.replace(result, errors=list(result.errors), probe=None)
        torch.manual_seed(0)
        _judge_subject(request, one, Subject(name, "function", compiled.functions[name], compiled),
                       device, on_phase, named=True)
        judged.append(one)
    judged.sort(key=protocol.severity, reverse=True)  # stable
    worst = judged[0]
    worst.each = [one.subject for one in judged] + names[MAX_EACH:]
    return worst


def _judge_subject(request: protocol.CompileRequest, result: protocol.CompileResult, subject: Subject,
                   device: torch.device, on_phase: Callable, named: bool,
                   stages: Optional["_Stages"] = None) -> None:
    """The stages of one subject, into ``result``: its inputs and curves, the Jacobian early where
    the answer comes in steps, gradcheck, the verdict, the further checks, the Jacobian's verdict."""
    compiled = subject.source
    notes = module_backward_notes(compiled.modules, compiled.filename)
    if request.subject is None:
        subject, note = buildable_subject(subject, device)
        notes += [note] if note is not None else []
    result.subject, result.subject_kind = subject.name, subject.kind
    run = ProbeRun(subject, on_phase)
    choice = JacobianChoice.of(request)
    with probing(subject):
        grid = grid_of(request.x_min, request.x_max, request.points)
        inputs = attempt(run, lambda: probe_inputs(run, grid, request.shape, None, device))
        curves = attempt(run, lambda: probe_curves(inputs)) if inputs is not None else None
        made = inputs.caller if inputs is not None else None
        early = None  # the Jacobian the window's second answer took: the complete check's own
        if stages is not None and curves is not None:  # (the window judges on the CPU)
            early = stages.early(subject, curves, run.errors, notes, made if device.type == "cpu" else None, choice,
                                 on_phase)
        checked = attempt(run, lambda: probe_gradchecks(curves)) if curves is not None else None
        probe = attempt(run, lambda: probe_verdict(curves, checked)) if checked is not None else None
    result.probe, result.errors = probe, result.errors + run.errors
    # The extra checks and the Jacobian run on the CPU (their inputs are made there): they share
    # the probe's caller where the probe judged on the CPU too, and a CPU one of its shape otherwise.
    shared = made if device.type == "cpu" else _cpu_caller(subject, request.shape)
    _with_notes(probe, notes)
    if probe is not None:
        run_extra_checks(subject, probe, shared, request.compile, on_phase)
    result.probe, result.errors = with_jacobian(subject, result.probe, result.errors, on_phase,
                                                named=named, choice=choice, caller=shared,
                                                taken=early if device.type == "cpu" else None)
    _note_choices(result.probe, (made.notes if made is not None else []) + forward_work.notes())


def _with_notes(probe: Optional[protocol.ProbeData], notes: list) -> None:
    """The notes of the file's Modules (a backward never called...) beside the verdict."""
    if probe is not None and notes:
        probe.summary = " ".join([probe.summary] + [note.message for note in notes])
        probe.notes = notes


class _Stages:
    """The early answers of one check (CheckStage.CURVES, then JACOBIAN), each a copy of the
    result as it will be, given to ``on_stage``."""

    def __init__(self, on_stage: Callable, result: protocol.CompileResult, started: float, compiled):
        self.on_stage, self.result, self.started, self.compiled = on_stage, result, started, compiled

    def early(self, subject: Subject, curves, errors: list, notes: list, caller, choice: JacobianChoice,
              on_phase: Callable) -> Optional[protocol.Jacobian]:
        """Send both early answers; the Jacobian taken (None where it could not be), which the
        complete check uses instead of taking it again at the same inputs."""
        preview = curves_preview(curves, reversal_named(subject.source.text))
        _with_notes(preview, list(notes))
        self.send(CheckStage.CURVES, preview, errors)
        with_jacobian_early = jacobian_preview(subject, preview, caller, choice, on_phase)
        self.send(CheckStage.JACOBIAN, with_jacobian_early, errors)
        return with_jacobian_early.jacobian

    def send(self, stage: CheckStage, probe: protocol.ProbeData, errors: list) -> None:
        answer = dataclasses.replace(self.result, probe=probe, errors=self.result.errors + errors, stage=stage)
        self.on_stage(_finished(copy.deepcopy(answer), self.started, self.compiled))


def _note_choices(probe: Optional[protocol.ProbeData], choices: list) -> None:
    """Where the judge chose for the code (a value for an argument nothing gives, assumed_arguments.py)
    or for time (fewer forwards, forward_work.py), the verdict says so."""
    remarks = [r for r in choices if probe is not None and all(n.code != r.code for n in probe.notes)]
    if remarks:
        probe.notes = list(probe.notes) + remarks
        probe.summary = " ".join([probe.summary] + [r.message for r in remarks])


def buildable_subject(subject: Subject, device: torch.device = torch.device("cpu")
                      ) -> tuple[Subject, Optional[Note]]:
    """The subject, or, when it is a Module that cannot be built with its defaults (a required
    argument, a default that fails), the Function it uses, with a note that says so."""
    if subject.kind != "module":
        return subject, None
    try:
        subject.probe_module()
        failure = stand_in_failure(subject, device)  # built, but only with stand-in arguments: does it run?
        if failure is not None:
            raise failure
    except UserCodeError as error:
        compiled = subject.source
        used = [name for name in compiled.functions if function_in_class(compiled, subject.cls, name)]
        if not used:
            return subject, None
        name = used[-1]
        return (Subject(name, "function", compiled.functions[name], compiled),
                note("judged_function_instead", module=subject.name, function=name,
                     text=error.info.message.rstrip(".")))
    return subject, None


def _finished(result: protocol.CompileResult, started: float, compiled=None) -> protocol.CompileResult:
    if compiled is not None:
        public_names(result, compiled.op_namespaces)  # torch's words name an op's private namespace
        result.notes = list(compiled.notes)  # how the text was read (a stray space forgiven)
        result.output = compiled.printed.text()
        dropped = compiled.printed.dropped
        if dropped:
            result.output = f"[{dropped} earlier lines not shown]\n" + result.output
    result.elapsed = time.perf_counter() - started
    return result


def _cpu_caller(subject, shape):
    """A CPU caller of the probe's shape for the checks after a probe on another device (None
    where making it fails: they make their own then)."""
    try:
        return make_caller(subject, shape, None, torch.device("cpu"))
    except Exception:  # noqa: BLE001 - the user's code ran in the probe already; its failure is said there
        return None
