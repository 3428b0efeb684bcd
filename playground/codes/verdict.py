"""SUMMARIES: ``ProbeData.summary_code``, the verdict's sentence (engine/judge/summary.py).
jacobian.py adds the verdicts on a subject judged by its Jacobian.
"""
from __future__ import annotations

from playground.codes.base import QT_TRANSLATE_NOOP, Code, Kind, _code

S = Kind.SUMMARY
_SUMMARY_LIST: tuple[Code, ...] = (
    _code(S, "backward_error", QT_TRANSLATE_NOOP("Codes", "Your backward raised an error (see the console)."),
          params=("message",), detail="message", inline="Your backward raised an error: {message}"),
    # A Function of several inputs: the point is x and the values the others are held at ({held}).
    _code(S, "gradient_not_finite",
          QT_TRANSLATE_NOOP("Codes", "Your backward gives NaN or Inf at x = {x}, where the other inputs are held "
                                     "at {held} and f and its numerical derivative are finite."),
          QT_TRANSLATE_NOOP("Codes", "Your backward gives NaN or Inf at x = {x}, where f and its numerical "
                                     "derivative are finite."),
          params=("x", "held"), examples=({"x": "0", "held": "g = 0.31"}, {"x": "0"})),
    _code(S, "not_elementwise",
          QT_TRANSLATE_NOOP("Codes", "The output at one point depends on other points, so the curves are "
                                     "not compared point by point; gradcheck passes."),
          QT_TRANSLATE_NOOP("Codes", "The output at one point depends on other points, so the curves are "
                                     "not compared point by point; gradcheck fails."),
          params=("gradcheck",), choose=lambda params: str(params.get("gradcheck")),
          variants=("passes", "fails"), examples=({"gradcheck": "passes"}, {"gradcheck": "fails"})),
    _code(S, "differs_by_design", QT_TRANSLATE_NOOP("Codes",
          "Your backward differs from the true derivative at {percent}% of the points, all where "
          "f is flat or jumps: a surrogate gradient such as a straight-through estimator differs "
          "here by design."), params=("percent",)),
    _code(S, "ignores_grad_output", QT_TRANSLATE_NOOP("Codes",
          "Your backward does not multiply by grad_output, so it differs from the true derivative "
          "at {percent}% of the points and gradcheck fails: by the chain rule an input's gradient "
          "is grad_output times the derivative."), params=("percent",)),
    _code(S, "differs_scaled", QT_TRANSLATE_NOOP("Codes",
          "Your backward gives {factor} times the true derivative everywhere, as a gradient "
          "reversal or gradient scaling layer does."), params=("factor",)),
    _code(S, "wrong_sign", QT_TRANSLATE_NOOP("Codes",
          "Your backward gives -1 times the true derivative everywhere: its sign is wrong "
          "(nothing in the code says it is meant to reverse the gradient)."), params=("factor",)),
    _code(S, "wrong_factor",
          QT_TRANSLATE_NOOP("Codes", "Your backward gives {factor} times the true derivative everywhere along x, "
                                     "where the other inputs are held at {held}: a factor is missing or extra "
                                     "(it may depend on those inputs)."),
          QT_TRANSLATE_NOOP("Codes", "Your backward gives {factor} times the true derivative everywhere: a "
                                     "constant factor is missing or extra."),
          params=("factor", "held"), examples=({"factor": "0.324", "held": "g = 0.736"}, {"factor": "2"})),
    _code(S, "backward_random", QT_TRANSLATE_NOOP("Codes",
          "Your backward gives a different gradient each time it runs on the same input and "
          "grad_output (does it add random noise?), so it is not the derivative of f.")),
    _code(S, "sums_grad_output", QT_TRANSLATE_NOOP("Codes",
          "Your backward mixes grad_output across points (as grad_output.sum() does): by the "
          "chain rule each input's gradient uses only its own output's grad_output.")),
    _code(S, "not_proportional", QT_TRANSLATE_NOOP("Codes",
          "Your backward does not scale with grad_output (does it clip or limit it?): by the "
          "chain rule the gradient is grad_output times the derivative, so doubling grad_output "
          "must double it.")),
    _code(S, "wrong_for_negative_grad_output", QT_TRANSLATE_NOOP("Codes",
          "Your backward is right for a positive grad_output but wrong when grad_output is "
          "negative (at {percent}% of the points): the chain rule holds for either sign."),
          params=("percent",)),
    _code(S, "relu_mask_missing", QT_TRANSLATE_NOOP("Codes",
          "Your backward passes grad_output through unchanged where f is flat, at {percent}% of "
          "the points: a straight-through estimator does this on purpose; a ReLU whose backward "
          "forgot the mask does it by mistake."), params=("percent",)),
    _code(S, "no_gradient", QT_TRANSLATE_NOOP("Codes",
          "Your backward returns None for x, so no gradient flows, although f changes with x.")),
    _code(S, "differs",
          QT_TRANSLATE_NOOP("Codes", "Your backward differs from the true derivative at {percent}% of the points "
                                     "(largest error {error} at x = {x}, where the other inputs are held at "
                                     "{held})."),
          QT_TRANSLATE_NOOP("Codes", "Your backward differs from the true derivative at {percent}% of the points "
                                     "(largest error {error} at x = {x})."),
          params=("percent", "error", "x", "held"),
          examples=({"percent": "40", "error": "0.5", "x": "-5", "held": "g = 0.31"},
                    {"percent": "40", "error": "0.5", "x": "-5"})),
    _code(S, "gradcheck_failed",
          QT_TRANSLATE_NOOP("Codes", "The curves agree, but gradcheck fails: backward does not multiply "
                                     "by grad_output. By the chain rule the gradient of an input is "
                                     "grad_output times the derivative, so it must grow when "
                                     "grad_output grows."),
          QT_TRANSLATE_NOOP("Codes", "The curves agree, but gradcheck fails (its line below says why)."),
          params=("gradcheck_message", "ignores_grad_output"), detail="gradcheck_message",
          inline="The curves agree, but {gradcheck_message}",
          choose=lambda params: "ignores" if params.get("ignores_grad_output") else "other",
          variants=("ignores", "other"),
          examples=({"gradcheck_message": "gradcheck failed: …", "ignores_grad_output": True},
                    {"gradcheck_message": "gradcheck failed: …", "ignores_grad_output": False})),
    # With a curve of its own (a second input shaped like x, held while the grid moves x): where it differs.
    _code(S, "gradcheck_fails_for_parameter",
          QT_TRANSLATE_NOOP("Codes", "Your backward's derivative with respect to x agrees with the numerical one, "
                                     "but its gradient for '{parameter}' differs from the true one at {percent}% "
                                     "of the points (largest error {curve_error} at x = {x}, where the other "
                                     "inputs are held at {held}), and gradcheck fails for it too."),
          QT_TRANSLATE_NOOP("Codes", "Your backward's derivative with respect to x agrees with the numerical one, "
                                     "but gradcheck fails for the parameter '{parameter}': the gradient it "
                                     "receives differs from the numerical one (largest difference {error})."),
          params=("parameter", "error", "percent", "curve_error", "x", "held"),
          examples=({"parameter": "g", "error": "4.11", "percent": "99", "curve_error": "1.66", "x": "-5",
                     "held": "g = 0.31"}, {"parameter": "bias", "error": "3.68"})),
    _code(S, "jvp_differs",
          QT_TRANSLATE_NOOP("Codes", "Your backward matches the true derivative, but {function}.jvp "
                                     "(forward mode) differs from it at {percent}% of the points (largest "
                                     "error {error} at x = {x})."),
          QT_TRANSLATE_NOOP("Codes", "Your backward matches the true derivative, but {function}.jvp gives "
                                     "another directional derivative of {output} along '{input}' than the "
                                     "numerical one (largest difference {error})."),
          QT_TRANSLATE_NOOP("Codes", "Your backward matches the true derivative, but {function}.jvp "
                                     "disagrees with it: ⟨v, J·t⟩ from the jvp is not ⟨Jᵀ·v, t⟩ from the "
                                     "backward for '{input}'."),
          params=("function", "percent", "error", "x", "output", "input", "where"),
          choose=lambda params: str(params.get("where", "points")), variants=("grid", "points", "transpose"),
          examples=({"function": "MyCube", "where": "grid", "percent": "50", "error": "6", "x": "-1"},
                    {"function": "MyCube", "where": "points", "output": "y", "input": "x", "error": "6"},
                    {"function": "MyCube", "where": "transpose", "input": "x"})),
    _code(S, "jvp_error", QT_TRANSLATE_NOOP("Codes",
          "Your backward matches the true derivative, but {function}.jvp raised an error (see the "
          "console)."), params=("function", "text"), detail="text",
          inline="Your backward matches the true derivative, but {function}.jvp raised an error: {text}"),
    # The check's first answer (CheckStage.CURVES) where the curves agree: gradcheck has not run yet.
    _code(S, "curves_agree",
          QT_TRANSLATE_NOOP("Codes", "Your backward matches the true derivative at all {points} points; "
                                     "gradcheck is still running."),
          QT_TRANSLATE_NOOP("Codes", "Your backward matches the true derivative everywhere except at {kinks} "
                                     "kink or jump point(s), where no derivative exists; gradcheck is still "
                                     "running."),
          QT_TRANSLATE_NOOP("Codes", "The output at one point depends on other points, so the curves are not "
                                     "compared point by point; gradcheck is still running."),
          params=("shown", "points", "kinks"), choose=lambda params: str(params.get("shown")),
          variants=("points", "kinks", "not_compared"),
          examples=({"shown": "points", "points": 1001}, {"shown": "kinks", "kinks": 2},
                    {"shown": "not_compared"})),
    _code(S, "matches_with_kinks", QT_TRANSLATE_NOOP("Codes",
          "Your backward matches the true derivative everywhere except at {kinks} kink or jump "
          "point(s), where no derivative exists, and gradcheck passes."), params=("kinks",)),
    _code(S, "matches", QT_TRANSLATE_NOOP("Codes",
          "Your backward matches the true derivative at all {points} points, and gradcheck "
          "passes."), params=("points",)),
)
SUMMARIES: dict[str, Code] = {code.name: code for code in _SUMMARY_LIST}
