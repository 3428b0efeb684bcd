"""The judge's answer to a CompileRequest: CompileResult, and in it ProbeData, the subject on a
grid (f, your backward's derivative and the true ones, the verdict) with what backs the verdict:
GradcheckResult, CheckOutcome (each further check), Note (the judge's remarks), InputCurves (one
tensor input's curves) and the Jacobian (jacobian.py)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from playground.protocol.errors import ErrorInfo
from playground.protocol.jacobian import Jacobian
from playground.vocabulary import CheckName, CheckStage, Verdict


@dataclass
class GradcheckResult:
    passed: bool
    max_abs_error: float
    message: str = ""  # why it failed, in words
    points: int = 0  # how many random points were checked
    mode: str = ""  # "full" (every Jacobian entry) or "fast" (random projections), "" if not run
    code: str = ""  # why it failed, for the window's words: a code of playground.codes (GRADCHECKS)
    params: dict[str, object] = field(default_factory=dict)  # the values that code's sentence names


@dataclass
class Note:
    """A remark the judge adds to the verdict (the Module whose backward is never called...):
    a code of playground.codes (NOTES), its parameters, and the English it stands for."""

    code: str
    params: dict[str, object] = field(default_factory=dict)
    message: str = ""


@dataclass
class InputCurves:
    """The derivative along the grid with respect to one tensor input of a Function that is
    elementwise in each of several (``a * b``: ∂/∂a and ∂/∂b): the grid moves the first input,
    the others hold their probe values; one array per output, as ProbeData's own curves."""

    input: str  # the forward's argument name
    input_index: int  # its position in forward's signature after ctx
    backward: list[np.ndarray]  # your backward's, for an upstream gradient of 1
    numeric: list[np.ndarray]  # central differences in float64
    autograd: list[Optional[np.ndarray]]  # autograd's of the forward's own operations (None: it cannot follow them)
    differs: list[np.ndarray]  # bool: where yours differs from the numeric one (kinks left out)
    held: Optional[float] = None  # the value it holds while the grid moves the first input (None: that one)


@dataclass
class CheckOutcome:
    """One check of the subject (engine/judge/extra_checks.py), as `check --json`'s "checks" lists it:
    passed or not, or skipped and why (a Function torch.func cannot use, no jvp to check...)."""

    name: CheckName
    passed: Optional[bool]  # None: it did not run, ``skipped_because`` says why
    max_abs_error: Optional[float] = None
    message: str = ""  # English: what it found (why it failed)
    skipped_because: str = ""  # English: why it did not run
    code: str = ""  # a code of playground.codes (CHECKS) for the message or skipped_because
    params: dict[str, object] = field(default_factory=dict)


@dataclass
class ProbeData:
    """The subject on a grid: f, the derivative its backward claims, and the true ones.

    Each list has one entry per output of the subject (most have one). Arrays are float64 of
    the grid's length. ``autograd`` and ``second`` entries are None where they do not exist.
    """

    x: np.ndarray
    output_names: list[str]  # e.g. ["y"] or ["y0", "y1"]
    f: list[np.ndarray]
    backward: list[np.ndarray]
    numeric: list[np.ndarray]
    autograd: list[Optional[np.ndarray]]  # derivative of the forward's own ops without the custom backward
    second: list[Optional[np.ndarray]]  # second derivative through double backward
    differs: list[np.ndarray]  # bool masks: where backward differs from numeric (kinks excluded)
    nonsmooth: list[np.ndarray]  # bool masks: kinks and jumps of f, where no comparison is made
    verdict: Verdict
    by_design: bool  # differs only where f is flat or jumps: a surrogate gradient
    differ_fraction: float
    max_error: float
    gradcheck: Optional[GradcheckResult]
    gradgradcheck: Optional[GradcheckResult]
    summary: str  # one English sentence for the verdict
    summary_code: str = ""
    summary_params: dict[str, object] = field(default_factory=dict)
    input_shape: tuple[int, ...] = ()
    # The evidence behind the verdict (summary.decided_by): grid_curves, gradcheck_full,
    # gradcheck_fast, random_upstream, second_derivative.
    decided_by: list[str] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)  # the judge's remarks, also appended to ``summary``
    jacobian: Optional[Jacobian] = None  # the Jacobian at a small input (engine/judge/jacobian.py)
    checks: list[CheckOutcome] = field(default_factory=list)  # each check that ran or was skipped
    jvp: list[Optional[np.ndarray]] = field(default_factory=list)  # your jvp along the grid, per output
    # Why there is no Jacobian at the person's probe input (CompileRequest.jacobian_*): a shape or
    # numbers that do not fit, a forward that fails there; None: none was asked, or it worked
    jacobian_error: Optional[ErrorInfo] = None
    # Where the Function is elementwise in each of several tensor inputs: the curves of each, the
    # first being the grid's own (backward, numeric, ...); empty otherwise
    inputs: list[InputCurves] = field(default_factory=list)


@dataclass
class CompileResult:
    request_id: int
    functions: list[str]  # Function class names found
    modules: list[str]  # Module class names found
    subject: Optional[str]
    subject_kind: Optional[str]  # "function" | "module"
    output: str  # what the code printed
    errors: list[ErrorInfo]
    probe: Optional[ProbeData]
    elapsed: float = 0.0
    # Where the file's code calls none of its Functions: every one was judged, and these are their
    # names, worst verdict first; ``subject`` is the first (engine/judge/check.py). [] otherwise.
    each: list[str] = field(default_factory=list)
    # How the text was read, for the console (a code of playground.codes, NOTES: a stray space
    # scraped from a web page before a block, forgiven), as ExampleResult.notes; [] where as written.
    notes: list[Note] = field(default_factory=list)
    stage: CheckStage = CheckStage.CHECKS  # how far the answer has come: CHECKS is the complete one

    @property
    def ok(self) -> bool:
        return not self.errors and self.probe is not None


def severity(result: CompileResult) -> int:
    """How bad a result's verdict is, for ranking several Functions worst first (the engine's
    check and the command line's rest judged by name): 3 an error, 2 differs, 1 differs by
    design, 0 matches."""
    probe = result.probe
    if probe is None or result.errors or probe.verdict == Verdict.ERROR:
        return 3
    if probe.verdict == Verdict.DIFFERS:
        return 1 if probe.by_design else 2
    return 0
