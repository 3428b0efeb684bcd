"""PySide6's check of every module imported after it, made cheap (issue 31).

PySide6 hooks every import made after it loads (its ``__feature__`` support, for
``from __feature__ import snake_case``): it asks whether the new module's source mentions
"PySide6" through ``inspect.getsource``, whose file look-up and line cache cost about 0.15 ms a
module. The window imports some 500 modules after Qt before its first frame: 70 ms of the ~0.7 s
of CPU that frame costs (measured in the start-up probe, benchmarks/startup_cpu_probe.py).

The same question is answered here by reading the module's file as bytes and looking for the
same word: one read, no line cache. Where the file cannot be read that way (no ``.py`` file, a
zip, an extension module) PySide6's own answer is asked, so nothing is answered differently for
any source in an ASCII-compatible encoding. Where PySide6 no longer has the check by this name,
nothing is changed.
"""
from __future__ import annotations

import sys
from types import ModuleType
from typing import Callable

FEATURE_MODULE = "shibokensupport.feature"  # PySide6's own (also named PySide6.support.feature)
CHECK_NAME = "_mod_uses_pyside"
MARK = b"PySide6"


def source_mentions_pyside(module: ModuleType, fallback: Callable[[ModuleType], bool]) -> bool:
    """Whether ``module``'s source file contains "PySide6"; ``fallback`` where it has none to read."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return fallback(module)
    try:
        with open(path, "rb") as source:
            return MARK in source.read()
    except OSError:
        return fallback(module)


def make_feature_check_cheap() -> bool:
    """Put the byte search in the place of PySide6's check (once PySide6 is imported); True where
    it is in place."""
    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, CHECK_NAME, None)
    if original is None:
        return False
    if getattr(original, "reads_bytes", False):
        return True

    def cheap_check(module: ModuleType) -> bool:
        return source_mentions_pyside(module, original)

    cheap_check.reads_bytes = True  # type: ignore[attr-defined]
    cheap_check.original = original  # type: ignore[attr-defined]  # PySide6's own, for its tests
    setattr(feature, CHECK_NAME, cheap_check)
    return True
