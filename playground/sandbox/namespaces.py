"""A world of its own: IPC, network and mount namespaces, and a size-limited tmpfs as its folder.

A freshly forked process calls ``own_world`` before it leaves root (as root) or right after it
made a user namespace of its own (as an ordinary user: the namespaces then belong to that user
namespace, where it holds the capabilities ``unshare`` and ``mount`` ask for). Then:

- System V shared memory, message queues, semaphores and POSIX message queues it makes live in
  its IPC namespace: no other process sees them, and the kernel frees them with the namespace
  when its last process ends (nothing is left behind in ``ipcs``);
- its network namespace has only a loopback device that is down: no network at all, and its
  abstract UNIX sockets meet no one else's;
- its mount namespace is private (nothing it mounts propagates out), and its folder is a tmpfs of
  ``disk_mb`` MB and ``inodes`` files and folders: a bound on everything it writes, not only on
  each file, and a folder the kernel empties when the namespace ends. The zygote's folder under
  it stays empty, so removing it never walks what a submission left there.

No PID namespace: that would need one more fork per file, and what it would keep a submission
from (other processes' limits and priorities, signals, /proc) the seccomp filter and Landlock
keep it from already.
"""
from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass
from typing import Optional

CLONE_NEWNS, CLONE_NEWIPC, CLONE_NEWNET, CLONE_NEWUSER = 0x00020000, 0x08000000, 0x40000000, 0x10000000
MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REC, MS_PRIVATE = 0x2, 0x4, 0x8, 0x4000, 0x40000


@dataclass
class World:
    """What ``own_world`` made: phrases for the report, and what it could not make."""

    holds: list
    lacks: list


def _libc():
    return ctypes.CDLL(None, use_errno=True)


def _fail(what: str) -> OSError:
    code = ctypes.get_errno()
    return OSError(code, f"{what}: {os.strerror(code)}")


def own_user_namespace() -> None:
    """Move this (single-threaded, not root) process into a new user namespace, where its uid
    and gid map to themselves: the files it makes on its tmpfs are its own. Raises OSError."""
    uid, gid = os.geteuid(), os.getegid()
    if _libc().unshare(CLONE_NEWUSER) != 0:
        raise _fail("unshare(user)")
    _write("/proc/self/setgroups", "deny")
    _write("/proc/self/uid_map", f"{uid} {uid} 1")
    _write("/proc/self/gid_map", f"{gid} {gid} 1")


def own_world(folder: Optional[str], disk_mb: int, inodes: int, owner: tuple[int, int]) -> World:
    """Unshare IPC, network and mount namespaces, and mount a tmpfs on ``folder`` (when given)
    owned by ``owner`` (uid, gid), and move into it. Namespaces the kernel refuses and a tmpfs that
    cannot be mounted are named in ``lacks`` (its folder is then the plain one, bounded per file
    only: the seccomp filter still keeps it from System V IPC and sockets). Raises OSError when
    its mounts cannot be made private: nothing more may be mounted then."""
    libc = _libc()
    if libc.unshare(CLONE_NEWIPC | CLONE_NEWNET | CLONE_NEWNS) != 0:  # a container without CAP_SYS_ADMIN
        why = os.strerror(ctypes.get_errno())
        return World([], [f"IPC, network and mount namespaces and a total for its folder (unshare: {why})"])
    holds = ["own IPC, network and mount namespaces"]
    if libc.mount(None, b"/", None, MS_REC | MS_PRIVATE, None) != 0:
        raise _fail("mount(/, private)")  # a mount could reach the host's namespace: not one more step
    if folder is None:
        return World(holds, [])
    options = f"size={disk_mb}m,nr_inodes={inodes},mode=0700,uid={owner[0]},gid={owner[1]}"
    if libc.mount(b"tmpfs", os.fsencode(folder), b"tmpfs", MS_NOSUID | MS_NODEV, options.encode()) != 0:
        return World(holds, [f"a total for its folder ({_fail('tmpfs').strerror}; {disk_mb} MB per file only)"])
    os.chdir(folder)  # the tmpfs, not the folder under it
    holds.append(f"its folder a tmpfs of {disk_mb} MB and {inodes} entries")
    return World(holds, [])


def _write(path: str, text: str) -> None:
    try:
        with open(path, "w") as file:
            file.write(text)
    except OSError as error:
        raise OSError(error.errno, f"{path}: {error.strerror}") from None
