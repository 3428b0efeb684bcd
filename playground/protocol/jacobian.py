"""The subject's Jacobian at a small probe input, as the judge sends it inside ProbeData: your
backward's and the true one, block by block (JacobianBlock), with the pattern of their difference."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import numpy as np


@dataclass
class JacobianBlock:
    """One (output, input) block of the subject's Jacobian at the probe's input. Rows index the
    output's elements, columns the input's, both flattened in row-major order; ``input_index`` is
    the argument's position in forward's signature after ctx (a Module's parameters follow its
    inputs), ``output_index`` the output's position in what forward returns."""

    output: str  # "y", "y0", ...
    output_index: int
    input: str  # the forward's argument name: "input", "weights"
    input_index: int
    rows: int
    cols: int
    yours: Optional[np.ndarray]  # (rows, cols) from your backward; None: too large to carry
    true: Optional[np.ndarray]  # (rows, cols): central differences, or autograd's where they agree
    differs: Optional[np.ndarray]  # (rows, cols) bool: beyond the tolerance (kinks and jumps left out)
    max_abs_diff: float
    worst: tuple[int, int]  # (row, col) of the largest difference
    pattern: str  # a code of playground.codes (NOTES): jacobian_matches, jacobian_diagonal_only, ...
    pattern_params: dict[str, object] = field(default_factory=dict)
    true_from: str = "numeric"  # "autograd" (the forward's own operations) or "numeric"
    tolerance: float = 0.0  # the largest difference allowed anywhere in the block


@dataclass
class Jacobian:
    """The subject's Jacobian at a small probe input: your backward's, the true one, by block."""

    input_names: list[str]  # the varied tensors: floating arguments and parameters
    input_shapes: list[tuple[int, ...]]
    output_names: list[str]
    output_shapes: list[tuple[int, ...]]
    blocks: list[JacobianBlock]
    # "call": the shapes the code's own call gives; "inferred": no call in the code; "chosen": the
    # person's shape or values (CompileRequest.jacobian_*) for the first input, the call's or
    # inferred ones for the rest
    inputs_from: str
    dtype: str  # "float64", or the call's own dtype where the forward fails in float64
    pattern: str  # the whole Jacobian's pattern: a code of playground.codes (NOTES)
    pattern_params: dict[str, object] = field(default_factory=dict)
    differs: bool = False
    values: str = "random"  # how the first input was filled: a vocabulary.ProbeValues
    # the first dimension the code's call gave, where the probe kept fewer rows of it (a tensor
    # keeps at most engine/judge/jacobian_inputs.MAX_ELEMENTS elements); None: as the call gave it
    rows_of_call: Optional[int] = None
