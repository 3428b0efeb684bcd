"""GRADCHECKS: ``GradcheckResult.code``, why gradcheck or gradgradcheck failed (also a backward or
double_backward check's ``CheckOutcome.code``).
"""
from __future__ import annotations

from playground.codes.base import QT_TRANSLATE_NOOP, Code, Kind, _code

G = Kind.GRADCHECK
_GRADCHECK_LIST: tuple[Code, ...] = (
    _code(G, "gradcheck_ignores_grad_output", QT_TRANSLATE_NOOP("Codes",
          "backward does not multiply by grad_output. By the chain rule the gradient of an input "
          "is grad_output times the derivative, so it must grow when grad_output grows.")),
    _code(G, "gradcheck_mismatch", QT_TRANSLATE_NOOP("Codes",
          "the gradient of {output} with respect to '{input}' does not match the numerical one "
          "at {points} random points (largest difference {error:.3g})."),
          params=("output", "input", "points", "error"),
          examples=({"output": "y", "input": "bias", "points": 12, "error": 0.5},)),
    _code(G, "gradcheck_random", QT_TRANSLATE_NOOP("Codes",
          "backward gives different results when run twice on the same input and grad_output "
          "(does it use randomness, or change a saved tensor?).")),
    _code(G, "gradcheck_random_upstream", QT_TRANSLATE_NOOP("Codes",
          "random upstream gradients of both signs show a difference (largest {error:.3g}): the "
          "backward is right for some grad_output only, e.g. for positive ones."),
          params=("error",), examples=({"error": 0.25},)),
    _code(G, "gradcheck_torch", QT_TRANSLATE_NOOP("Codes",
          "torch's check found a difference (its own words are under details)."),
          params=("text",), detail="text", inline="{text}"),
    _code(G, "gradgradcheck_mismatch", QT_TRANSLATE_NOOP("Codes",
          "the derivative of your backward (double backward) does not match its numerical "
          "derivative."), params=("text",), detail="text",
          inline="the derivative of your backward (double backward) does not match its numerical "
                 "derivative. {text}"),
    _code(G, "check_could_not_run", QT_TRANSLATE_NOOP("Codes",
          "{check} could not run: your code raised an error (see the console)."),
          params=("check", "text"), detail="text", inline="{check} could not run: {text}"),
)
GRADCHECKS: dict[str, Code] = {code.name: code for code in _GRADCHECK_LIST}
