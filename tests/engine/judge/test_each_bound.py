"""A file that calls none of its Functions: the first MAX_EACH (check.py) are judged one by one,
those beyond are named after them, unjudged (the window's check has 5 s in all). Five powers
x^k, the fifth with a wrong backward: with four judged the worst is a match and the fifth is named
last; the rule, not the tool, says so (each power's backward checked by plain gradcheck first)."""
from __future__ import annotations

import torch

from playground import protocol
from playground.engine.judge.check import run_check
from playground.vocabulary import Verdict


def power(k: int, wrong: bool = False) -> str:
    slope = f"{k - 1} * x ** {k - 2}" if wrong else f"{k} * x ** {k - 1}"
    return f'''
class Power{k}(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** {k}

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * {slope}
'''


SOURCE = "import torch\n" + "".join(power(k, wrong=(k == 6)) for k in range(2, 7))


def test_plain_gradcheck_says_the_first_four_are_right_and_the_fifth_wrong():
    namespace: dict = {}
    exec(SOURCE, namespace)
    x = torch.linspace(0.5, 2.0, 7, dtype=torch.float64, requires_grad=True)
    passed = [torch.autograd.gradcheck(namespace[f"Power{k}"].apply, (x,), raise_exception=False)
              for k in range(2, 7)]
    assert passed == [True, True, True, True, False]


def test_the_first_four_are_judged_and_the_fifth_is_named_after_them():
    result = run_check(protocol.CompileRequest(request_id=1, source=SOURCE, points=101))
    assert result.probe.verdict == Verdict.MATCHES  # the wrong fifth was not judged
    assert sorted(result.each[:4]) == [f"Power{k}" for k in range(2, 6)] and result.each[4:] == ["Power6"]
