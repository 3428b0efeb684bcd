"""What the difference between your backward's Jacobian and the true one looks like, in words.

Each block gets one pattern, the first that fits, read from the matrices alone:

- ``jacobian_matches``: no entry beyond the tolerance;
- ``jacobian_no_gradient``: backward gives the input no gradient (None, or zeros) although the
  output changes with it;
- ``jacobian_flat``: it differs only where the true entries are 0 (the forward is flat there):
  a surrogate gradient, by design;
- ``jacobian_diagonal_only``: a square block whose diagonal is right and whose other entries,
  which the true Jacobian has, are 0 (the classic softmax mistake ``g * y * (1 - y)``);
- ``jacobian_transposed``: the true block transposed (as a matrix, or a square input's gradient);
- ``jacobian_broadcast``: the input is broadcast (each element feeds several outputs), and the
  backward keeps one copy's gradient, averages them or sums over another dimension;
- ``jacobian_sign`` / ``jacobian_factor``: a constant times the whole block;
- ``jacobian_swapped``: another input's true block (``g * b`` returned for both ``a`` and ``b``
  of ``a * b``), found by jacobian.py, which sees every block of an output;
- ``jacobian_differs``: any other difference: how many entries, the largest and where.

The whole Jacobian: ``jacobian_matches``, a single block's pattern, or
``jacobian_one_input_wrong`` when some inputs' blocks are right and others wrong.
Each code and its sentence are in playground/codes/jacobian.py (NOTES), so the window words them.
"""
from __future__ import annotations

import numpy as np

from playground.engine.judge import tolerances as tol


def block_pattern(claimed: np.ndarray, true: np.ndarray, differs: np.ndarray, compared: np.ndarray,
                  flat: np.ndarray, tolerance: np.ndarray, no_gradient: bool, input_shape: tuple,
                  output: str, input_name: str) -> tuple[str, dict]:
    """(code, params) for one block."""
    names = {"output": output, "input": input_name}
    if not differs.any():
        return "jacobian_matches", names
    real = compared & np.isfinite(true)
    if no_gradient or (np.all(claimed[real] == 0) and np.any(true[real] != 0)):
        return "jacobian_no_gradient", names
    if np.all(flat[differs]):
        return "jacobian_flat", names
    close = _closeness(tolerance)
    rows, cols = claimed.shape
    if rows == cols and _diagonal_only(claimed, true, differs):
        return "jacobian_diagonal_only", names
    if _transposed(claimed, true, close, input_shape, rows, cols):
        return "jacobian_transposed", names
    if cols < rows and _broadcast(claimed, true, differs, real, close):
        return "jacobian_broadcast", names
    factor = _factor(claimed, true, real, close)
    if factor is not None:
        if factor == -1:
            return "jacobian_sign", names
        return "jacobian_factor", {**names, "factor": _number(factor)}
    error = np.where(differs, np.abs(claimed - true), 0.0)
    row, col = np.unravel_index(int(np.argmax(np.nan_to_num(error, posinf=np.finfo(float).max))), error.shape)
    return "jacobian_differs", {**names, "count": int(differs.sum()), "total": int(differs.size),
                                "error": _number(float(error[row, col])), "row": int(row), "column": int(col)}


def swapped_pattern(block, other) -> tuple[str, dict]:
    """(code, params) for a block that holds another input's true block (jacobian.py finds it)."""
    return "jacobian_swapped", {"output": block.output, "input": block.input, "other": other.input}


def whole_pattern(blocks: list) -> tuple[str, dict]:
    """(code, params) for the whole Jacobian, from its blocks' patterns."""
    wrong = [b for b in blocks if b.pattern != "jacobian_matches"]
    if not wrong:
        return "jacobian_matches_all", {"blocks": len(blocks)}
    right_inputs = _unique(b.input for b in blocks if b.input not in {w.input for w in wrong})
    if right_inputs:
        return "jacobian_one_input_wrong", {"wrong": _unique(b.input for b in wrong), "right": right_inputs}
    worst = max(wrong, key=lambda b: b.max_abs_diff)
    return worst.pattern, dict(worst.pattern_params)


def verdict_notes(blocks: list) -> list:
    """(code, params) of the remarks the verdict carries: the whole pattern, then each wrong
    block's own pattern (distinct ones, at most three in all)."""
    code, params = whole_pattern(blocks)
    found = [(code, params)]
    for block in blocks:
        entry = (block.pattern, dict(block.pattern_params))
        if block.pattern != "jacobian_matches" and entry not in found:
            found.append(entry)
    return found[:3]


def _closeness(tolerance: np.ndarray):
    """close(a, b): entrywise within the tolerance, with a relative allowance for large entries."""
    def close(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        with np.errstate(invalid="ignore"):
            return np.abs(a - b) <= tolerance + tol.SAME_RTOL * (np.abs(a) + np.abs(b))
    return close


def _diagonal_only(claimed, true, differs) -> bool:
    diagonal = np.eye(len(claimed), dtype=bool)
    return bool(not differs[diagonal].any() and np.all(np.abs(claimed[differs]) == 0)
                and np.any(true[~diagonal] != 0))


def _transposed(claimed, true, close, input_shape: tuple, rows: int, cols: int) -> bool:
    """The block is the true one transposed as a matrix (a non-symmetric square one), or, for a
    square input, with each column (i, j) holding the true column (j, i)."""
    as_matrix = rows == cols and not np.allclose(true, true.T) and bool(np.all(close(claimed, true.T)))
    square_input = len(input_shape) == 2 and input_shape[0] == input_shape[1]
    return as_matrix or (square_input and _input_transposed(claimed, true, close, input_shape))


def _input_transposed(claimed, true, close, input_shape: tuple) -> bool:
    swapped = np.arange(true.shape[1]).reshape(input_shape).T.reshape(-1)  # column (i, j) -> (j, i)
    return bool(not np.all(close(true[:, swapped], true)) and np.all(close(claimed, true[:, swapped])))


def _broadcast(claimed, true, differs, real, close) -> bool:
    """Each input element feeds several outputs, and the backward does not add up their
    gradients: one copy's gradient kept, their mean, or a sum over another dimension."""
    fan = (np.abs(true) > 0).sum(axis=0)
    columns = differs.any(axis=0)
    return bool(np.median(fan) >= 2 and (_kept_some(claimed, true, close, columns)
                                         or _mean_of_copies(claimed, true, real, close, fan)
                                         or _rows_elsewhere(claimed, true, columns)))


def _kept_some(claimed, true, close, columns) -> bool:
    """Every differing column has the true entries or zeros: one copy's gradient kept."""
    return bool(np.all((close(claimed, true) | (claimed == 0))[:, columns]))


def _mean_of_copies(claimed, true, real, close, fan) -> bool:
    """The block is 1/n of the true one, n a fan-in: the mean over the copies instead of their sum.
    (n times the block is tried against the true one itself: the factor is rounded to 6 digits,
    and 1/0.333333 is no whole number.)"""
    ratio = _factor(claimed, true, real, close)
    return ratio is not None and _times_is_true(claimed, true, real, close, fan, round(1 / ratio))


def _times_is_true(claimed, true, real, close, fan, copies: int) -> bool:
    """``copies`` is a fan-in, and the block times ``copies`` is the true one."""
    return copies in set(fan.tolist()) and bool(
        np.all(close(np.where(real, claimed * copies, 0.0), np.where(real, true, 0.0))))


def _rows_elsewhere(claimed, true, columns) -> bool:
    """Summed over the wrong dimension: each differing column's right values in the wrong rows."""
    return all(np.allclose(np.sort(claimed[:, c]), np.sort(true[:, c])) for c in np.flatnonzero(columns))


def _factor(claimed, true, real, close):
    """c where the block is c times the true one (c not 1), else None."""
    usable = real & (np.abs(true) > tol.NONZERO_TRUE)
    if usable.sum() == 0:
        return None
    c = float(np.median(claimed[usable] / true[usable]))
    if not np.isfinite(c) or abs(c - 1) < tol.FACTOR_RTOL or c == 0:
        return None
    c = round(c, 6)
    return c if np.all(close(np.where(real, claimed, 0.0), np.where(real, c * true, 0.0))) else None


def _unique(names) -> list:
    found: list = []
    for name in names:
        if name not in found:
            found.append(name)
    return found


def _number(value: float) -> str:
    text = f"{value:.3g}"
    return "0" if text in ("-0", "0") else text
