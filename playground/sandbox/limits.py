"""Resource limits of a sandboxed process: memory, CPU time, file size, tasks and open files.

The limits count from what the process holds when it enters the sandbox (a process forked from a
warm one that imported torch already maps a few hundred MB): memory and address space are that
much plus ``memory_mb``. Processes and threads are counted by the kernel per user, across the
whole machine, and not at all for root. So a process of an ordinary user first moves into a user
namespace of its own (an unprivileged ``unshare``, where the kernel allows it), where it is the
only process of its user and the limit is exact. A process of root (the kernel never counts
root's processes, in any namespace) takes a uid of its own instead (``SUBMISSION_UIDS`` plus its
pid: no two live submissions share one, and no account has one), keeping one capability,
CAP_DAC_READ_SEARCH, so that it still reads a Python installed in root's home; every other
capability is dropped, also from its bounding set. Alone in its uid, its limit is exact, and no
classmate is a process of its user (prlimit, setpriority, kill and ptrace check that first).
"""
from __future__ import annotations

import ctypes
import math
import os
import resource
from typing import Optional

from playground.protocol import SandboxLimits as Limits  # the one record: the grader sends it as it is

PR_SET_KEEPCAPS, PR_CAPBSET_DROP = 8, 24
CAP_DAC_READ_SEARCH, LAST_CAPABILITY = 2, 63
CAPABILITY_VERSION_3 = 0x20080522
SUBMISSION_UIDS = 0x7F000000  # + a pid (< 2^22): above systemd's container ranges, below its foreign range


def submission_uid() -> int:
    """The uid (and gid) a submission of root's grader runs as: its own, unused by any account."""
    return SUBMISSION_UIDS + os.getpid()


def leave_root(folders: list, uid: int) -> tuple[bool, str]:
    """As root: become ``uid`` (and the group of that number) with only CAP_DAC_READ_SEARCH
    (``folders`` become its own, so it can write there). (done, why not)."""
    libc = ctypes.CDLL(None, use_errno=True)
    try:
        for folder in folders:
            os.chown(folder, uid, uid)
        for capability in range(LAST_CAPABILITY + 1):
            if capability != CAP_DAC_READ_SEARCH:
                libc.prctl(PR_CAPBSET_DROP, capability, 0, 0, 0)  # EINVAL past the last one: ignored
        if libc.prctl(PR_SET_KEEPCAPS, 1, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_KEEPCAPS)")
        os.setgroups([])
        os.setresgid(uid, uid, uid)
        os.setresuid(uid, uid, uid)
        header = (ctypes.c_uint32 * 2)(CAPABILITY_VERSION_3, 0)
        kept = 1 << CAP_DAC_READ_SEARCH
        data = (ctypes.c_uint32 * 6)(kept, kept, 0, 0, 0, 0)  # effective, permitted, inheritable (×2 words)
        if libc.capset(header, data) != 0:
            raise OSError(ctypes.get_errno(), "capset")
        libc.prctl(PR_SET_KEEPCAPS, 0, 0, 0, 0)
    except OSError as error:
        return False, f"still root: {error}"
    return True, ""


def apply_limits(limits: Limits, own_namespace: bool) -> tuple[list[str], list[str]]:
    """Set the limits on this process; (what holds, what does not), as short phrases."""
    holds, lacks = [], []
    data, size = _memory_now()
    extra = limits.memory_mb * 2**20
    if data and size:
        _set(resource.RLIMIT_DATA, data + extra)
        _set(resource.RLIMIT_AS, size + 2 * extra)
        holds.append(f"memory +{limits.memory_mb} MB")
    else:
        lacks.append("memory (its size now is unknown)")
    seconds = max(1, math.ceil(limits.cpu_seconds))
    _set(resource.RLIMIT_CPU, seconds, seconds + 1)
    holds.append(f"cpu {seconds} s")
    _set(resource.RLIMIT_FSIZE, limits.file_mb * 2**20)
    holds.append(f"files ≤ {limits.file_mb} MB")
    _set(resource.RLIMIT_NOFILE, limits.open_files)
    holds.append(f"{limits.open_files} open files")
    _set(resource.RLIMIT_CORE, 0)
    if _first_to_go():
        holds.append("first to go when memory runs out")
    tasks = _task_limit(limits.tasks, own_namespace)
    if tasks is None:
        lacks.append("the number of processes (root, without a user namespace)")
    else:
        _set(resource.RLIMIT_NPROC, tasks)
        holds.append(f"{limits.tasks} processes and threads" if own_namespace or _own_uid() else
                     f"{limits.tasks} more processes and threads")
    return holds, lacks


def _first_to_go() -> bool:
    """Tell the kernel to end this process first when the machine runs out of memory (the
    highest OOM score): never the grader, a classmate less greedy, or a process of the machine.
    Any process may raise its own score; none may lower it again without CAP_SYS_RESOURCE."""
    try:
        with open("/proc/self/oom_score_adj", "w") as score:
            score.write("1000")
    except OSError:
        return False
    return True


def _task_limit(tasks: int, own_namespace: bool) -> Optional[int]:
    if own_namespace or _own_uid():  # alone in its namespace, or in its uid
        return tasks
    if os.getuid() == 0:  # the kernel does not count root's processes
        return None
    return _tasks_of_user(os.getuid()) + tasks


def _own_uid() -> bool:
    return os.getuid() == submission_uid()


def _tasks_of_user(uid: int) -> int:
    """Processes and threads of ``uid`` now (what RLIMIT_NPROC counts), from /proc."""
    count = 0
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/status", "rb") as status:
                fields = dict(line.split(b":", 1) for line in status if b":" in line)
            if int(fields[b"Uid"].split()[0]) == uid:
                count += int(fields[b"Threads"])
        except (OSError, KeyError, ValueError):
            continue
    return count


def _memory_now() -> tuple[int, int]:
    """(VmData, VmSize) of this process in bytes."""
    data = size = 0
    try:
        with open("/proc/self/status", "rb") as status:
            for line in status:
                if line.startswith(b"VmData:"):
                    data = int(line.split()[1]) * 1024
                elif line.startswith(b"VmSize:"):
                    size = int(line.split()[1]) * 1024
    except OSError:
        pass
    return data, size


def _set(which: int, soft: int, hard: Optional[int] = None) -> None:
    """Lower a limit (never raise one above its hard limit)."""
    current_soft, current_hard = resource.getrlimit(which)
    hard = soft if hard is None else hard
    if current_hard != resource.RLIM_INFINITY:
        hard = min(hard, current_hard)
        soft = min(soft, hard)
    resource.setrlimit(which, (soft, hard))
