"""The derivative panel's words: a one-line headline for the verdict, and the gradcheck line.

The headline says *what* differs, from the engine's summary code and its parameters
(engine/summary.py), so it can be translated and never says "differs on 0% of the grid" when it
is a parameter's gradient, not the curve, that is wrong. A probe without a code (an older engine,
a test) gets a headline from its verdict alone.
"""
from __future__ import annotations

from typing import Optional

from playground.protocol import CheckOutcome, GradcheckResult, ProbeData
from playground.ui.plots.values import format_value
from playground.ui.plots.words import tr
from playground.ui.theme import colours
from playground.ui.words.codes import Words, check_outcome_words, gradcheck_words
from playground.vocabulary import CheckName, Verdict

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
        # the point first: a cut headline on a projector must still say "by design"
        return "≈ " + tr("By design: a surrogate gradient, which differs where f is flat or jumps"), \
            colours().verdict["surrogate"]
    words = _coded_words(probe)
    if words is None:
        words = _differs_words(probe)
    symbol, colour = ("✓ ", "matches") if probe.verdict == Verdict.MATCHES else ("✗ ", "differs")
    return symbol + words, colours().verdict[colour]


def _coded_words(probe: ProbeData) -> Optional[str]:
    """The headline for a summary code that is not simply "the curve differs". Each starts with
    the verdict's word (Matches / Differs), as the lessons' "Verdict:" lines do."""
    code, params = probe.summary_code, probe.summary_params or {}
    if code == "jvp_differs":
        return tr("Differs: wrong jvp (forward mode)")
    if code == "jvp_error":
        return tr("Differs: the jvp (forward mode) raised an error")
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


def brief_check_words(name: str, result: Optional[GradcheckResult], by_design: bool = False) -> str:
    """check_words without the why, for a panel too short for the whole sentence (which then
    goes under "details"): "≈ gradcheck fails, as it must"."""
    if result is None or result.passed or result.code == "check_could_not_run":
        return check_words(name, result, by_design)
    if by_design:
        return "≈ " + tr("{name} fails, as it must").format(name=name)  # beside "By design: a surrogate…"
    return "✗ " + tr("{name} failed").format(name=name)


def short_check_words(name: str, result: Optional[GradcheckResult]) -> str:
    """"✓ name" or "✗ name failed" ("" for no result): for a row with little room."""
    if result is None:
        return ""
    return "✓ " + name if result.passed else "✗ " + tr("{name} failed").format(name=name)


# ----------------------------------------------------------------------------- the other checks
# ProbeData.checks: gradcheck and gradgradcheck (their own lines above) and the checks of PyTorch
# 2's ways to write a gradient: jvp, vmap, torch.func, opcheck and, on request, torch.compile.

PASSED, FAILED, SKIPPED = "✓", "✗", "–"
# Shown as a row of their own beside gradcheck's, in this order; backward and double_backward
# are the gradcheck and gradgradcheck lines.
EXTRA_CHECKS = (CheckName.JVP, CheckName.TORCH_FUNC, CheckName.VMAP, CheckName.OPCHECK, CheckName.COMPILE)


def check_name(name: str, short: bool = False) -> str:
    """A check's name in the window's words: torch's own name, and what it is where that helps
    ("jvp (forward mode)"); ``short``: the name alone, for a row with little room."""
    if name == CheckName.BACKWARD:
        return "gradcheck" if short else tr("backward (gradcheck)")
    if name == CheckName.DOUBLE_BACKWARD:
        return "gradgradcheck" if short else tr("double backward (gradgradcheck)")
    if name == CheckName.JVP:
        return "jvp" if short else tr("jvp (forward mode)")
    if short:
        return {CheckName.TORCH_FUNC: "torch.func", CheckName.COMPILE: "torch.compile"}.get(name, str(name))
    return {CheckName.TORCH_FUNC: "torch.func", CheckName.VMAP: "torch.vmap", CheckName.COMPILE: "torch.compile",
            CheckName.OPCHECK: "torch.library.opcheck"}.get(name, str(name))


def check_symbol(outcome: CheckOutcome) -> str:
    return SKIPPED if outcome.passed is None else PASSED if outcome.passed else FAILED


def check_lines(checks: list[CheckOutcome], by_design: bool = False) -> list[Words]:
    """Each check in a sentence, torch's own words as its detail, those that failed first: "✗ jvp
    (forward mode) failed: Wavelet.jvp gives …", "✓ torch.func passed: …"; checks skipped for one
    reason share a line
    ("– torch.func, torch.vmap skipped: MyReLU.forward takes ctx, …"); a detail is "name: torch's
    words". ``by_design``: a surrogate gradient, which gradcheck must fail."""
    lines: list[tuple[list[str], CheckOutcome, Words]] = []
    for check in checks or []:
        found = check_outcome_words(check)
        same = next((line for line in lines if check.passed is None and line[1].passed is None
                     and found.text and line[2].text == found.text), None)
        if same is not None:
            same[0].append(check_name(check.name))
        else:
            lines.append(([check_name(check.name)], check, found))
    words = [_check_line(", ".join(names), check, found, by_design) for names, check, found in lines]
    # What failed first: on a projector the list may be cut at the plot's height.
    order = {FAILED: 0, "≈": 1, PASSED: 2, SKIPPED: 3}
    return sorted(words, key=lambda line: order.get(line.text[:1], 4))


def _check_line(name: str, outcome: CheckOutcome, found: Words, by_design: bool) -> Words:
    symbol = check_symbol(outcome)
    if outcome.passed is None:
        text = tr("{name} skipped: {reason}").format(name=name, reason=found.text) if found.text \
            else tr("{name} skipped").format(name=name)
    elif outcome.passed:
        text = tr("{name} passed: {what}").format(name=name, what=found.text) if found.text \
            else tr("{name} passed").format(name=name)
    else:
        reason = found.text or (tr("largest difference {error}").format(error=format_value(outcome.max_abs_error))
                                if outcome.max_abs_error is not None else "")
        if by_design and outcome.name == CheckName.BACKWARD:
            symbol, text = "≈", tr("{name} fails, as it must for a surrogate gradient: {reason}").format(
                name=name, reason=reason)
        else:
            text = tr("{name} failed: {reason}").format(name=name, reason=reason) if reason \
                else tr("{name} failed").format(name=name)
    return Words(f"{symbol} {text}", f"{name}: {found.detail}" if found.detail else "")


def extra_checks(checks: list[CheckOutcome]) -> list[CheckOutcome]:
    """The checks beyond gradcheck and gradgradcheck, in EXTRA_CHECKS' order."""
    order = {name: index for index, name in enumerate(EXTRA_CHECKS)}
    return sorted((check for check in checks or [] if check.name in order), key=lambda check: order[check.name])


def checks_in_brief(checks: list[CheckOutcome], lead: str = "") -> str:
    """The checks beyond gradcheck's in a few words, after ``lead`` (gradgradcheck's "✓
    gradgradcheck", whose place in the row this takes): those that ran, with ✓ or ✗ ("✓
    gradgradcheck  ✗ jvp  ✓ torch.func"). Those skipped are left to the list, where each says
    why, unless nothing else would be said ("– skipped: 3"); "" for no checks. Short, so that
    the row keeps to the lines it had on a 1280×720 projector."""
    shown = extra_checks(checks)
    words = [lead] if lead and shown else []
    words += [f"{check_symbol(check)} {check_name(check.name, short=True)}" for check in shown if check.passed is not None]
    skipped = sum(1 for check in shown if check.passed is None)
    if skipped and not words:
        words.append(SKIPPED + " " + tr("skipped: {count}").format(count=skipped))
    return "  ".join(words)

