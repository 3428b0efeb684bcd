"""The text the edit benchmark types into: the tutorial preset with one constant to change."""
from __future__ import annotations

EDIT_SCALE_LINE = "SCALE = "


def edit_text(preset_text: str) -> str:
    """The preset with a SCALE constant used by forward and backward alike, so every edit of it
    changes both curves and the backward stays right."""
    text = preset_text.replace("return input.clamp(min=0)", "return input.clamp(min=0) * SCALE")
    text = text.replace("grad_input = grad_output.clone()", "grad_input = grad_output.clone() * SCALE")
    return text.replace("import torch\n", f"import torch\n\n{EDIT_SCALE_LINE}1.0\n", 1)


# A softmax whose forward and backward both use SCALE: every edit changes its whole Jacobian (a
# function that mixes elements: the Jacobian tab is its main picture), and the backward stays right.
JACOBIAN_TEXT = f"""import torch

{EDIT_SCALE_LINE}1.0


class Softmax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = torch.softmax(x * SCALE, dim=-1)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, grad_output):
        (y,) = ctx.saved_tensors
        return SCALE * y * (grad_output - (grad_output * y).sum(dim=-1, keepdim=True))


x = torch.randn(2, 4)
print(Softmax.apply(x))
"""
