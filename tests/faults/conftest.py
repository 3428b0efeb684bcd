"""The engine every fault test module shares (one per module: starting one costs seconds)."""
from __future__ import annotations

import pytest

from tests.faults.fault_helpers import started_engine


@pytest.fixture(scope="module")
def engine():
    """One engine for a test module; tests leave it working (each proves so)."""
    client = started_engine(compile_timeout=8.0, standby=False, memory_limit_mb=3072)
    yield client
    client.close()
