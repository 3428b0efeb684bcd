"""A slow forward judged within the time limit (issue 27 item 5): a Sinkhorn layer whose forward
iterates a few hundred times under torch.no_grad() and whose backward is implicit
differentiation (corpus r74, and b35 with c's gradient unprojected).

The verdicts come from plain PyTorch first: float64 gradcheck at the call's values, and the VJP
against torch.func.vjp of the same iterations unrolled. The judge's side is counted in forwards
(judge/forward_work.py), never timed: its true Jacobian follows the no_grad loop with autograd
(judge/grad_followed.py) instead of four forwards per input element, gradcheck leaves full mode
for a forward its budget cannot pay for, and a time limit that still runs out names the forwards.
"""
from __future__ import annotations

import runpy
import time
from collections import Counter
from pathlib import Path

import pytest
import torch

from playground import protocol
from playground.engine.failures import interrupt_error
from playground.engine.judge import forward_work
from playground.engine.judge import gradcheck as checks
from playground.engine.judge.check import run_check
from playground.engine.judge.grad_followed import no_grad_followed
from playground.engine.judge.jacobian import jacobian
from playground.engine.judge.jacobian_inputs import probed_subject
from playground.engine.usercode.source import compile_source
from playground.engine.usercode.subject import choose_subject
from playground.vocabulary import Verdict

CORPUS = Path(__file__).parent / "examples" / "corpus"
RIGHT = CORPUS / "r74_ddn_optimal_transport_sinkhorn.py"
WRONG = CORPUS / "b35_ddn_sinkhorn_marginal_gradient_unprojected.py"


def plain_pytorch(path: Path) -> tuple[bool, list]:
    """(float64 gradcheck passes at the call's values, the largest |VJP − torch.func.vjp| per
    input of the unrolled iterations, for a signed random upstream)."""
    ns = runpy.run_path(str(path))
    fn, layer = ns["OptimalTransportFcn"], ns["layer"]
    settings = (layer.gamma, layer.eps, layer.maxiters)
    inputs = [ns[name].detach().clone().requires_grad_() for name in ("M", "r", "c")]
    passes = torch.autograd.gradcheck(lambda *t: fn.apply(*t, *settings), tuple(inputs), raise_exception=False)

    def unrolled(M, r, c):
        return ns["sinkhorn_plan"](M, r / r.sum(1, keepdim=True), c / c.sum(1, keepdim=True), *settings)

    out, pull_back = torch.func.vjp(unrolled, *[t.detach() for t in inputs])
    upstream = torch.randn(out.shape, generator=torch.Generator().manual_seed(1), dtype=torch.float64)
    claimed = torch.autograd.grad(fn.apply(*inputs, *settings), inputs, upstream)
    return passes, [float((a - b).abs().max()) for a, b in zip(claimed, pull_back(upstream))]


def judged(path: Path) -> protocol.CompileResult:
    return run_check(protocol.CompileRequest(request_id=1, source=path.read_text(), points=201))


def test_plain_pytorch_says_the_implicit_backward_is_exact_and_the_bug_is_in_c_only():
    passes, errors = plain_pytorch(RIGHT)
    assert passes and max(errors) < 1e-8
    passes, errors = plain_pytorch(WRONG)
    assert not passes and max(errors[:2]) < 1e-8 and errors[2] > 1e-2


@pytest.mark.parametrize("path, verdict", [(RIGHT, Verdict.MATCHES), (WRONG, Verdict.DIFFERS)])
def test_the_sinkhorn_layer_is_judged_at_its_call_as_plain_pytorch_says(path, verdict):
    result = judged(path)
    assert not result.errors and result.subject == "OptimalTransportFcn"
    assert result.probe.verdict == verdict, result.probe.summary
    found = {b.input: b for b in result.probe.jacobian.blocks}
    assert [found[name].pattern == "jacobian_matches" for name in ("M", "r", "c")] == \
        [True, True, verdict == Verdict.MATCHES]
    assert {b.true_from for b in found.values()} == {"autograd"}


def test_the_true_jacobian_follows_the_no_grad_loop_in_fourteen_forwards():
    subject = choose_subject(compile_source(RIGHT.read_text()), "OptimalTransportFcn")
    probed = probed_subject(subject)
    forward_work.begin()
    found = jacobian(probed)
    # one forward for your backward's rows, one of the forward's own operations, 3 directions × 4
    # steps to confirm them; central differences entry by entry would take 4 × 82 + 1
    assert sum(forward_work._work.calls.values()) == 14
    assert {b.true_from for b in found.blocks} == {"autograd"}


def test_following_no_grad_is_confined_to_its_block_and_restored_after_an_error():
    real = torch.no_grad
    x = torch.ones(2, requires_grad=True)
    with pytest.raises(ValueError), no_grad_followed():
        with torch.no_grad():
            assert (x * 2).requires_grad
        raise ValueError
    assert torch.no_grad is real and torch.autograd.no_grad is real
    with torch.no_grad():
        assert not (x * 2).requires_grad


SLOW = """
import time

class SlowSquare(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        time.sleep(SECONDS)  # at least this long: a solve's cost, without its arithmetic
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return 2 * x * g
"""


def gradcheck_at(seconds: float, elements: int = 8) -> protocol.GradcheckResult:
    cls = compile_source(SLOW.replace("SECONDS", str(seconds))).functions["SlowSquare"]
    x = torch.linspace(-1, 1, elements, dtype=torch.float64).requires_grad_()
    setup = checks.CheckSetup([x], ["x"], lambda t: (cls.apply(t),))
    forward_work.begin()
    result, _ = checks.run_gradcheck(setup, ["y"], 2.2e-16, torch.Generator().manual_seed(0))
    return result


def test_gradcheck_leaves_full_mode_only_for_a_forward_it_cannot_pay_for():
    # full mode: 2 × 8 input + 2 × 8 output elements = 32 forwards; at 100 ms or more that is over 2 s
    slow = gradcheck_at(0.1)
    assert slow.passed and slow.mode == "fast"
    assert [(n.code, n.params["forwards"]) for n in forward_work.notes()] == [("gradcheck_fast_for_time", 32)]
    quick = gradcheck_at(0.0)
    assert quick.passed and quick.mode == "full" and forward_work.notes() == []


def test_the_time_limit_names_the_forwards_that_took_the_time():
    forward_work.begin()
    forward_work._work.started -= 10.0
    forward_work._work.seconds, forward_work._work.calls = 9.5, Counter({"forward": 4, "check": 200})
    forward_work._work.phase = "check"
    interrupt = KeyboardInterrupt()
    interrupt.judge_work = forward_work.interrupt_params("OptimalTransportFcn")
    info = interrupt_error("check", interrupt, 10.0, "<editor>")
    assert info.code == "interrupted" and info.params["forwards"] == 204
    assert "called OptimalTransportFcn's forward 204 times (200 in this phase), 46.6 ms each, 9.5 s in all" \
        in info.message


def test_an_interrupt_in_a_slow_forward_carries_the_count_out_of_the_check():
    # 0.2 s a forward: the eleven forwards before the interrupt outweigh the check's own work
    text = SLOW.replace("SECONDS", "0.2").replace(
        "        time.sleep(0.2)", "        CALLS.append(1)\n        if len(CALLS) == 12:\n"
        "            raise KeyboardInterrupt  # the client's SIGINT at the time limit\n        time.sleep(0.2)")
    text = "CALLS = []\n" + text
    started = time.perf_counter()
    with pytest.raises(KeyboardInterrupt) as caught:
        run_check(protocol.CompileRequest(request_id=1, source=text, points=51))
    took = time.perf_counter() - started
    work = caught.value.judge_work
    assert work["forwards"] == 11 and work["subject"] == "SlowSquare"  # the interrupted one is not a cost
    assert work["forward_ms"] >= 200  # each of the eleven slept 200 ms at least
    assert work["forward_seconds"] <= round(took, 1) + 0.1  # a part of the check's own time, not more


def test_the_forwards_words_carry_their_milliseconds_and_seconds_as_measured():
    forward_work.begin()
    forward_work._work.started -= 10.0
    forward_work._work.seconds, forward_work._work.calls = 9.54, Counter({"check": 1})
    forward_work._work.phase = "check"
    work = forward_work.interrupt_params("Slow")
    assert (work["forward_ms"], work["forward_seconds"], work["forwards_in_phase"]) == (9540.0, 9.5, 1)


def test_quick_forwards_that_took_little_of_the_time_are_not_named():
    forward_work.begin()
    with forward_work.forward():
        pass  # a forward of microseconds
    time.sleep(0.05)  # the check's own work
    assert forward_work.interrupt_params("Square") == {}


def test_a_choice_made_for_time_is_said_once():
    from playground.engine.usercode.diagnose import note

    forward_work.begin()
    for _ in range(2):
        forward_work.chose_for_time(note("gradcheck_fast_for_time", forwards=300, forward_ms=20.0, seconds=6.0))
    assert [n.code for n in forward_work.notes()] == ["gradcheck_fast_for_time"]


def test_an_endless_forward_keeps_the_words_that_blame_the_code():
    # the time limit lands in the first forward: an endless loop, not a slow forward called often
    text = SLOW.replace("SECONDS", "0.2").replace(
        "        time.sleep(0.2)", "        raise KeyboardInterrupt  # the SIGINT, in `while True: pass`")
    with pytest.raises(KeyboardInterrupt) as caught:
        run_check(protocol.CompileRequest(request_id=1, source=text, points=51))
    assert caught.value.judge_work == {}
    info = interrupt_error("compile", caught.value, 5.0, "<editor>")
    assert info.message.startswith("Your code ran past the time limit of 5 s")


def test_a_quick_function_s_interrupt_keeps_the_plain_words():
    forward_work.begin()
    time.sleep(0.01)  # the check's own work, no forward at all
    assert forward_work.interrupt_params("Square") == {}
