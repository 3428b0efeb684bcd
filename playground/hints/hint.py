"""A hint: a line, a column, a code and the code's parameters (the window words it, in four
languages: ui/editor/hint_words.py)."""
from __future__ import annotations

from dataclasses import dataclass, field

from playground.vocabulary import StrEnum


class HintCode(StrEnum):
    """What a static check of a Function found (each is what PyTorch's docs call an error, or a
    backward that cannot be right; ``extending autograd`` in the docs)."""

    TOO_FEW_GRADIENTS = "too_few_gradients"  # backward returns fewer values than forward takes inputs
    TOO_MANY_GRADIENTS = "too_many_gradients"  # more, and an extra one is not None
    SAVED_TENSORS_NOT_UNPACKED = "saved_tensors_not_unpacked"  # x = ctx.saved_tensors, x used as a tensor
    SAVES_NON_TENSOR = "saves_non_tensor"  # save_for_backward of a number, a shape, a non-tensor argument
    SAVED_CHANGED_IN_PLACE = "saved_changed_in_place"  # a saved tensor changed in place
    GRAD_OUTPUT_UNUSED = "grad_output_unused"  # backward never reads a gradient it is given
    FORWARD_WITHOUT_CTX = "forward_without_ctx"  # forward(x): no ctx, no setup_context


@dataclass(frozen=True)
class Hint:
    """One finding, at a 1-based line and 0-based column of the text."""

    line: int
    column: int
    code: HintCode
    params: dict = field(default_factory=dict)  # names and counts the words put in their sentence
