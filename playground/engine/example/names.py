"""The names the code gives its tensors, read from its frames at a backward call.

From the frame that called backward out to the module's top level (only frames running the
code's own file), every variable that holds a tensor names it (``X``, ``y``, ``loss``), and every
variable that holds an ``nn.Module`` names its parameters (``layer.weights``). Inner frames win,
and ``self`` only names what nothing else does. A tensor made by an operation also names its
node (``y`` is the output of ``custom_tanhBackward``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import torch
from torch import nn

MAX_FRAMES = 64
MAX_MODULE_PARAMETERS = 4096


@dataclass
class Names:
    tensors: dict = field(default_factory=dict)  # id(tensor) -> (name, tensor)
    nodes: dict = field(default_factory=dict)  # node sequence number -> (name, tensor)

    def of_tensor(self, tensor) -> Optional[str]:
        entry = self.tensors.get(id(tensor))
        return entry[0] if entry is not None and entry[1] is tensor else None

    def of_node(self, sequence_nr: int) -> tuple:
        """(name, tensor) of the named output of the node with that sequence number, or ("", None)."""
        return self.nodes.get(sequence_nr, ("", None))

    def leaves(self) -> list:
        """(name, tensor) of every named leaf tensor, in the order found."""
        return [(name, tensor) for name, tensor in self.tensors.values() if tensor.is_leaf]


def names_in_frames(frame, filename: str) -> Names:
    """The names of the code's tensors as seen from ``frame`` outwards."""
    names = Names()
    for _ in range(MAX_FRAMES):
        if frame is None:
            break
        if frame.f_code.co_filename == filename:
            _add_frame(names, frame.f_locals)
        frame = frame.f_back
    return names


def _add_frame(names: Names, variables: dict) -> None:
    items = [(name, value) for name, value in list(variables.items()) if not name.startswith("__")]
    items.sort(key=lambda item: item[0] == "self")  # stable: the code's order, ``self`` last
    for name, value in items:
        if isinstance(value, torch.Tensor):
            _add(names, name, value)
    for name, value in items:
        if isinstance(value, nn.Module):
            try:
                parameters = value.named_parameters(prefix=name)
                for count, (parameter_name, parameter) in enumerate(parameters):
                    if count >= MAX_MODULE_PARAMETERS:
                        break
                    _add(names, parameter_name, parameter)
            except Exception:  # noqa: BLE001 - a Module of the code's that cannot list its parameters
                continue


def _add(names: Names, name: str, tensor: torch.Tensor) -> None:
    names.tensors.setdefault(id(tensor), (name, tensor))
    grad_fn = tensor.grad_fn
    if grad_fn is not None:
        names.nodes.setdefault(grad_fn._sequence_nr(), (name, tensor))
