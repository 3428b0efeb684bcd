"""The check's first stage (judge/stage_subject.py): the text compiled and what of it is judged, as
data, each failure of the user's code an error and never an exception. Expected values are what the
texts say: which class the code calls, which ones it defines, what Python rejects."""
from __future__ import annotations

import dataclasses
from typing import Optional

import pytest

from playground import protocol
from playground.engine.judge.stage_subject import Subjects, subjects_of


def function(name: str, factor: int = 2) -> str:
    return (f"class {name}(torch.autograd.Function):\n    @staticmethod\n    def forward(ctx, x):\n"
            f"        ctx.save_for_backward(x)\n        return x ** 2\n    @staticmethod\n"
            f"    def backward(ctx, g):\n        (x,) = ctx.saved_tensors\n        return g * {factor} * x\n\n")


def chosen(source: str, subject: Optional[str] = None) -> Subjects:
    return subjects_of(protocol.CompileRequest(request_id=1, source="import torch\n\n" + source, subject=subject))


def test_the_function_the_code_calls_is_the_subject():
    found = chosen(function("A") + function("B") + "y = B.apply(torch.ones(3))\n")
    assert found.subject is not None and found.subject.name == "B" and found.subject.kind == "function"
    assert found.each == () and found.errors == () and set(found.compiled.functions) == {"A", "B"}


def test_one_function_and_no_call_is_the_subject_without_judging_each():
    found = chosen(function("A"))
    assert found.subject.name == "A" and found.each == () and found.errors == ()


def test_several_functions_and_no_call_are_each_judged_in_the_order_they_are_defined():
    found = chosen(function("A") + function("B") + function("C"))
    assert found.subject is None and found.each == ("A", "B", "C") and found.errors == ()
    assert found.compiled is not None


def test_a_named_subject_is_judged_though_nothing_calls_it():
    found = chosen(function("A") + function("B"), subject="A")
    assert found.subject.name == "A" and found.each == () and found.errors == ()


def test_a_name_the_code_does_not_define_is_an_error_with_the_text_still_compiled():
    found = chosen(function("A") + function("B"), subject="Missing")
    assert found.subject is None and found.each == ()
    assert [error.code for error in found.errors] == ["subject_not_found"] and found.compiled is not None


def test_text_python_rejects_is_one_error_and_nothing_to_judge():
    found = chosen("def broken(:\n")
    assert found.subject is None and found.each == () and len(found.errors) == 1
    assert found.errors[0].phase == "compile" and found.errors[0].line == 3  # after the two import lines


def test_code_that_fails_after_defining_its_function_keeps_the_function_and_the_error():
    found = chosen(function("A") + "raise ValueError('after the class')\n")
    assert found.subject is not None and found.subject.name == "A"
    assert len(found.errors) == 1 and "after the class" in found.errors[0].message


def test_two_functions_and_no_call_are_each_judged():
    found = chosen(function("A") + function("B"))
    assert found.subject is None and found.each == ("A", "B")


def test_code_that_fails_before_defining_anything_leaves_only_its_error():
    found = chosen("value = 1\nraise ValueError('before any class')\n" + function("A"))
    assert found.subject is None and found.each == ()
    assert len(found.errors) == 1 and "before any class" in found.errors[0].message


def test_what_the_stage_hands_on_is_data_that_no_later_stage_can_change():
    found = chosen(function("A"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        found.subject = None  # type: ignore[misc]
    with pytest.raises(TypeError):
        Subjects(None)  # type: ignore[misc]  # named fields only: compiled=, errors=, subject=, each=
