"""What a snapshot shows about the gradients now: per parameter the largest magnitude, the
fraction of exact zeros, a histogram and the gradient itself (downsampled); and the fraction of
"dead" activation units. Computed on the device with two host copies in all, at snapshot rate."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

import numpy as np
import torch
from torch import nn

GRADIENT_SIDE = 256  # gradients travel as at most GRADIENT_SIDE × GRADIENT_SIDE values


@dataclass
class GradientDetails:
    grad_max: dict = field(default_factory=dict)  # name → float
    zero_fraction: dict = field(default_factory=dict)  # name → float
    gradients: dict = field(default_factory=dict)  # name → float32 array, at most 256 × 256
    histograms: dict = field(default_factory=dict)  # name → (counts int64 (bins,), edges (bins + 1,))


def spread_indices(length: int, count: int, device: torch.device) -> torch.Tensor:
    """``count`` indices spread evenly over 0 … length - 1, first and last included."""
    return torch.linspace(0, length - 1, count, device=device).round().long()


class GradientInspector:
    """Reads the current ``.grad`` of each parameter; a parameter without one counts as zeros."""

    def __init__(self, named_params: list, device: torch.device, side: int = GRADIENT_SIDE):
        self.names = [name for name, _ in named_params]
        self.params = [p for _, p in named_params]
        self.device = device
        self.side = side
        self._indices: dict = {}

    def current_gradients(self) -> list[torch.Tensor]:
        return [
            (p.grad if p.grad is not None else torch.zeros_like(p)).detach().float() for p in self.params
        ]

    def details(self, bins: int = 40) -> GradientDetails:
        """Largest |g|, fraction of exact zeros (both of the whole gradient), the gradient as sent
        (at most side × side values) and a histogram of those values over the whole gradient's
        range. ``bins`` 0: no histograms."""
        grads = self.current_gradients()
        lows, highs, zero_fraction = self._stats(grads)  # host copy 1
        ranges = [histogram_range(low, high) for low, high in zip(lows, highs)]
        small = [self.downsample(grad) for grad in grads]
        counts, arrays = self._histograms_and_copies(small, ranges, bins)  # host copy 2
        result = GradientDetails()
        for index, name in enumerate(self.names):
            result.grad_max[name] = float(max(-lows[index], highs[index], 0.0))
            result.zero_fraction[name] = float(zero_fraction[index])
            result.gradients[name] = arrays[index]
            if bins > 0:
                edges = np.linspace(ranges[index][0], ranges[index][1], bins + 1)
                result.histograms[name] = (counts[index], edges)
        return result

    def _stats(self, grads: list[torch.Tensor]) -> tuple:
        """Min, max and fraction of exact zeros of every gradient, in one host copy.
        (count_nonzero: a third of the cost of (g == 0).sum() on the tutorial's 100k weights.)"""
        lows, highs, nonzero = [], [], []
        for grad in grads:
            flat = in_memory_order(grad)
            if flat.numel():
                low, high = torch.aminmax(flat)
            else:
                low = high = flat.sum()
            lows.append(low)
            highs.append(high)
            nonzero.append(torch.count_nonzero(flat))
        extremes = torch.stack([*lows, *highs])
        counts = torch.stack(nonzero).to(extremes.dtype)
        values = torch.cat([extremes, counts]).cpu().numpy().astype(np.float64)  # host copy 1
        count = len(grads)
        sizes = np.array([grad.numel() for grad in grads], dtype=np.float64)
        zero_fraction = (sizes - values[2 * count :]) / np.maximum(sizes, 1)
        return values[:count], values[count : 2 * count], zero_fraction

    def _histograms_and_copies(self, small: list, ranges: list, bins: int) -> tuple[list, list]:
        """The downsampled gradients in one host copy, and histograms of them counted there.
        A histogram of the sample, not of all values, keeps a snapshot cheap for big parameters;
        counting on the host (numpy) is 3x cheaper than torch.histc for the tutorial's 25,600."""
        host = torch.cat([grad.reshape(-1) for grad in small]).cpu().numpy()  # host copy 2
        copies, counts, offset = [], [], 0
        for grad, (low, high) in zip(small, ranges):
            values = host[offset : offset + grad.numel()]
            offset += grad.numel()
            # Views of ``host``, a fresh array of this snapshot alone: no second copy needed.
            copies.append(values.reshape(tuple(grad.shape)).astype(np.float32, copy=False))
            if bins > 0:
                counts.append(bucket_counts(values, low, high, bins))
        return counts, copies

    def downsample(self, grad: torch.Tensor) -> torch.Tensor:
        """At most side × side values, picked on an even spread (exact values, exact zeros kept):
        0-D becomes 1-D, 1-D stays 1-D, more than two dimensions fold into (first, rest)."""
        if grad.dim() <= 1:
            flat = grad.reshape(-1)
            return self._pick(flat, 0, self.side * self.side)
        matrix = grad.reshape(grad.shape[0], -1)
        return self._pick(self._pick(matrix, 0, self.side), 1, self.side)

    def _pick(self, tensor: torch.Tensor, dim: int, limit: int) -> torch.Tensor:
        length = tensor.shape[dim]
        if length <= limit:
            return tensor
        key = (length, limit)
        if key not in self._indices:
            self._indices[key] = spread_indices(length, limit, tensor.device)
        if is_column_major(tensor):
            # index_select is quick on a row-major matrix along either dimension and slow on a
            # column-major one: pick from the transposed (row-major) view instead. The tutorial's
            # w1, 256 of 1000 rows: 11 µs instead of 28; 256 of 1000 columns of a 300 × 1000:
            # 16 µs instead of 225.
            return tensor.t().index_select(1 - dim, self._indices[key]).t()
        return tensor.index_select(dim, self._indices[key])


def in_memory_order(tensor: torch.Tensor) -> torch.Tensor:
    """Every element of ``tensor`` as one flat view in the order they lie in memory when it is a
    (transposed) contiguous matrix, else a flat copy. For whole-tensor reductions: torch's aminmax
    reads a column-major 1000×100 six times slower than the same memory as a row-major one."""
    return tensor.t().reshape(-1) if is_column_major(tensor) else tensor.reshape(-1)


def is_column_major(tensor: torch.Tensor) -> bool:
    """A matrix whose columns lie contiguously (its transpose is row-major), like the tutorial's
    weights and their gradients (models.column_major)."""
    return tensor.dim() == 2 and not tensor.is_contiguous() and tensor.t().is_contiguous()


def bucket_counts(values: np.ndarray, low: float, high: float, bins: int) -> np.ndarray:
    """A histogram of ``values`` over [low, high] in ``bins`` equal bins, counted as torch.histc
    counts: a value equal to high in the last bin; NaN and values outside the range left out.
    The range is usually the whole gradient's, so every value lies in it: then two reductions
    replace the mask and its copy (a snapshot counts right after a step, with cold caches)."""
    if values.size and not (low <= values.min() and values.max() <= high):  # NaN fails both
        values = values[(values >= low) & (values <= high)]  # False for NaN
    position = np.subtract(values, low, dtype=np.float64)
    position *= bins / (high - low)
    index = position.astype(np.int64)
    np.clip(index, 0, bins - 1, out=index)  # high itself in the last bin
    return np.bincount(index, minlength=bins).astype(np.int64, copy=False)


def histogram_range(low: float, high: float) -> tuple[float, float]:
    """A usable range for the histograms: widened around a single value, finite."""
    if not (np.isfinite(low) and np.isfinite(high)):
        return -1.0, 1.0
    if high - low <= 1e-30 * max(1.0, abs(low)):  # one value (or too close for float32 bins)
        return low - 0.5, low + 0.5
    return float(low), float(high)


def dead_fraction(activations: tuple, compute_loss: Callable[[], torch.Tensor]) -> Optional[float]:
    """Fraction of activation units to which the activation passes back a gradient of exactly 0.

    Runs ``compute_loss`` (a forward pass on the last batch) with a temporary forward hook on each
    activation module that keeps its input, then takes the loss's gradient with respect to those
    inputs (the parameters' .grad stay untouched). None if no activation input needs a gradient.
    """
    captured: list[torch.Tensor] = []

    def keep_input(module: nn.Module, args: tuple, output) -> None:
        if args and isinstance(args[0], torch.Tensor) and args[0].requires_grad:
            captured.append(args[0])

    handles = [m.register_forward_hook(keep_input) for m in dict.fromkeys(activations)]
    try:
        loss = compute_loss()
    finally:
        for handle in handles:
            handle.remove()
    if not captured or not loss.requires_grad:
        return None
    grads = torch.autograd.grad(loss, captured, allow_unused=True)
    zeros = [
        torch.tensor(float(x.numel()), device=x.device) if g is None else (g == 0).sum().float()
        for x, g in zip(captured, grads)
    ]
    total = sum(x.numel() for x in captured)
    return float(torch.stack(zeros).sum().item()) / max(total, 1)
