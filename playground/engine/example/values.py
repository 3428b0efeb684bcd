"""A tensor as the recorded graph shows it: every element when it is small, else its summary
(min, mean, max and norm; a small one's summary fields stay 0: its values say it all).

The numbers are copied as they are at the moment of recording (a later in-place change, an
optimizer step or ``.grad.zero_()``, must not change what the graph shows), in float64, off the
tensor's device; a big tensor is copied as it is then and summarised later (``frozen``), only
if its call is kept. Complex tensors show their magnitude; a tensor whose data cannot be read (a
meta tensor, a sparse layout) shows its shape alone.
"""
from __future__ import annotations

import math
from typing import Optional

import torch

from playground.protocol import TensorValue

MAX_ELEMENTS = 64
COPY_LIMIT = 1 << 20  # elements: a bigger tensor is summarised at once, not copied


def frozen(tensor: Optional[torch.Tensor], max_elements: int = MAX_ELEMENTS):
    """What ``tensor`` holds now, kept for later at the least cost: a small one as data, a bigger
    one as a copy (on its device: no wait for it) that ``thawed`` summarises only if the call is
    among those kept, a huge one summarised now. A loop's recorded calls mostly go unkept, and a
    summary (a float64 copy and four reductions) costs far more than a copy."""
    if not isinstance(tensor, torch.Tensor):
        return None
    try:
        if max_elements < tensor.numel() <= COPY_LIMIT and not tensor.is_complex():
            return tensor.detach().clone()
    except (RuntimeError, NotImplementedError, TypeError):
        pass  # a tensor without data to copy: its shape, below
    return tensor_value(tensor, max_elements)


def thawed(value, max_elements: int = MAX_ELEMENTS) -> Optional[TensorValue]:
    """A ``frozen`` value as data."""
    return value if value is None or isinstance(value, TensorValue) else tensor_value(value, max_elements)


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
