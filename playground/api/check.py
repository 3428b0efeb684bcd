"""The Python API: ``playground.check(subject)`` judges a backward from your own code.

The subject's code runs in an engine process, as it does for the window and for
``autograd-playground check``: an endless loop ends at the time limit, a crash or ``os._exit`` in
the code becomes an error in the report, and the caller's process stays up. Nothing here imports
torch: the caller's Function is sent to the engine as the source text of its module, through
a small judging process (judging_runner.py says why).
"""
from __future__ import annotations

import inspect
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Sequence, Union

from playground.api.judging_process import JUDGE
from playground.api.subject_source import Subject, source_of
from playground.vocabulary import Verdict

DEFAULT_TIMEOUT = 10.0  # seconds, as `check` on the command line

__all__ = ["Report", "Subject", "check", "source_of"]


@dataclass(frozen=True)
class Report:
    """What the judge said about a subject: the fields of ``check --json``, as attributes.

    ``verdict``: "matches", "differs" or "error". ``by_design``: it differs only where the
    forward is flat or jumps (a straight-through estimator, say). ``summary``: the verdict as a
    sentence. ``errors``: dicts with line, phase, type and message (lines of your file).
    ``differs_where``: the x intervals of the grid where your backward differs. ``jacobian``:
    your backward's Jacobian and the true one at a small input, block by block, as ``check
    --json`` gives it (input shapes, and per block its matrices, largest difference, worst entry
    and pattern); None where it could not be taken. ``checks``: each check that ran or was
    skipped (backward, jvp, double_backward, vmap, torch_func, opcheck), by name, as ``check
    --json`` gives them: passed (None when skipped), max_abs_error, message, skipped_because.
    """

    file: str
    verdict: str
    by_design: bool
    summary: Optional[str]
    errors: list[dict]
    subject: Optional[str]
    differs_where: list[tuple[float, float]] = field(default_factory=list)
    at: Optional[dict] = None  # f, backward, numeric, autograd at the points asked for with ``at=``
    text: str = field(default="", repr=False)  # the report `check` prints
    fields: dict = field(default_factory=dict, repr=False)
    jacobian: Optional[dict] = field(default=None, repr=False)
    checks: dict = field(default_factory=dict, repr=False)

    @property
    def ok(self) -> bool:
        """The backward matches the true derivative."""
        return self.verdict == Verdict.MATCHES

    def to_dict(self) -> dict[str, Any]:
        """The same object ``autograd-playground check --json`` prints."""
        return dict(self.fields)

    def __str__(self) -> str:
        return self.text


def check(subject: Subject, *, function: Optional[str] = None, at: Union[float, Sequence[float], None] = None,
          shape: Union[int, Sequence[int], None] = None, timeout: Optional[float] = None,
          device: str = "cpu", jacobian_shape: Union[int, Sequence[int], None] = None,
          jacobian_values: Optional[str] = None, jacobian_numbers: Optional[Sequence[float]] = None) -> Report:
    """Judge a backward: does it match the true derivative?

    ``subject``: a Function or Module class (or instance) from your code, source text, a path
    to a .py file, or a lesson's name ("round_ste"). ``function``: which Function or Module to
    judge when the code has several (default: the class passed, else picked as the window
    does). ``at``: also compute f and the derivatives at these x (``Report.at``). ``shape``: the
    input shape for the probe (default: derived). ``timeout``: seconds the code may take to
    compile and be judged (default 10, as on the command line). ``device``: where the judge
    computes, "cpu" (default), "cuda" or "cuda:N"; one this machine lacks is an error in the report.
    ``jacobian_shape``, ``jacobian_values`` ("random", "linspace" or "numbers") and
    ``jacobian_numbers``: the Jacobian's probe input, its first tensor, as the window's Probe
    input and ``check --jacobian-*`` set it (default: the inputs of the code's own call); what
    cannot be honoured is ``report.fields["jacobian_error"]``, beside the curves' verdict.
    """
    text, filename, default_function = source_of(subject)
    order = {"text": text, "filename": filename, "function": function or default_function,
             "xs": None if at is None else [float(x) for x in (at if isinstance(at, Sequence) else [at])],
             "shape": _ints(shape),
             "timeout": DEFAULT_TIMEOUT if timeout is None else float(timeout),
             "name": _shown_name(subject, filename), "device": device,
             "jacobian_shape": _ints(jacobian_shape),
             "jacobian_values": jacobian_values or ("numbers" if jacobian_numbers is not None else "random"),
             "jacobian_numbers": None if jacobian_numbers is None else [float(v) for v in jacobian_numbers]}
    answer = JUDGE.ask(order)  # a judging process kept from call to call (judging_process.py)
    fields = answer["fields"]
    return Report(file=fields["file"], verdict=fields["verdict"], by_design=fields["by_design"],
                  summary=fields["summary"], errors=fields["errors"], subject=fields["subject"],
                  differs_where=[tuple(run) for run in answer["differs_where"]], at=fields.get("at"),
                  text=answer["text"], fields=fields, jacobian=fields.get("jacobian"),
                  checks=fields.get("checks") or {})


def _ints(value: Union[int, Sequence[int], None]) -> Optional[list]:
    """A shape as a list of ints (a single int: one dimension); None stays None."""
    if value is None:
        return None
    return [int(n) for n in (value if isinstance(value, Sequence) else [value])]


def _shown_name(subject: Subject, filename: str) -> str:
    if inspect.isclass(subject) or not isinstance(subject, (str, os.PathLike)):
        cls = subject if inspect.isclass(subject) else type(subject)
        return f"{Path(filename).name}::{cls.__qualname__}"
    return filename
