"""The window's tests drive it through FakeBridge: it must offer exactly what the window may use
of a bridge (the Bridge Protocol), with the same signatures, or the window would be tested
against something it never meets."""
from __future__ import annotations

import inspect

from PySide6.QtCore import SignalInstance

from playground.ui.bridge import Bridge, EngineBridge
from tests.ui.fakes import FakeBridge


def protocol_members() -> set[str]:
    names = set(Bridge.__annotations__) | {name for name, _ in inspect.getmembers(Bridge) if not name.startswith("_")}
    return names


def test_the_protocol_names_the_signals_and_methods_the_window_uses():
    assert {"compiled", "train_finished", "graph", "export_done", "compile", "train", "request_graph",
            "export_weights", "time_limit", "ready_message"} <= protocol_members()


def test_fake_and_real_bridge_satisfy_the_protocol(qtbot):
    for bridge_type in (FakeBridge, EngineBridge):
        bridge = bridge_type()
        for name in protocol_members():
            assert hasattr(bridge, name), f"{bridge_type.__name__} lacks {name}"
            if name in Bridge.__annotations__:
                assert isinstance(getattr(bridge, name), SignalInstance), f"{bridge_type.__name__}.{name}"
            elif callable(getattr(Bridge, name)):
                wanted = inspect.signature(getattr(Bridge, name))
                assert inspect.signature(getattr(bridge_type, name)).parameters.keys() == wanted.parameters.keys(), (
                    f"{bridge_type.__name__}.{name} takes other arguments than the Protocol says")
