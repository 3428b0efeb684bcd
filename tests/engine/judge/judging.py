"""Small Functions written as text and judged the way the engine judges an edit: shared by the
judge's sensitivity and mutation tests."""
from __future__ import annotations

from playground.engine.judge.probe import run_probe
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject

POINTS = 201


def function(forward: str, backward: str, name: str = "Subject") -> str:
    """The text of a Function of x that saves x: ``forward`` and ``backward`` are one line each
    (backward sees ``x`` and ``g``)."""
    return (f"class {name}(Function):\n    @staticmethod\n    def forward(ctx, x):\n"
            f"        ctx.save_for_backward(x)\n        {forward}\n"
            f"    @staticmethod\n    def backward(ctx, g):\n        x, = ctx.saved_tensors\n"
            f"        {backward}\n")


def judged(text: str, **kw):
    data, errors = run_probe(choose_subject(compile_source(text), None), points=kw.pop("points", POINTS), **kw)
    assert data is not None and data.verdict != "error", errors
    return data


SQUARE = function("return x * x", "return g * 2 * x", name="Square")


def two_outputs(first: str, second: str) -> str:
    """A Module returning the outputs of two Functions of x, given as full class texts."""
    names = [text.split("(")[0].removeprefix("class ") for text in (first, second)]
    return (first + second + "class Both(torch.nn.Module):\n    def forward(self, x):\n"
            f"        return {names[0]}.apply(x), {names[1]}.apply(x)\n")
