"""Far more memory than the machine has: an "out of memory" message, not a dead machine.

The engine runs under a small cap here (1 GB), so these tests never strain the test machine."""
from __future__ import annotations

import pytest

from playground import protocol
from tests.faults.fault_helpers import (
    assert_engine_works,
    assert_student_words,
    judge,
    started_engine,
    wait_for,
)
from tests.faults.fault_sources import line_of

CAP_MB = 1024
# The engines' time limit here: no test is about it, and growing to the cap takes seconds on a
# quiet machine, many times that on a loaded one (at 20 s a loaded run was cut off by the limit
# before it ran out of memory). Only a real hang may reach this.
TIME_LIMIT = 120.0
pytestmark = pytest.mark.timeout(600)  # a test may wait for a slow answer and a slow check after it

GROWING_LIST = "import torch\n\nchunks = []\nwhile True:\n    chunks.append(b'x' * 10**7)\n"
BIG_TENSOR = "import torch\n\nbig = torch.ones(10**9)\n"  # 4 GB: more than the cap, less than the RAM
# Bounded, so that a watchdog that failed could not hurt the machine either.
GROWING_TENSORS = ("import time\nimport torch\n\nkept = []\nfor _ in range(12):\n"
                   "    kept.append(torch.ones(50_000_000))\n    time.sleep(0.1)\n")


@pytest.fixture(scope="module")
def engine():
    client = started_engine(compile_timeout=TIME_LIMIT, standby=False, memory_limit_mb=CAP_MB)
    yield client
    client.close()


def test_a_list_growing_forever_is_out_of_memory_at_its_line(engine):
    answer, _ = judge(engine, GROWING_LIST)
    assert isinstance(answer, protocol.CompileResult), answer
    error = answer.errors[0]
    assert error.code == "out_of_memory" and "out of memory" in error.message.lower()
    assert error.line == line_of(GROWING_LIST, "chunks.append")
    assert_student_words(error.message)
    assert_engine_works(engine)
    assert engine._engine.resident_mb() < CAP_MB / 2  # the list was let go


@pytest.mark.parametrize("source", [BIG_TENSOR, "import torch\n\nbig = torch.empty(10**12)\n"],
                         ids=["4_GB", "4_TB"])
def test_a_huge_tensor_is_out_of_memory_at_its_line(engine, source):
    answer, _ = judge(engine, source)
    assert isinstance(answer, protocol.CompileResult), answer
    error = answer.errors[0]
    assert error.line == line_of(source, "big =")
    assert "out of memory" in error.message.lower(), error.message
    assert_student_words(error.message)
    assert_engine_works(engine)


def test_out_of_memory_in_forward_names_forward(engine):
    source = GROWING_LIST.replace("chunks = []\nwhile True:\n    chunks.append(b'x' * 10**7)\n", """
class Hungry(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        chunks = []
        while True:
            chunks.append(torch.ones(10**7))

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output
""")
    answer, _ = judge(engine, source)
    error = answer.errors[0]
    assert error.phase == "forward" and error.line == line_of(source, "chunks.append")
    assert "out of memory" in error.message.lower(), error.message
    assert_engine_works(engine)


def test_the_watchdog_restarts_an_engine_past_its_cap():
    # Without the engine's own limit (as with CUDA), the client's watch on its memory acts.
    client = started_engine(compile_timeout=TIME_LIMIT, standby=False, memory_limit_mb=CAP_MB,
                            memory_rlimit=False)
    try:
        request_id = client.compile(GROWING_TENSORS, points=11)
        restart = wait_for(client, lambda m: isinstance(m, (protocol.EngineRestarted, protocol.CompileResult)),
                           TIME_LIMIT + 30)[-1]
        assert isinstance(restart, protocol.EngineRestarted), restart
        assert restart.reason == "memory" and restart.request_id == request_id
        assert restart.phase == "compile"
        assert "Out of memory" in restart.message and f"{CAP_MB:,} MB" in restart.message
        assert restart.line in {line_of(GROWING_TENSORS, "kept.append"),
                                                  line_of(GROWING_TENSORS, "time.sleep")}
        assert_engine_works(client)
    finally:
        client.close()
