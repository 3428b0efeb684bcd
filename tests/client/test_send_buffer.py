"""The engine's end of the pipe holds several snapshots, so a window that reads late does not
stall training (client/process.py: widen_send_buffer)."""
from __future__ import annotations

import multiprocessing
import threading

import pytest

from playground.client.process import ENGINE_SEND_BUFFER, widen_send_buffer

SNAPSHOT_BYTES = 300_000  # more than the tutorial's ~110 kB snapshot, more than a default buffer


def test_a_snapshot_larger_than_the_default_buffer_goes_out_before_the_window_reads():
    window_end, engine_end = multiprocessing.get_context("spawn").Pipe(duplex=True)
    try:
        granted = widen_send_buffer(engine_end)
        if granted is None:
            pytest.skip("the pipe is no Unix socket here")
        assert granted >= ENGINE_SEND_BUFFER
        sender = threading.Thread(target=engine_end.send_bytes, args=(b"x" * SNAPSHOT_BYTES,), daemon=True)
        sender.start()
        sender.join(5.0)
        written_unread = not sender.is_alive()
        assert len(window_end.recv_bytes()) == SNAPSHOT_BYTES  # also lets a stuck sender go
        sender.join(5.0)
        assert written_unread
    finally:
        window_end.close()
        engine_end.close()


def test_a_buffer_already_larger_is_kept_and_anything_but_a_socket_is_left_alone(tmp_path):
    window_end, engine_end = multiprocessing.get_context("spawn").Pipe(duplex=True)
    try:
        first = widen_send_buffer(engine_end)
        if first is None:
            pytest.skip("the pipe is no Unix socket here")
        assert widen_send_buffer(engine_end, size=1024) == first
    finally:
        window_end.close()
        engine_end.close()
    with open(tmp_path / "file", "wb") as file:
        assert widen_send_buffer(file) is None
