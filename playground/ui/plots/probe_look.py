"""What the two probe panels (function_panel.py, derivative_panel.py) draw alike: the share of
points the automatic y range keeps, the grey of a stale probe, and one output's values."""
from __future__ import annotations

from typing import Optional

AUTORANGE_FRACTION = 0.99  # of the points inside the automatic y range (spikes left out)
STALE_OPACITY = 0.35  # the plots of the last code that ran, while the editor's code is broken


def output_entry(values: Optional[list], index: int):
    """values[index] (one output's values in a ProbeData field), or None where the list is
    missing or too short."""
    return values[index] if values is not None and index < len(values) else None
