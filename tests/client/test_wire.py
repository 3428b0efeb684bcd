"""The engine's pipe carries data, never pickles: every message round-trips, hostile bytes are refused.

The codec is checked on its own (every protocol class, and bytes an attacker would write), then
against a real engine whose user code writes to its own pipe: the host restarts the engine and
runs nothing of what it sent.
"""
from __future__ import annotations

import dataclasses
import importlib
import multiprocessing
import os
import pickle
import pkgutil
import struct
import time

import msgpack
import numpy as np
import pytest

from playground import protocol, wire
from playground.client.client import EngineClient
from playground.vocabulary import CheckName, CheckStage, Criterion, Evaluation, Phase, RestartReason, Verdict
from tests.faults.fault_sources import GOOD


def sample_messages() -> list:
    """One instance of each message with every kind of field filled in."""
    error = protocol.ErrorInfo(line=7, phase=Phase.BACKWARD, type="UserCodeError", message="returned 1 gradient",
                               code="wrong_gradient_count", params={"returned": 1, "names": ["x", "w"], "f": 0.5})
    check = protocol.GradcheckResult(False, 0.25, "off", 3, "full")
    grid = np.linspace(-1, 1, 5)
    probe = protocol.ProbeData(grid, ["y"], [grid], [grid], [grid], [None], [grid * 0], [grid > 0],
                               [np.zeros(5, bool)], Verdict.DIFFERS, False, 0.4, 1.5, check, None, "words",
                               "summary_code", {"a": 1}, (2, 3), ["grid_curves"])
    block = protocol.JacobianBlock("y", 0, "x", 0, 2, 2, np.eye(2), np.ones((2, 2)), np.eye(2, dtype=bool),
                                   1.0, (0, 1), "jacobian_diagonal_only", {"output": "y", "input": "x"})
    probe.jacobian = protocol.Jacobian(["x"], [(2,)], ["y"], [(2,)], [block], "call", "float64",
                                       "jacobian_diagonal_only", {"output": "y"}, True, "linspace")
    probe.checks = [protocol.CheckOutcome(CheckName.JVP, False, 0.5, "off", "", "jvp_mismatch", {"error": 0.5}),
                    protocol.CheckOutcome(CheckName.VMAP, None, None, "", "no rule", "no_vmap_rule", {"function": "F"})]
    probe.jvp = [grid * 2, None]
    probe.jacobian_error = protocol.ErrorInfo(line=None, phase=Phase.CHECK, type="UserCodeError",
                                              message="3 numbers for (2, 2)",
                                              code="jacobian_numbers_count", params={"count": 3})
    probe.inputs = [protocol.InputCurves("a", 0, [grid], [grid], [None], [grid > 0]),
                    protocol.InputCurves("b", 1, [grid * 0], [grid], [grid], [np.zeros(5, bool)], 0.5)]
    snapshot = protocol.TrainSnapshot(
        3, 10, np.arange(1, 4), np.ones(3), None, np.zeros(3), {"w": np.ones(3)}, {"w": 1.0}, {"w": 0.0},
        {"w": np.ones((4, 4), np.float32)}, {"w": (np.ones(3, np.int64), np.ones(4))},
        protocol.Prediction("boundary", np.ones(3), np.ones(2), None, np.zeros((2, 3), np.int64),
                            np.ones((2, 3), np.float32)), 123.0, 0.1)
    config = protocol.TrainConfig(custom_x=[[1.0, 2.0], [3.0, 4.0]], custom_y=[0.0, 1.0])
    return [
        protocol.CompileRequest(request_id=1, source="src", subject=None, shape=(3, 4), compile=True,
                                jacobian_shape=(2, 3),
                                jacobian_values="numbers", jacobian_numbers=[0.5, -1.0, 2.0, 0.0, 1.0, 3.0],
                                stages=True),
        protocol.TrainRequest(request_id=2, source="src", subject="Cube", config=config),
        protocol.Control(action="stop"), protocol.Shutdown(), protocol.ShownViews(prediction=False, gradients=True),
        protocol.ValuesAtRequest(request_id=4, source="src", subject=None, xs=[0.5, 1.0]),
        protocol.GraphRequest(request_id=5),
        protocol.ExportWeights(request_id=6, path="/tmp/w.pt"),
        protocol.EngineReady(pid=99, torch_version="2.13.0",
                             devices=[protocol.DeviceInfo(id="cpu", name="CPU", available=True)], threads=1),
        protocol.PhaseStarted(request_id=1, phase=Phase.COMPILE),
        protocol.Output(request_id=1, text="hello\n", dropped=2),
        protocol.CompileResult(1, ["Cube"], [], "Cube", "function", "", [error], probe, 0.5,
                               stage=CheckStage.JACOBIAN),
        protocol.ValuesAt(request_id=4, values={"x": [0.5, None]}, errors=[error]),
        protocol.TrainStarted(2, "fit-1d", "sin", "cpu", 100, ["w"], [(3, 4)], np.ones(5), np.ones(5)),
        snapshot,
        protocol.TrainFinished(2, "done", 100, 0.5, 1000.0),
        protocol.GraphData(5, [protocol.GraphNode(0, "MulBackward0", "function", True, (3,)),
                               protocol.GraphNode(1, "fc1.weight", "leaf", True, (4, 3), "fc1.weight", True, 0,
                                                  protocol.TensorValue((4, 3), "float32", None, -1.0, 0.1, 2.0, 3.5),
                                                  protocol.TensorValue((), "float32", np.array(0.25)))], [(0, 1)],
                           [protocol.GraphCut("b", (2,), "detached", "not in the graph")], 0, error),
        protocol.ExportDone(6, "/tmp/w.pt", None),
        *grading_messages(error),
        protocol.ExampleRequest(request_id=7, source="src", filename="<editor>", keep=2, max_elements=16),
        example_result(error),
    ]


def example_result(error: protocol.ErrorInfo) -> protocol.ExampleResult:
    """A recorded backward call with every field filled, a 0-d value among them."""
    scalar = protocol.TensorValue((), "float32", np.array(9.25), 9.25, 9.25, 9.25, 9.25)
    big = protocol.TensorValue((64, 100), "float32", None, -1.0, 0.0, 1.0, 80.0)
    nodes = [protocol.ExampleNode(0, "SumBackward0", "user_function", 3, "L", scalar, [scalar], [big], [1], 0, [big]),
             protocol.ExampleNode(1, "AccumulateGrad", "accumulate", None, "w", big, [big, None], [], [None], None)]
    leaf = protocol.ExampleLeaf("w", (64, 100), True, 1, big, None, "detach")
    graph = protocol.BackwardGraph(3, "backward", 4, "L", nodes, [(0, 1)], [leaf], 2, error)
    return protocol.ExampleResult(7, [graph], 1000, 40, "printed", [error], 0.5, 3)


def grading_messages(error: protocol.ErrorInfo) -> list:
    """The messages of grading against a reference (playground/grading/__init__.py draws who sends which)."""
    limits = protocol.SandboxLimits(memory_mb=512, cpu_seconds=3.5, file_mb=8, tasks=4, open_files=32)
    x = protocol.EvaluationArgument(array=np.linspace(-1, 1, 3))
    alpha = protocol.EvaluationArgument(array=None, value=0.5, requires_grad=False)
    finding = protocol.CriterionFinding(criterion=Criterion.FORWARD, cases=5, passed=4, code="values",
                                        params={"x": 0.5, "case": "grid"}, message="differs")
    return [
        protocol.GradeSetup(reference_source="src", reference_filename="solution.py", function="Softplus", timeout=5.0,
                            seed=3, jobs=2, sandbox=True, limits=limits),
        protocol.GradeReady(reference="Softplus", arguments=2, cases=["grid", "edges"],
                            not_graded={"consistency": "a surrogate"}, sandbox="on", errors=[error]),
        protocol.GradeFile(request_id=3, path="a.py"),
        protocol.FileGraded(request_id=3, path="a.py", functions=["Softplus"], modules=[], subject="Softplus",
                            matched_by="name", findings=[finding], errors=[error], output="printed", sandbox="on",
                            seconds=0.2),
        protocol.ZygoteReady(pid=10, sandbox="landlock 7"),
        protocol.SpawnSubmission(path="a.py", sandbox=True, limits=limits, secrets=["solution.py"]),
        protocol.SubmissionSpawned(pid=11), protocol.EndSubmission(pid=11),
        protocol.SubmissionEnded(pid=11, exitcode=-9, killed=3),
        protocol.SandboxReport(pid=11, sandbox="on: landlock 7"),
        protocol.LoadSubmission(function=None, reference="Softplus", arguments=2),
        protocol.SubmissionLoaded(functions=["Softplus"], modules=[], subject="Softplus", matched_by="name", output="",
                                  errors=[error]),
        protocol.EvaluateRequest(request_id=1,
                                 calls=[protocol.EvaluationCall(kind=Evaluation.DOUBLE_BACKWARD, arguments=[x, alpha],
                                                                grad_outputs=[np.ones(3)],
                                                                cotangents=[np.ones(3), None])]),
        protocol.Evaluated(request_id=1,
                           results=[protocol.EvaluationResult(values=[np.ones(3), None]),
                                    protocol.EvaluationResult(values=[], error=error)],
                           output="printed"),
    ]


def same(a, b) -> bool:
    if isinstance(a, np.ndarray):
        return isinstance(b, np.ndarray) and a.dtype == b.dtype and a.shape == b.shape and np.array_equal(a, b)
    if dataclasses.is_dataclass(a):
        return type(a) is type(b) and all(same(getattr(a, f.name), getattr(b, f.name))
                                          for f in dataclasses.fields(a))
    if isinstance(a, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return a == b and type(a) is type(b) or (isinstance(a, str) and a == b)


def reachable(cls: type, seen: set) -> set:
    """``cls`` and every protocol class its fields' annotations name, however deep."""
    import typing
    if cls in seen or not dataclasses.is_dataclass(cls):
        return seen
    seen.add(cls)
    stack = list(typing.get_type_hints(cls).values())
    while stack:
        kind = stack.pop()
        if isinstance(kind, type) and dataclasses.is_dataclass(kind):
            reachable(kind, seen)
        stack.extend(typing.get_args(kind))
    return seen


def test_every_protocol_class_has_a_codec_and_is_in_a_sampled_message():
    wire.check_schema()
    covered: set = set()
    for message in sample_messages():
        reachable(type(message), covered)
    declared = {cls for cls in vars(protocol).values()
                if isinstance(cls, type) and dataclasses.is_dataclass(cls)
                and cls.__module__.startswith(protocol.__name__ + ".")}
    # EngineRestarted is made by the client itself and never crosses the pipe.
    assert declared - covered <= {protocol.EngineRestarted}


def test_the_protocol_package_exports_every_class_its_modules_define():
    # The codec knows the classes the package's __init__ imports: one a module defines and the
    # __init__ leaves out would be no message at all.
    modules = [importlib.import_module(f"{protocol.__name__}.{info.name}")
               for info in pkgutil.iter_modules(protocol.__path__)]
    defined = {cls for module in modules for cls in vars(module).values()
               if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == module.__name__}
    assert len(modules) > 1 and defined
    assert {cls for cls in defined if getattr(protocol, cls.__name__, None) is not cls} == set()


def test_the_messages_of_errors_requests_replies_and_grading_are_made_by_keyword():
    # FileGraded has eleven fields, two adjacent strs among them: every call names each one, and
    # the codec too builds a message by name.
    modules = {f"{protocol.__name__}.{name}" for name in ("errors", "requests", "replies", "grading")}
    classes = [cls for cls in vars(protocol).values()
               if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ in modules]
    assert len(classes) == 36
    assert [cls.__name__ for cls in classes if not all(field.kw_only for field in dataclasses.fields(cls))] == []
    with pytest.raises(TypeError):
        protocol.ErrorInfo(1, Phase.COMPILE, "SyntaxError", "invalid syntax")


@pytest.mark.parametrize("message", sample_messages(), ids=lambda m: type(m).__name__)
def test_each_message_round_trips_field_by_field(message):
    decoded = wire.decode(wire.encode(message))
    assert same(message, decoded), (message, decoded)


def test_decoded_arrays_are_writable_copies():
    snapshot = wire.decode(wire.encode(sample_messages()[14]))
    snapshot.loss[0] = 5.0  # the host may change what it received; it is its own memory
    assert snapshot.loss.flags.owndata or snapshot.loss.base is not None


def test_enum_fields_come_back_as_members():
    result = wire.decode(wire.encode(sample_messages()[11]))
    assert result.probe.verdict is Verdict.DIFFERS
    assert result.stage is CheckStage.JACOBIAN


def test_a_compile_result_with_no_stage_is_the_complete_one():
    """Who builds a result without saying its stage (the command line, grading) built the complete one."""
    result = protocol.CompileResult(1, [], [], None, None, "", [], None)
    assert wire.decode(wire.encode(result)).stage is CheckStage.CHECKS


class RunsACommand:
    """What a crafted pickle does: on unpickling, call os.system."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def frame(name: str, fields: list) -> bytes:
    return msgpack.packb([name, fields], use_bin_type=True)


def array_frame(dtype_index: int, shape: tuple, body: bytes) -> bytes:
    """TrainStarted whose data_x is an array frame made by hand (see wire._decode_ext)."""
    head = struct.pack("<BB", dtype_index, len(shape)) + struct.pack(f"<{len(shape)}Q", *shape)
    return msgpack.packb(["TrainStarted", [1, "m", "d", "cpu", 1, [], [], msgpack.ExtType(1, head + body),
                                           None, "regression"]])


def hostile_frames(marker) -> dict[str, bytes]:
    good = wire.encode(protocol.Output(request_id=1, text="hi", dropped=0))
    float64 = wire.ARRAY_DTYPES.index(np.dtype("float64"))
    return {
        "pickle with __reduce__": pickle.dumps(RunsACommand(marker)),
        "pickle of a protocol message": pickle.dumps(protocol.Output(request_id=1, text="hi", dropped=0)),
        "truncated": good[:-3],
        "empty": b"",
        "extra bytes": good + b"\x00",
        "not a list": msgpack.packb({"name": "Output"}),
        "unknown message": frame("Popen", [["touch", str(marker)]]),
        "not a message class": frame("Union", []),
        "too few fields": frame("Output", [1, "hi"]),
        "too many fields": frame("Output", [1, "hi", 0, 4]),
        "wrong type (str for int)": frame("Output", ["1", "hi", 0]),
        "bool for int": frame("Output", [True, "hi", 0]),
        "unknown enum value": frame("PhaseStarted", [1, "rm -rf"]),
        "unknown extension": msgpack.packb(["Output", [1, msgpack.ExtType(7, b"xx"), 0]]),
        "array where a string belongs": msgpack.packb(["Output", [1, wire._encode_array(np.ones(2), []), 0]]),
        "dtype beyond the list (object arrays cannot be named)": array_frame(200, (2,), b"\0" * 16),
        "array header cut short": msgpack.packb(["TrainStarted", [1, "m", "d", "cpu", 1, [], [],
                                                msgpack.ExtType(1, b"\x0b\x03\x01"), None, "regression"]]),
        "too many dimensions": array_frame(float64, (1,) * 9, b"\0" * 8),
        "array shorter than its shape": array_frame(float64, (1000,), b"\0" * 8),
        "huge array length": array_frame(float64, (2**62, 2**62), b""),
        "huge list length": b"\x92\xa6Output\xdd\xff\xff\xff\xff",
        "plain data nested too deep": frame("ErrorInfo", [1, "forward", "T", "m", "c", {"p": [[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]}]),
    }


def test_hostile_bytes_are_refused_and_run_nothing(tmp_path):
    marker = tmp_path / "pwned"
    for name, data in hostile_frames(marker).items():
        with pytest.raises(wire.ProtocolError):
            wire.decode(data)
            pytest.fail(f"{name} was accepted")
    assert not marker.exists()


def test_a_frame_longer_than_the_limit_is_refused_before_it_is_read():
    ours, theirs = multiprocessing.Pipe()
    # A length header of 2**40 bytes with no body: reading it would wait or allocate forever.
    theirs._send(struct.pack("!i", -1) + struct.pack("!Q", 2**40))
    with pytest.raises(wire.ProtocolError):
        wire.MessagePipe(ours).receive()


# --------------------------------------------------------------------------- a real engine


SQUARE = GOOD  # a right Square Function


def hostile_source(marker) -> str:
    """User code that finds its engine's pipe (any socket among its descriptors) and writes a
    pickle that would run a command, framed as multiprocessing frames its messages."""
    return f'''
import os, pickle, stat, struct

class Evil:
    def __reduce__(self):
        return (os.system, ("touch {marker}",))

payload = pickle.dumps(Evil())
for descriptor in range(3, 256):
    try:
        if stat.S_ISSOCK(os.fstat(descriptor).st_mode):
            os.write(descriptor, struct.pack("!i", len(payload)) + payload)
    except OSError:
        pass
''' + SQUARE


def wait_for(client: EngineClient, wanted, seconds: float = 60.0) -> list:
    seen: list = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        seen.extend(client.poll(0.05))
        if any(wanted(message) for message in seen):
            return seen
    pytest.fail(f"nothing wanted arrived; saw {[type(m).__name__ for m in seen]}")


@pytest.mark.slow
def test_an_engine_that_writes_a_pickle_is_restarted_and_nothing_runs_here(tmp_path):
    marker = tmp_path / "pwned"
    client = EngineClient(compile_timeout=30, standby=False)
    client.start()
    try:
        wait_for(client, lambda m: isinstance(m, protocol.EngineReady))
        client.compile(hostile_source(marker), points=51)
        seen = wait_for(client, lambda m: isinstance(m, protocol.EngineRestarted))
        restart = next(m for m in seen if isinstance(m, protocol.EngineRestarted))
        assert restart.reason == RestartReason.PROTOCOL
        assert "not a message" in restart.message
        # The next engine works as before.
        wait_for(client, lambda m: isinstance(m, protocol.EngineReady))
        request = client.compile(SQUARE, points=51)
        done = wait_for(client, lambda m: isinstance(m, protocol.CompileResult) and m.request_id == request)
        result = next(m for m in done if isinstance(m, protocol.CompileResult))
        assert result.probe is not None and result.probe.verdict == Verdict.MATCHES
    finally:
        client.close()
    time.sleep(0.2)
    assert not marker.exists()


@pytest.mark.slow
def test_check_reports_the_hostile_file_as_an_error_and_goes_on(tmp_path):
    import subprocess
    import sys

    from tests.repo import REPO

    marker = tmp_path / "pwned"
    (tmp_path / "a_hostile.py").write_text(hostile_source(marker))
    (tmp_path / "b_square.py").write_text(SQUARE)
    done = subprocess.run([sys.executable, "-m", "playground", "check", str(tmp_path / "a_hostile.py"),
                           str(tmp_path / "b_square.py"), "--points", "51"],
                          cwd=REPO, capture_output=True, text=True, timeout=240)
    lines = done.stdout.splitlines()
    assert "a_hostile.py" in lines[0] and "error" in lines[0] and "ProtocolError" in lines[0], done.stdout
    assert "b_square.py" in lines[1] and "matches" in lines[1], done.stdout
    time.sleep(0.2)
    assert not marker.exists()


# --------------------------------------------------------------------------- threads and limits


def fresh_wire(path: str = wire.__file__, name: str = "playground._wire_copy"):
    """A copy of the codec as if imported for the first time (nothing decoded yet)."""
    import importlib.util
    import sys
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # (its dataclasses look their module up while they are made)
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
    return module


def decode_from_threads(codec, threads: int = 8, rounds: int = 40) -> list:
    """Decode nested grading messages from ``threads`` threads at once, switching threads every
    microsecond, on a codec that has decoded nothing yet; what failed, as text."""
    import sys
    import threading
    messages = grading_messages(protocol.ErrorInfo(line=3, phase=Phase.BACKWARD, type="ValueError", message="no"))
    frames = [wire.encode(message) for message in messages]
    start, failures = threading.Barrier(threads), []

    def work():
        start.wait()
        for _ in range(rounds):
            for message, data in zip(messages, frames):
                try:
                    if not same(message, codec.decode(data)):
                        failures.append(f"{type(message).__name__} decoded differently")
                except Exception as error:
                    failures.append(f"{type(error).__name__}: {error}")
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        workers = [threading.Thread(target=work) for _ in range(threads)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
    finally:
        sys.setswitchinterval(interval)
    return failures


def test_many_threads_decoding_at_once_on_a_fresh_codec_all_decode_right():
    # Each trial is a codec imported afresh: with decoders made lazily at first use, two threads
    # both filled an Evaluated's fields (and every later decode failed: "Evaluated's 18 fields").
    for trial in range(6):
        assert decode_from_threads(fresh_wire(name=f"playground._wire_copy{trial}")) == []


def test_a_list_longer_than_the_limit_is_refused_before_it_is_made():
    limits = wire.DecodeLimits(items=64, keys=16, text=1000, array_bytes=10_000)
    answer = protocol.Evaluated(request_id=2, results=[protocol.EvaluationResult(values=[None] * 2_000_000)])
    with pytest.raises(wire.ProtocolError, match="a list of 2000000 where 64 at most may come"):
        wire.decode(wire.encode(answer), limits)
    assert same(wire.decode(wire.encode(answer)), answer)  # the window's limits take it


@pytest.mark.parametrize("message, refused", [
    (protocol.Evaluated(request_id=2, results=[protocol.EvaluationResult(values=[np.ones(2000)])]), "an array of"),
    (protocol.Evaluated(request_id=2, results=[], output="x" * 5000), "a string of"),
    (protocol.Evaluated(request_id=2, results=[protocol.EvaluationResult(values=[], error=protocol.ErrorInfo(
        line=None, phase=Phase.FORWARD, type="E", message="", params={str(i): i for i in range(100)}))]),
     "a mapping of"),
], ids=["array", "text", "mapping"])
def test_arrays_strings_and_mappings_past_the_limits_are_refused(message, refused):
    limits = wire.DecodeLimits(items=64, keys=16, text=1000, array_bytes=10_000)
    with pytest.raises(wire.ProtocolError, match=refused):
        wire.decode(wire.encode(message), limits)
