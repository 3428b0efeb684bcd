"""The static hints: none on Functions as PyTorch's docs, the presets and the seeds publish them;
the right one, at its line, on each broken variant, and plain PyTorch agrees that variant is broken."""
from __future__ import annotations

from pathlib import Path

import pytest
import torch
from torch.autograd import Function

from playground.hints import HintCode, function_hints
from tests.engine.example import seed_code
from tests.hints.published_functions import BROKEN, RIGHT
from tests.repo import REPO

PRESETS = sorted((REPO / "resources" / "presets").glob("*.py"))
# The one lesson whose mistake is a hint's: its backward ignores grad_output on purpose.
IGNORES_GRAD_OUTPUT_LESSON = "07_ignores_grad_output.py"


@pytest.mark.parametrize("name", sorted(RIGHT))
def test_no_hint_on_published_right_functions(name):
    assert function_hints(RIGHT[name]) == []


@pytest.mark.parametrize("path", PRESETS, ids=lambda path: path.name)
def test_no_hint_on_the_lessons_but_the_one_that_ignores_grad_output(path: Path):
    hints = function_hints(path.read_text(encoding="utf-8"))
    if path.name == IGNORES_GRAD_OUTPUT_LESSON:
        assert [hint.code for hint in hints] == [HintCode.GRAD_OUTPUT_UNUSED]
    else:
        assert hints == []


@pytest.mark.parametrize("name", ["TANH_POST", "MYRELU_POST", "ROUND_POST", "RUSSIAN_ANSWER", "RUSSIAN_ANSWER_WHOLE"])
def test_no_hint_on_the_seeds_as_pasted(name):
    assert function_hints(getattr(seed_code, name)) == []


@pytest.mark.parametrize("name, text, code, line, params", BROKEN, ids=[case[0] for case in BROKEN])
def test_each_broken_variant_gets_its_hint_at_its_line(name, text, code, line, params):
    hints = function_hints(text)
    assert [(hint.code, hint.line, hint.params) for hint in hints] == [(HintCode(code), line, params)]
    assert text.split("\n")[line - 1].strip()  # the line marked is one with code on it


def _run(text: str, *arguments):
    """Plain PyTorch: the text's Function applied to x = [-1, 2] (and the arguments after it),
    the sum's backward; returns x, its gradient and x's values before the call."""
    namespace = {"torch": torch, "Function": Function}
    exec(compile(text, "<variant>", "exec"), namespace)
    function = next(value for value in namespace.values() if isinstance(value, type)
                    and issubclass(value, Function) and value is not Function)
    x = torch.tensor([-1.0, 2.0], requires_grad=True)
    before = x.detach().clone()
    output = function.apply(x, *arguments)
    (output[0] if isinstance(output, tuple) else output).mul(torch.tensor([3.0, 5.0])).sum().backward()
    return x, x.grad, before


# Which arguments after x each broken variant's Function takes (MulConstant's constant).
ARGUMENTS = {"one gradient for two inputs": (3.0,), "a third gradient that is not None": (3.0,),
             "forward without ctx or setup_context": (3.0,)}


@pytest.mark.parametrize("name, text", [(case[0], case[1]) for case in BROKEN
                                        if case[2] not in {"saved_changed_in_place", "grad_output_unused"}])
def test_plain_pytorch_fails_on_the_variants_it_rejects(name, text):
    with pytest.raises((RuntimeError, TypeError)):
        _run(text, *ARGUMENTS.get(name, ()))


def test_plain_pytorch_on_the_variants_it_runs_wrongly():
    # A saved input clamped in place after saving: autograd saves at forward's end, so backward
    # reads the clamped values, and the caller's x (not marked dirty) is not [-1, 2] any more.
    changed_in_forward = dict((case[0], case[1]) for case in BROKEN)["a saved input changed after saving"]
    x, _, before = _run(changed_in_forward)
    assert torch.equal(before, torch.tensor([-1.0, 2.0])) and torch.equal(x.detach(), torch.tensor([0.0, 2.0]))
    # backward zeroes the saved input in place: the caller's x is not [-1, 2] any more.
    changed_in_backward = dict((case[0], case[1]) for case in BROKEN)["a saved tensor changed in backward"]
    x, _, before = _run(changed_in_backward)
    assert torch.equal(before, torch.tensor([-1.0, 2.0])) and torch.equal(x.detach(), torch.tensor([0.0, 2.0]))
    # backward ignores grad_output: relu's gradient of sum([3, 5] * relu(x)) is [0, 5], not [0, 1].
    ignores = dict((case[0], case[1]) for case in BROKEN)["grad_output never read"]
    assert torch.equal(_run(ignores)[1], torch.tensor([0.0, 1.0]))


# Which arguments after x each right Function takes; the linear layers take matrices (below).
RIGHT_ARGUMENTS = {"MulConstant": (3.0,), "a classmethod with extra Nones": (3.0,),
                   "returns of unknown length": (torch.tensor([7.0, 11.0]),)}


@pytest.mark.parametrize("name", sorted(set(RIGHT) - {"LinearFunction", "LinearFunction with setup_context"}))
def test_plain_pytorch_runs_the_right_ones_the_hints_leave_alone(name):
    _, gradient, _ = _run(RIGHT[name], *RIGHT_ARGUMENTS.get(name, ()))
    assert gradient is not None and gradient.shape == (2,)


@pytest.mark.parametrize("name", ["LinearFunction", "LinearFunction with setup_context"])
def test_plain_pytorch_agrees_with_the_docs_linear_function(name):
    namespace = {"torch": torch, "Function": Function}
    exec(compile(RIGHT[name], "<docs>", "exec"), namespace)
    generator = torch.Generator().manual_seed(0)
    tensors = [torch.randn(*shape, generator=generator, dtype=torch.float64, requires_grad=True)
               for shape in ((2, 3), (4, 3), (4,))]
    ours = torch.autograd.grad(namespace["LinearFunction"].apply(*tensors).sum(), tensors)
    plain = torch.autograd.grad(torch.nn.functional.linear(*tensors).sum(), tensors)
    assert all(torch.allclose(a, b) for a, b in zip(ours, plain))


def test_a_text_that_does_not_parse_has_no_hints_and_an_indented_paste_is_read():
    assert function_hints("class A(Function):\n    def forward(ctx, x:\n") == []
    indented = "\n".join("  " + line for line in BROKEN[0][1].split("\n"))
    assert [hint.line for hint in function_hints(indented)] == [BROKEN[0][3]]


def test_a_method_missing_its_staticmethod_is_left_to_the_engine():
    text = "class Bad(Function):\n    def forward(self, ctx, x):\n        return x * 2\n" \
           "    def backward(self, ctx, g):\n        return g * 2\n"
    assert function_hints(text) == []


def test_a_backward_still_being_written_is_not_told_it_ignores_its_gradient():
    typing = "class T(Function):\n    @staticmethod\n    def forward(ctx, x):\n        ctx.save_for_backward(x)\n" \
             "        return x.tanh()\n    @staticmethod\n    def backward(ctx, g):\n        x, = ctx.saved_tensors\n"
    assert function_hints(typing) == []
    assert [hint.code for hint in function_hints(typing + "        return 1 - x.tanh() ** 2\n")] == [
        HintCode.GRAD_OUTPUT_UNUSED]


def test_a_gradient_named_by_an_attribute_counts_as_one_but_one_kept_on_ctx_does_not():
    header = "class W(Function):\n    @staticmethod\n    def forward(ctx, input, weights):\n" \
             "        ctx.save_for_backward(input, weights)\n        return input * weights\n" \
             "    @staticmethod\n    def backward(ctx, grad_output):\n        input, weights = ctx.saved_tensors\n"
    typed_half = header + "        grad_input = weights.T\n        return grad_input\n"
    assert [(hint.code, hint.line) for hint in function_hints(typed_half)] == [
        (HintCode.GRAD_OUTPUT_UNUSED, 7), (HintCode.TOO_FEW_GRADIENTS, 10)]
    kept_on_ctx = header + "        ctx.grads = (grad_output * weights, grad_output * input)\n        return ctx.grads\n"
    assert function_hints(kept_on_ctx) == []
