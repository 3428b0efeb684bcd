"""What autograd of a Function's own forward would have sent, beside what its backward sent.

For a node of the code's own Function, the forward runs again on copies of the arguments of its
call (forward_log.py keeps them), directly, without the Function machinery, so autograd sees its
operations (engine/usercode/calls.py), and is differentiated with the gradient the node received.
This runs after the example has finished, for the kept calls only, with the random state put
back and prints thrown away: it cannot change what the example computed. A forward that cannot
be differentiated this way (it leaves torch, it fails) gives no answer, not an error.
"""
from __future__ import annotations

from typing import Optional

import torch

from playground.engine.usercode.calls import OwnOperations, apply_hook, call_forward_directly
from playground.engine.usercode.printed import BoundedOutput, captured


def own_gradients(call, grad_outputs: tuple) -> Optional[list]:
    """Per tensor argument of the call: what autograd of the forward sends it for
    ``grad_outputs`` (None where nothing); None when it cannot be computed."""
    if call is None or not grad_outputs or all(g is None for g in grad_outputs):
        return None
    try:
        with captured(BoundedOutput()), torch.random.fork_rng(devices=[]), torch.enable_grad(), \
                apply_hook(OwnOperations(call.cls.__module__)):
            return _vjp(call, grad_outputs)
    except Exception:  # noqa: BLE001 - a forward that autograd cannot follow: no comparison
        return None


def _vjp(call, grad_outputs: tuple) -> Optional[list]:
    inputs = [a.detach().clone().requires_grad_(a.is_floating_point() or a.is_complex())
              if isinstance(a, torch.Tensor) else a for a in call.args]
    out = call_forward_directly(call.cls, tuple(inputs), call.kwargs)
    outputs = list(out) if isinstance(out, (tuple, list)) else [out]
    pairs = [(o, g) for o, g in zip(outputs, grad_outputs)
             if isinstance(o, torch.Tensor) and o.requires_grad and isinstance(g, torch.Tensor)]
    tensors = [t for t in inputs if isinstance(t, torch.Tensor)]
    wanted = [t for t in tensors if t.requires_grad]
    if not pairs or not wanted:
        return None
    grads = torch.autograd.grad([o for o, _ in pairs], wanted, [g.to(o.dtype) for o, g in pairs],
                                allow_unused=True)
    by_tensor = dict(zip(map(id, wanted), grads))
    return [by_tensor.get(id(t)) for t in tensors]
