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
from playground.vocabulary import CheckName, Criterion, Evaluation, Phase, RestartReason, Verdict
from tests.faults.fault_sources import GOOD


def sample_messages() -> list:
    """One instance of each message with every kind of field filled in."""
    error = protocol.ErrorInfo(7, Phase.BACKWARD, "UserCodeError", "returned 1 gradient",
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
    probe.jacobian_error = protocol.ErrorInfo(None, Phase.CHECK, "UserCodeError", "3 numbers for (2, 2)",
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
        protocol.CompileRequest(1, "src", None, shape=(3, 4), compile=True, jacobian_shape=(2, 3),
                                jacobian_values="numbers", jacobian_numbers=[0.5, -1.0, 2.0, 0.0, 1.0, 3.0]),
        protocol.TrainRequest(2, "src", "Cube", config),
        protocol.Control("stop"), protocol.Shutdown(), protocol.ShownViews(False, True),
        protocol.ValuesAtRequest(4, "src", None, [0.5, 1.0]), protocol.GraphRequest(5),
        protocol.ExportWeights(6, "/tmp/w.pt"),
        protocol.EngineReady(99, "2.13.0", [protocol.DeviceInfo("cpu", "CPU", True)], 1),
        protocol.PhaseStarted(1, Phase.COMPILE), protocol.Output(1, "hello\n", 2),
        protocol.CompileResult(1, ["Cube"], [], "Cube", "function", "", [error], probe, 0.5),
        protocol.ValuesAt(4, {"x": [0.5, None]}, [error]),
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
        protocol.ExampleRequest(7, "src", "<editor>", 2, 16),
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
    limits = protocol.SandboxLimits(512, 3.5, 8, 4, 32)
    x = protocol.EvaluationArgument(np.linspace(-1, 1, 3))
    alpha = protocol.EvaluationArgument(None, 0.5, False)
    finding = protocol.CriterionFinding(Criterion.FORWARD, 5, 4, "values", {"x": 0.5, "case": "grid"}, "differs")
    return [
        protocol.GradeSetup("src", "solution.py", "Softplus", 5.0, 3, 2, True, limits),
        protocol.GradeReady("Softplus", 2, ["grid", "edges"], {"consistency": "a surrogate"}, "on", [error]),
        protocol.GradeFile(3, "a.py"),
        protocol.FileGraded(3, "a.py", ["Softplus"], [], "Softplus", "name", [finding], [error], "printed", "on", 0.2),
        protocol.ZygoteReady(10, "landlock 7"), protocol.SpawnSubmission("a.py", True, limits, ["solution.py"]),
        protocol.SubmissionSpawned(11), protocol.EndSubmission(11), protocol.SubmissionEnded(11, -9, 3),
        protocol.SandboxReport(11, "on: landlock 7"), protocol.LoadSubmission(None, "Softplus", 2),
        protocol.SubmissionLoaded(["Softplus"], [], "Softplus", "name", "", [error]),
        protocol.EvaluateRequest(1, [protocol.EvaluationCall(Evaluation.DOUBLE_BACKWARD, [x, alpha],
                                                             [np.ones(3)], [np.ones(3), None])]),
        protocol.Evaluated(1, [protocol.EvaluationResult([np.ones(3), None]), protocol.EvaluationResult([], error)],
                           "printed"),
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
    good = wire.encode(protocol.Output(1, "hi", 0))
    float64 = wire.ARRAY_DTYPES.index(np.dtype("float64"))
    return {
        "pickle with __reduce__": pickle.dumps(RunsACommand(marker)),
        "pickle of a protocol message": pickle.dumps(protocol.Output(1, "hi", 0)),
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
        "array where a string belongs": msgpack.packb(["Output", [1, wire._encode_array(np.ones(2)), 0]]),
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
    messages = grading_messages(protocol.ErrorInfo(3, Phase.BACKWARD, "ValueError", "no"))
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
    answer = protocol.Evaluated(2, [protocol.EvaluationResult([None] * 2_000_000)])
    with pytest.raises(wire.ProtocolError, match="a list of 2000000 where 64 at most may come"):
        wire.decode(wire.encode(answer), limits)
    assert same(wire.decode(wire.encode(answer)), answer)  # the window's limits take it


@pytest.mark.parametrize("message, refused", [
    (protocol.Evaluated(2, [protocol.EvaluationResult([np.ones(2000)])]), "an array of"),
    (protocol.Evaluated(2, [], "x" * 5000), "a string of"),
    (protocol.Evaluated(2, [protocol.EvaluationResult([], protocol.ErrorInfo(
        None, Phase.FORWARD, "E", "", params={str(i): i for i in range(100)}))]), "a mapping of"),
], ids=["array", "text", "mapping"])
def test_arrays_strings_and_mappings_past_the_limits_are_refused(message, refused):
    limits = wire.DecodeLimits(items=64, keys=16, text=1000, array_bytes=10_000)
    with pytest.raises(wire.ProtocolError, match=refused):
        wire.decode(wire.encode(message), limits)
