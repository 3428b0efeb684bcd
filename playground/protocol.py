"""Messages between the window and the engine process.

Plain dataclasses of Python values and numpy arrays, sent over a multiprocessing pipe as data
(playground/wire.py: msgpack fields and raw array buffers, checked against these annotations;
never pickles). This module imports neither torch nor Qt.

Requests go window → engine; everything else goes engine → window. Every reply to a request
carries the request's ``request_id`` so the window can drop answers to stale edits.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Union

import numpy as np

from playground.vocabulary import (
    CheckName,
    ControlAction,
    Criterion,
    Evaluation,
    Phase,
    RestartReason,
    RunEnd,
    Verdict,
    names,
)

PHASES = names(Phase)


@dataclass
class ErrorInfo:
    """A failure of user code, as data: where (``line`` in the user's text, or None) and when."""

    line: Optional[int]
    phase: Phase
    type: str  # exception type name, e.g. "ZeroDivisionError"
    message: str  # English, for a student; no frames of the app's own code
    code: str = ""  # stable identifier for translation, e.g. "wrong_gradient_count"
    params: dict[str, object] = field(default_factory=dict)  # values for the translated wording

    def to_json(self) -> dict:
        return {"line": self.line, "phase": self.phase, "type": self.type, "message": self.message}


# --------------------------------------------------------------------------- requests


@dataclass
class CompileRequest:
    """Compile ``source`` and judge its subject on a grid."""

    request_id: int
    source: str
    subject: Optional[str] = None  # a Function or Module name; None: pick automatically
    x_min: float = -5.0
    x_max: float = 5.0
    points: int = 1001
    shape: Optional[tuple[int, ...]] = None  # input shape for the probe; None: derive it
    filename: str = "<editor>"
    device: str = "cpu"  # where the judge computes: "cpu", "cuda", "cuda:N" (the window: the CPU)
    compile: bool = False  # also run the subject under torch.compile (slow: only when asked)
    # The Jacobian's probe input (engine/judge/jacobian_choice.py): its shape (None: the code's
    # call's, or inferred), and how it is filled, a vocabulary.ProbeValues; other tensors that
    # had its shape take the new one, their values stay seeded.
    jacobian_shape: Optional[tuple[int, ...]] = None
    jacobian_values: str = "random"
    jacobian_numbers: Optional[list[float]] = None  # "numbers": the values, row-major


@dataclass
class TrainConfig:
    """Everything that defines a training run; the same config and seed on the CPU replay exactly."""

    model: str = "fit-1d"  # a vocabulary.Model
    dataset: str = "sin"  # fit-1d: a vocabulary.Curve; classify-2d: a vocabulary.PointCloud
    steps: int = 2000
    batch_size: int = 64
    width: int = 32
    depth: int = 2
    optimizer: str = "adam"  # a vocabulary.Optimizer
    lr: float = 1e-2
    l1: float = 0.0
    l2: float = 0.0
    loss: str = "auto"  # a vocabulary.Loss
    seed: int = 0
    device: str = "cpu"
    noise: float = 0.1
    train_fraction: float = 0.8
    classes: int = 2
    samples: int = 512
    # Points of the user's own (drawn by hand or read from a CSV file) instead of ``dataset``:
    # fit-1d: custom_x [x, ...], custom_y [y, ...]; classify-2d: custom_x [[x1, x2], ...],
    # custom_y [label, ...]. ``dataset`` stays a name of the same kind (a curve, a point cloud).
    custom_x: Optional[list] = None  # list[float] or list[list[float]]
    custom_y: Optional[list[float]] = None
    # At most this many steps a second (0: as fast as it goes), so a class can watch it train.
    max_steps_per_second: float = 0.0


@dataclass
class ShownViews:
    """Which pictures of a run the window shows now: the model's prediction (fit or decision
    boundary) and the gradient detail (heat map, histogram, largest value, zeros, dead units).
    Snapshots carry only those shown (the 80×80 decision boundary alone is ~12 % of a classify-2d
    run's time); the last snapshot of a run carries everything. Sent whenever it changes."""

    prediction: bool = True
    gradients: bool = True


@dataclass
class TrainRequest:
    """Compile ``source`` and train a toy model that uses its subject."""

    request_id: int
    source: str
    subject: Optional[str]
    config: TrainConfig
    paused: bool = False  # start paused: the window's Step button drives it one step at a time
    snapshot_interval: float = 1 / 30
    histogram_bins: int = 40
    filename: str = "<editor>"
    shown: ShownViews = field(default_factory=ShownViews)  # changed later by ShownViews


@dataclass
class Control:
    """Steer the running training: ``pause``, ``resume``, ``step`` (one step while paused) or ``stop``."""

    action: ControlAction


@dataclass
class Shutdown:
    """Ask the engine process to exit."""


@dataclass
class ValuesAtRequest:
    """Compile ``source`` and compute f and its derivatives at the points ``xs`` (`check --at`)."""

    request_id: int
    source: str
    subject: Optional[str]
    xs: list[float]
    filename: str = "<editor>"


@dataclass
class GraphRequest:
    """Ask for the autograd graph behind the loss of the model now: the running run's, else the
    last finished run's. Answered with GraphData."""

    request_id: int


@dataclass
class ExportWeights:
    """Save the model's ``state_dict`` (CPU tensors) to ``path`` with torch.save: the running
    run's model, else the last finished run's. Answered with ExportDone."""

    request_id: int
    path: str


@dataclass
class ExampleRequest:
    """Run the code's example — its top-level statements, its ``if __name__ == "__main__":`` block
    and lines pasted with ``>>>`` prompts — and record the graph and numbers of every backward
    call it makes (engine/example/). Answered with ExampleResult."""

    request_id: int
    source: str
    filename: str = "<editor>"
    keep: int = 4  # backward calls kept in full: the last ones recorded; the rest are counted
    max_elements: int = 64  # a tensor with more elements is sent as its shape and summary


# --------------------------------------------------------------------------- replies


@dataclass
class ValuesAt:
    """The answer to ValuesAtRequest: "x", "f", "backward", "numeric", "autograd" lists (NaN as
    None), or ``errors`` saying why not."""

    request_id: int
    values: Optional[dict[str, list]]
    errors: list[ErrorInfo] = field(default_factory=list)


@dataclass
class DeviceInfo:
    id: str  # "cpu", "cuda:0", "mps"
    name: str  # human name, e.g. "NVIDIA H100 80GB HBM3"
    available: bool
    reason: str = ""  # why it is not available


@dataclass
class EngineReady:
    pid: int
    torch_version: str
    devices: list[DeviceInfo]
    threads: int


@dataclass
class PhaseStarted:
    """The engine began a phase of a request; if it never answers, the window knows which one hung."""

    request_id: int
    phase: Phase


@dataclass
class Output:
    """Text that user code printed (bounded; ``dropped`` counts lines that were cut)."""

    request_id: int
    text: str
    dropped: int = 0


@dataclass
class GradcheckResult:
    passed: bool
    max_abs_error: float
    message: str = ""  # why it failed, in words
    points: int = 0  # how many random points were checked
    mode: str = ""  # "full" (every Jacobian entry) or "fast" (random projections), "" if not run
    code: str = ""  # why it failed, for the window's words: a code of playground/codes.py (GRADCHECKS)
    params: dict[str, object] = field(default_factory=dict)  # the values that code's sentence names


@dataclass
class Note:
    """A remark the judge adds to the verdict (the Module whose backward is never called...):
    a code of playground/codes.py (NOTES), its parameters, and the English it stands for."""

    code: str
    params: dict[str, object] = field(default_factory=dict)
    message: str = ""


@dataclass
class JacobianBlock:
    """One (output, input) block of the subject's Jacobian at the probe's input. Rows index the
    output's elements, columns the input's, both flattened in row-major order; ``input_index`` is
    the argument's position in forward's signature after ctx (a Module's parameters follow its
    inputs), ``output_index`` the output's position in what forward returns."""

    output: str  # "y", "y0", ...
    output_index: int
    input: str  # the forward's argument name: "input", "weights"
    input_index: int
    rows: int
    cols: int
    yours: Optional[np.ndarray]  # (rows, cols) from your backward; None: too large to carry
    true: Optional[np.ndarray]  # (rows, cols): central differences, or autograd's where they agree
    differs: Optional[np.ndarray]  # (rows, cols) bool: beyond the tolerance (kinks and jumps left out)
    max_abs_diff: float
    worst: tuple[int, int]  # (row, col) of the largest difference
    pattern: str  # a code of playground/codes.py (NOTES): jacobian_matches, jacobian_diagonal_only, ...
    pattern_params: dict[str, object] = field(default_factory=dict)
    true_from: str = "numeric"  # "autograd" (the forward's own operations) or "numeric"
    tolerance: float = 0.0  # the largest difference allowed anywhere in the block


@dataclass
class Jacobian:
    """The subject's Jacobian at a small probe input: your backward's, the true one, by block."""

    input_names: list[str]  # the varied tensors: floating arguments and parameters
    input_shapes: list[tuple[int, ...]]
    output_names: list[str]
    output_shapes: list[tuple[int, ...]]
    blocks: list[JacobianBlock]
    # "call": the shapes the code's own call gives; "inferred": no call in the code; "chosen": the
    # person's shape or values (CompileRequest.jacobian_*) for the first input, the call's or
    # inferred ones for the rest
    inputs_from: str
    dtype: str  # "float64", or the call's own dtype where the forward fails in float64
    pattern: str  # the whole Jacobian's pattern: a code of playground/codes.py (NOTES)
    pattern_params: dict[str, object] = field(default_factory=dict)
    differs: bool = False
    values: str = "random"  # how the first input was filled: a vocabulary.ProbeValues


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
    code: str = ""  # a code of playground/codes.py (CHECKS) for the message or skipped_because
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

    @property
    def ok(self) -> bool:
        return not self.errors and self.probe is not None


@dataclass
class TrainStarted:
    request_id: int
    model: str
    dataset: str
    device: str
    total_steps: int
    param_names: list[str]  # e.g. ["layers.0.weight", ...]
    param_shapes: list[tuple[int, ...]]
    data_x: Optional[np.ndarray] = None  # training points: (N,) for fit-1d, (N, 2) for classify-2d
    data_y: Optional[np.ndarray] = None  # targets (N,) or labels (N,)
    task: str = "regression"  # regression | classification | tutorial


@dataclass
class Prediction:
    """What the model computes now: a curve (fit-1d) or class scores on a grid (classify-2d)."""

    kind: str  # "curve" | "boundary"
    x: np.ndarray  # curve: (M,) inputs; boundary: (W,) grid x coordinates
    y: np.ndarray  # curve: (M,) outputs; boundary: (H,) grid y coordinates
    target: Optional[np.ndarray] = None  # curve: the target function on x
    classes: Optional[np.ndarray] = None  # boundary: (H, W) predicted class
    confidence: Optional[np.ndarray] = None  # boundary: (H, W) probability of the predicted class


@dataclass
class TrainSnapshot:
    """What happened since the previous snapshot (about 30 per second at most)."""

    request_id: int
    step: int  # steps done so far
    steps: np.ndarray  # step numbers (1-based) of the new records
    loss: np.ndarray
    test_loss: Optional[np.ndarray]
    accuracy: Optional[np.ndarray]
    grad_norms: dict[str, np.ndarray]  # L2 norms by parameter name, one per new step
    grad_max: dict[str, float]  # largest |gradient| now, by parameter name
    zero_fraction: dict[str, float]  # fraction of exact zeros in the gradient now
    gradients: dict[str, np.ndarray]  # current gradient as float32 array (at most 256×256)
    histograms: dict[str, tuple[np.ndarray, np.ndarray]]  # (counts, edges)
    prediction: Optional[Prediction]
    steps_per_second: float
    dead_fraction: Optional[float] = None  # fraction of activation outputs with zero gradient


@dataclass
class TrainFinished:
    request_id: int
    reason: RunEnd
    step: int
    final_loss: Optional[float]
    steps_per_second: float
    errors: list[ErrorInfo] = field(default_factory=list)


@dataclass
class EngineRestarted:
    """Made by the client, not the engine: the engine was ended and another one started.

    ``reason`` is a vocabulary.RestartReason, one of:
    "timeout" (a request ran past its time limit and ignored the interrupt), "stop" (a training
    run did not stop within the grace after Stop), "memory" (the engine passed its memory cap),
    "crashed" (the process died: segfault, os._exit, killed, or its pipe broke), "user" (a
    restart asked for, e.g. Engine ▸ Restart) and "failed" (engines kept dying before they were
    ready; the client gave up and no new engine runs until the next request).
    """

    reason: RestartReason
    phase: Optional[Phase]  # the phase that ran over or crashed, if known
    request_id: Optional[int]
    message: str
    exitcode: Optional[int] = None
    line: Optional[int] = None  # the user's line that was running, when the engine's crash log names one
    time_limit: Optional[float] = None  # "timeout": the limit in seconds that was passed
    memory_limit_mb: Optional[int] = None  # "memory": the engine's memory cap
    detail: str = ""  # "protocol": what was wrong with the bytes (not worded in other languages)
    # Every request the engine had not answered, oldest first (``request_id`` among them when it
    # was the one running). The client answers each right after this message, with the reply its
    # request expects carrying the restart as its error (client/lost.py).
    lost_request_ids: list[int] = field(default_factory=list)


@dataclass
class GraphNode:
    """One node of the autograd graph behind the loss."""

    id: int
    label: str  # "MyReLUBackward", "AddmmBackward0", "AccumulateGrad", "fc1.weight", "… 12 more"
    kind: str  # "function" | "user_function" | "accumulate" | "leaf" | "collapsed"
    requires_grad: bool
    shape: Optional[tuple[int, ...]] = None  # of the tensor the node makes (a leaf: the tensor itself)
    param_name: Optional[str] = None  # a leaf that is a parameter of the model
    gets_grad: bool = False  # a leaf whose ``.grad`` the backward pass fills
    folded: int = 0  # a "collapsed" node: how many nodes it stands for
    # The numbers of the batch the graph was built on (a training run's graph; None elsewhere and
    # on a folded node): what the node made (a leaf: the tensor), and the gradient that reached it
    # in that batch's backward (a leaf and its AccumulateGrad: the leaf's gradient, its norm among
    # the summary's figures). A scalar is sent whole, a bigger tensor as its summary.
    value: Optional[TensorValue] = None
    grad: Optional[TensorValue] = None


@dataclass
class GraphCut:
    """A parameter of the model that the graph does not reach, so it gets no ``.grad``."""

    param_name: str
    shape: tuple[int, ...]
    reason: str  # "detached" (requires grad, not reached: detach / no_grad) | "frozen" (requires_grad=False)
    message: str  # English, e.g. "not in the graph (detached / no_grad)"


@dataclass
class GraphData:
    """The autograd graph from ``loss.grad_fn`` back to the leaves (what torchviz draws).

    Sent once per training run after its first step (``request_id`` of the TrainRequest), and
    in answer to a GraphRequest. Node 0 is ``loss.grad_fn``; edges go (parent, child) from the
    loss towards the leaves. At most about 200 nodes: longer chains are folded into "collapsed"
    nodes and ``hidden`` counts the nodes folded away.
    """

    request_id: int
    nodes: list[GraphNode]
    edges: list[tuple[int, int]]
    cuts: list[GraphCut] = field(default_factory=list)
    hidden: int = 0
    error: Optional[ErrorInfo] = None  # why there is no graph (user code raised, no step yet...)


@dataclass
class ExportDone:
    """The answer to ExportWeights: written to ``path``, or ``error`` says why not."""

    request_id: int
    path: str
    error: Optional[ErrorInfo] = None


# --------------------------------------------------------------------------- grading against a reference
# Three more process boundaries, all on the same wire (playground/grading/__init__.py draws them):
# the command line ⇄ the referee (the judging process: the teacher's reference, never a
# submission's code); the referee ⇄ the zygote (a warm process that forks one process per
# submission); the referee ⇄ a submission's process (sandboxed; answers evaluations, decides nothing).


@dataclass
class SandboxLimits:
    """What a submission's process may spend (playground/sandbox/limits.py)."""

    memory_mb: int = 1024
    cpu_seconds: float = 10.0
    file_mb: int = 16
    tasks: int = 16
    open_files: int = 64


@dataclass
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


@dataclass
class GradeReady:
    """referee → command line: the reference is loaded (or ``errors`` say why not)."""

    reference: Optional[str]  # its Function's name
    arguments: int  # how many arguments its forward is given (tensors and plain values)
    cases: list[str]  # the input sets, in order (e.g. "grid", "edges")
    not_graded: dict[str, str]  # criterion → why the reference cannot be graded on it
    sandbox: str  # what this machine's sandbox holds (sandbox/support.py), or why there is none
    errors: list[ErrorInfo] = field(default_factory=list)


@dataclass
class GradeFile:
    """command line → referee: grade the submission at ``path``."""

    request_id: int
    path: str


@dataclass
class CriterionFinding:
    """How a submission did on one criterion: cases compared and passed, and what failed first,
    as a code (playground/grading/words.py), its parameters and the English sentence."""

    criterion: Criterion
    cases: int
    passed: int
    code: str = ""
    params: dict[str, object] = field(default_factory=dict)
    message: str = ""


@dataclass
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


@dataclass
class ZygoteReady:
    """zygote → referee: torch is imported; forks from now on cost milliseconds."""

    pid: int
    sandbox: str  # sandbox/support.py's description of this machine


@dataclass
class SpawnSubmission:
    """referee → zygote: fork a process for the submission at ``path`` (its pipe's end follows
    the answer as a passed descriptor)."""

    path: str
    sandbox: bool
    limits: SandboxLimits
    secrets: list[str] = field(default_factory=list)  # paths it must not read (the reference)


@dataclass
class SubmissionSpawned:
    pid: int
    error: str = ""


@dataclass
class EndSubmission:
    """referee → zygote: kill the submission's process and every process it started."""

    pid: int


@dataclass
class SubmissionEnded:
    pid: int
    exitcode: Optional[int]  # None: it was still running and was killed
    killed: int  # its descendants that were still alive


@dataclass
class SandboxReport:
    """submission → referee, first, before any of its code ran: what its sandbox holds."""

    pid: int
    sandbox: str


@dataclass
class LoadSubmission:
    """referee → submission: compile your file and pick the Function to grade."""

    function: Optional[str]  # named on the command line
    reference: str  # the reference's name: a Function of that name is picked first
    arguments: int  # else one whose forward takes this many arguments


@dataclass
class SubmissionLoaded:
    functions: list[str]
    modules: list[str]
    subject: Optional[str]
    matched_by: str
    output: str
    errors: list[ErrorInfo] = field(default_factory=list)


@dataclass
class EvaluationArgument:
    """One argument of forward: a tensor (float64 ``array``) or a plain ``value``."""

    array: Optional[np.ndarray] = None
    value: object = None
    requires_grad: bool = True


@dataclass
class EvaluationCall:
    """Compute ``kind`` at ``arguments``: forward → its outputs; backward → the gradient of each
    argument for ``grad_outputs`` (one per output); double backward → the derivatives of
    those gradients along ``cotangents`` (one per argument), with respect to each argument and
    then each grad_output."""

    kind: Evaluation
    arguments: list[EvaluationArgument]
    grad_outputs: list[Optional[np.ndarray]] = field(default_factory=list)
    cotangents: list[Optional[np.ndarray]] = field(default_factory=list)


@dataclass
class EvaluationResult:
    values: list[Optional[np.ndarray]]  # None: no gradient (or a non-tensor output)
    error: Optional[ErrorInfo] = None


@dataclass
class EvaluateRequest:
    """referee → submission: several calls in one message (one round trip)."""

    request_id: int
    calls: list[EvaluationCall]


@dataclass
class Evaluated:
    request_id: int
    results: list[EvaluationResult]
    output: str = ""


@dataclass
class TensorValue:
    """A tensor of the example as the graph shows it: every element when it has at most the
    request's ``max_elements`` (``values``, float64 in its shape), else only its summary (the
    summary fields are filled only then)."""

    shape: tuple[int, ...]
    dtype: str  # "float32", "int64", ...
    values: Optional[np.ndarray] = None  # None: too big to send whole
    minimum: float = 0.0
    mean: float = 0.0
    maximum: float = 0.0
    norm: float = 0.0  # L2 norm


@dataclass
class ExampleNode:
    """One node of a recorded backward call: the autograd node, what made it and its numbers.

    ``grad_output`` holds what reached the node (one entry per output of its forward) and
    ``grad_inputs`` what it sent on (one entry per input, in the order of ``inputs``); a None
    entry is no gradient at all, which is not a gradient of zero. ``order`` is the node's place
    in the order autograd ran the nodes (0 first), None when it did not run."""

    id: int
    label: str  # "custom_tanhBackward", "MulBackward0", "AccumulateGrad"
    kind: str  # "function" | "user_function" (a Python autograd.Function) | "accumulate"
    line: Optional[int] = None  # the line of the code that made it
    name: str = ""  # how the code names its output ("y", "L"); an AccumulateGrad: its leaf's name
    value: Optional[TensorValue] = None  # its forward output, where known
    grad_output: list[Optional[TensorValue]] = field(default_factory=list)
    grad_inputs: list[Optional[TensorValue]] = field(default_factory=list)
    inputs: list[Optional[int]] = field(default_factory=list)  # node id per input; None: needs no gradient
    order: Optional[int] = None
    # The code's own Function: what autograd of its forward's own operations would send to each
    # tensor argument for the same grad_output, beside what its backward sent; empty elsewhere.
    autograd_inputs: list[Optional[TensorValue]] = field(default_factory=list)


@dataclass
class ExampleLeaf:
    """A tensor the graph ends at, or that the code names and the graph does not reach."""

    name: str  # "X", "layer.weights", or "tensor (2, 3)" when the code gives it no name
    shape: tuple[int, ...]
    requires_grad: bool
    node: Optional[int] = None  # its AccumulateGrad node; None: not in this graph
    value: Optional[TensorValue] = None
    grad: Optional[TensorValue] = None  # .grad right after this call (torch.autograd.grad: what it returned); None: none
    cut: str = ""  # "detach" | "no_grad": made from a tensor that requires grad, cut off from its graph


@dataclass
class BackwardGraph:
    """One backward call of the example, recorded: its graph from the root to the leaves, with
    edges (parent, child) from the root towards the leaves."""

    call: int  # which backward call of the example, from 1
    kind: str  # "backward" (.backward(), torch.autograd.backward) | "grad" (torch.autograd.grad)
    line: Optional[int]  # the line that called it
    root: str  # what it was called on, as the code names it ("L", "loss"), else its node's label
    nodes: list[ExampleNode]
    edges: list[tuple[int, int]]
    leaves: list[ExampleLeaf]
    hidden: int = 0  # nodes beyond the recording limit: in the graph, not recorded
    error: Optional[ErrorInfo] = None  # the call raised (a backward of the code failed)


@dataclass
class ExampleResult:
    """The answer to ExampleRequest: the last recorded backward calls, in the order made."""

    request_id: int
    graphs: list[BackwardGraph]
    calls: int  # backward calls the example made in all
    recorded: int  # how many of them were recorded (the others only counted, to keep the example fast)
    output: str  # what the example printed
    errors: list[ErrorInfo] = field(default_factory=list)
    elapsed: float = 0.0
    output_dropped: int = 0


# Every message the engine takes (the client sends these) and every message the engine sends.
# The requests that carry an id and get an answer, which EngineClient.request() tracks:
TrackedRequest = Union[CompileRequest, ValuesAtRequest, TrainRequest, GraphRequest, ExportWeights,
                       ExampleRequest]
Request = Union[CompileRequest, ValuesAtRequest, TrainRequest, GraphRequest, ExportWeights, ExampleRequest, Control,
                ShownViews, Shutdown]
Reply = Union[EngineReady, PhaseStarted, Output, CompileResult, ValuesAt, TrainStarted, TrainSnapshot,
              TrainFinished, GraphData, ExportDone, ExampleResult]
# What EngineClient.poll() returns: the engine's replies and the client's own restart notes.
Message = Union[Reply, EngineRestarted]
