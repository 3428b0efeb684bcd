"""torch.compile(fullgraph=True) on a Function or custom op, on the CPU, only when asked (it is slow).

First torch._dynamo.explain traces the call: a graph break (NumPy that cannot be traced, a value
read from a tensor, a print...) is reported with its reason, worded by kind. Without breaks, the
call is compiled with fullgraph=True — by inductor, which needs a C++ compiler for the CPU (g++, or
$CXX), else by aot_eager (the same graph capture and autograd, no code generation) — and its
outputs and gradients are held against eager mode's at gradcheck's random points, in float64.

Measured here: 4 to 20 s for a one-line Function with inductor (the first compile in a process
pays for the compiler's start), well under a second with aot_eager. `check --compile` gives the
request that much more time (cli/main.py).
"""
from __future__ import annotations

import logging
import os
import shutil
import sys
import warnings

import torch

from playground import codes
from playground.engine.judge import placement
from playground.engine.judge.callers import as_tuple
from playground.engine.judge.gradcheck import CheckSetup
from playground.engine.judge.outcomes import check_failed, check_passed, check_skipped
from playground.engine.torch_private import dynamo, inductor_config
from playground.protocol import CheckOutcome
from playground.vocabulary import CheckName

_QUIET = ("torch._dynamo", "torch._inductor", "torch.fx.experimental.symbolic_shapes")


def cpp_compiler() -> str:
    """The C++ compiler inductor would use on the CPU, if it is installed; else ""."""
    name = os.environ.get("CXX") or ("clang++" if sys.platform == "darwin" else "g++")
    return shutil.which(name) or ""


def graph_break_kind(reason: str) -> str:
    """What a graph break's reason is about, for its words: numpy, data_dependent, print, jvp, other."""
    text = reason.lower()
    if "numpy" in text or ".numpy()" in text:
        return "numpy"
    if any(word in text for word in ("item()", "tolist", "data-dependent", "data dependent",
                                     "generic_jump", "dynamic control flow")):
        return "data_dependent"
    if "print" in text or "logging" in text:
        return "print"
    if "custom jvp" in text:
        return "jvp"
    return "other"


def _first_line(text: str) -> str:
    lines = [line for line in str(text).strip().splitlines() if line.strip()]
    return (lines[0] if lines else "")[:300]


def plain_call(caller, setup: CheckSetup):
    """The subject as a plain function of the check's inputs (no seeding, no copies): what a
    model would call, and what torch.compile is given."""
    plan = caller.plan
    fixed = plan.extras_for(setup.inputs[0].detach())
    trainable = [spec.trainable for spec in plan.tensor_specs]

    def call(x, *grad_extras):
        supplied = iter(grad_extras)
        extras = [next(supplied) if learns else value for learns, value in zip(trainable, fixed)]
        args, kwargs = plan.arguments(x, extras)
        return plan.cls.apply(*args, **kwargs)

    return call


class _quiet:
    """Dynamo logs each graph break as a warning on stderr, and what torch.compile imports warns that
    torch.jit is deprecated (into the user's console): the outcome says what matters instead."""

    def __enter__(self):
        self.levels = [(logging.getLogger(name), logging.getLogger(name).level) for name in _QUIET]
        for logger, _ in self.levels:
            logger.setLevel(logging.ERROR)
        self.warnings = warnings.catch_warnings()
        self.warnings.__enter__()
        warnings.simplefilter("ignore", DeprecationWarning)

    def __exit__(self, *exc):
        self.warnings.__exit__(*exc)
        for logger, level in self.levels:
            logger.setLevel(level)


def check_compile(subject, caller, setup: CheckSetup, settings: dict) -> CheckOutcome:
    """torch.compile(fullgraph=True) of the subject against eager mode."""
    function = subject.name
    if subject.kind != "function":
        return check_skipped(CheckName.COMPILE, "compile_module", {"function": function})
    call = plain_call(caller, setup)
    inputs = [value.detach().clone().requires_grad_() for value in setup.inputs]
    with _quiet():
        dynamo().reset()  # only when asked: importing it costs seconds
        try:
            outcome = _explained(call, inputs, function)
            if outcome is None:
                outcome = _compiled(call, inputs, function, settings)
        finally:
            dynamo().reset()
    return outcome


def _explained(call, inputs: list, function: str):
    """A failed outcome for the first graph break, or None where there is none."""
    try:
        explanation = dynamo().explain(call)(*inputs)
    except Exception as error:
        return _failure(error, function)
    if not explanation.graph_break_count:
        return None
    reason = _first_line(getattr(explanation.break_reasons[0], "reason", "")) if explanation.break_reasons else ""
    return _graph_break(check_failed(CheckName.COMPILE, "compile_graph_break", {
        "function": function, "kind": graph_break_kind(reason), "count": int(explanation.graph_break_count),
        "text": reason}))


def _graph_break(outcome: CheckOutcome) -> CheckOutcome:
    """The English message says what kind of break it is, and then torch's own reason."""
    params = outcome.params
    if params.get("kind") != "other":
        sentence = codes.word(codes.CHECKS["compile_graph_break"], params) or outcome.message
        outcome.message = f"{sentence} (torch: {params.get('text', '')})" if params.get("text") else sentence
    return outcome


def _failure(error: BaseException, function: str) -> CheckOutcome:
    text = _first_line(str(error)) or type(error).__name__
    kind = graph_break_kind(f"{type(error).__name__} {error}")
    if kind != "other" or "Unsupported" in type(error).__name__:
        return _graph_break(check_failed(CheckName.COMPILE, "compile_graph_break",
                                         {"function": function, "kind": kind, "count": 1, "text": text}))
    return check_failed(CheckName.COMPILE, "compile_failed", {"function": function, "text": text})


def _compiled(call, inputs: list, function: str, settings: dict) -> CheckOutcome:
    backend = "inductor" if cpp_compiler() else "aot_eager"
    compiled = torch.compile(call, fullgraph=True, backend=backend)
    try:
        if backend == "inductor":
            with inductor_config().patch(compile_threads=1):  # no pool of compile workers in the engine
                got = as_tuple(compiled(*inputs))
        else:
            got = as_tuple(compiled(*inputs))
    except Exception as error:
        return _failure(error, function)
    expected = as_tuple(call(*inputs))
    pairs = [(g, e) for g, e in zip(got, expected) if isinstance(e, torch.Tensor) and e.dtype.is_floating_point]
    worst = 0.0
    for mine, true in pairs:
        error = float((mine.detach() - true.detach()).abs().max()) if true.numel() else 0.0
        worst = max(worst, error)
        if not torch.allclose(mine.detach(), true.detach(), rtol=settings["rtol"], atol=settings["atol"]):
            return check_failed(CheckName.COMPILE, "compile_differs",
                                {"function": function, "what": "outputs", "error": error}, error)
    differentiable = [(g, e) for g, e in pairs if g.requires_grad and e.requires_grad]
    if differentiable:
        generator = placement.generator(2)
        upstream = [placement.randn(e.shape, generator, e.dtype, e.device) for _, e in differentiable]
        try:
            mine = torch.autograd.grad([g for g, _ in differentiable], inputs, upstream, allow_unused=True)
        except Exception as error:
            return _failure(error, function)
        true = torch.autograd.grad([e for _, e in differentiable], inputs, upstream, allow_unused=True)
        for a, b in zip(mine, true):
            if a is None or b is None:
                continue
            error = float((a - b).abs().max())
            worst = max(worst, error)
            if not torch.allclose(a, b, rtol=settings["rtol"], atol=settings["atol"]):
                return check_failed(CheckName.COMPILE, "compile_differs",
                                    {"function": function, "what": "gradients", "error": error}, error)
    return check_passed(CheckName.COMPILE, worst, "compile_ok", {"function": function, "backend": backend})
