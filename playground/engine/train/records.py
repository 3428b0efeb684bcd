"""Per-step training records kept on the device: written every step without a device sync,
copied to numpy in one go when drained, and checked there for NaN and Inf.

The loss and the gradient norms are written at every step; the test loss and accuracy only at the
steps where they were scored (a few dozen a second), NaN at the others ("not measured")."""
from __future__ import annotations

import math
from typing import Optional

import numpy as np
import torch

from playground.protocol import ErrorInfo


class NonFiniteError(Exception):
    """The loss or a gradient became NaN or infinite. ``.info`` is the ErrorInfo (phase "train",
    code "non_finite"); ``.records`` every record that drain read, the failing step included."""

    def __init__(self, info: ErrorInfo, records: dict):
        super().__init__(info.message)
        self.info = info
        self.records = records


def non_finite_info(step: int, where: str, value: float) -> ErrorInfo:
    kind = "NaN" if np.isnan(value) else "infinite"
    subject = "The loss" if where == "loss" else f"The gradient of {where}"
    message = (
        f"{subject} became {kind} at step {step}. Training stopped: try a smaller learning rate, "
        f"or check what your backward returns."
    )
    return ErrorInfo(
        line=None,
        phase="train",
        type="NonFiniteError",
        message=message,
        code="non_finite",
        params={"step": step, "where": where, "value": kind},
    )


class StepRecorder:
    """A (capacity × columns) float32 buffer on the device, one row per step since the last drain.

    Columns: loss, one gradient norm per parameter, then the optional test loss and accuracy.
    ``row()`` hands out the next step's loss-and-norms part, ``metrics_row()`` the same step's
    metrics part (views made once, so a step pays no indexing); metrics not written stay NaN.
    The buffer doubles when full, on the device.
    """

    def __init__(
        self,
        param_names: list[str],
        device: torch.device,
        has_test_loss: bool,
        has_accuracy: bool,
        capacity: int = 256,
    ):
        self.param_names = list(param_names)
        self.device = device
        self.has_test_loss = has_test_loss
        self.has_accuracy = has_accuracy
        self.step_columns = 1 + len(self.param_names)  # loss, then the norms
        self.columns = self.step_columns + int(has_test_loss) + int(has_accuracy)
        self.pending = 0
        self.steps_drained = 0
        self._allocate(capacity)

    def _allocate(self, capacity: int) -> None:
        self.buffer = torch.full((capacity, self.columns), float("nan"), dtype=torch.float32, device=self.device)
        self.rows = self.buffer[:, : self.step_columns].unbind(0)
        self.metric_rows = self.buffer[:, self.step_columns :].unbind(0)

    def row(self) -> torch.Tensor:
        """Loss and norms of the next step; the caller fills it (``torch.stack(values, out=row)``)."""
        if self.pending == len(self.rows):
            old = self.buffer
            self._allocate(2 * len(self.rows))
            self.buffer[: len(old)].copy_(old)
        row = self.rows[self.pending]
        self.pending += 1
        return row

    def metrics_row(self) -> torch.Tensor:
        """Test loss and/or accuracy of the step whose ``row()`` was handed out last."""
        return self.metric_rows[self.pending - 1]

    def drain(self) -> dict:
        """The rows since the last drain as numpy (one device → host copy), and forget them.

        Returns {"steps", "loss", "test_loss", "accuracy", "grad_norms": {name: array}}; steps are
        1-based; test_loss and accuracy are NaN at the steps where they were not scored. Raises
        NonFiniteError naming the first step and the loss or the first parameter (in model order)
        whose value is NaN or infinite; the records before that step then stay pending for the
        next drain.
        """
        count = self.pending
        # Few operations: right after a run of training steps every one of them starts with cold
        # caches (this drain cost 148 µs written as copy, numpy, astype and a numpy check).
        rows = self.buffer[:count]
        if rows.device.type != "cpu":
            rows = rows.to("cpu")  # then cast on the host: MPS has no float64 to cast into
        table = rows.to(torch.float64, copy=True)
        # The usual case in one reduction: a float64 sum of float32 values is finite exactly
        # when every value is (it cannot overflow); torch's sum warns of nothing, numpy's would.
        all_finite = math.isfinite(table[:, : self.step_columns].sum().item())
        values = table.numpy()
        first_step = self.steps_drained + 1
        records = self._split(values, first_step)
        bad_row = None if all_finite else self._first_non_finite_row(values)
        if bad_row is None:
            self.steps_drained += count
            self.pending = 0
            self._forget_metrics(count)
            return records
        # The rows before the failure stay pending (at the front of the buffer), so the final
        # drain of a stopped run still delivers the curve up to the step that went wrong.
        self.pending = bad_row
        self._forget_metrics(count)
        raise NonFiniteError(self._non_finite_info(values, bad_row, first_step), records)

    def _forget_metrics(self, count: int) -> None:
        """Rows handed out again must read "not measured" until a step scores its metrics."""
        if self.columns > self.step_columns and count > self.pending:
            self.buffer[self.pending : count, self.step_columns :].fill_(float("nan"))

    def _split(self, values: np.ndarray, first_step: int) -> dict:
        column = iter(range(self.columns))
        loss = values[:, next(column)]
        norms = {name: values[:, next(column)] for name in self.param_names}
        test_loss = values[:, next(column)] if self.has_test_loss else None
        accuracy = values[:, next(column)] if self.has_accuracy else None
        return {
            "steps": np.arange(first_step, first_step + len(values), dtype=np.int64),
            "loss": loss,
            "test_loss": test_loss,
            "accuracy": accuracy,
            "grad_norms": norms,
        }

    def _first_non_finite_row(self, values: np.ndarray) -> Optional[int]:
        watched = values[:, : self.step_columns]  # _watched_columns(), as a view
        bad = ~np.isfinite(watched)
        rows = np.flatnonzero(bad.any(axis=1))
        return int(rows[0]) if len(rows) else None

    def _non_finite_info(self, values: np.ndarray, row: int, first_step: int) -> ErrorInfo:
        """The loss if it went wrong at that step, else the first parameter in model order."""
        watched = self._watched_columns()
        position = int(np.argmax(~np.isfinite(values[row, watched])))
        where = "loss" if position == 0 else self.param_names[position - 1]
        return non_finite_info(first_step + row, where, float(values[row, watched[position]]))

    def _watched_columns(self) -> list[int]:
        """The loss column and the gradient norm columns (test metrics follow from these, and are
        NaN where they were not scored)."""
        return list(range(self.step_columns))

