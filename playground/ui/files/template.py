"""The code File ▸ New starts from: a commented torch.autograd.Function to change.

An empty editor left a first-time user with nothing to run; this template runs at once (its
backward matches), says what each part is for, and names the first things to try.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def new_function_template() -> str:
    """The template, its comments in the window's language."""
    def tr(text: str) -> str:
        return QCoreApplication.translate("template", text)

    return f'''import torch


class MyFunction(torch.autograd.Function):
    # {tr("forward: compute f(x). Save what backward will need with ctx.save_for_backward.")}
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    # {tr("backward: get grad_output = dLoss/df and return dLoss/dx = grad_output * f'(x).")}
    # {tr("Try: return 3 * x * grad_output, or forget grad_output, and watch the verdict.")}
    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return 2 * x * grad_output
'''
