"""Grading against a reference: the messages of its three process boundaries (the comment below).
The command line and the referee: GradeSetup, GradeReady, GradeFile, FileGraded (its
CriterionFinding list); the referee and the zygote: ZygoteReady, SpawnSubmission (with its
SandboxLimits), SubmissionSpawned, EndSubmission, SubmissionEnded; the referee and a submission:
SandboxReport, LoadSubmission, SubmissionLoaded, EvaluateRequest (EvaluationCall,
EvaluationArgument) and Evaluated (EvaluationResult)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from playground.protocol.errors import ErrorInfo
from playground.vocabulary import DEFAULT_POINTS, Criterion, Evaluation

# Three more process boundaries, all on the same wire (playground/grading/__init__.py draws them):
# the command line ⇄ the referee (the judging process: the teacher's reference, never a
# submission's code); the referee ⇄ the zygote (a warm process that forks one process per
# submission); the referee ⇄ a submission's process (sandboxed; answers evaluations, decides nothing).


@dataclass(kw_only=True)
class SandboxLimits:
    """What a submission's process may spend (playground/sandbox/limits.py sets them)."""

    memory_mb: int = 1024  # more data (heap, private mappings) than it started with
    cpu_seconds: float = 10.0  # CPU time; at the soft limit SIGXCPU, a second later SIGKILL
    file_mb: int = 16  # the largest file it may write (in its private folder)
    tasks: int = 16  # processes and threads, itself included (with a user namespace of its own)
    open_files: int = 64
    disk_mb: int = 64  # everything in its private folder together (a tmpfs), where it can have one
    disk_entries: int = 4096  # files and folders in it


@dataclass(kw_only=True)
class GradeSetup:
    """command line → referee, once: the reference and how to grade against it."""

    reference_source: str
    reference_filename: str
    function: Optional[str] = None  # the Function to grade (reference's and submissions'); None: found
    timeout: float = 10.0  # seconds per submission, from its fork to its last answer
    seed: int = 0  # of the inputs and grad_outputs
    jobs: int = 2  # submissions graded at once
    sandbox: bool = True
    limits: SandboxLimits = field(default_factory=SandboxLimits)
    reference_function: Optional[str] = None  # the reference's own Function, where ``function`` names none
    points: dict[Criterion, float] = field(default_factory=lambda: dict(DEFAULT_POINTS))  # 0: not graded


@dataclass(kw_only=True)
class GradeReady:
    """referee → command line: the reference is loaded (or ``errors`` say why not)."""

    reference: Optional[str]  # its Function's name
    arguments: int  # how many arguments its forward is given (tensors and plain values)
    cases: list[str]  # the input sets, in order (e.g. "grid", "edges")
    not_graded: dict[str, str]  # criterion → why the reference cannot be graded on it
    sandbox: str  # what this machine's sandbox holds (sandbox/support.py), or why there is none
    errors: list[ErrorInfo] = field(default_factory=list)


@dataclass(kw_only=True)
class GradeFile:
    """command line → referee: grade the submission at ``path``."""

    request_id: int
    path: str


@dataclass(kw_only=True)
class CriterionFinding:
    """How a submission did on one criterion: cases compared and passed, and what failed first,
    as a code (playground/codes/grading.py's FINDINGS), its parameters and the English sentence."""

    criterion: Criterion
    cases: int
    passed: int
    code: str = ""
    params: dict[str, object] = field(default_factory=dict)
    message: str = ""


@dataclass(kw_only=True)
class FileGraded:
    """referee → command line: one submission's findings (scores are the command line's to give)."""

    request_id: int
    path: str
    functions: list[str]
    modules: list[str]
    subject: Optional[str]
    matched_by: str  # "function" (named with --function), "name", "signature", "only", "" (none)
    findings: list[CriterionFinding]
    errors: list[ErrorInfo]
    output: str  # what its code printed (bounded)
    sandbox: str  # what its process's sandbox held, as the process said before any of its code ran
    seconds: float = 0.0


@dataclass(kw_only=True)
class ZygoteReady:
    """zygote → referee: torch is imported; forks from now on cost milliseconds."""

    pid: int
    sandbox: str  # sandbox/support.py's description of this machine


@dataclass(kw_only=True)
class SpawnSubmission:
    """referee → zygote: fork a process for the submission at ``path`` (its pipe's end follows
    the answer as a passed descriptor)."""

    path: str
    sandbox: bool
    limits: SandboxLimits
    secrets: list[str] = field(default_factory=list)  # paths it must not read (the reference)


@dataclass(kw_only=True)
class SubmissionSpawned:
    pid: int
    error: str = ""


@dataclass(kw_only=True)
class EndSubmission:
    """referee → zygote: kill the submission's process and every process it started."""

    pid: int


@dataclass(kw_only=True)
class SubmissionEnded:
    pid: int
    exitcode: Optional[int]  # None: it was still running and was killed
    killed: int  # its descendants that were still alive


@dataclass(kw_only=True)
class SandboxReport:
    """submission → referee, first, before any of its code ran: what its sandbox holds."""

    pid: int
    sandbox: str


@dataclass(kw_only=True)
class LoadSubmission:
    """referee → submission: compile your file and pick the Function to grade."""

    function: Optional[str]  # named on the command line
    reference: str  # the reference's name: a Function of that name is picked first
    arguments: int  # else one whose forward takes this many arguments


@dataclass(kw_only=True)
class SubmissionLoaded:
    functions: list[str]
    modules: list[str]
    subject: Optional[str]
    matched_by: str
    output: str
    errors: list[ErrorInfo] = field(default_factory=list)


@dataclass(kw_only=True)
class EvaluationArgument:
    """One argument of forward: a tensor (float64 ``array``) or a plain ``value``."""

    array: Optional[np.ndarray] = None
    value: object = None
    requires_grad: bool = True


@dataclass(kw_only=True)
class EvaluationCall:
    """Compute ``kind`` at ``arguments``: forward → its outputs; backward → the gradient of each
    argument for ``grad_outputs`` (one per output); double backward → the derivatives of
    those gradients along ``cotangents`` (one per argument), with respect to each argument and
    then each grad_output."""

    kind: Evaluation
    arguments: list[EvaluationArgument]
    grad_outputs: list[Optional[np.ndarray]] = field(default_factory=list)
    cotangents: list[Optional[np.ndarray]] = field(default_factory=list)


@dataclass(kw_only=True)
class EvaluationResult:
    values: list[Optional[np.ndarray]]  # None: no gradient (or a non-tensor output)
    error: Optional[ErrorInfo] = None


@dataclass(kw_only=True)
class EvaluateRequest:
    """referee → submission: several calls in one message (one round trip)."""

    request_id: int
    calls: list[EvaluationCall]


@dataclass(kw_only=True)
class Evaluated:
    request_id: int
    results: list[EvaluationResult]
    output: str = ""
