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


def def_line(text: str, needle: str) -> int:
    return text.splitlines().index(needle) + 1


def probe_errors(text: str, subject=None):
    return probe.run_probe(choose_subject(compile_source(text), subject), points=11)[1]


def test_an_error_torch_raises_points_at_the_subjects_own_def_among_several_functions():
    # backward(ctx) without the gradient: torch's call raises, no line of the user's code runs.
    text = ("class First(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x * 2\n"
            "    @staticmethod\n    def backward(ctx, g):\n        return g * 2\n"
            "class Second(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x * 3\n"
            "    @staticmethod\n    def backward(ctx):\n        return 3\n")
    errors = probe_errors(text, "Second")
    assert errors[0].phase == "backward" and errors[0].type == "TypeError"
    assert errors[0].line == def_line(text, "    def backward(ctx):")


def test_an_error_in_the_function_a_module_uses_points_at_that_functions_def():
    text = ("class Triple(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x * 3\n"
            "    @staticmethod\n    def backward(ctx):\n        return 3\n"
            "class Layer(torch.nn.Module):\n    def forward(self, x):\n        return Triple.apply(x)\n")
    errors = probe_errors(text, "Layer")
    assert errors[0].phase == "backward" and errors[0].line == def_line(text, "    def backward(ctx):")


def test_a_function_written_with_vjp_is_pointed_at_its_vjp_or_its_forward():
    wrong_vjp = ("class Triple(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x * 3\n"
                 "    @staticmethod\n    def vjp(ctx):\n        return 3\n")
    errors = probe_errors(wrong_vjp)
    assert errors[0].phase == "backward" and errors[0].line == def_line(wrong_vjp, "    def vjp(ctx):")
    wrong_forward = ("class Triple(Function):\n    @staticmethod\n    def forward(x):\n        return x * 3\n"
                     "    @staticmethod\n    def vjp(ctx, g):\n        return g * 3\n")
    errors = probe_errors(wrong_forward)
    assert errors[0].phase == "forward" and errors[0].line == def_line(wrong_forward, "    def forward(x):")


def test_rows_of_two_features_are_plotted_as_their_mean():
    text = ("class Twice(Function):\n    @staticmethod\n    def forward(ctx, x):\n        return x * 2\n"
            "    @staticmethod\n    def backward(ctx, g):\n        return g * 2\n")
    data, errors = probe.run_probe(choose_subject(compile_source(text), None), points=11, shape=(1, 2))
    assert data is not None and data.output_names == ["mean(y)"], errors
