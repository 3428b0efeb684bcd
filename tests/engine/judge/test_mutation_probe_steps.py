"""The probe's steps, pinned where the mutation run found them unpinned (probe_steps.py)."""
from __future__ import annotations

from playground.engine.judge import probe
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject


def test_a_detached_output_is_named_as_such():
    text = ("class Detached(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x * 2\n"
            "    @staticmethod\n    def backward(ctx, g):\n        return g * 2\n"
            "class Wrap(torch.nn.Module):\n    def forward(self, x):\n        return Detached.apply(x).detach()\n")
    data, errors = probe.run_probe(choose_subject(compile_source(text), None), points=11)
    assert data is None and errors[-1].code == "no_differentiable_output"
    assert "does not depend on x for autograd" in errors[-1].message


def test_a_type_error_from_a_method_without_staticmethod_asks_about_it():
    text = ("class Twice(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x * 2\n"
            "    def backward(g):\n        return g * 2\n")
    data, errors = probe.run_probe(choose_subject(compile_source(text), None), points=11)
    assert data.verdict == "error" and "Is @staticmethod missing above Twice.backward?" in errors[0].message


def test_a_type_error_in_a_decorated_backward_does_not_ask_about_staticmethod():
    text = ("class Twice(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x * 2\n"
            "    @staticmethod\n    def backward(ctx, g):\n        return g + 'two'\n")
    data, errors = probe.run_probe(choose_subject(compile_source(text), None), points=11)
    assert data.verdict == "error" and errors[0].type == "TypeError"
    assert "staticmethod" not in errors[0].message


def test_an_output_with_fewer_rows_than_the_input_is_not_elementwise():
    text = ("class Head(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x[:3] * 2\n"
            "    @staticmethod\n    def backward(ctx, g):\n        return g * 2\n")
    data, errors = probe.run_probe(choose_subject(compile_source(text), None), points=11)
    assert data is None and errors[-1].code == "output_not_elementwise" and "(3,)" in errors[-1].message
