"""The verdict on a backward, and one English sentence that says it (with a code for translation).

The window words its headline from the same code and parameters (plot_verdict.py), so every code
here has a headline there.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

from playground.protocol import GradcheckResult

INPUT_NAME = "x"  # the name gradcheck_runner gives the probed input (callers.gradcheck_setup)

SENTENCES = {
    "backward_error": "Your backward raised an error: {message}",
    "gradient_not_finite": "Your backward gives NaN or Inf at x = {x}, where f and its numerical "
                           "derivative are finite.",
    "not_elementwise": "The output at one point depends on other points, so the curves are not "
                       "compared point by point; gradcheck {gradcheck}.",
    "differs_by_design": "Your backward differs from the true derivative at {percent}% of the points, "
                         "all where f is flat or jumps: a surrogate gradient such as a "
                         "straight-through estimator differs here by design.",
    "ignores_grad_output": "Your backward does not multiply by grad_output, so it differs from the "
                           "true derivative at {percent}% of the points and gradcheck fails: by "
                           "the chain rule an input's gradient is grad_output times the derivative.",
    "differs_scaled": "Your backward gives {factor} times the true derivative everywhere, as a "
                      "gradient reversal or gradient scaling layer does.",
    "no_gradient": "Your backward returns None for x, so no gradient flows, although f changes "
                   "with x.",
    "differs": "Your backward differs from the true derivative at {percent}% of the points "
               "(largest error {error} at x = {x}).",
    "gradcheck_failed": "The curves agree, but {gradcheck_message}",
    "gradcheck_fails_for_parameter": "Your backward's derivative with respect to x agrees with "
                                     "the numerical one, but gradcheck fails for the parameter "
                                     "'{parameter}': the gradient it receives differs from the "
                                     "numerical one (largest difference {error}).",
    "matches_with_kinks": "Your backward matches the true derivative everywhere except at {kinks} "
                          "kink or jump point(s), where no derivative exists, and gradcheck passes.",
    "matches": "Your backward matches the true derivative at all {points} points, and gradcheck "
               "passes.",
}


@dataclass
class Findings:
    """What the probe found, output by output, reduced to what the verdict needs."""

    points: int
    differ_count: int = 0
    differ_fraction: float = 0.0
    max_error: float = 0.0
    worst_x: float = float("nan")
    by_design: bool = True
    not_finite_x: Optional[float] = None
    kinks: int = 0
    coupled: bool = False
    no_gradient: bool = False
    ignores_upstream: bool = False  # backward is not linear in grad_output
    factor: Optional[float] = None
    backward_error: Optional[str] = None
    gradcheck: Optional[GradcheckResult] = None
    extra: dict = field(default_factory=dict)


def verdict_of(found: Findings) -> str:
    if found.backward_error is not None or found.gradcheck is None:
        return "error"
    if found.differ_count or found.not_finite_x is not None or not found.gradcheck.passed:
        return "differs"
    return "matches"


def summarize(found: Findings) -> tuple[str, str, dict]:
    """(sentence, code, params)."""
    code, params = _choose(found)
    return SENTENCES[code].format(**params), code, params


def _choose(found: Findings) -> tuple[str, dict]:
    gradcheck = found.gradcheck
    if found.backward_error is not None:
        return "backward_error", {"message": found.backward_error}
    if found.not_finite_x is not None:
        return "gradient_not_finite", {"x": _number(found.not_finite_x)}
    if found.coupled:
        passed = gradcheck is not None and gradcheck.passed
        return "not_elementwise", {"gradcheck": "passes" if passed else "fails"}
    if found.differ_count:
        percent = _number(100 * found.differ_fraction)
        if found.ignores_upstream:
            return "ignores_grad_output", {"percent": percent}
        if found.by_design:
            return "differs_by_design", {"percent": percent}
        if found.no_gradient:
            return "no_gradient", {}
        if found.factor is not None:
            return "differs_scaled", {"factor": _number(found.factor)}
        return "differs", {"percent": percent, "error": _number(found.max_error),
                           "x": _number(found.worst_x)}
    if gradcheck is not None and not gradcheck.passed:
        parameter = blamed_parameter(gradcheck.message)
        if parameter is not None and not found.ignores_upstream:
            return "gradcheck_fails_for_parameter", {
                "parameter": parameter, "error": _number(gradcheck.max_abs_error)}
        return "gradcheck_failed", {"gradcheck_message": gradcheck.message,
                                    "ignores_grad_output": found.ignores_upstream}
    if found.kinks:
        return "matches_with_kinks", {"kinks": found.kinks}
    return "matches", {"points": found.points}


def blamed_parameter(gradcheck_message: str) -> Optional[str]:
    """The input gradcheck blames ("... with respect to 'bias' ..."), if it is not the probed
    input x itself: a parameter or an extra tensor argument of the subject."""
    match = re.search(r"with respect to '([^']+)'", gradcheck_message or "")
    return match.group(1) if match and match.group(1) != INPUT_NAME else None


def _number(value: float) -> str:
    """A short, readable number: 3 significant digits, no '-0'."""
    text = f"{value:.3g}"
    return "0" if text in ("-0", "0") else text
