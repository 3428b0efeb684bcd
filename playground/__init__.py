"""Autograd Playground: write a torch.autograd.Function, see whether its backward is right, train with it.

    import playground
    report = playground.check(MyFunction)      # judged in an engine process
    report.verdict, report.summary             # "matches" | "differs" | "error", the sentence
    playground.show(MyFunction)                # the window, with that code in the editor
    playground.grade("submissions/", reference=MyFunction)   # a class, each file sandboxed: scores

and ``playground.testing.assert_backward_correct(MyFunction)`` in a test suite. Importing this
package imports neither torch nor Qt: the names below load on first use.

Reading order: api/ (check, Report, show: its __init__ says the rest), testing.py, then the two
sides of the engine boundary: vocabulary.py and protocol/ (the names and messages both sides
share), client/ (the host side) and engine/ (torch and the user's code); cli/ and ui/ are the
command line and the window on top of client/; formats/ the files they read and write.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from playground.version import __version__

__all__ = ["Grades", "Report", "check", "grade", "show", "__version__"]

if TYPE_CHECKING:
    from playground.api.check import Report, check
    from playground.api.grade import Grades, grade
    from playground.api.show import show

_LAZY = {"check": "playground.api.check", "Report": "playground.api.check", "show": "playground.api.show",
         "grade": "playground.api.grade", "Grades": "playground.api.grade"}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'playground' has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(_LAZY[name]), name)
