"""The verdict on a backward, and one English sentence that says it (with a code for translation).

Each code's sentence is in playground/codes/verdict.py (SUMMARIES), where the window finds it too; the
window words its headline from the same code and parameters (ui/plots/verdict.py).
"""
from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass, field
from typing import Optional

from playground import codes
from playground.protocol import GradcheckResult
from playground.vocabulary import Verdict

INPUT_NAME = "x"  # the name gradcheck_runner gives the probed input (callers.gradcheck_setup)


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
    upstream: Optional[str] = None  # how backward breaks the chain rule's use of grad_output
    upstream_fraction: float = 0.0  # share of the grid where that shows
    reversal_named: bool = False  # the code speaks of reversing or scaling the gradient
    identity_backward: bool = False  # the claimed derivative is 1 wherever it differs
    gradcheck: Optional[GradcheckResult] = None
    extra: dict = field(default_factory=dict)
    # The other inputs as the grid holds them while it moves x ("g = 0.31"): a point named by its
    # x alone would not say where a Function of several inputs differs ("" for one input).
    held: str = ""


def verdict_of(found: Findings) -> str:
    if found.backward_error is not None or found.gradcheck is None:
        return "error"
    if (found.differ_count or found.not_finite_x is not None or not found.gradcheck.passed
            or found.upstream is not None):
        return "differs"
    return "matches"


def decided_by(found: Findings, gradgradcheck: Optional[GradcheckResult]) -> list:
    """The evidence behind the verdict: for "differs", the checks that found the backward wrong;
    for "matches", every check that ran and agreed. Names: grid_curves, gradcheck_full,
    gradcheck_fast, random_upstream, second_derivative."""
    gradcheck = found.gradcheck
    checks = [("grid_curves", not (found.differ_count or found.not_finite_x is not None),
               not found.coupled),
              ("gradcheck_" + (gradcheck.mode or "full") if gradcheck else "gradcheck",
               gradcheck is not None and gradcheck.passed, gradcheck is not None),
              ("random_upstream", found.upstream is None, True),
              ("second_derivative", gradgradcheck is not None and gradgradcheck.passed,
               gradgradcheck is not None)]
    if verdict_of(found) == Verdict.ERROR:
        return []
    if verdict_of(found) == Verdict.MATCHES:
        return [name for name, passed, ran in checks if ran and passed]
    return [name for name, passed, ran in checks[:3] if ran and not passed]


def summarize(found: Findings) -> tuple[str, str, dict]:
    """(sentence, code, params)."""
    code, params = _choose(found)
    return codes.word_english(codes.SUMMARIES[code], params) or code, code, params


# Sentences that name gradcheck's outcome: before gradcheck ran (the check's first answer,
# CheckStage.CURVES) their place is taken by ``curves_agree``, which says it is running.
SAY_GRADCHECK = {"matches", "matches_with_kinks", "not_elementwise"}


def summarize_curves(found: Findings) -> tuple[str, str, dict]:
    """(sentence, code, params) from the curves alone, gradcheck still to come: the verdict's
    own where the curves decide it, else what the curves show and that gradcheck is running."""
    code, params = _choose(found)
    if code in SAY_GRADCHECK:
        code, params = _curves_agree(found)
    return codes.word_english(codes.SUMMARIES[code], params) or code, code, params


def _curves_agree(found: Findings) -> tuple[str, dict]:
    if found.coupled:
        return "curves_agree", {"shown": "not_compared"}
    if found.kinks:
        return "curves_agree", {"shown": "kinks", "kinks": found.kinks}
    return "curves_agree", {"shown": "points", "points": found.points}


def _choose(found: Findings) -> tuple[str, dict]:
    gradcheck = found.gradcheck
    if found.backward_error is not None:
        return "backward_error", {"message": found.backward_error}
    if found.not_finite_x is not None:
        return "gradient_not_finite", _held({"x": _number(found.not_finite_x)}, found)
    if found.coupled:
        passed = gradcheck is not None and gradcheck.passed
        return "not_elementwise", {"gradcheck": "passes" if passed else "fails"}
    if found.upstream is not None:
        return _upstream_code(found)
    if found.differ_count:
        percent = percent_text(found.differ_fraction)
        if found.ignores_upstream:
            return "ignores_grad_output", {"percent": percent}
        if found.by_design and found.identity_backward:
            return "relu_mask_missing", {"percent": percent}
        if found.by_design:
            return "differs_by_design", {"percent": percent}
        if found.no_gradient:
            return "no_gradient", {}
        if found.factor is not None:
            return _scaled_code(found)
        return "differs", _held({"percent": percent, "error": _number(found.max_error),
                                 "x": _number(found.worst_x)}, found)
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


def _held(params: dict, found: Findings) -> dict:
    """``params`` with the other inputs' held values, where there are others."""
    return {**params, "held": found.held} if found.held else params


def parameter_curve_differs(found: Findings, params: dict, fraction: float, error: float,
                            at: float) -> tuple[str, str, dict]:
    """The sentence of a parameter gradcheck blames, where the parameter has a curve of its own
    (a second input shaped like x) that differs at ``fraction`` of the points, most (``error``) at
    x = ``at``: where, with the values the other inputs are held at."""
    code, params = _parameter_curve(found, params, fraction, error, at)
    return codes.word_english(codes.SUMMARIES[code], params) or code, code, params


def _parameter_curve(found: Findings, params: dict, fraction: float, error: float, at: float) -> tuple[str, dict]:
    return "gradcheck_fails_for_parameter", _held({**params, "percent": percent_text(fraction),
                                                   "curve_error": _number(error), "x": _number(at)}, found)


def _upstream_code(found: Findings) -> tuple[str, dict]:
    kind = found.upstream
    if kind == "ignores":
        if found.differ_count:
            return "ignores_grad_output", {"percent": percent_text(found.differ_fraction)}
        return "gradcheck_failed", {"gradcheck_message": IGNORES_MESSAGE, "ignores_grad_output": True}
    if kind == "negative":
        return "wrong_for_negative_grad_output", {"percent": percent_text(found.upstream_fraction)}
    return {"random": "backward_random", "mixes": "sums_grad_output",
            "not_proportional": "not_proportional"}[kind], {}


def _scaled_code(found: Findings) -> tuple[str, dict]:
    factor = _number(found.factor)
    if found.reversal_named:
        return "differs_scaled", {"factor": factor}
    if factor == "-1":
        return "wrong_sign", {"factor": factor}
    return "wrong_factor", _held({"factor": factor}, found)


IGNORES_MESSAGE = "gradcheck failed: " + codes.GRADCHECKS["gradcheck_ignores_grad_output"].sentences["0"]


def reversal_named(source_text: str) -> bool:
    """Do the code's names speak of reversing, flipping or scaling the gradient (a DANN layer, a
    gradient scaler), so that a constant times the derivative is meant? Comments and strings do
    not count: "the sign is flipped" in a comment does not make a bug a reversal layer."""
    names = " ".join(_identifiers(source_text or ""))
    return re.search(r"revers|flip|grl|adversar|scal|multipl", names, re.IGNORECASE) is not None


def _identifiers(text: str) -> list:
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return re.findall(r"[A-Za-z_]\w*", text)
    return [token.string for token in tokens if token.type == tokenize.NAME]


def percent_text(fraction: float) -> str:
    """A share as the headline shows it: one significant digit below 1 %, whole percents above."""
    percent = 100.0 * float(fraction)
    return f"{percent:.1g}" if 0 < percent < 1 else f"{percent:.0f}"


def blamed_parameter(gradcheck_message: str) -> Optional[str]:
    """The input gradcheck blames ("... with respect to 'bias' ..."), if it is not the probed
    input x itself: a parameter or an extra tensor argument of the subject."""
    match = re.search(r"with respect to '([^']+)'", gradcheck_message or "")
    return match.group(1) if match and match.group(1) != INPUT_NAME else None


def held_words(values: dict) -> str:
    """The other inputs and the values they are held at, as a sentence shows them: "g = 0.31, b = 1"."""
    return ", ".join(f"{name} = {_number(value)}" for name, value in values.items())


def _number(value: float) -> str:
    """A short, readable number: 3 significant digits, no '-0'."""
    text = f"{value:.3g}"
    return "0" if text in ("-0", "0") else text
