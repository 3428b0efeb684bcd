"""The derivative panel's words: a one-line headline for the verdict, and the gradcheck line.

The headline says *what* differs, from the engine's summary code and its parameters
(engine/summary.py), so it can be translated and never says "differs on 0% of the grid" when it
is a parameter's gradient, not the curve, that is wrong. A probe without a code (an older engine,
a test) gets a headline from its verdict alone.
"""
from __future__ import annotations

from typing import Optional

from playground.protocol import GradcheckResult, ProbeData
from playground.ui.plots.values import format_value
from playground.ui.plots.words import tr
from playground.ui.theme import colours
from playground.ui.words.codes import gradcheck_words
from playground.vocabulary import Verdict

# Verdict colours come from the theme (ui/theme.py): dark shades on a light window, light ones on
# a dark window, AA-readable either way; the ✓ ✗ ≈ symbols carry the verdict too.


def headline(probe: Optional[ProbeData]) -> tuple[str, str]:
    """(the verdict in a few words, with its symbol; the text colour)."""
    if probe is None:
        return tr("No derivative to show yet."), colours().verdict["error"]
    if probe.verdict == Verdict.ERROR:
        return "⚠ " + tr("The backward could not be judged (see the console)"), \
            colours().verdict["error"]
    if probe.verdict == Verdict.MATCHES and probe.summary_code != "not_elementwise":
        return "✓ " + tr("Backward matches the numerical derivative"), colours().verdict["matches"]
    if probe.by_design:
        return "≈ " + tr("Differs where f is flat or jumps — a surrogate gradient differs here "
                         "by design"), colours().verdict["surrogate"]
    words = _coded_words(probe)
    if words is None:
        words = _differs_words(probe)
    symbol, colour = ("✓ ", "matches") if probe.verdict == Verdict.MATCHES else ("✗ ", "differs")
    return symbol + words, colours().verdict[colour]


def _coded_words(probe: ProbeData) -> Optional[str]:
    """The headline for a summary code that is not simply "the curve differs". Each starts with
    the verdict's word (Matches / Differs), as the lessons' "Verdict:" lines do."""
    code, params = probe.summary_code, probe.summary_params or {}
    if code == "gradcheck_fails_for_parameter":
        return tr("Differs for parameter '{parameter}': gradcheck fails (the curve w.r.t. x "
                  "agrees)").format(parameter=params.get("parameter", "?"))
    if code == "gradcheck_failed" and params.get("ignores_grad_output"):
        return tr("Differs: backward ignores grad_output (the curves use grad_output = 1)")
    if code == "gradcheck_failed":
        return tr("Differs: gradcheck fails, although the curves agree")
    if code == "not_elementwise":
        return (tr("Matches: gradcheck passes (outputs mix several inputs: no curve comparison)")
                if probe.verdict == Verdict.MATCHES else
                tr("Differs: gradcheck fails (outputs mix several inputs: no curve comparison)"))
    if code == "gradient_not_finite":
        return tr("Differs: backward gives NaN or Inf at x = {x}").format(x=params.get("x", "?"))
    if code == "no_gradient":
        return tr("Differs: backward returns None for x, so no gradient flows")
    if code == "differs_scaled":
        return tr("Differs: backward gives {factor} × the true derivative").format(
            factor=params.get("factor", "?"))
    if code == "ignores_grad_output":
        return tr("Backward ignores grad_output: differs on {percent}% of the grid").format(
            percent=params.get("percent", "?"))
    return _grad_output_words(code)


def _grad_output_words(code: str) -> Optional[str]:
    """Headlines for a backward that mishandles grad_output, or a plain constant-factor bug."""
    words = {
        "wrong_sign": tr("Differs: backward has the wrong sign (−1 × the true derivative)"),
        "wrong_factor": tr("Differs: backward is off by a constant factor"),
        "backward_random": tr("Differs: backward is random (a different gradient every run)"),
        "sums_grad_output": tr("Differs: backward sums grad_output over the points"),
        "not_proportional": tr("Differs: backward clips or limits grad_output (not proportional)"),
        "wrong_for_negative_grad_output": tr("Differs: backward is wrong when grad_output is "
                                             "negative"),
        "relu_mask_missing": tr("Differs where f is flat: a straight-through estimator on "
                                "purpose, or a missing mask by mistake"),
    }
    return words.get(code)


def _differs_words(probe: ProbeData) -> str:
    percent = 100.0 * float(probe.differ_fraction)
    shown = f"{percent:.1g}" if 0 < percent < 1 else f"{percent:.0f}"
    return tr("Backward differs on {percent}% of the grid (largest error {error})").format(
        percent=shown, error=format_value(probe.max_error))


def check_words(name: str, result: Optional[GradcheckResult], by_design: bool = False) -> str:
    """One line about a gradcheck-style result (the engine's message without a repeated
    "gradcheck failed:"). by_design: a surrogate gradient, which gradcheck must fail."""
    if result is None:
        return tr("{name}: not run").format(name=name)
    if result.passed:
        points = tr(" at {count} points").format(count=result.points) if result.points else ""
        return "✓ " + tr("{name} passed{points}").format(name=name, points=points)
    reason = gradcheck_words(result, name).text  # why, worded from its code (ui/words/codes.py)
    if result.code == "check_could_not_run" or reason.startswith(name):  # "gradcheck could not run: ..." says it all
        return "✗ " + reason
    if not reason:
        reason = tr("largest error {error}").format(error=format_value(result.max_abs_error))
    if by_design:
        return "≈ " + tr("{name} fails, as it must for a surrogate gradient: {reason}").format(
            name=name, reason=reason)
    return "✗ " + tr("{name} failed: {reason}").format(name=name, reason=reason)


def check_detail(name: str, result: Optional[GradcheckResult]) -> str:
    """torch's own words about a failed check, for the "details" toggle ("" for none)."""
    return gradcheck_words(result, name).detail if result is not None and not result.passed else ""


def short_check_words(name: str, result: Optional[GradcheckResult]) -> str:
    """"✓ name" or "✗ name failed" ("" for no result): for a row with little room."""
    if result is None:
        return ""
    return "✓ " + name if result.passed else "✗ " + tr("{name} failed").format(name=name)
