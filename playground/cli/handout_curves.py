"""Which curves a handout draws, and in which panels (cli/export_picture.py draws them).

A student's handout must not show what the student is asked to write. Where the lesson's solution
(``# BEGIN SOLUTION``) lies in ``backward``, the derivative is the answer: the student's handout
draws f alone and says the derivative is theirs to find. Where the solution lies elsewhere (the
forward, a helper), the true derivative is shown but not the solution's backward. With
``--answers``, or for a lesson that hides nothing, f, the true derivative and the backward's.

A Function elementwise in several inputs (ProbeData.inputs: ``x * sigmoid(g)``) gets a derivative
panel per input, as the window's derivative plot draws a curve set per input, each titled with its
input and the values the other inputs are held at while the grid moves the first.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Optional

from playground import protocol
from playground.cli.export_picture import Panel, backward_curve, function_curve, numeric_curve
from playground.formats.lesson_solution import SolutionMarkerError, split_lesson
from playground.formats.presets import Preset

BACKWARD_NAMES = frozenset({"backward", "vjp"})  # the methods that compute the derivative


@dataclass(frozen=True)
class CurveChoice:
    """What the handout may show of the derivative."""

    true: bool  # the numerical derivative: the true one
    yours: bool  # the derivative the code's backward gives (the solution's, where it has one)

    @property
    def legend_key(self) -> str:
        """The caption's key in export_words.WORDS."""
        if self.yours:
            return "legend"
        return "legend_true" if self.true else "legend_hidden"


def curve_choice(lesson: Preset, answers: bool) -> CurveChoice:
    if answers or not lesson.has_solution:
        return CurveChoice(true=True, yours=True)
    return CurveChoice(true=not solution_in_backward(lesson.source()), yours=False)


def solution_in_backward(source: str) -> bool:
    """Does a ``# BEGIN SOLUTION`` block lie inside a method named backward (or vjp)? Where the
    file cannot be read so, yes: a handout that shows too little gives nothing away."""
    try:
        blocks = split_lesson(source).blocks
        tree = ast.parse(source)
    except (SolutionMarkerError, SyntaxError):
        return True
    spans = [(node.lineno, node.end_lineno or node.lineno) for node in ast.walk(tree)
             if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in BACKWARD_NAMES]
    return any(first <= block.begin_line <= last for block in blocks for first, last in spans)


def curve_panels(probe: protocol.ProbeData, choice: CurveChoice) -> list[Panel]:
    """f's panel, then a derivative panel per input (one where the Function has one input, none
    where the derivative is the student's to find)."""
    inputs = list(probe.inputs) if len(probe.inputs) > 1 else []
    held = held_note(inputs)
    names = ", ".join(curves.input for curves in inputs) or "x"
    panels = [Panel(f"f({names}){held}", [function_curve(probe.f[0])])]
    if not (choice.true or choice.yours):
        return panels
    if not inputs:
        backward = probe.backward[0] if probe.backward else None
        return panels + [Panel("df/dx", _derivatives(backward, probe.numeric[0], choice))]
    return panels + [Panel(f"∂f/∂{curves.input}{held}",
                           _derivatives(_first(curves.backward), curves.numeric[0], choice))
                     for curves in inputs if curves.numeric]


def held_note(inputs: list[protocol.InputCurves]) -> str:
    """", g = 0.736": the inputs the grid does not move, at the values they hold."""
    held = [f"{curves.input} = {curves.held:.3g}" for curves in inputs if curves.held is not None]
    return ("   " + ", ".join(held)) if held else ""


def _derivatives(backward, numeric, choice: CurveChoice) -> list:
    curves = [backward_curve(backward)] if choice.yours and backward is not None else []
    return curves + ([numeric_curve(numeric)] if choice.true else [])


def _first(arrays: list) -> Optional[object]:
    return arrays[0] if arrays else None
