"""The wire's frame (playground/wire.py): the fields' length, the fields, then each array's buffer
in the order its header comes. Hostile frames made by hand in that layout are refused at the
check each one is meant for, not merely for lacking the layout; what a frame holds is its arrays'
bytes once each and nothing more."""
from __future__ import annotations

import struct

import msgpack
import numpy as np
import pytest

from playground import protocol, wire

FLOAT64 = wire.ARRAY_DTYPES.index(np.dtype("float64"))


def laid_out(fields: list, *buffers: bytes) -> bytes:
    """A frame in the wire's layout around msgpack ``fields`` (headers as ExtType among them)."""
    packed = msgpack.packb(fields, use_bin_type=True)
    return struct.pack("<I", len(packed)) + packed + b"".join(buffers)


def header(dtype_index: int, shape: tuple, ndim: int | None = None) -> msgpack.ExtType:
    ndim = len(shape) if ndim is None else ndim
    return msgpack.ExtType(wire.ARRAY_EXT, struct.pack(f"<BB{len(shape)}Q", dtype_index, ndim, *shape))


def train_started(data_x, *buffers: bytes) -> bytes:
    """TrainStarted with ``data_x`` in its array field (see test_a_well_made_frame_is_read)."""
    return laid_out(["TrainStarted", [1, "m", "d", "cpu", 1, [], [], data_x, None, "regression"]], *buffers)


def test_a_well_made_frame_is_read():
    # The hostile frames below differ from this one only where they say.
    message = wire.decode(train_started(header(FLOAT64, (2,)), np.array([0.5, -2.0]).tobytes()))
    assert isinstance(message, protocol.TrainStarted)
    assert message.data_x.tolist() == [0.5, -2.0]


@pytest.mark.parametrize("data, refusal", [
    (b"", "shorter than its length"),
    (struct.pack("<I", 1000) + b"\x92", "1000 bytes of fields in a frame of 5"),
    (laid_out(["Popen", [["touch", "x"]]]), "unknown message 'Popen'"),
    (laid_out(["Output", [1, "hi"]]), "Output's 3 fields"),
    (laid_out(["Output", ["1", "hi", 0]]), "Output.request_id: expected an integer, got str"),
    (laid_out(["Output", [True, "hi", 0]]), "expected an integer, got bool"),
    (laid_out(["PhaseStarted", [1, "rm -rf"]]), "is no Phase"),
    (laid_out(["Output", [1, msgpack.ExtType(7, b"xx"), 0]]), "unknown extension type 7"),
    (laid_out(["Output", [1, header(FLOAT64, (2,)), 0]], b"\0" * 16), "Output.text: expected str, got ndarray"),
    (train_started(header(200, (2,)), b"\0" * 16), "bad array header"),
    (train_started(msgpack.ExtType(wire.ARRAY_EXT, b"\x0b\x03\x01")), "bad array header"),
    (train_started(header(FLOAT64, (2, 2), ndim=1), b"\0" * 32), "bad array header"),
    (train_started(msgpack.ExtType(wire.ARRAY_EXT, b"\x0b" + b"\x09" + b"\1" * 72), b"\0" * 8), r"an array's header of \d+ where 66"),
    (train_started(header(FLOAT64, (1000,)), b"\0" * 8), "does not fit the 8 bytes left"),
    (train_started(header(FLOAT64, (2**62, 2**62))), "an array of"),
    (train_started(header(FLOAT64, (1,)), b"\0" * 8, b"\0"), "1 bytes after its arrays"),
    (train_started(None, b"\0" * 8), "8 bytes after its arrays"),
    (struct.pack("<I", 13) + b"\x92\xa6Output\xdd\xff\xff\xff\xff", "a list of 4294967295 where"),
], ids=["empty", "fields beyond the frame", "unknown message", "too few fields", "str for int", "bool for int",
        "unknown enum value", "unknown extension", "array where a string belongs", "dtype beyond the list",
        "header cut short", "header's ndim not its length", "header longer than any", "buffer shorter than its shape",
        "huge array", "bytes after the arrays", "a buffer no header asked for", "huge list length"])
def test_each_hostile_frame_is_refused_where_it_goes_wrong(data, refusal):
    with pytest.raises(wire.ProtocolError, match=refusal):
        wire.decode(data)


def test_a_pickle_is_no_frame():
    import pickle

    with pytest.raises(wire.ProtocolError):
        wire.decode(pickle.dumps(protocol.Output(request_id=1, text="hi", dropped=0)))


def test_an_array_past_the_limit_is_refused_before_it_is_copied():
    limits = wire.DecodeLimits(items=64, keys=16, text=1000, array_bytes=80)
    fits = train_started(header(FLOAT64, (10,)), b"\0" * 80)
    assert wire.decode(fits, limits).data_x.shape == (10,)
    with pytest.raises(wire.ProtocolError, match="an array of 88 bytes where 80 at most may come"):
        wire.decode(train_started(header(FLOAT64, (11,)), b"\0" * 88), limits)


def test_a_frame_is_its_fields_and_each_arrays_bytes_once():
    gradients = {"w1": np.arange(12, dtype=np.float32).reshape(3, 4), "w2": np.full((2, 5), 7.0, np.float32)}
    snapshot = protocol.TrainSnapshot(
        1, 2, np.arange(1, 3), np.array([0.5, 0.25]), None, None, {}, {}, {}, gradients,
        {"w1": (np.array([3, 9]), np.array([-1.0, 0.0, 1.0]))}, None, 10.0)
    data = wire.encode(snapshot)
    (fields,) = struct.unpack_from("<I", data)
    arrays = [snapshot.steps, snapshot.loss, *gradients.values(), *snapshot.histograms["w1"]]
    assert len(data) == 4 + fields + sum(array.nbytes for array in arrays)
    decoded = wire.decode(data)
    # Each buffer went back to its own field, in the order the fields hold them.
    assert decoded.gradients["w1"].tolist() == gradients["w1"].tolist()
    assert decoded.gradients["w2"].tolist() == gradients["w2"].tolist()
    assert decoded.histograms["w1"][0].tolist() == [3, 9]
    assert decoded.histograms["w1"][1].tolist() == [-1.0, 0.0, 1.0]
    assert decoded.steps.tolist() == [1, 2] and decoded.loss.tolist() == [0.5, 0.25]


@pytest.mark.parametrize("array", [
    np.arange(12.0).reshape(3, 4).T, np.arange(10)[::3], np.array(2.5), np.zeros((0, 3)),
    np.array([1.0, 2.0], dtype="<f8"), np.array([True, False]), np.array([1 + 2j], np.complex64),
], ids=["transposed", "strided", "0-d", "empty", "little-endian named", "bool", "complex"])
def test_arrays_of_any_layout_come_back_as_their_values_in_c_order(array):
    message = protocol.TrainStarted(1, "m", "d", "cpu", 1, [], [], array, None)
    back = wire.decode(wire.encode(message)).data_x
    assert back.dtype == array.dtype and back.shape == array.shape
    assert np.array_equal(back, array) and back.flags.c_contiguous and back.flags.writeable


def test_a_big_endian_array_is_not_sent():
    message = protocol.TrainStarted(1, "m", "d", "cpu", 1, [], [], np.array([1.0], dtype=">f8"), None)
    with pytest.raises(TypeError, match="cannot send an array of dtype >f8"):
        wire.encode(message)
