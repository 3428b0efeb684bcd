"""The pieces behind the fault guarantees, without an engine process: the interrupt gate, the
bounded output, the crash log reader and the memory figures."""
from __future__ import annotations

import os
import signal

import pytest

from playground.client.process import (
    crash_line,
    default_memory_limit_mb,
    resident_memory_mb,
)
from playground.engine.interrupts import InterruptGate
from playground.engine.usercode.capture import OutputCapture


@pytest.fixture
def gate():
    previous = signal.getsignal(signal.SIGINT)
    gate = InterruptGate()
    gate.install()
    yield gate
    signal.signal(signal.SIGINT, previous)


def interrupt_self() -> None:
    """SIGINT to this process; Python runs the handler at one of the next bytecodes."""
    os.kill(os.getpid(), signal.SIGINT)


def test_an_interrupt_lands_in_user_code(gate):
    with pytest.raises(KeyboardInterrupt):
        with gate.user_code():
            interrupt_self()
            for _ in range(1000):
                pass


def test_an_interrupt_during_pipe_io_waits_for_the_checkpoint(gate):
    with pytest.raises(KeyboardInterrupt):
        with gate.user_code():
            with gate.shut():
                interrupt_self()
                for _ in range(1000):
                    pass  # a message being written: no interrupt here
                written = True
            assert written
            gate.checkpoint()


def test_an_interrupt_between_requests_is_forgotten(gate):
    interrupt_self()
    for _ in range(1000):
        pass
    assert gate.deferred
    with gate.user_code():
        gate.checkpoint()  # nothing left over from before the request
    assert not gate.deferred


def test_the_gate_nests_and_reinstalls_its_handler(gate):
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # what user code might do
    with gate.user_code():
        assert signal.getsignal(signal.SIGINT) == gate._on_signal
        with gate.user_code():
            pass
        assert gate.open  # still open after a nested compile
    assert not gate.open


def test_capture_keeps_the_last_lines_and_counts_the_rest():
    capture = OutputCapture(max_lines=10, max_line_chars=50)
    for i in range(1000):
        print(i, file=capture)
    text, dropped = capture.take()
    assert text.split("\n") == [str(i) for i in range(990, 1000)]
    assert dropped == 990
    assert capture.take() == ("", 0)


def test_capture_cuts_long_lines_and_partial_lines():
    capture = OutputCapture(max_lines=10, max_line_chars=50)
    capture.write("x" * 10**6 + "\nend")
    for _ in range(1000):
        capture.write("y" * 1000)  # a line that never ends stays bounded
    text, dropped = capture.take()
    first, last = text.split("\n")
    assert first == "x" * 50 + " …" and last == "end" + "y" * 47 + " …"
    assert dropped == 0


def test_crash_line_reads_the_innermost_user_frame():
    log = ('Fatal Python error: Segmentation fault\n\nCurrent thread 0x1 (most recent call first):\n'
           '  File "/usr/lib/python3.11/ctypes/__init__.py", line 519 in string_at\n'
           '  File "<editor>", line 12 in backward\n  File "<editor>", line 30 in <module>\n'
           '  File "/app/playground/engine/source.py", line 70 in compile_source\n')
    assert crash_line(log, "<editor>") == 12
    assert crash_line(log, "student.py") is None
    assert crash_line("", "<editor>") is None


def test_memory_figures():
    assert resident_memory_mb(os.getpid()) > 10
    assert resident_memory_mb(2**22 + 12345) is None  # no such process
    assert default_memory_limit_mb() >= 1024
