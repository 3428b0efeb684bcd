"""The engine's pipe as data: protocol messages to bytes and back, never a pickle.

Code in the editor runs in the engine and can write any bytes to the engine's end of the pipe,
so what arrives on the host is parsed, not unpickled: msgpack for the fields (it can only make
None, bools, numbers, strings, bytes, lists and dicts) and one extension type for numpy arrays
(dtype and shape, of a short list of plain dtypes), whose raw buffers follow the fields. ``decode``
then checks every field against the protocol dataclass's own annotations and builds the
dataclass; anything that does not fit, from a wrong type to a truncated frame or a pickle's
bytes, is a ``ProtocolError``, which the client answers by restarting the engine
(RestartReason.PROTOCOL).

A frame is the fields' length (a uint32), the fields, then each array's buffer in the order its
header comes among the fields, and nothing after. The buffers stand outside msgpack so that an
array's bytes are copied once on the way out (into the frame) and once on the way in (into the
host's array): a snapshot's 100 kB gradient inside an extension was copied six times (four on
the way out, two in), and the codec cost more than pickle's own.

A message crosses as ``[name, [field values in declaration order]]`` (and is built again by
keyword: the dataclasses are keyword-only); nested dataclasses as their field lists (the
annotation says which class), StrEnum members as their strings (turned back into
members, and an unknown value refused), tuples as lists. No Qt and no torch here.
"""
from __future__ import annotations

import dataclasses
import enum
import functools
import math
import struct
import typing
from typing import Any, Callable, Optional, Union

import msgpack
import numpy as np

from playground import protocol

ARRAY_EXT = 1  # msgpack extension code of a numpy array
MAX_MESSAGE_BYTES = 256 * 2**20  # a longer frame is refused before it is read
MAX_ARRAY_DIMS = 8
MAX_PLAIN_DEPTH = 16  # nesting of free-form values (ErrorInfo.params, TrainConfig.custom_x)
# Plain numeric dtypes only (an object dtype would be pointers, a structured one could hide them),
# named in a frame by their index here.
ARRAY_DTYPES = tuple(np.dtype(name) for name in (
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float16", "float32", "float64", "complex64", "complex128"))
_DTYPE_INDEX = {dtype: index for index, dtype in enumerate(ARRAY_DTYPES)}
# An array's header: dtype index and dimension count (one byte each), each dimension as a uint64.
# Fixed-width and read with struct: a snapshot holds some thirty arrays.
_ARRAY_HEAD = struct.Struct("<BB")
_HEADERS = [struct.Struct(f"<BB{n}Q") for n in range(MAX_ARRAY_DIMS + 1)]  # a whole header in one pack
_MAX_HEADER_BYTES = _HEADERS[MAX_ARRAY_DIMS].size
_FIELDS_LENGTH = struct.Struct("<I")  # the frame's first bytes: how long its fields are


class ProtocolError(ValueError):
    """Bytes from the other end that are no valid message."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class DecodeLimits:
    """The most one frame may hold, checked by msgpack on each header before it allocates: a
    frame of a million one-byte ``None``s would otherwise become a list of a million pointers
    (eight times the frame), and an array header could ask for any size."""

    items: int  # the longest list (message fields, results, values, dimensions of a plain list)
    keys: int  # the largest mapping
    text: int  # the longest string or bytes, in bytes
    array_bytes: int  # the largest array's buffer


# Engine → window: snapshots are arrays; lists are fields, grid points and loss histories.
HOST_LIMITS = DecodeLimits(items=1 << 24, keys=1 << 16, text=MAX_MESSAGE_BYTES, array_bytes=MAX_MESSAGE_BYTES)
_LIMIT_NAMES = {"max_array_len": "a list", "max_map_len": "a mapping", "max_str_len": "a string",
                "max_bin_len": "a bytes field", "max_ext_len": "an array's header"}


# --------------------------------------------------------------------------- encoding


def encode(message: object) -> bytes:
    """``message`` (a protocol dataclass) as bytes for ``Connection.send_bytes``."""
    name = type(message).__name__
    if _MESSAGES.get(name) is not type(message):
        raise TypeError(f"{name} is not a protocol message")
    buffers: list[np.ndarray] = []  # the arrays met while packing, in order
    fields = msgpack.packb([name, _field_values(message)], default=functools.partial(_encode_value, buffers),
                           use_bin_type=True)
    return b"".join([_FIELDS_LENGTH.pack(len(fields)), fields, *buffers])


def _field_values(instance: object) -> list:
    return [getattr(instance, name) for name in _FIELD_NAMES[type(instance)]]


def _encode_value(buffers: list, value: object) -> object:
    """What msgpack cannot pack itself: arrays (their buffers kept in ``buffers``), numpy scalars,
    nested dataclasses."""
    if isinstance(value, np.ndarray):
        return _encode_array(value, buffers)
    if isinstance(value, np.generic):
        return value.item()
    if type(value) in _FIELD_NAMES:
        return _field_values(value)
    raise TypeError(f"cannot send a {type(value).__name__} to the other process")


def _encode_array(array: np.ndarray, buffers: list) -> msgpack.ExtType:
    """The array's header, to pack among the fields; its buffer goes to ``buffers``."""
    if not array.flags.c_contiguous:  # (np.ascontiguousarray would make a 0-d array 1-d)
        array = np.ascontiguousarray(array)
    dtype, ndim = array.dtype, array.ndim
    index = _DTYPE_INDEX.get(dtype)  # a native dtype (nearly all): found at once
    if index is None and dtype.byteorder == "<":
        index = _DTYPE_INDEX.get(dtype.newbyteorder("="))
    if index is None or ndim > MAX_ARRAY_DIMS:
        raise TypeError(f"cannot send an array of dtype {dtype} and {ndim} dimensions")
    buffers.append(array)
    # ExtType's own __new__ checks its two arguments in Python; these are an int and bytes already.
    return tuple.__new__(msgpack.ExtType, (ARRAY_EXT, _HEADERS[ndim].pack(index, ndim, *array.shape)))


# --------------------------------------------------------------------------- decoding


def decode(data: bytes, limits: Optional[DecodeLimits] = None) -> Any:
    """The message ``data`` encodes, checked field by field, none of its lists, mappings,
    strings or arrays past ``limits`` (HOST_LIMITS when None). Raises ProtocolError."""
    limits = limits or HOST_LIMITS
    if len(data) < _FIELDS_LENGTH.size:
        raise ProtocolError("not a message: shorter than its length")
    (length,) = _FIELDS_LENGTH.unpack_from(data)
    end = _FIELDS_LENGTH.size + length
    if end > len(data):
        raise ProtocolError(f"not a message: {length} bytes of fields in a frame of {len(data)}")
    buffers = _BufferReader(data, end, limits.array_bytes)
    try:
        frame = msgpack.unpackb(memoryview(data)[_FIELDS_LENGTH.size:end], ext_hook=buffers.array,
                                raw=False, strict_map_key=True, max_array_len=limits.items,
                                max_map_len=limits.keys, max_str_len=limits.text, max_bin_len=limits.text,
                                max_ext_len=_MAX_HEADER_BYTES)
    except ProtocolError:
        raise
    except Exception as error:  # msgpack's own errors, and ValueError/TypeError of bad input
        raise ProtocolError(f"not a message: {_why_not(error)}") from None
    if buffers.offset != len(data):
        raise ProtocolError(f"not a message: {len(data) - buffers.offset} bytes after its arrays")
    if not (isinstance(frame, list) and len(frame) == 2 and isinstance(frame[0], str)):
        raise ProtocolError("not a message: expected [name, fields]")
    cls = _MESSAGES.get(frame[0])
    if cls is None:
        raise ProtocolError(f"unknown message {frame[0][:60]!r}")
    return _DECODERS[cls](frame[1], cls.__name__)


def _why_not(error: Exception) -> str:
    """msgpack's refusal in words ("2000000 exceeds max_array_len(64)": a list of 2000000 items
    where 64 at most may come)."""
    text = str(error)
    for option, what in _LIMIT_NAMES.items():
        if f"exceeds {option}(" in text:
            size, _, rest = text.partition(" exceeds ")
            return f"{what} of {size[:20]} where {rest[len(option) + 1:-1][:20]} at most may come"
    return f"{type(error).__name__}: {text[:200]}"


class _BufferReader:
    """The arrays of one frame: msgpack hands each header over as it meets it (``array``), and
    its buffer is the next one after the fields."""

    __slots__ = ("data", "offset", "most")

    def __init__(self, data: bytes, offset: int, most: int):
        self.data, self.offset, self.most = data, offset, most

    def array(self, code: int, header: bytes) -> np.ndarray:
        if code != ARRAY_EXT:
            raise ProtocolError(f"unknown extension type {code}")
        ndim, rest = divmod(len(header) - _ARRAY_HEAD.size, 8)  # the header's length says its ndim
        if rest or not 0 <= ndim <= MAX_ARRAY_DIMS:
            raise ProtocolError("bad array header")
        index, said_ndim, *shape = _HEADERS[ndim].unpack(header)
        if index >= len(ARRAY_DTYPES) or said_ndim != ndim:
            raise ProtocolError("bad array header")
        dtype = ARRAY_DTYPES[index]
        size, start = math.prod(shape) * dtype.itemsize, self.offset
        if size > self.most:
            raise ProtocolError(f"not a message: an array of {size} bytes where {self.most} at most may come")
        if size > len(self.data) - start:
            raise ProtocolError(f"array of shape {tuple(shape)} and dtype {dtype} does not fit the "
                                f"{len(self.data) - start} bytes left")
        self.offset = start + size
        # A copy: writable like the arrays the host made before, and not a view into the frame.
        return np.ndarray(shape, dtype, self.data, start).copy()


Decoder = Callable[[Any, str], Any]


def _fail(where: str, expected: str, value: object) -> ProtocolError:
    return ProtocolError(f"{where}: expected {expected}, got {type(value).__name__}")


def _decoder_for(kind: object) -> Decoder:
    """A function that checks a decoded value against the annotation ``kind`` and converts it."""
    if kind is Any or kind is object:
        return _plain
    if kind in (int, float, str, bool, bytes, type(None)):
        return _scalar_decoder(kind)
    if kind is np.ndarray:
        return _array
    if kind is list:
        return lambda value, where: _plain(value, where) if isinstance(value, list) else _raise(
            _fail(where, "a list", value))
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return _enum_decoder(kind)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _dataclass_decoder(kind)
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin is Union:
        return _union_decoder(args)
    if origin is list:
        return _list_decoder(_decoder_for(args[0]))
    if origin is dict:
        return _dict_decoder(_decoder_for(args[0]), _decoder_for(args[1]))
    if origin is tuple:
        return _tuple_decoder(args)
    raise TypeError(f"the wire codec cannot carry {kind!r}")


def _raise(error: Exception):
    raise error


def _scalar_decoder(kind: type) -> Decoder:
    if kind is float:
        def decode_float(value, where):
            if type(value) is float or type(value) is int:
                return float(value)
            raise _fail(where, "a number", value)
        return decode_float
    if kind is int:
        def decode_int(value, where):
            if type(value) is int:
                return value
            raise _fail(where, "an integer", value)
        return decode_int

    def decode_exact(value, where):
        if type(value) is kind:
            return value
        raise _fail(where, kind.__name__, value)
    return decode_exact


def _array(value, where):
    if isinstance(value, np.ndarray):
        return value
    raise _fail(where, "an array", value)


def _plain(value, where, depth: int = 0):
    """Free-form data: None, bools, numbers, strings and lists or str-keyed dicts of them."""
    if value is None or type(value) in (bool, int, float, str):
        return value
    if depth >= MAX_PLAIN_DEPTH:
        raise ProtocolError(f"{where}: nested too deep")
    if type(value) is list:
        return [_plain(item, where, depth + 1) for item in value]
    if type(value) is dict:
        return {key: _plain(item, where, depth + 1) for key, item in value.items()}
    raise _fail(where, "plain data", value)


def _enum_decoder(kind: type[enum.Enum]) -> Decoder:
    members = {member.value: member for member in kind}

    def decode_member(value, where):
        if type(value) is str and value in members:
            return members[value]
        raise ProtocolError(f"{where}: {str(value)[:60]!r} is no {kind.__name__}")
    return decode_member


def _union_decoder(args: tuple) -> Decoder:
    optional = type(None) in args
    others = [arg for arg in args if arg is not type(None)]
    if len(others) != 1:
        raise TypeError(f"the wire codec carries Optional[X], not Union{list(args)}")
    inner = _decoder_for(others[0])

    def decode_optional(value, where):
        if value is None and optional:
            return None
        return inner(value, where)
    return decode_optional


def _list_decoder(item: Decoder) -> Decoder:
    def decode_list(value, where):
        if type(value) is not list:
            raise _fail(where, "a list", value)
        return [item(entry, where) for entry in value]
    return decode_list


def _dict_decoder(key: Decoder, item: Decoder) -> Decoder:
    def decode_dict(value, where):
        if type(value) is not dict:
            raise _fail(where, "a mapping", value)
        return {key(k, where): item(v, where) for k, v in value.items()}
    return decode_dict


def _tuple_decoder(args: tuple) -> Decoder:
    if len(args) == 2 and args[1] is Ellipsis:
        each = _decoder_for(args[0])

        def decode_varying(value, where):
            if type(value) is not list:
                raise _fail(where, "a sequence", value)
            return tuple(each(entry, where) for entry in value)
        return decode_varying
    items = [_decoder_for(arg) for arg in args]

    def decode_fixed(value, where):
        if type(value) is not list or len(value) != len(items):
            raise _fail(where, f"a sequence of {len(items)}", value)
        return tuple(decode(entry, where) for decode, entry in zip(items, value))
    return decode_fixed


def _dataclass_decoder(cls: type) -> Decoder:
    """The decoder of ``cls``, made once and whole before any message is decoded (at import,
    _DECODERS below): the protocol's classes refer to each other, so a class's decoder is
    registered before its fields' decoders are made, and a field of its own class finds it.
    (Made lazily at first use instead, two threads decoding at once could both fill its fields:
    the referee decodes from ``--jobs`` threads.)"""
    known = _DECODERS.get(cls)
    if known is not None:
        return known
    # (name, its decoder, where an error in it is) per field; the words made once, not per message.
    fields: list[tuple[str, Decoder, str]] = []

    def decode_instance(value, where):
        if type(value) is not list or len(value) != len(fields):
            raise _fail(where, f"{cls.__name__}'s {len(fields)} fields", value)
        # By keyword: the messages' dataclasses are keyword-only.
        return cls(**{name: decode(entry, at) for (name, decode, at), entry in zip(fields, value)})
    _DECODERS[cls] = decode_instance
    hints = typing.get_type_hints(cls)
    names = _FIELD_NAMES.get(cls) or tuple(field.name for field in dataclasses.fields(cls))
    fields.extend((name, _decoder_for(hints[name]), f"{cls.__name__}.{name}") for name in names)
    return decode_instance


def _protocol_classes() -> dict[str, type]:
    """Every message class, by name: the dataclasses the protocol package's modules define (its
    ``__init__`` imports each of them)."""
    return {name: cls for name, cls in vars(protocol).items()
            if isinstance(cls, type) and dataclasses.is_dataclass(cls)
            and cls.__module__.startswith(protocol.__name__ + ".")}


_MESSAGES: dict[str, type] = _protocol_classes()
_FIELD_NAMES: dict[type, tuple[str, ...]] = {
    cls: tuple(field.name for field in dataclasses.fields(cls)) for cls in _MESSAGES.values()}
_DECODERS: dict[type, Decoder] = {}
for _cls in _MESSAGES.values():
    _dataclass_decoder(_cls)  # every decoder whole at import: an annotation it cannot carry fails here


def check_schema() -> None:
    """Check that every message class has its whole decoder (built at import, so an annotation
    the codec cannot carry fails there, not when the first such message arrives)."""
    for cls in _MESSAGES.values():
        if cls not in _DECODERS:
            raise TypeError(f"no decoder for {cls.__name__}")


# --------------------------------------------------------------------------- the pipe


class MessagePipe:
    """One end of a multiprocessing Connection that carries protocol messages as these bytes.

    ``receive`` refuses a frame longer than MAX_MESSAGE_BYTES before reading it and raises
    ProtocolError for anything that is no valid message; EOFError and OSError mean, as for the
    Connection itself, that the other end is gone."""

    def __init__(self, connection):
        self.connection = connection

    def send(self, message: object) -> None:
        self.connection.send_bytes(encode(message))

    def receive(self) -> Any:
        try:
            data = self.connection.recv_bytes(MAX_MESSAGE_BYTES)
        except OSError as error:
            if "bad message length" in str(error):
                raise ProtocolError(f"a frame longer than {MAX_MESSAGE_BYTES} bytes") from None
            raise
        return decode(data)

    def poll(self, timeout: float = 0.0) -> bool:
        return self.connection.poll(timeout)

    def fileno(self) -> int:
        return self.connection.fileno()

    def close(self) -> None:
        self.connection.close()
