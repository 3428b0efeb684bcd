"""Numbers as the plots take and show them: finite for drawing, four digits for reading."""
from __future__ import annotations

import numpy as np


def format_value(value) -> str:
    """A number for a readout or a label: four significant digits, a dash for nothing."""
    if value is None:
        return "—"
    value = float(value)
    if not np.isfinite(value):
        return "—" if np.isnan(value) else ("∞" if value > 0 else "−∞")
    return f"{value:.4g}"


def finite_or_nan(values) -> np.ndarray:
    """A float64 copy with ±inf made NaN: pyqtgraph draws NaN as a gap; inf breaks autorange."""
    array = np.array(values, dtype=np.float64, copy=True).ravel()
    array[~np.isfinite(array)] = np.nan
    return array
