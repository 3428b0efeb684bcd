"""Autograd Playground: write a torch.autograd.Function, see whether its backward is right, train with it.

    import playground
    report = playground.check(MyFunction)      # judged in an engine process
    report.verdict, report.summary             # "matches" | "differs" | "error", the sentence
    playground.show(MyFunction)                # the window, with that code in the editor

and ``playground.testing.assert_backward_correct(MyFunction)`` in a test suite. Importing this
package imports neither torch nor Qt: the names below load on first use.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
__all__ = ["Report", "check", "show", "__version__"]

if TYPE_CHECKING:
    from playground.api import Report, check
    from playground.show_window import show

_LAZY = {"check": "playground.api", "Report": "playground.api", "show": "playground.show_window"}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'playground' has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(_LAZY[name]), name)
