"""The hints' sentences (hints/hint.py's codes) in the window's language.

Spelled out as QCoreApplication.translate("FunctionHints", "…") so that pyside6-lupdate finds them.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from playground.hints import Hint, HintCode


def _sentence(code: HintCode) -> str:
    translate = QCoreApplication.translate
    return {
        HintCode.TOO_FEW_GRADIENTS: translate(
            "FunctionHints", "backward returns {returned} value(s), but forward takes {expected} input(s) "
            "({inputs}): return one gradient per input, None for an input that is not a tensor."),
        HintCode.TOO_MANY_GRADIENTS: translate(
            "FunctionHints", "backward returns {returned} values, but forward takes {expected} input(s) "
            "({inputs}): the extra ones must be None."),
        HintCode.SAVED_TENSORS_NOT_UNPACKED: translate(
            "FunctionHints", "ctx.saved_tensors is a tuple: unpack it, {name}, = ctx.saved_tensors "
            "(mind the comma)."),
        HintCode.SAVES_NON_TENSOR: translate(
            "FunctionHints", "save_for_backward takes tensors only; {name} is not one: keep it on ctx "
            "instead (ctx.name = value)."),
        HintCode.SAVED_CHANGED_IN_PLACE: translate(
            "FunctionHints", "{name} is saved for backward and changed in place here: backward reads the "
            "changed values, and a tensor the caller passed in changes for the caller too. Change a copy "
            "(.clone()) or use an operation that is not in place."),
        HintCode.GRAD_OUTPUT_UNUSED: translate(
            "FunctionHints", "backward never uses {name}: the gradient from above must be multiplied in "
            "(the chain rule), or every caller gets the same gradient."),
        HintCode.FORWARD_WITHOUT_CTX: translate(
            "FunctionHints", "forward takes no ctx: either write forward(ctx, {first}, …), or add "
            "setup_context(ctx, inputs, output) to save what backward needs."),
    }[code]


def hint_message(hint: Hint) -> str:
    """The hint's sentence with its names and counts put in."""
    return _sentence(hint.code).format(**hint.params)
