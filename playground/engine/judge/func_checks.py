"""torch.func and torch.vmap on a Function in the setup_context style (or a custom op).

- torch.func.vjp, grad and jacrev must give the gradients that the backward gives through
  torch.autograd (they call the same backward, under functorch's own machinery: a Function that
  keeps tensors on ctx instead of saving them, or captures tensors from outside, breaks here);
- with a vmap staticmethod or ``generate_vmap_rule = True``, torch.vmap over a batch must equal a
  loop over it; batched gradients (what gradcheck's check_batched_grad looks at) are jacrev's:
  torch.vmap over the backward with one-hot grad_outputs, held against the backward itself.
All at gradcheck's random points, in float64.
"""
from __future__ import annotations

import torch

from playground.engine.judge import placement
from playground.engine.judge import tolerances as tol
from playground.engine.judge.callers import as_tuple
from playground.engine.judge.gradcheck import CheckSetup
from playground.engine.judge.outcomes import check_failed, check_passed, check_skipped
from playground.protocol import CheckOutcome
from playground.vocabulary import CheckName

BATCH = 2  # the batch torch.vmap runs over
_NO_VMAP = "does not have vmap support"


def _unsupported(error: BaseException) -> bool:
    """torch refuses the transform itself (not the user's maths): a Function functorch cannot
    use, e.g. a custom op's generated Function."""
    text = str(error)
    return "setup_context staticmethod" in text or "functorch transforms" in text


def _first_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return (f"{type(error).__name__}: {lines[0]}" if lines else type(error).__name__)[:300]


def _zeros_for_none(gradients, inputs) -> list:
    return [torch.zeros_like(i) if g is None else g.detach() for g, i in zip(gradients, inputs)]


def backward_gradients(setup: CheckSetup, upstream: list) -> list:
    """Jᵀ·v for every input through torch.autograd and the Function's backward."""
    outputs = as_tuple(setup.fn(*setup.inputs))
    # Copies: a backward may write into its grad_output, and upstream is used again afterwards.
    gradients = torch.autograd.grad(outputs, setup.inputs, [u.clone() for u in upstream], allow_unused=True)
    return _zeros_for_none(gradients, setup.inputs)


def check_torch_func(setup: CheckSetup, generator: torch.Generator, settings: dict, function: str,
                     vmappable: bool, output_shapes: list) -> CheckOutcome:
    """torch.func.vjp, grad and jacrev against backward (jacrev only where vmap can batch it);
    ``output_shapes``: (shape, dtype) of each output of ``setup.fn``."""
    primals = [value.detach() for value in setup.inputs]
    device = primals[0].device if primals else placement.CPU
    upstream = [placement.randn(shape, generator, dtype, device) for shape, dtype in output_shapes]
    expected = backward_gradients(setup, upstream)
    transforms = [("vjp", _by_vjp), ("grad", _by_grad)] + ([("jacrev", _by_jacrev)] if vmappable else [])
    worst = 0.0
    for transform, compute in transforms:
        try:
            got = _zeros_for_none(compute(setup.fn, primals, upstream), primals)
        except Exception as error:
            if transform == "vjp" and _unsupported(error):
                return check_skipped(CheckName.TORCH_FUNC, "torch_func_unsupported",
                                     {"function": function, "text": _first_line(error)})
            return check_failed(CheckName.TORCH_FUNC, "torch_func_raised",
                                {"transform": transform, "function": function, "text": _first_line(error)})
        for name, mine, true in zip(setup.names, got, expected):
            error = float((mine - true).abs().max()) if true.numel() else 0.0
            worst = max(worst, error)
            if not torch.allclose(mine, true, rtol=settings["rtol"], atol=settings["atol"]):
                return check_failed(CheckName.TORCH_FUNC, "torch_func_mismatch",
                                    {"transform": transform, "input": name, "error": error}, error)
    if not vmappable:
        return check_passed(CheckName.TORCH_FUNC, worst, "torch_func_without_jacrev", {"function": function})
    return check_passed(CheckName.TORCH_FUNC, worst)


def _by_vjp(fn, primals: list, upstream: list):
    _, pull_back = torch.func.vjp(lambda *args: tuple(as_tuple(fn(*args))), *primals)
    return pull_back(tuple(u.clone() for u in upstream))


def _by_grad(fn, primals: list, upstream: list):
    def weighted(*args):
        return sum((o * v).sum() for o, v in zip(as_tuple(fn(*args)), upstream))

    return torch.func.grad(weighted, argnums=tuple(range(len(primals))))(*primals)


def _by_jacrev(fn, primals: list, upstream: list):
    jacobians = torch.func.jacrev(lambda *args: tuple(as_tuple(fn(*args))),
                                  argnums=tuple(range(len(primals))))(*primals)
    gradients = []
    for index, value in enumerate(primals):
        total = torch.zeros_like(value)
        for output, v in enumerate(upstream):
            block = jacobians[output][index]  # output's shape + input's shape
            total = total + torch.tensordot(v, block, dims=v.dim())
        gradients.append(total)
    return gradients


def check_vmap(setup: CheckSetup, generator: torch.Generator, settings: dict, function: str,
               output_names: list) -> CheckOutcome:
    """torch.vmap over a batch of BATCH against a loop over it (the gradients: check_torch_func's jacrev)."""
    atol, rtol = settings["atol"] * tol.VMAP_SHARE_OF_GRADCHECK, settings["rtol"] * tol.VMAP_SHARE_OF_GRADCHECK
    primals = [value.detach() for value in setup.inputs]
    batch = [torch.stack([p + 0.05 * placement.randn(p.shape, generator, p.dtype, p.device)
                          for _ in range(BATCH)]) for p in primals]
    try:
        with torch.no_grad():
            batched = as_tuple(torch.func.vmap(lambda *args: tuple(as_tuple(setup.fn(*args))))(*batch))
    except Exception as error:
        return check_failed(CheckName.VMAP, "vmap_raised", {"function": function, "text": _first_line(error)})
    with torch.no_grad():
        looped = [as_tuple(setup.fn(*[b[i] for b in batch])) for i in range(BATCH)]
    worst = 0.0
    for output, value in enumerate(batched):
        expected = torch.stack([row[output] for row in looped])
        error = float((value - expected).abs().max()) if value.numel() else 0.0
        worst = max(worst, error)
        if not torch.allclose(value, expected, rtol=rtol, atol=atol):
            name = output_names[output] if output < len(output_names) else f"output {output}"
            return check_failed(CheckName.VMAP, "vmap_mismatch",
                                {"batch": BATCH, "output": str(name), "error": error}, error)
    return check_passed(CheckName.VMAP, worst)
