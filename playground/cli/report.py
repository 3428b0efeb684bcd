"""What `check` prints: a readable report, or one JSON object."""
from __future__ import annotations

from typing import Optional, Sequence

import numpy as np

from playground import protocol
from playground.cli.jacobian_json import jacobian_json, jacobian_lines
from playground.vocabulary import Verdict


def _plain(value):
    """numpy values → JSON-ready Python values (NaN and Inf become None)."""
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, np.ndarray):
        return _plain(value.tolist())
    if isinstance(value, (float, np.floating)):
        return float(value) if np.isfinite(value) else None
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, np.bool_):
        return bool(value)
    return value


def _gradcheck_json(result: Optional[protocol.GradcheckResult]) -> Optional[dict]:
    if result is None:
        return None
    return {"passed": bool(result.passed), "max_abs_error": _plain(result.max_abs_error),
            "message": result.message, "points": result.points, "mode": result.mode}


def checks_json(probe: Optional[protocol.ProbeData]) -> dict:
    """`check --json`'s "checks": an entry per check that ran (or was skipped, and why), by name."""
    if probe is None:
        return {}
    return {str(check.name): {"passed": check.passed, "max_abs_error": _plain(check.max_abs_error),
                              "message": check.message, "skipped_because": check.skipped_because}
            for check in probe.checks}


def check_to_json(file: str, result: protocol.CompileResult, at: Optional[dict], want_at: bool,
                  each: Sequence[protocol.CompileResult] = ()) -> dict:
    """The `check --json` object: the subject's judgement; where the file calls none of its
    Functions and every one was judged (``each``, worst first), the worst's, and "judged": one
    object per Function, worst first (its subject, verdict, summary, checks and the rest)."""
    report = _one_json(file, result, at, want_at)
    if len(each) >= 2:
        report["judged"] = [_one_json(file, one, None, False) for one in each]
    return report


def _one_json(file: str, result: protocol.CompileResult, at: Optional[dict], want_at: bool) -> dict:
    probe = result.probe
    verdict = probe.verdict if probe is not None and not result.errors else "error"
    report = {
        "file": file,
        "functions": list(result.functions),
        "modules": list(result.modules),
        "subject": result.subject,
        "subject_kind": result.subject_kind,
        "ok": verdict == Verdict.MATCHES,
        "verdict": verdict,
        "by_design": bool(probe.by_design) if probe is not None else False,
        "summary": probe.summary if probe is not None else None,
        "summary_code": probe.summary_code if probe is not None else None,
        "decided_by": list(probe.decided_by or []) if probe is not None else [],
        "differ_fraction": _plain(probe.differ_fraction) if probe is not None else None,
        "max_error": _plain(probe.max_error) if probe is not None else None,
        # the grid probe's input (n, *features): the shape that ran, of those tried (engine/judge/probe_inputs.py)
        "input_shape": list(probe.input_shape) if probe is not None and probe.input_shape else None,
        "gradcheck": _gradcheck_json(probe.gradcheck if probe is not None else None),
        "gradgradcheck": _gradcheck_json(probe.gradgradcheck if probe is not None else None),
        "checks": checks_json(probe),
        "errors": [error.to_json() for error in result.errors],
        # how the text was read (a stray space forgiven): a code of playground.codes and its English
        "notes": [{"code": n.code, "params": dict(n.params), "message": n.message} for n in result.notes],
        "output": result.output,
        "jacobian": jacobian_json(probe.jacobian if probe is not None else None),
        # why there is no Jacobian at the input --jacobian-shape/-values/-numbers asked for
        "jacobian_error": probe.jacobian_error.to_json() if probe is not None and probe.jacobian_error else None,
    }
    if want_at:
        report["at"] = at
    return report


def check_report(file: str, result: protocol.CompileResult, at: Optional[dict],
                 each: Sequence[protocol.CompileResult] = ()) -> str:
    """The human-readable report of `check`: a block for the subject, or where the file calls
    none of its Functions and every one was judged (``each``, worst first), a block each."""
    if len(each) < 2:
        return _one_report(file, result, at)
    names = ", ".join(str(one.subject) for one in each)
    head = f"{file}\n  judged:        each Function, as the file's code calls none of them (worst first): {names}"
    blocks = [_one_report(f"{file} · {one.subject}", one, at if one is result else None) for one in each]
    return "\n\n".join([head, *blocks])


def _one_report(file: str, result: protocol.CompileResult, at: Optional[dict]) -> str:
    lines = [f"{file}"]
    found = ", ".join(result.functions + result.modules) or "nothing"
    lines.append(f"  found:         {found}")
    for note in result.notes:  # how the text was read
        lines.append(f"  note:          {note.message}")
    if result.subject:
        lines.append(f"  subject:       {result.subject} ({result.subject_kind})")
    for error in result.errors:
        where = f"line {error.line}" if error.line else "no line"
        lines.append(f"  error:         [{error.phase}, {where}] {error.type}: {error.message}")
    probe = result.probe
    if probe is not None and not result.errors:
        mark = {"matches": "OK", "differs": "DIFFERS"}.get(probe.verdict, probe.verdict.upper())
        lines.append(f"  verdict:       {mark} — {probe.summary}")
        if probe.input_shape:
            lines.append(f"  input:         {_shape_words(probe.input_shape)}")
        for name, check in (("gradcheck", probe.gradcheck), ("gradgradcheck", probe.gradgradcheck)):
            if check is not None:
                state = "passed" if check.passed else f"FAILED (largest error {check.max_abs_error:.3g})"
                state += f", {check.mode} mode" if getattr(check, "mode", "") else ""
                lines.append(f"  {name + ':':<15}{state}{' — ' + check.message if check.message and not check.passed else ''}")
        lines.extend(_check_lines(probe))
    if probe is not None and probe.jacobian is not None and not result.errors:
        lines.extend(jacobian_lines(probe.jacobian))
    if probe is not None and probe.jacobian_error is not None:
        lines.append(f"  jacobian:      not taken — {probe.jacobian_error.message}")
    if at:
        lines.append("  x          f          backward   numeric    autograd")
        autograd = at.get("autograd") or [None] * len(at["x"])
        for row in zip(at["x"], at["f"], at["backward"], at["numeric"], autograd):
            lines.append("  " + " ".join(_cell(v) for v in row))
    if result.output:
        lines.append("  printed:")
        lines.extend("    " + line for line in result.output.rstrip("\n").split("\n")[-20:])
    return "\n".join(lines)


def _check_lines(probe: protocol.ProbeData) -> list:
    """A line per check beyond gradcheck's own two: passed, FAILED and why, or skipped and why."""
    lines = []
    for check in probe.checks:
        if check.name in ("backward", "double_backward"):
            continue
        if check.passed is None:
            state = f"skipped — {check.skipped_because}"
        elif check.passed:
            state = "passed" + (f" — {check.message}" if check.message else "")
        else:
            state = f"FAILED — {check.message}"
        lines.append(f"  {str(check.name) + ':':<15}{state}")
    return lines


def _shape_words(shape: tuple) -> str:
    """The grid probe's input: (n,) a grid of points, or rows of features (the n is the grid)."""
    features = tuple(shape[1:])
    if not features:
        return f"a grid of {shape[0]} points, shape ({shape[0]},)"
    return f"{shape[0]} rows of shape {features}, each the grid's point in every entry"


def _cell(value) -> str:
    if value is None:
        return f"{'—':<10}"
    if isinstance(value, list):
        value = value[0] if value else None
        return _cell(value)
    return f"{value:<10.4g}"
