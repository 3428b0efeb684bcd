"""The engine's own safety limits: its memory cap, its crash log, giving memory back, and
ending with the window.

The memory cap is RLIMIT_DATA (heap and private writable mappings, not the address space), so
a huge allocation fails inside user code as MemoryError or a torch allocation error, which the
judge reports at its line, instead of swapping the machine to death. It is skipped where CUDA
is present, whose driver maps memory in ways a data limit may break; the client's watch on the
resident memory still holds there. The crash log receives faulthandler's traceback on a fatal
signal and on SIGTERM, so the client can say at which line the engine died or hung.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import faulthandler
import gc
import os
import resource
import signal
import sys
from functools import lru_cache
from typing import Optional

from playground.engine.usercode.source import MODULE_NAME

_crash_file = None  # kept open for faulthandler for the life of the process
PR_SET_PDEATHSIG = 1  # from <sys/prctl.h>


def apply_memory_limit(limit_mb: Optional[int], cuda_present: bool) -> bool:
    """Cap the data segment at ``limit_mb``; returns whether a cap was set."""
    if not limit_mb or cuda_present:
        return False
    limit = int(limit_mb) * 2**20
    _, hard = resource.getrlimit(resource.RLIMIT_DATA)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_DATA, (limit, hard))
    return True


def enable_crash_log(path: Optional[str]) -> None:
    """Tracebacks of fatal signals (segfault, abort) and of SIGTERM go to ``path``, of every
    thread: a process-wide signal may land in one of torch's threads instead of the main one."""
    global _crash_file
    if not path:
        return
    _crash_file = open(path, "w", encoding="utf-8")
    faulthandler.enable(file=_crash_file, all_threads=True)
    # chain=True: after the dump, SIGTERM still ends the process as it would have.
    faulthandler.register(signal.SIGTERM, file=_crash_file, all_threads=True, chain=True)


def die_with_parent() -> None:
    """End this engine when the window's process dies, even by SIGKILL: an orphaned engine in a
    student's endless loop would burn a core until the machine restarts (Linux only)."""
    libc = _libc()
    if libc is None or not hasattr(libc, "prctl"):
        return
    parent = os.getppid()
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # the parent died before prctl took effect
        os._exit(1)


def release_user_memory() -> None:
    """Let go of what the last user code kept (its module's globals hold its data): a code that
    filled the memory must not leave the next compile without any."""
    drop_user_module()
    collect_garbage()


def drop_user_module() -> None:
    """Forget the user's module: what only it referenced is freed at once (cheap)."""
    sys.modules.pop(MODULE_NAME, None)


def collect_garbage() -> None:
    """Free what the user's code left in reference cycles (classes, frames, autograd graphs);
    may take a while after big graphs, so the engine answers first and collects after."""
    gc.collect()
    _trim_heap()


def _trim_heap() -> None:
    """Return freed heap pages to the system (glibc keeps them otherwise)."""
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)


@lru_cache(maxsize=1)
def _libc():
    """glibc on Linux (for malloc_trim and prctl), else None."""
    name = ctypes.util.find_library("c") if sys.platform.startswith("linux") else None
    try:
        libc = ctypes.CDLL(name) if name else None
        return libc if libc is not None and hasattr(libc, "malloc_trim") else None
    except OSError:
        return None
