"""The engine every fault test module shares (one per module: starting one costs seconds)."""
from __future__ import annotations

import pytest

from tests.faults.fault_helpers import started_engine

# The time limit of the shared engine. No test using it is about the limit (tests/faults/
# test_fault_processes.py has its own engine for those); the corpus's big sources (a million
# printed lines, a 10 MB file) take seconds on a quiet machine and many times that on a loaded
# one, so only a real hang may reach it.
CORPUS_TIME_LIMIT = 120.0


@pytest.fixture(scope="module")
def engine():
    """One engine for a test module; tests leave it working (each proves so)."""
    client = started_engine(compile_timeout=CORPUS_TIME_LIMIT, standby=False, memory_limit_mb=3072)
    yield client
    client.close()
