"""An answer against its question at the bounds (referee/fit.py), pinned where mutants survived: 32
outputs are graded and 33 refused, a backward with fewer gradients than arguments is refused, a
tensor argument that takes no gradient must get none, a value that is no array is named as what it
is, and the decoder's limits are the widest question's (or a forward's 32 outputs).

Every answer here is made by hand; the numbers are the counts the question asks for."""
from __future__ import annotations

import numpy as np

from playground import protocol
from playground.engine.referee import fit
from playground.vocabulary import Evaluation

X = protocol.EvaluationArgument(array=np.zeros(3))
FIXED = protocol.EvaluationArgument(array=np.ones(3), requires_grad=False)  # a tensor the call holds fixed
FORWARD = protocol.EvaluationCall(kind=Evaluation.FORWARD, arguments=[X])


def answer(*values):
    return protocol.EvaluationResult(values=list(values))


def test_a_forward_of_32_outputs_is_graded_and_one_of_33_is_refused():
    assert fit.misfit(FORWARD, answer(*[np.zeros(3)] * 32)) is None
    assert fit.misfit(FORWARD, answer(*[np.zeros(3)] * 33)) == "its forward gave 33 outputs (at most 32 are graded)"


def test_a_value_that_is_no_array_is_named_as_what_it_is():
    assert fit.misfit(FORWARD, answer([0.0, 1.0, 2.0])) == "output 0 is a list, not float64 numbers"


def test_a_backward_with_fewer_gradients_than_arguments_is_refused():
    call = protocol.EvaluationCall(kind=Evaluation.BACKWARD, arguments=[X, FIXED], grad_outputs=[np.ones(3)])
    assert fit.misfit(call, answer(np.ones(3))) == "its backward gave 1 gradients for 2 arguments"


def test_a_tensor_the_call_holds_fixed_gets_no_gradient():
    call = protocol.EvaluationCall(kind=Evaluation.BACKWARD, arguments=[X, FIXED], grad_outputs=[np.ones(3)])
    assert fit.misfit(call, answer(np.ones(3), None)) is None
    assert fit.misfit(call, answer(np.ones(3), np.ones(3))) == ("gradient 1 is an array of shape (3,) where no "
                                                                "value was asked")


def test_a_double_backward_with_fewer_values_than_arguments_is_refused():
    call = protocol.EvaluationCall(kind=Evaluation.DOUBLE_BACKWARD, arguments=[X, X], grad_outputs=[np.ones(3)])
    assert fit.misfit(call, answer(np.ones(3))) == ("its double backward gave 1 values for 2 arguments and 1 "
                                                    "grad_outputs")


def test_the_decoders_limits_are_the_widest_questions():
    wide = protocol.EvaluationCall(kind=Evaluation.DOUBLE_BACKWARD, arguments=[X] * 30, grad_outputs=[np.ones(3)] * 10)
    limits = fit.answer_limits([FORWARD, wide], frame_bytes=4096)
    assert (limits.items, limits.keys, limits.text, limits.array_bytes) == (40, 256, 1 << 20, 4096)
    assert fit.answer_limits([FORWARD] * 50, frame_bytes=64).items == 50  # a result per call
    assert fit.answer_limits([FORWARD], frame_bytes=64).items == 32  # a forward's outputs
    assert fit.answer_limits([], frame_bytes=64).items == 32
