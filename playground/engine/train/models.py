"""The toy models: a small MLP with the subject as its activation (or as a hidden layer), and
the two-layer net of PyTorch's MyReLU tutorial.

Parameter names are readable: ``fc1.weight``, ``custom2.weight``, ``out.bias``, ``w1``, ``w2``.
"""
from __future__ import annotations

from typing import Callable, Optional

import torch
from torch import nn

ActivationFactory = Callable[[int], nn.Module]
LayerFactory = Callable[[int, int], nn.Module]

# The tutorial net: N × D_in inputs, H hidden units, D_out outputs.
TUTORIAL_BATCH, TUTORIAL_IN, TUTORIAL_HIDDEN, TUTORIAL_OUT = 64, 1000, 100, 10


class MLP(nn.Module):
    """inputs → width (× depth hidden layers) → outputs, the activation after every hidden layer.

    Children in order: fc1, act1, fc2 (or custom2 in layer mode), act2, ..., out. In layer mode
    every width → width hidden layer is ``layer_factory(width, width)`` (at least one).
    """

    def __init__(
        self,
        inputs: int,
        width: int,
        depth: int,
        outputs: int,
        activation_factory: ActivationFactory,
        layer_factory: Optional[LayerFactory] = None,
    ):
        super().__init__()
        hidden_layers = max(depth, 2 if layer_factory is not None else 1)
        for index in range(1, hidden_layers + 1):
            if index == 1:
                self.add_module("fc1", nn.Linear(inputs, width))
            elif layer_factory is not None:
                self.add_module(f"custom{index}", layer_factory(width, width))
            else:
                self.add_module(f"fc{index}", nn.Linear(width, width))
            self.add_module(f"act{index}", activation_factory(width))
        self.add_module("out", nn.Linear(width, outputs))
        self.chain = tuple(self.children())
        self.activations = tuple(getattr(self, f"act{i}") for i in range(1, hidden_layers + 1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for module in self.chain:
            x = module(x)
        return x


def column_major(matrix: torch.Tensor) -> torch.Tensor:
    """The same values, each column stored contiguously (strides (1, rows)): the layout in which
    nn.Linear keeps its weight. For ``x.mm(w)`` torch's backward then writes w's gradient as
    ``(grad.t() @ x).t()`` in that layout, a product MKL runs faster: a tutorial step costs ~3 %
    less (python -m benchmarks.profile layout), with the same shapes, values and autograd graph."""
    return matrix.t().contiguous().t()


class TutorialNet(nn.Module):
    """The two-layer net of the MyReLU tutorial: ``act(x.mm(w1)).mm(w2)``, weights as raw
    parameters drawn from N(0, 1) as the tutorial does (not nn.Linear's initialisation),
    stored column-major (``column_major``)."""

    def __init__(self, activation: nn.Module):
        super().__init__()
        self.w1 = nn.Parameter(column_major(torch.randn(TUTORIAL_IN, TUTORIAL_HIDDEN)))
        self.w2 = nn.Parameter(column_major(torch.randn(TUTORIAL_HIDDEN, TUTORIAL_OUT)))
        self.act = activation
        self.activations = (activation,)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # From the registries, not as self.w1: each name read through nn.Module.__getattr__ runs
        # Python, ~1 % of a tutorial step for the three. The activation is still called as a
        # module, so forward hooks (the dead-unit count) see it.
        weights = self._parameters
        return self._modules["act"](x.mm(weights["w1"])).mm(weights["w2"])


def tutorial_data() -> tuple[torch.Tensor, torch.Tensor]:
    """Random inputs (64 × 1000) and random targets (64 × 10), from the global generator."""
    x = torch.randn(TUTORIAL_BATCH, TUTORIAL_IN)
    y = torch.randn(TUTORIAL_BATCH, TUTORIAL_OUT)
    return x, y


def build_mlp(
    inputs: int,
    outputs: int,
    width: int,
    depth: int,
    activation_factory: ActivationFactory,
    layer_factory: Optional[LayerFactory] = None,
) -> MLP:
    """The MLP of fit-1d (inputs 1, outputs 1), classify-2d (2 → classes) and layer mode."""
    return MLP(inputs, width, depth, outputs, activation_factory, layer_factory)


def named_trainable_parameters(model: nn.Module) -> list[tuple[str, nn.Parameter]]:
    """(name, parameter) for every parameter that trains, in model order."""
    return [(name, p) for name, p in model.named_parameters() if p.requires_grad]
