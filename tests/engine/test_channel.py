"""The engine's end of the pipe: looks at a real pipe through poll(2), and at anything else
through its own poll()."""
from __future__ import annotations

import multiprocessing

import pytest

from playground import protocol
from playground.engine.channel import Channel, readiness_poller
from playground.engine.interrupts import InterruptGate
from playground.engine.usercode.capture import OutputCapture
from playground.wire import MessagePipe
from tests.engine.harness import FakeConn


@pytest.fixture
def pipe():
    engine_end, window_end = multiprocessing.Pipe(duplex=True)
    yield MessagePipe(engine_end), MessagePipe(window_end)
    engine_end.close()
    if not window_end.closed:
        window_end.close()


def test_a_real_pipe_is_watched_by_poll_and_says_when_a_message_waits(pipe):
    engine_end, window_end = pipe
    channel = Channel(engine_end, OutputCapture(), InterruptGate())
    assert channel._poller is not None
    assert not channel.has_message()
    window_end.send(protocol.Control(action="pause"))
    assert channel.has_message() and channel.has_message()  # looking reads nothing
    assert channel.receive() == protocol.Control(action="pause")
    assert not channel.has_message()


def test_a_closed_window_end_reads_as_a_message_whose_receipt_ends_the_loop(pipe):
    engine_end, window_end = pipe
    channel = Channel(engine_end, OutputCapture(), InterruptGate())
    window_end.close()
    assert channel.has_message()
    with pytest.raises(EOFError):
        channel.receive()


def test_a_pipe_without_a_file_descriptor_is_asked_itself():
    conn = FakeConn()
    assert readiness_poller(conn) is None
    channel = Channel(conn, OutputCapture(), InterruptGate())
    assert not channel.has_message()
    conn.inbox.append(protocol.Control(action="stop"))
    assert channel.has_message()
