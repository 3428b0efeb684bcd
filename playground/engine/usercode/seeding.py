"""Torch's random generators seeded for a while, then put back as they were.

A random forward (dropout, noise) must give the same answer at x-h and x+h for its derivative to
be measured, and a Module built twice must get the same initial weights: the judge's callers, the
subject's making and the submission's answers all run under ``seeded``. It lives here, below the
judge and the submission, because the subject is made under it too.
"""
from __future__ import annotations

import contextlib

import torch

SEED = 0
CPU = torch.device("cpu")


@contextlib.contextmanager
def seeded(seed: int = SEED, device: torch.device = CPU):
    """Run with torch's CPU generator seeded, and a CUDA ``device``'s own generator too (random
    ops on CUDA tensors draw from it), restoring their states afterwards.

    (Not torch.manual_seed: it would also seed every CUDA device, which costs a recorded stack
    trace per call while CUDA is not initialised.)"""
    state = torch.get_rng_state()
    torch.default_generator.manual_seed(seed)
    device_generator = _cuda_generator(device)
    device_state = device_generator.get_state() if device_generator is not None else None
    if device_generator is not None:
        device_generator.manual_seed(seed)
    try:
        yield
    finally:
        torch.set_rng_state(state)
        if device_generator is not None:
            device_generator.set_state(device_state)


def _cuda_generator(device: torch.device):
    """The default generator of a CUDA device (None for the CPU and other devices)."""
    if device.type != "cuda":
        return None
    index = torch.cuda.current_device() if device.index is None else device.index
    torch.cuda.init()  # the generators exist once CUDA is initialised
    return torch.cuda.default_generators[index]
