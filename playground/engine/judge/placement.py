"""Where the judge's tensors live: the device a check runs on, and random numbers that are the
same on every device.

A check runs on the CPU unless its request names another device (``check --device cuda``); the
window judges on the CPU. Every tensor the judge makes names its device, so code that calls
``torch.set_default_device`` cannot move the judge's own tensors. Random numbers (gradcheck's
points, upstream gradients, the extra inputs' values) are drawn from seeded CPU generators and
then moved to the device: a check on CUDA probes the same points with the same upstream
gradients as one on the CPU, and its results come back to numpy through ``.cpu()``. The judge
computes in float64, which CUDA has and Apple's MPS does not.
"""
from __future__ import annotations

import contextlib
from typing import Union

import torch

from playground.engine.train.devices import DeviceUnavailableError, resolve_device
from playground.vocabulary import Phase

CPU = torch.device("cpu")
DeviceLike = Union[torch.device, str]


def judge_device(device_id: str) -> torch.device:
    """The torch.device a check runs on ("cpu", "cuda", "cuda:N").

    Raises DeviceUnavailableError (a ValueError) whose ``.info`` is the error as data, phase
    "check", code "device_unavailable", params device and reason: a device this machine lacks,
    one the judge cannot compute on (MPS has no float64), or no device name at all."""
    device_id = (device_id or "cpu").strip()
    try:
        device = resolve_device(device_id)
        if device.type == "mps":
            raise DeviceUnavailableError(device_id, "the judge computes in float64, which MPS does not support")
    except DeviceUnavailableError as error:
        if error.info.code == "unknown_device":  # worded for training; the judge takes cpu or cuda
            error = DeviceUnavailableError(device_id, "it is not a device the judge runs on; use cpu, cuda or cuda:N")
        error.info.phase = Phase.CHECK
        raise error from None
    return device


@contextlib.contextmanager
def default_device_kept():
    """Run a check; a default device that its code set (``torch.set_default_device``) holds while
    the code is judged, and is undone afterwards: the engine's later requests, other code's
    included, do not inherit it."""
    before = torch.get_default_device()
    try:
        yield
    finally:
        if torch.get_default_device() != before:
            torch.set_default_device(None if before == CPU else before)


def generator(seed: int) -> torch.Generator:
    """A seeded CPU generator (also where the user's code made another device the default)."""
    return torch.Generator(device=CPU).manual_seed(seed)


def randn(shape, generator: torch.Generator, dtype: torch.dtype = torch.float64,
          device: DeviceLike = CPU) -> torch.Tensor:
    """Standard normal numbers drawn on the CPU from ``generator``, then moved to ``device``."""
    return torch.randn(tuple(shape), generator=generator, dtype=dtype, device=CPU).to(device)


def rand(shape, generator: torch.Generator, dtype: torch.dtype = torch.float64,
         device: DeviceLike = CPU) -> torch.Tensor:
    """Uniform numbers in [0, 1) drawn on the CPU from ``generator``, then moved to ``device``."""
    return torch.rand(tuple(shape), generator=generator, dtype=dtype, device=CPU).to(device)


def randint(high: int, shape, generator: torch.Generator, device: DeviceLike = CPU) -> torch.Tensor:
    """Integers in [0, high) drawn on the CPU from ``generator``, then moved to ``device``."""
    return torch.randint(high, tuple(shape), generator=generator, device=CPU).to(device)


def randperm(n: int, generator: torch.Generator, device: DeviceLike = CPU) -> torch.Tensor:
    """A permutation of range(n) drawn on the CPU from ``generator``, then moved to ``device``."""
    return torch.randperm(n, generator=generator, device=CPU).to(device)


def to_numpy(tensor: torch.Tensor):
    """A tensor's values as a float64 numpy array, from whatever device it is on."""
    return tensor.detach().cpu().numpy().astype("float64")
