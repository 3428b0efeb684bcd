"""What /proc says about a process: resident memory and CPU time (None where there is no /proc)."""
from __future__ import annotations

import os
from typing import Optional


def rss_mb(pid: Optional[int] = None) -> Optional[float]:
    """Resident set size of a process (this one by default) in MiB."""
    try:
        with open(f"/proc/{pid or os.getpid()}/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        return None
    return None


def cpu_seconds(pid: int) -> Optional[float]:
    """User + system CPU time of a process so far, all its threads."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None
