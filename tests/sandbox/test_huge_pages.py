"""The zygote's memory folded into huge pages (engine/submission/huge_pages.py): only the
anonymous private writable mappings are taken, each cut to whole 2 MB; and a child forked after
a fold still has a copy of its own: what it reads is the parent's, what it writes stays its own."""
from __future__ import annotations

import os
import sys

import pytest

from playground.engine.submission import huge_pages

MB2 = 1 << 21
MAPS = f"""\
00400000-00452000 r-xp 00000000 08:02 173521      /usr/bin/python3
{3 * MB2 + 4096:08x}-{9 * MB2 + 100:08x} rw-p 00000000 00:00 0           [heap]
{16 * MB2:08x}-{18 * MB2:08x} rw-p 00000000 00:00 0
{20 * MB2:08x}-{22 * MB2:08x} rw-s 00000000 00:05 1234        /SYSV00000000 (deleted)
{24 * MB2:08x}-{26 * MB2:08x} rw-p 00001000 08:02 173521      /usr/lib/libtorch_cpu.so
{30 * MB2:08x}-{30 * MB2 + 8192:08x} rw-p 00000000 00:00 0
{32 * MB2:08x}-{36 * MB2:08x} r--p 00000000 00:00 0
7ffd0000-7ffd2000 rw-p 00000000 00:00 0           [stack]
"""


def test_only_anonymous_private_writable_memory_in_whole_huge_pages():
    # the heap from 3 MB pages + 4 KB up to 9 pages + 100 bytes: pages 4 to 9, whole ones only
    assert huge_pages.private_ranges(MAPS) == [(4 * MB2, 9 * MB2), (16 * MB2, 18 * MB2)]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork and /proc/self/maps: Linux")
def test_a_child_forked_after_a_fold_reads_the_parents_memory_and_writes_its_own():
    data = bytearray(os.urandom(8 * MB2))  # anonymous memory of several huge pages
    before = bytes(data[::4096])
    folded = huge_pages.fold()
    assert folded >= 0
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report what it saw, then overwrite everything
        os.close(reader)
        same = bytes(data[::4096]) == before
        data[:] = b"\xff" * len(data)
        os.write(writer, b"1" if same and data[12345] == 0xFF else b"0")
        os._exit(0)
    os.close(writer)
    seen = os.read(reader, 1)
    os.close(reader)
    os.waitpid(pid, 0)
    assert seen == b"1"
    assert bytes(data[::4096]) == before  # the child's writes did not reach the parent
    assert huge_pages.fold() >= 0  # again, after the child wrote: still no error

