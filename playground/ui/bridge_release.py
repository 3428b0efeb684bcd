"""Letting go of an engine bridge: the one sequence the window and compare's B side share."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:  # the type only: importing the bridge module is left to who makes a bridge
    from playground.ui.bridge import Bridge


def release_bridge(bridge: Bridge, owned: bool, listeners: Iterable, slots: Iterable[tuple]) -> None:
    """``listeners`` (objects with ``disconnect_bridge()``) and the ``(signal, slot)`` pairs stop
    hearing ``bridge``; an ``owned`` bridge's engine is shut down."""
    for listener in listeners:
        listener.disconnect_bridge()
    for signal, slot in slots:
        signal.disconnect(slot)
    if owned:
        bridge.shutdown()
