"""The zygote's memory in huge pages, so that a fork per submission copies little.

A fork copies the page table of every private writable mapping, one entry per 4 KB page, and
the child's exit tears it down again: after ``import torch`` the zygote holds about 180 MB of
such memory (45,000 entries), which cost 8–15 ms in the zygote's fork and 7–8 ms in each child
on this project's 2-core machine, a fifth of a file's whole cost. Folded into 2 MB pages
(``MADV_COLLAPSE``, Linux 6.1) a fork copies one entry per 2 MB: 1.5–2 ms and 3.5–4 ms. Where the
child writes to such a page, the kernel splits it in the child only and copies the 4 KB it
wrote, as before: what a child sees and may change is exactly what a fork gave it.

The zygote folds once, after its warm-up. Its own writes after a fork split the pages they touch
(a page shared with a child is copied on write in the parent too), so its forks grow dearer
again where it runs Python, not where it never writes (most of torch's memory): measured over
100 files, the zygote's fork stayed at 7–10 ms against 15–22 ms unfolded. Folding again before
each fork kept it at 3 ms, but cost a median 7 ms of CPU (122 ms where the kernel had to compact
memory for its 2 MB pages): no gain, and a worse tail. Where the kernel lacks the call, or refuses
it (THP off, ``prctl(PR_SET_THP_DISABLE)``), nothing changes and forks cost what they did.
"""
from __future__ import annotations

import ctypes
import sys
from typing import Optional

MADV_COLLAPSE = 25
HUGE = 1 << 21  # bytes in a huge page on x86-64 and arm64 (4 KB base pages)
_madvise: Optional[ctypes._CFuncPtr] = None  # type: ignore[name-defined]


def _call():
    global _madvise
    if _madvise is None:
        function = ctypes.CDLL(None, use_errno=True).madvise
        function.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
        function.restype = ctypes.c_int
        _madvise = function
    return _madvise


def private_ranges(maps: str) -> list[tuple[int, int]]:
    """The 2 MB-aligned parts of the anonymous private writable mappings in ``maps`` (the text of
    /proc/self/maps): the heap and anonymous memory, not files, stacks or shared memory."""
    found = []
    for line in maps.splitlines():
        fields = line.split()
        if len(fields) < 5 or not fields[1].startswith("rw") or fields[1][3] != "p":
            continue
        name = fields[5] if len(fields) > 5 else ""
        if name not in ("", "[heap]"):
            continue
        low, high = (int(value, 16) for value in fields[0].split("-"))
        low, high = (low + HUGE - 1) & ~(HUGE - 1), high & ~(HUGE - 1)
        if high > low:
            found.append((low, high))
    return found


def fold() -> int:
    """Fold this process's anonymous memory into huge pages where the kernel will; how many
    ranges it took (0 where it cannot: nothing changes then)."""
    if not sys.platform.startswith("linux"):
        return 0
    try:
        with open("/proc/self/maps") as maps:
            ranges = private_ranges(maps.read())
        madvise = _call()
    except (OSError, AttributeError):
        return 0
    return sum(madvise(low, high - low, MADV_COLLAPSE) == 0 for low, high in ranges)

