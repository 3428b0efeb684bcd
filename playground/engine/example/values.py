"""A tensor as the recorded graph shows it: every element when it is small, else its summary
(min, mean, max and norm; a small one's summary fields stay 0: its values say it all).

The numbers are copied as they are at the moment of recording (a later in-place change, an
optimizer step or ``.grad.zero_()``, must not change what the graph shows), in float64, off the
tensor's device; a big tensor is copied as it is then and summarised later (``frozen``), only
if its call is kept. Complex tensors show their magnitude; a tensor whose data cannot be read (a
meta tensor, a sparse layout) shows its shape alone (train/tensor_values.py, shared with the
training graph's numbers).
"""
from __future__ import annotations

from typing import Optional

import torch

from playground.engine.train.tensor_values import MAX_ELEMENTS, tensor_value
from playground.protocol import TensorValue

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
