"""Stepping through a recorded backward call: which node is current, which gradients are shown,
and the numbers as text. Plain Python on the protocol's data (numpy for the arithmetic), no Qt,
so it is easy to test; the words around the numbers are the view's (example_view.py).

The steps are the nodes autograd ran, in its order. A node's gradient is *shown* once its step
has come (stepping back undoes that), *not yet* before, and *hidden* in Predict mode until it is
revealed: the class says what it will be first. ▶ in Predict mode reveals the current node, then
moves on.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from playground.protocol import BackwardGraph, ExampleNode, TensorValue

DIGITS = 4  # decimals of every number shown: fixed, so columns of numbers line up
MAX_SHOWN = 6  # elements written out in a box; more are elided
MAX_CHAIN = 3  # elements whose chain-rule product is written out

SHOWN, NOT_YET, HIDDEN = "shown", "not_yet", "hidden"
# Play follows the toolbar's Pace (steps a second, 0: full speed), but never faster than a class
# can read a step's numbers: full speed and the fast caps play this many steps a second.
FASTEST_PLAY = 4.0


def play_rate(pace: float) -> float:
    """Steps of backward a second that Play makes at the Pace ``pace`` (0 or less: full speed)."""
    return FASTEST_PLAY if pace is None or pace <= 0 else min(float(pace), FASTEST_PLAY)


def play_interval_ms(pace: float) -> int:
    """Milliseconds between two steps of Play at the Pace ``pace``."""
    return round(1000.0 / play_rate(pace))


@dataclass
class Stepper:
    """The current step through one recorded call, and what Predict mode has revealed."""

    graph: BackwardGraph
    step: int = -1  # index into ``steps``; -1: before backward ran
    predict: bool = False
    revealed: set = field(default_factory=set)  # node ids revealed in Predict mode

    def __post_init__(self) -> None:
        self.steps: list[ExampleNode] = sorted((n for n in self.graph.nodes if n.order is not None),
                                               key=lambda n: n.order)
        self._place = {node.id: index for index, node in enumerate(self.steps)}
        if self.step < 0 and not self.predict:
            self.step = len(self.steps) - 1  # the whole flow, its last node current

    @property
    def current(self) -> Optional[ExampleNode]:
        return self.steps[self.step] if 0 <= self.step < len(self.steps) else None

    def place_of(self, node_id: int) -> Optional[int]:
        return self._place.get(node_id)

    def forward(self) -> bool:
        """▶: reveal the current node if Predict hides it, else go to the next; False at the end."""
        current = self.current
        if self.predict and current is not None and current.id not in self.revealed:
            self.revealed.add(current.id)
            return True
        if self.step + 1 >= len(self.steps):
            return False
        self.step += 1
        return True

    def back(self) -> bool:
        if self.step < 0:
            return False
        self.step -= 1
        return True

    def go_to(self, step: int) -> None:
        self.step = max(-1, min(step, len(self.steps) - 1))

    def set_predict(self, on: bool) -> None:
        """Predict from the start: before backward, nothing revealed."""
        self.predict = bool(on)
        self.revealed.clear()
        self.step = -1 if on else len(self.steps) - 1

    def reveal_all(self) -> None:
        self.revealed = {node.id for node in self.steps}
        self.step = len(self.steps) - 1

    @property
    def hides(self) -> bool:
        """Does Predict hide a gradient still (before Reveal all, or ▶ on the last step)?"""
        return self.predict and any(node.id not in self.revealed for node in self.steps)

    def state_of(self, node_id: int) -> str:
        """SHOWN, NOT_YET (its step has not come) or HIDDEN (Predict, not revealed)."""
        place = self._place.get(node_id)
        if place is None or place > self.step:
            return NOT_YET
        if self.predict and node_id not in self.revealed:
            return HIDDEN
        return SHOWN


# ----------------------------------------------------------------------------- numbers as text


def number(value: float, digits: int = DIGITS) -> str:
    """A fixed number of decimals; very large or small magnitudes in exponent form."""
    if not np.isfinite(value):
        return str(value)
    magnitude = abs(value)
    if magnitude and (magnitude >= 1e5 or magnitude < 10 ** -digits):
        return f"{value:.{digits - 1}e}"
    text = f"{value:.{digits}f}"
    return "0" if float(text) == 0 else text


def tensor_text(value: Optional[TensorValue], digits: int = DIGITS, max_shown: int = MAX_SHOWN) -> str:
    """[0.0000, 2.5588] for a small tensor, 9.2804 for a scalar, its shape and summary beyond."""
    if value is None:
        return "None"
    if value.values is None:
        return (f"{shape_text(value.shape)} min {number(value.minimum, digits)} mean "
                f"{number(value.mean, digits)} max {number(value.maximum, digits)}")
    flat = np.asarray(value.values, dtype=float).reshape(-1)
    if not value.shape:
        return number(float(flat[0]), digits)
    shown = ", ".join(number(float(v), digits) for v in flat[:max_shown])
    more = ", …" if flat.size > max_shown else ""
    prefix = "" if len(value.shape) == 1 else shape_text(value.shape) + " "
    return f"{prefix}[{shown}{more}]"


def figures(value: TensorValue) -> tuple[float, float, float, float]:
    """(min, mean, max, L2 norm) of a tensor sent whole or as its summary."""
    if value.values is None:
        return value.minimum, value.mean, value.maximum, value.norm
    flat = np.asarray(value.values, dtype=float).reshape(-1)
    if not flat.size:
        return (float("nan"),) * 3 + (0.0,)
    return float(flat.min()), float(flat.mean()), float(flat.max()), float(np.linalg.norm(flat))


def shape_text(shape) -> str:
    """(2, 3), "scalar" for (), and "" for an unknown shape (None)."""
    if shape is None:
        return ""
    return "(" + ", ".join(str(n) for n in shape) + ")" if len(shape) else "scalar"


# ----------------------------------------------------------------------------- the chain rule


@dataclass
class ChainProduct:
    """dL/d(input) = dL/d(output) · d(output)/d(input) = upstream × local = result, for one
    element (``index`` into the flattened tensor; None for a scalar)."""

    input_index: int
    index: Optional[int]
    upstream: float
    local: float
    result: float


def chain_products(node: ExampleNode, max_elements: int = MAX_CHAIN) -> list[ChainProduct]:
    """The chain rule written out, where the node maps each element on its own (one output, an
    input of the output's shape): local = sent / received, element by element, one product per
    input for each of the ``max_elements`` elements that carry the most (the largest gradient
    sent, summed over the inputs; of those that received one other than 0), the same elements
    for every input. Empty where that does not hold (a matrix product mixes elements; a node
    without numbers)."""
    if len(node.grad_output) != 1 or node.grad_output[0] is None or node.grad_output[0].values is None:
        return []
    received = node.grad_output[0]
    upstream = np.asarray(received.values, dtype=float).reshape(-1)
    sent = [(input_index, np.asarray(value.values, dtype=float).reshape(-1), not value.shape)
            for input_index, value in enumerate(node.grad_inputs)
            if value is not None and value.values is not None and tuple(value.shape) == tuple(received.shape)]
    if not sent:
        return []
    carried = np.sum([np.abs(values) for _, values, _ in sent], axis=0)
    received_some = [i for i in range(upstream.size) if upstream[i] != 0]
    picked = sorted(received_some, key=lambda i: (-carried[i], -abs(upstream[i]), i))[:max_elements]
    return [ChainProduct(input_index, None if upstream.size == 1 and scalar else i,
                         float(upstream[i]), float(values[i] / upstream[i]), float(values[i]))
            for input_index, values, scalar in sent for i in picked]


def same_numbers(a: Optional[TensorValue], b: Optional[TensorValue], rtol: float = 1e-4, atol: float = 1e-6) -> bool:
    """Do two gradients agree (as gradcheck would call float32 agreement)? A summary only agrees
    with a summary of the same shape and figures."""
    if a is None or b is None:
        return a is b
    if tuple(a.shape) != tuple(b.shape):
        return False
    if a.values is None or b.values is None:
        return np.allclose([a.minimum, a.mean, a.maximum], [b.minimum, b.mean, b.maximum], rtol=rtol, atol=atol)
    return bool(np.allclose(a.values, b.values, rtol=rtol, atol=atol))
