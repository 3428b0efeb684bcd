"""Messages between the window and the engine process.

Plain dataclasses of Python values and numpy arrays, sent over a multiprocessing pipe as data
(playground/wire.py: msgpack fields and raw array buffers, checked against these annotations;
never pickles). This package imports neither torch nor Qt.

Requests go window → engine; everything else goes engine → window. Every reply to a request
carries the request's ``request_id`` so the window can drop answers to stale edits.

Every message is importable from here (``protocol.CompileRequest``), and so are the unions at the
bottom: what the engine takes (Request, TrackedRequest) and sends (Reply, Message). Reading
order: errors.py (ErrorInfo, PHASES), requests.py (everything the engine is asked), replies.py
(ready, phases, printed output, values at points, the client's EngineRestarted), jacobian.py and
probe.py (the judge's answer: CompileResult, ProbeData and what backs its verdict), training.py
(a run's progress, weight export), tensors.py (TensorValue), graph.py (a run's autograd graph),
example.py (the code's example, its backward calls recorded), grading.py (grading against a
reference: the referee, the zygote and a submission's process).

Each module imports, at run time, every type its annotations name: playground/wire.py resolves
them with ``typing.get_type_hints`` in the class's own module.
"""
from __future__ import annotations

from typing import Union

# isort: off
# In reading order: each module imports only those above it.
from playground.protocol.errors import PHASES, ErrorInfo
from playground.protocol.requests import (
    CompileRequest, Control, ExampleRequest, ExportWeights, GraphRequest, ShownViews, Shutdown, TrainConfig,
    TrainRequest, ValuesAtRequest)
from playground.protocol.replies import DeviceInfo, EngineReady, EngineRestarted, Output, PhaseStarted, ValuesAt
from playground.protocol.jacobian import Jacobian, JacobianBlock
from playground.protocol.probe import (
    CheckOutcome, CompileResult, GradcheckResult, InputCurves, Note, ProbeData, severity,
)
from playground.protocol.training import ExportDone, Prediction, TrainFinished, TrainSnapshot, TrainStarted
from playground.protocol.tensors import TensorValue
from playground.protocol.graph import GraphCut, GraphData, GraphNode
from playground.protocol.example import BackwardGraph, ExampleLeaf, ExampleNode, ExampleResult
from playground.protocol.grading import (
    CriterionFinding, EndSubmission, EvaluateRequest, Evaluated, EvaluationArgument, EvaluationCall,
    EvaluationResult, FileGraded, GradeFile, GradeReady, GradeSetup, LoadSubmission, SandboxLimits, SandboxReport,
    SpawnSubmission, SubmissionEnded, SubmissionLoaded, SubmissionSpawned, ZygoteReady)
# The vocabulary's names the messages use, importable from here as they always were (protocol.Phase).
from playground.vocabulary import (
    CheckName, ControlAction, Criterion, Evaluation, Phase, RestartReason, RunEnd, Verdict, names)
# isort: on

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

__all__ = [
    # errors.py
    "PHASES", "ErrorInfo",
    # requests.py
    "CompileRequest", "TrainConfig", "ShownViews", "TrainRequest", "Control", "Shutdown", "ValuesAtRequest",
    "GraphRequest", "ExportWeights", "ExampleRequest",
    # replies.py
    "ValuesAt", "DeviceInfo", "EngineReady", "PhaseStarted", "Output", "EngineRestarted",
    # jacobian.py, probe.py
    "JacobianBlock", "Jacobian", "GradcheckResult", "Note", "InputCurves", "CheckOutcome", "ProbeData", "severity",
    "CompileResult",
    # training.py, tensors.py, graph.py, example.py
    "TrainStarted", "Prediction", "TrainSnapshot", "TrainFinished", "ExportDone", "TensorValue", "GraphNode",
    "GraphCut", "GraphData", "ExampleNode", "ExampleLeaf", "BackwardGraph", "ExampleResult",
    # grading.py
    "SandboxLimits", "GradeSetup", "GradeReady", "GradeFile", "CriterionFinding", "FileGraded", "ZygoteReady",
    "SpawnSubmission", "SubmissionSpawned", "EndSubmission", "SubmissionEnded", "SandboxReport",
    "LoadSubmission", "SubmissionLoaded", "EvaluationArgument", "EvaluationCall", "EvaluationResult",
    "EvaluateRequest", "Evaluated",
    # the unions
    "TrackedRequest", "Request", "Reply", "Message",
    # the vocabulary's
    "CheckName", "ControlAction", "Criterion", "Evaluation", "Phase", "RestartReason", "RunEnd", "Verdict", "names",
]
