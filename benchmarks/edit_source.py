"""The text the edit benchmark types into: the tutorial preset with one constant to change."""
from __future__ import annotations

EDIT_SCALE_LINE = "SCALE = "


def edit_text(preset_text: str) -> str:
    """The preset with a SCALE constant used by forward and backward alike, so every edit of it
    changes both curves and the backward stays right."""
    text = preset_text.replace("return input.clamp(min=0)", "return input.clamp(min=0) * SCALE")
    text = text.replace("grad_input = grad_output.clone()", "grad_input = grad_output.clone() * SCALE")
    return text.replace("import torch\n", f"import torch\n\n{EDIT_SCALE_LINE}1.0\n", 1)
