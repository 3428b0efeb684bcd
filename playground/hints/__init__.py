"""Hints for a torch.autograd.Function before anything runs: a static check of the parsed text.

Torch-free and Qt-free (the window runs it as the student types; user code never runs here).
Reading order: hint.py (what a hint is), function_shape.py (a Function class read from the tree),
expressions.py (how many values an expression makes), function_hints.py (the checks).
"""
from __future__ import annotations

from playground.hints.function_hints import function_hints, parses
from playground.hints.hint import Hint, HintCode

__all__ = ["Hint", "HintCode", "function_hints", "parses"]
