"""The vector–Jacobian product, on the host: what backward(v) returns is vᵀJ.

Each block's matrices (ProbeData.jacobian) hold your backward's rows for one-hot grad_outputs and
the true rows, so for any grad_output v of an output, your backward(v) is vᵀ·yours (backward is
linear in its grad_output: gradcheck checks that) and the true gradient is vᵀ·true, for each of
the inputs that output has a block with. Numpy only.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np

from playground.protocol import Jacobian, JacobianBlock

ONE_HOT, ONES, RANDOM = "one_hot", "ones", "random"  # the grad_outputs one can pick
RANDOM_SEED = 0  # the same random v for the same output shape: the picture does not flicker


@dataclass
class Product:
    """vᵀJ for one input: yours and the true one per input element (None: the block's matrices
    were too large to send), and where they differ beyond the block's tolerance."""

    block: JacobianBlock
    yours: Optional[np.ndarray]
    true: Optional[np.ndarray]
    differs: Optional[np.ndarray]


def grad_output(kind: str, rows: int, row: int = 0) -> np.ndarray:
    """The grad_output v over an output's ``rows`` elements: one-hot at ``row``, all ones, or
    seeded normal values."""
    if kind == ONES:
        return np.ones(rows)
    if kind == RANDOM:
        return np.random.default_rng(RANDOM_SEED).standard_normal(rows)
    v = np.zeros(rows)
    if 0 <= row < rows:
        v[row] = 1.0
    return v


def output_blocks(jacobian: Optional[Jacobian], output: str) -> list:
    """The blocks of one output, one per input, in the Jacobian's order."""
    return [block for block in (jacobian.blocks if jacobian is not None else []) if block.output == output]


def products(blocks: list, v: np.ndarray) -> list:
    """vᵀJ of each block (all of one output, so all with len(v) rows)."""
    found = []
    for block in blocks:
        if block.yours is None or block.true is None or block.rows != len(v):
            found.append(Product(block, None, None, None))
            continue
        yours = v @ np.nan_to_num(np.asarray(block.yours, dtype=np.float64))
        true = v @ np.nan_to_num(np.asarray(block.true, dtype=np.float64))
        # The entries' tolerance, added up as v adds the rows up (one-hot: that row's own).
        allowed = block.tolerance * max(float(np.abs(v).sum()), 1.0) + 1e-12
        found.append(Product(block, yours, true, np.abs(yours - true) > allowed))
    return found

