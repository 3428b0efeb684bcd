"""A user's Function as the activation of a toy model: an nn.Module applied to (batch, features).

Its other tensor inputs become the module's own tensors, one value per feature: parameters
where forward's tensor argument has no default (they train, and their gradients show), buffers
where it has a tensor default (a constant such as ``alpha=torch.tensor(1.)``).
"""
from __future__ import annotations

import re

import torch
from torch import nn

from playground.engine.usercode.plan import FunctionPlan


class FunctionActivation(nn.Module):
    """``plan.cls.apply`` on a (batch, features) tensor; the first floating output is the result."""

    def __init__(self, plan: FunctionPlan, features: int):
        super().__init__()
        self.plan = plan
        self.function_name = plan.cls.__name__
        self._extras = []  # (attribute name, shaped like x)
        dtype = torch.get_default_dtype()
        for spec in plan.tensor_specs:
            name = _attribute_name(spec.name, self)
            if spec.value is None:
                value = torch.full((features,), spec.fill, dtype=dtype)
            else:
                value = spec.value.detach().clone().to(dtype)
            if spec.trainable:
                self.register_parameter(name, nn.Parameter(value))
            else:
                self.register_buffer(name, value)
            self._extras.append((name, spec.value is None))
        # forward(ctx, x) alone (MyReLU and most activations): apply(x) without building the
        # argument list, a few µs of every training step.
        only_x = len(plan.specs) == 1 and plan.specs[0].role == "x" and not plan.specs[0].keyword
        self._apply_x = plan.cls.apply if only_x else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self._apply_x is not None:
            out = self._apply_x(x)
        else:
            extras = []
            for name, shaped_like_x in self._extras:
                tensor = getattr(self, name)
                extras.append(tensor.expand_as(x) if shaped_like_x else tensor)
            args, kwargs = self.plan.arguments(x, extras)
            out = self.plan.cls.apply(*args, **kwargs)
        if isinstance(out, torch.Tensor):
            return out
        for item in out:
            if isinstance(item, torch.Tensor) and item.dtype.is_floating_point:
                return item
        raise TypeError(f"{self.function_name}.forward returned no floating point tensor")

    def extra_repr(self) -> str:
        return self.function_name


def _attribute_name(name: str, module: nn.Module) -> str:
    base = re.sub(r"\W", "_", name) or "tensor"
    if base[0].isdigit():
        base = "_" + base
    candidate, n = base, 1
    while hasattr(module, candidate):
        n += 1
        candidate = f"{base}_{n}"
    return candidate
