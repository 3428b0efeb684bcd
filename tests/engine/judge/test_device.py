"""The judge on a chosen device (``check --device``): the device logic with "cpu" and "meta"
injected here, where there is no GPU, and a lesson judged on CUDA where there is one.

"meta" stands in for a device other than the CPU: a tensor the judge made without naming its
device would land there under ``torch.device("meta")`` and fail the moment it meets a CPU tensor
or numpy, just as a CPU tensor meets a CUDA one.
"""
from __future__ import annotations

import numpy as np
import pytest
import torch

from playground import protocol
from playground.engine.judge import gradcheck, placement
from playground.engine.judge.callers import FunctionCaller, ModuleCaller
from playground.engine.judge.check import run_check
from playground.engine.usercode.plan import function_plan
from playground.formats.presets import list_presets, read_preset_source

SCALED = """
import torch

class Scaled(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        return x * w

    @staticmethod
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        return g * w, g * x
"""


def judged(source: str, points: int = 101, **fields) -> protocol.CompileResult:
    return run_check(protocol.CompileRequest(request_id=0, source=source, points=points, **fields))


def same_judgement(first: protocol.CompileResult, second: protocol.CompileResult) -> None:
    assert not first.errors and not second.errors, (first.errors, second.errors)
    a, b = first.probe, second.probe
    assert (a.verdict, a.summary_code, a.decided_by) == (b.verdict, b.summary_code, b.decided_by)
    for name in ("f", "backward", "numeric"):
        for left, right in zip(getattr(a, name), getattr(b, name)):
            np.testing.assert_array_equal(left, right)
    assert a.gradcheck.max_abs_error == b.gradcheck.max_abs_error


@pytest.fixture
def no_cuda(monkeypatch):
    monkeypatch.setattr(torch.version, "cuda", "12.4")  # a CUDA build on a machine without a GPU
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 0)


def test_a_missing_cuda_device_is_an_error_as_data_before_the_code_runs(no_cuda):
    result = judged("print('ran')\n" + SCALED, device="cuda")
    (error,) = result.errors
    assert (error.code, error.phase, error.type, error.line) == ("device_unavailable", "check", "DeviceUnavailable", None)
    assert error.message.startswith("CUDA device cuda is not available: this machine has no CUDA GPU")
    assert error.params["device"] == "cuda" and result.probe is None and result.output == ""


def test_devices_the_judge_cannot_compute_on_are_refused_with_a_reason():
    for name, reason in (("mps", "MPS"), ("xla", "use cpu, cuda or cuda:N"), ("nonsense", "use cpu, cuda")):
        (error,) = judged(SCALED, device=name).errors
        assert error.code == "device_unavailable" and error.phase == "check", name
        assert reason in error.params["reason"] and error.params["device"] == name


def test_the_cpu_named_gives_the_judgement_of_the_default():
    source = read_preset_source("leaky_relu_args")
    same_judgement(judged(source), judged(source, device="cpu"))
    assert placement.judge_device(" cpu ") == torch.device("cpu")


def test_random_draws_are_the_same_numbers_whatever_the_device_string():
    expected = torch.randn(3, 4, generator=torch.Generator().manual_seed(5), dtype=torch.float64)
    for device in ("cpu", torch.device("cpu")):
        drawn = placement.randn((3, 4), placement.generator(5), device=device)
        assert drawn.device.type == "cpu" and torch.equal(drawn, expected)
    # On another device the same numbers are drawn (on the CPU) and moved: the generator advances
    # exactly as for the CPU, so every later draw is the same too.
    on_cpu, elsewhere = placement.generator(5), placement.generator(5)
    assert placement.randn((3, 4), elsewhere, device="meta").device.type == "meta"
    placement.randn((3, 4), on_cpu, device="cpu")
    assert torch.equal(placement.rand((7,), on_cpu), placement.rand((7,), elsewhere))
    assert torch.equal(placement.randint(9, (5,), on_cpu), placement.randint(9, (5,), elsewhere))
    assert torch.equal(placement.randperm(6, on_cpu), placement.randperm(6, elsewhere))


def test_the_draws_stay_on_the_cpu_where_the_code_made_another_device_the_default():
    x, good = np.linspace(-1, 1, 21), np.ones(21, bool)
    plain = gradcheck.random_points(x, good, placement.generator(0), 6)
    with torch.device("meta"):
        points = gradcheck.random_points(x, good, placement.generator(0), 6)
        noise = placement.randn((2,), placement.generator(1))
    assert points.device.type == "cpu" and torch.equal(points, plain) and noise.device.type == "cpu"


def test_a_caller_puts_its_rows_extra_tensors_and_parameters_on_its_device():
    namespace: dict = {}
    exec(SCALED, namespace)
    plan = function_plan(namespace["Scaled"])
    caller = FunctionCaller(plan, (), [], device="meta")
    rows = caller.rows(torch.linspace(0, 1, 4, dtype=torch.float64))
    assert rows.device.type == "meta" and caller.call(rows).device.type == "meta"
    inputs, names, fn = caller.gradcheck_setup(rows.requires_grad_(), placement.generator(0))
    assert names == ["x", "w"] and {tensor.device.type for tensor in inputs} == {"meta"}
    assert FunctionCaller(plan, (), []).plan is plan  # on the CPU nothing moves

    layer = torch.nn.Linear(2, 3).double()
    module_caller = ModuleCaller(layer, (2,), [], device="meta")
    assert {p.device.type for p in module_caller.module.parameters()} == {"meta"}
    assert module_caller.call(module_caller.rows(torch.zeros(5, dtype=torch.float64))).shape == (5, 3)


def test_the_judge_keeps_its_tensors_where_the_code_set_another_default_device():
    source = read_preset_source("soft_clip")
    plain = judged(source)
    with torch.device("meta"):
        under_meta = judged(source)
    same_judgement(plain, under_meta)


def test_a_default_device_the_code_sets_holds_while_it_is_judged_and_not_after():
    result = judged("import torch\ntorch.set_default_device('meta')\n" + SCALED.replace(
        "return x * w", "assert torch.empty(0).device.type == 'meta'\n        return x * w"))
    assert result.probe.verdict == "matches", result.errors
    assert torch.get_default_device() == torch.device("cpu")


def test_a_module_the_code_built_on_another_device_is_judged_on_the_judges():
    source = read_preset_source("gradient_hooks")
    plain = judged(source)
    with torch.device("meta"):  # its parameters cannot leave "meta": an error, not a crash
        error = judged(source).errors[0]
    assert error.phase == "forward" and "meta" in error.message
    assert plain.probe.verdict == "differs"


@pytest.mark.cuda
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
@pytest.mark.parametrize("lesson", [lesson.name for lesson in list_presets()])
def test_every_lesson_is_judged_the_same_on_cuda(lesson):
    source = read_preset_source(lesson)
    on_cpu, on_cuda = judged(source, 201), judged(source, 201, device="cuda")
    assert [e.message for e in on_cuda.errors] == [e.message for e in on_cpu.errors]
    a, b = on_cpu.probe, on_cuda.probe
    assert (a.verdict, a.summary_code, a.by_design) == (b.verdict, b.summary_code, b.by_design)
    for name in ("f", "backward", "numeric"):
        for left, right in zip(getattr(a, name), getattr(b, name)):
            np.testing.assert_allclose(right, left, rtol=1e-6, atol=1e-9, equal_nan=True, err_msg=name)
    assert torch.get_default_device() == torch.device("cpu")


def test_the_extra_checks_keep_their_tensors_where_the_code_set_another_default_device():
    # Found on an H200: under CUDA as the default device the jvp check drew its tangents on the
    # CPU generator without naming a device, failed, and the wrong jvp of lesson 16 "matched".
    source = read_preset_source("forward_mode_jvp").split("\nx = torch.linspace")[0]
    plain = judged(source)
    with torch.device("meta"):
        under_meta = judged(source)
    assert plain.probe.summary_code == under_meta.probe.summary_code == "jvp_differs"
    assert [(c.name, c.passed) for c in plain.probe.checks] == [(c.name, c.passed) for c in under_meta.probe.checks]
