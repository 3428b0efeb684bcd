"""The Jacobian as ``check --json`` (and the Python API's Report) gives it.

``{"inputs_from", "values", "dtype", "rows_of_call", "input_shapes": {name: shape}, "output_shapes": {name: shape},
"pattern", "pattern_params", "pattern_text", "differs", "blocks": [...]}``; each block is
``{"output", "output_index", "input", "input_index", "rows", "cols", "yours", "true",
"max_abs_diff", "worst": [row, col], "pattern", "pattern_params", "pattern_text", "true_from"}``.
Rows index the output's elements and columns the input's, both flattened in row-major order.
``rows_of_call`` is the first dimension the code's call gave where the probe kept fewer rows
(null: as the call gave it). ``inputs_from`` is "call", "inferred" or "chosen" (the person's first input: ``check
--jacobian-shape/--jacobian-values/--jacobian-numbers``); ``values`` how that input was filled.
A block of more than ``MATRIX_LIMIT`` entries leaves its matrices out (``null``), never its
figures.
"""
from __future__ import annotations

from typing import Optional

import numpy as np

from playground import codes, protocol

MATRIX_LIMIT = 4096  # entries of a block up to which its matrices are written (64 x 64)


def jacobian_json(jacobian: Optional[protocol.Jacobian]) -> Optional[dict]:
    if jacobian is None:
        return None
    return {
        "inputs_from": jacobian.inputs_from,
        "values": jacobian.values,
        "dtype": jacobian.dtype,
        "rows_of_call": jacobian.rows_of_call,
        "input_shapes": {name: list(shape) for name, shape in zip(jacobian.input_names, jacobian.input_shapes)},
        "output_shapes": {name: list(shape) for name, shape in zip(jacobian.output_names, jacobian.output_shapes)},
        "pattern": jacobian.pattern,
        "pattern_params": dict(jacobian.pattern_params),
        "pattern_text": pattern_text(jacobian.pattern, jacobian.pattern_params),
        "differs": bool(jacobian.differs),
        "blocks": [block_json(block) for block in jacobian.blocks],
    }


def block_json(block: protocol.JacobianBlock) -> dict:
    small = block.rows * block.cols <= MATRIX_LIMIT
    return {
        "output": block.output, "output_index": block.output_index,
        "input": block.input, "input_index": block.input_index,
        "rows": block.rows, "cols": block.cols,
        "yours": _matrix(block.yours) if small else None,
        "true": _matrix(block.true) if small else None,
        "max_abs_diff": _number(block.max_abs_diff),
        "worst": [int(block.worst[0]), int(block.worst[1])],
        "pattern": block.pattern, "pattern_params": dict(block.pattern_params),
        "pattern_text": pattern_text(block.pattern, block.pattern_params),
        "true_from": block.true_from,
    }


def jacobian_lines(jacobian: protocol.Jacobian) -> list:
    """The readable report's lines: where it was taken, then one line per block."""
    where = {"call": "the code's own call", "chosen": f"your input, {jacobian.values}"}.get(
        jacobian.inputs_from, "inferred shapes")
    shapes = ", ".join(f"{n} {tuple(s)}" for n, s in zip(jacobian.input_names, jacobian.input_shapes))
    if jacobian.rows_of_call is not None:
        where += f", cut from its {jacobian.rows_of_call} rows"
    lines = [f"  jacobian:      at {shapes} ({where}, {jacobian.dtype})"]
    for block in jacobian.blocks:
        figure = f"largest difference {block.max_abs_diff:.3g} at {list(block.worst)}"
        words = pattern_text(block.pattern, block.pattern_params) or block.pattern
        lines.append(f"    d{block.output}/d{block.input} {block.rows}x{block.cols}: {figure} — {words}")
    return lines


def pattern_text(code: str, params: dict) -> Optional[str]:
    found = codes.NOTES.get(code)
    return codes.word_english(found, params) if found is not None else None


def _matrix(values: Optional[np.ndarray]) -> Optional[list]:
    if values is None:
        return None
    return [[_number(v) for v in row] for row in np.asarray(values, dtype=np.float64)]


def _number(value) -> Optional[float]:
    value = float(value)
    return value if np.isfinite(value) else None
