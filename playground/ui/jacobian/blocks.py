"""What the Jacobian view reads from a Jacobian, numpy only: whether it is the main picture, the
block to open on, one colour scale for the three maps, whether a block is diagonal, and the
names of a block's cells.
"""
from __future__ import annotations

from typing import Optional

import numpy as np

from playground.protocol import ProbeData
from playground.ui.plots.tensor import symmetric_limit


def jacobian_is_main(probe: Optional[ProbeData]) -> bool:
    """Is the Jacobian the main picture of this probe? Where it decided the verdict (a function
    that mixes elements, one the grid could not call), and where the subject has inputs the
    curves do not show (a Module's weights); not where the curves show every input (Mul's a and
    b, each with its own curves: ProbeData.inputs)."""
    if probe is None or probe.jacobian is None:
        return False
    inputs = {b.input for b in probe.jacobian.blocks}
    if inputs <= {curves.input for curves in probe.inputs}:
        return False  # elementwise in each: the curves are the main picture
    return "jacobian" in (probe.decided_by or []) or len(inputs) > 1


def worst_block(blocks: list) -> int:
    """The block to open on: the one with the largest difference among the wrong ones, else the first."""
    wrong = [i for i, b in enumerate(blocks) if b.pattern not in ("jacobian_matches",)]
    if not wrong:
        return 0 if blocks else -1
    return max(wrong, key=lambda i: blocks[i].max_abs_diff)


def shared_limit(*matrices) -> float:
    """One symmetric range for the three maps: the largest finite |entry| of any (plots/tensor.py's
    symmetric_limit over them all)."""
    values = [np.ravel(np.asarray(m, dtype=np.float64)) for m in matrices if m is not None]
    return symmetric_limit(np.concatenate(values) if values else np.empty(0))


def is_diagonal(matrix: Optional[np.ndarray]) -> bool:
    """Is it a square matrix with only zeros off its diagonal?"""
    if matrix is None or matrix.ndim != 2 or matrix.shape[0] != matrix.shape[1]:
        return False
    off = ~np.eye(matrix.shape[0], dtype=bool)
    return bool(np.all(np.nan_to_num(matrix)[off] == 0))


def element_name(name: str, shape: tuple, flat: int) -> str:
    """The element a flat index stands for: y[1, 3] for index 7 of a (2, 4) tensor."""
    if not shape:
        return name
    index = np.unravel_index(flat, shape)
    return f"{name}[{', '.join(str(int(i)) for i in index)}]"


def tensor_shape(names: list, shapes: list, name: str) -> tuple:
    """The shape of the tensor called ``name`` among ``names`` (() where it is not there)."""
    return tuple(shapes[names.index(name)]) if name in names else ()
