"""Fixtures of every engine test."""
from __future__ import annotations

import pytest
import torch


@pytest.fixture(autouse=True)
def one_thread():
    """One torch thread, as in the engine process (and the suite runs engines beside it on two
    cores); the test's own setting is restored after."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)
