"""A tensor as data for a graph's numbers: every element when it is small, else its summary (min,
mean, max and norm; a small one's summary fields stay 0: its values say it all).

Shared by the training graph (train/graph_numbers.py) and the example's records
(example/values.py, which keeps big tensors for later and summarises them here). Numbers are read
in float64, off the tensor's device; complex tensors show their magnitude; a tensor whose data
cannot be read (a meta tensor, a sparse layout) shows its shape alone.
"""
from __future__ import annotations

import math
from typing import Optional

import torch

from playground.protocol import TensorValue

MAX_ELEMENTS = 64


def tensor_value(tensor: Optional[torch.Tensor], max_elements: int = MAX_ELEMENTS) -> Optional[TensorValue]:
    """``tensor`` as data; None stays None (no gradient is not a gradient of zero)."""
    if not isinstance(tensor, torch.Tensor):
        return None
    shape = tuple(int(n) for n in tensor.shape)
    dtype = str(tensor.dtype).replace("torch.", "")
    try:
        data = tensor.detach()  # detached: no graph is made, no grad mode to switch
        if data.is_complex():
            data = data.abs()
        if data.numel() <= max_elements:
            values = data.to("cpu", torch.float64).numpy().copy()
            return TensorValue(shape=shape, dtype=dtype, values=values)  # its summary is in its values
        minimum, mean, maximum, norm = _summary(data)
        return TensorValue(shape=shape, dtype=dtype, minimum=minimum, mean=mean, maximum=maximum, norm=norm)
    except (RuntimeError, NotImplementedError, TypeError, ValueError):
        return TensorValue(shape=shape, dtype=dtype)


def _summary(data: torch.Tensor) -> tuple[float, float, float, float]:
    """(min, mean, max, L2 norm) on the tensor's device, copied off it at once (one sync)."""
    if data.numel() == 0:
        return math.nan, math.nan, math.nan, 0.0
    flat = data.reshape(-1).to(torch.float64)
    minimum, mean, maximum, norm = torch.stack([flat.min(), flat.mean(), flat.max(), flat.norm()]).tolist()
    return minimum, mean, maximum, norm
