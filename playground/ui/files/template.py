"""The code File ▸ New starts from: a commented torch.autograd.Function to change.

An empty editor left a first-time user with nothing to run; this template runs at once (its
backward matches), says what each part is for, and names the first things to try.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def new_function_template() -> str:
    """The template, its comments in the window's language."""
    # Literal calls, outside the f-string: pyside6-lupdate collects only those (the comments were
    # never offered for translation and stayed English in a Russian window).
    forward_note = QCoreApplication.translate(
        "template", "forward: compute f(x). Save what backward will need with ctx.save_for_backward.")
    backward_note = QCoreApplication.translate(
        "template", "backward: get grad_output = dLoss/df and return dLoss/dx = grad_output * f'(x).")
    try_note = QCoreApplication.translate(
        "template", "Try: return 3 * x * grad_output, or forget grad_output, and watch the verdict.")
    return f'''import torch


class MyFunction(torch.autograd.Function):
    # {forward_note}
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    # {backward_note}
    # {try_note}
    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return 2 * x * grad_output
'''
