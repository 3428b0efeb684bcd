"""Small statistics for noisy figures: medians and percentiles of repeated measurements."""
from __future__ import annotations

import statistics
from typing import Iterable, Optional


def percentile(values: Iterable[float], q: float) -> float:
    """The q-th percentile (0..100) with linear interpolation; 0.0 for no values."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    rank = (len(ordered) - 1) * q / 100.0
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def median(values: Iterable[float]) -> Optional[float]:
    values = list(values)
    return statistics.median(values) if values else None


def ratio(numerator: Optional[float], denominator: Optional[float]) -> Optional[float]:
    if numerator is None or not denominator:
        return None
    return numerator / denominator


def paired_ratios(a: list[float], b: list[float]) -> list[float]:
    """a[i] / b[i] for each round: rounds measured back to back share the machine's load."""
    return [x / y for x, y in zip(a, b) if y]
