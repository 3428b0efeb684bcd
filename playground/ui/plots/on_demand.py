"""OnDemandPanel: a panel whose insides (its plots, pickers and labels) are made when it is first
shown or first used, not when the window is made.

The window makes every panel before its first frame, but that frame shows only some of them: the
Gradients, Model and Jacobian tabs lie behind the Loss tab, and their pyqtgraph plots cost about
as much as the rest of the window together. So such a panel's ``__init__`` makes only the empty
QWidget (a tab page, an event filter's target: what Qt needs of it), and ``_build()`` does what
its ``__init__`` did before. ``_build()`` runs, once:

- when the panel is about to be shown (its tab chosen): setVisible(True) builds first, so the
  first frame of the tab is the whole panel;
- when anything reads an attribute the panel does not have yet, or sets one: so every method,
  test or caller sees the panel exactly as if it had been built in ``__init__`` (a probe that
  arrives while the tab is hidden builds it and is drawn into it).

Class attributes (signals, methods) need no build: connecting to a panel's own signal or calling
Qt's methods on it leaves it unbuilt. ``when_built(callback)`` runs ``callback(panel)`` once the
insides exist (at once if they do): for a connection to one of them. A method that only puts the
panel in the state its build leaves it in (clear it, show no probe: what a new document asks of
every panel) is marked ``@as_built(...)``: on a panel not built yet it does nothing (the build
will), rather than build the panel to clear it.
"""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Callable, Optional, TypeVar

from PySide6.QtWidgets import QWidget

PENDING, BUILDING, BUILT = "pending", "building", "built"
_STATE = "_on_demand_state"
_WAITING = "_on_demand_waiting"
Method = TypeVar("Method", bound=Callable[..., Any])


def as_built(when: Optional[Callable[..., bool]] = None, returns: Any = None) -> Callable[[Method], Method]:
    """Decorate an OnDemandPanel's method that, called with arguments for which ``when(*args)``
    is true (always, without ``when``), leaves the panel as its build leaves it: on a panel not
    built yet it is not called, and ``returns`` is returned (what it would have returned)."""
    def decorate(method: Method) -> Method:
        @functools.wraps(method)
        def wrapper(self, *args, **kwargs):
            if self.__dict__.get(_STATE) == PENDING and (when is None or when(*args, **kwargs)):
                return returns
            return method(self, *args, **kwargs)
        return wrapper  # type: ignore[return-value]
    return decorate


def unbuilt(widget: object) -> bool:
    """An OnDemandPanel whose insides are not made yet: what the window repaints or rewords
    (theme, language) leaves it so, as it is made in the theme and language in use then."""
    return isinstance(widget, OnDemandPanel) and not widget.built


class OnDemandPanel(QWidget):
    """A QWidget that runs ``_build()`` before it is first shown or its insides are first used."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        # Through __dict__: setting an attribute the ordinary way would build the panel.
        self.__dict__[_WAITING] = []
        self.__dict__[_STATE] = PENDING

    def _build(self) -> None:
        """Make the insides: what the panel's __init__ would do after QWidget's."""
        raise NotImplementedError

    @property
    def built(self) -> bool:
        return self.__dict__.get(_STATE) == BUILT

    def ensure_built(self) -> None:
        """Make the insides now, if not made yet."""
        state = self.__dict__
        if state.get(_STATE) != PENDING:
            return
        state[_STATE] = BUILDING
        # Widgets put on the panel before its insides (a cover over it) lie above them, as they
        # did when the insides were made in __init__, before them.
        earlier = [child for child in self.children() if isinstance(child, QWidget)]
        try:
            self._build()
        finally:
            state[_STATE] = BUILT
        for child in earlier:
            child.raise_()
        waiting, state[_WAITING] = state[_WAITING], []
        for callback in waiting:
            callback(self)

    def when_built(self, callback: Callable[[OnDemandPanel], None]) -> None:
        """``callback(self)`` once the insides exist: now if they do."""
        if self.__dict__.get(_STATE) == BUILT:
            callback(self)
        else:
            self.__dict__[_WAITING].append(callback)

    if not TYPE_CHECKING:  # mypy checks the attributes _build() sets, as if __init__ set them
        def __getattr__(self, name: str):
            # Only for a name not found: an inside not made yet.
            if self.__dict__.get(_STATE) == PENDING and not name.startswith("__"):
                self.ensure_built()
                return getattr(self, name)
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

        def __setattr__(self, name: str, value) -> None:
            if self.__dict__.get(_STATE) == PENDING:
                self.ensure_built()  # what the build sets must not overwrite what is set now
            super().__setattr__(name, value)

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt)
        if visible:
            self.ensure_built()  # before Qt shows the children: they are shown with the panel
        super().setVisible(visible)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt)
        self.ensure_built()  # shown some other way (a parent shown with the panel not hidden)
        super().showEvent(event)
