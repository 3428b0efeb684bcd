"""The straight-through estimate named (judge/straight_through.py): a quantizer's backward that passes
round (and clamp) as the identity, per input up to a constant factor, is said to be that, and where a
forgotten mask would read the same, both readings are said.

Each factor and gradient is computed here from the formulas, with plain torch."""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import torch

from playground import protocol
from playground.engine.judge.check import run_check
from playground.engine.judge.straight_through import constant_factor

CORPUS = Path(__file__).parent / "examples" / "corpus"
LSQ = CORPUS / "r72_lsq_step_size_straight_through.py"
CLAMP = CORPUS / "r73_brevitas_style_clamp_ste.py"


def judged(text: str) -> protocol.ProbeData:
    result = run_check(protocol.CompileRequest(request_id=1, source=text, points=201))
    assert result.probe is not None and not result.errors, [e.message for e in result.errors]
    return result.probe


def readings(probe: protocol.ProbeData) -> dict:
    return {n.params["input"]: n for n in probe.notes if n.code.startswith("straight_through")}


def test_lsq_step_size_gradient_is_the_straight_through_estimate_scaled_by_g():
    weight = torch.randn(16, dtype=torch.float64)
    alpha = torch.tensor([0.3], dtype=torch.float64, requires_grad=True)
    v = weight / alpha
    passed = v + (v.round() - v).detach()  # round as the identity, its value kept
    (estimate,) = torch.autograd.grad((passed.clamp(-8, 7) * alpha).sum(), alpha)
    inside = (v >= -8) & (v <= 7)
    assert torch.allclose(estimate, torch.where(inside, v.round() - v, v.round().clamp(-8, 7)).sum())
    probe = judged(LSQ.read_text())
    found = readings(probe)
    assert probe.verdict == "differs" and set(found) == {"weight", "alpha"}
    assert found["alpha"].code == "straight_through" and found["alpha"].params["steps"] == "round"
    assert float(found["alpha"].params["factor"]) == float(f"{1 / math.sqrt(16 * 7):.3g}")
    assert found["weight"].params["factor"] == "1"
    assert "scaled by 0.0945" in probe.summary


def test_a_clamp_passed_through_reads_as_an_estimate_and_as_a_forgotten_mask():
    probe = judged(CLAMP.read_text())
    found = readings(probe)
    assert probe.verdict == "differs" and not probe.by_design
    assert found["x"].code == "straight_through_or_mask" and found["x"].params["steps"] == "clamp"
    assert "a mask forgotten" in probe.summary


def test_a_backward_that_is_no_estimate_of_the_forward_gets_no_reading():
    # a factor that changes from element to element: no constant multiple of any estimate
    varying = "return grad_y * torch.linspace(0.5, 2.0, grad_y.numel()).reshape(grad_y.shape), None, None"
    probe = judged(CLAMP.read_text().replace("return grad_y, None, None", varying))
    assert probe.verdict == "differs" and not readings(probe)


def test_a_smooth_function_has_no_straight_through_reading():
    text = CLAMP.read_text().replace("torch.clamp(x, min_val, max_val)", "torch.tanh(x)")
    probe = judged(text)
    assert probe.verdict == "differs" and not readings(probe)


def test_a_constant_factor_is_found_only_when_it_holds_for_every_entry():
    estimate = np.array([[1.0, 0.0], [0.0, 2.0]])
    tolerance = np.full(estimate.shape, 1e-9)
    assert constant_factor(0.25 * estimate, estimate, tolerance) == 0.25
    uneven = 0.25 * estimate
    uneven[0, 1] = 0.1
    assert constant_factor(uneven, estimate, tolerance) is None
    assert constant_factor(estimate, np.zeros((2, 2)), tolerance) is None
