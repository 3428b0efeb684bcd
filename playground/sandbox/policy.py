"""Entering the sandbox: one call, in a freshly forked process, before any submission code runs.

``enter_sandbox`` applies, in order: a world of its own (namespaces.py: a user namespace where it
is not root, then IPC, network and mount namespaces and a size-limited tmpfs as its folder), as
root leaving root for a uid of its own, the resource limits, ``no_new_privs``, Landlock (read the
Python installation and the submission's file, read and write its folder, no TCP, no signals or
abstract sockets to processes outside) and the seccomp filter. It fails closed: where Landlock
or the seccomp filter is missing, or a step the machine offers fails, it raises SandboxError
and the caller runs nothing. A protection the machine does not offer (an ordinary user where
the kernel refuses user namespaces) is named in the report, after "not protected:".

What it leaves open, where everything is there: reading the files that the Python installation's
folders hold (they are no secret), writing up to the limits in its own folder, CPU and memory
up to the limits, and the pipe it answers on.
"""
from __future__ import annotations

import ctypes
import os
import sys
from dataclasses import dataclass, field
from typing import Iterable

from playground.sandbox import landlock, namespaces, seccomp
from playground.sandbox.limits import Limits, apply_limits, leave_root, submission_uid

PR_SET_NO_NEW_PRIVS = 38
PR_SET_DUMPABLE = 4
SYSTEM_LIBRARIES = ("/lib", "/lib64", "/usr/lib", "/usr/lib64", "/usr/local/lib")
DEVICES_READ = ("/dev/null", "/dev/zero", "/dev/urandom", "/dev/random")
SECCOMP_WORDS = ("seccomp (no sockets, ptrace, io_uring, inotify, fanotify, SysV and POSIX IPC, pidfds, new namespaces, "
                 "new processes (threads only), memfds; limits, priority, scheduling of itself only)")
LEFT_OPEN = ("Left open by design: the ids of other processes (no PID namespace; it cannot signal, trace, read "
             "or re-limit them), reading the Python installation, CPU, memory and disk up to the limits")


class SandboxError(OSError):
    """The sandbox cannot be entered: run nothing."""


@dataclass
class SandboxPolicy:
    """What a submission's process may read and write, and spend."""

    read: list[str] = field(default_factory=list)  # folders (everything beneath) and files, read-only
    write: list[str] = field(default_factory=list)  # its private folder
    limits: Limits = field(default_factory=Limits)
    user_namespace: bool = True  # try an unprivileged user namespace first


def python_installation() -> list[str]:
    """The folders this Python reads its modules from: the standard library, its compiled
    modules, site-packages (the installation's own entries of sys.path, not the current folder
    or a PYTHONPATH), and the system's libraries that extension modules may load later."""
    prefixes = {os.path.realpath(p) for p in (sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix)}
    found = []
    for entry in sys.path:
        real = os.path.realpath(entry) if entry else ""
        if real and os.path.isdir(real) and any(real == p or real.startswith(p + os.sep) for p in prefixes):
            found.append(real)
    return sorted(set(found)) + [p for p in SYSTEM_LIBRARIES if os.path.isdir(p)]


def exposes(policy: SandboxPolicy, secret: str) -> bool:
    """Would ``secret`` (the reference, say) be readable under ``policy``?"""
    real = os.path.realpath(secret)
    return any(real == os.path.realpath(p) or real.startswith(os.path.realpath(p) + os.sep)
               for p in list(policy.read) + list(policy.write))


def enter_sandbox(policy: SandboxPolicy, exposed: Iterable[str] = ()) -> str:
    """Sandbox this process for good; returns what holds, in words for the report: "on: …" or
    "partial: …; not protected: …". ``exposed``: files that should be secret but lie in a folder
    it may read (``exposes``), named among what is not protected. Raises SandboxError."""
    abi, why = landlock.abi_version()
    if not abi:
        raise SandboxError(f"no Landlock: {why}")
    ok, why_not = seccomp.supported()
    if not ok:
        raise SandboxError(why_not)
    holds: list[str] = []
    lacks: list[str] = [f"{path} (in a folder it may read)" for path in exposed]
    try:
        own = _own_world(policy, holds, lacks)
        limit_holds, limit_lacks = apply_limits(policy.limits, own)
        lacks += limit_lacks
        _no_new_privileges()
        rules = landlock.Rules(read=[*policy.read, *DEVICES_READ], write=[*policy.write, "/dev/null"])
        protected = landlock.restrict_self(rules, abi)
        seccomp.install()
    except OSError as error:
        raise SandboxError(error.errno, f"the sandbox could not be entered: {error}") from None
    holds.append(f"landlock {abi} ({', '.join(protected)})")
    if "tcp" not in protected:
        lacks.append("TCP by Landlock (ABI 4)")
    if "signals" not in protected:
        lacks.append("signals to other processes of this user (Landlock ABI 6)")
    holds.append(SECCOMP_WORDS)
    holds.append("limits: " + ", ".join(limit_holds))
    if lacks:
        return "partial: " + "; ".join(holds) + "; not protected: " + "; ".join(lacks)
    return "on: " + "; ".join(holds)


def _own_world(policy: SandboxPolicy, holds: list, lacks: list) -> bool:
    """Namespaces, the tmpfs folder, and (as root) a uid of its own; whether it has a user namespace of its
    own. Raises OSError where a step this machine offers fails."""
    root = os.getuid() == 0
    own = False
    if not root and policy.user_namespace:
        try:
            namespaces.own_user_namespace()
            own = True
            holds.append("user namespace")
        except OSError as error:  # the kernel lets no ordinary user have one: say so, and go on
            lacks.append(f"IPC, network and mount namespaces and a total for its folder (no user namespace: "
                         f"{error.strerror or error})")
    if root or own:
        folder = policy.write[0] if policy.write else None
        owner = (submission_uid(),) * 2 if root else (os.getuid(), os.getgid())
        world = namespaces.own_world(folder, policy.limits.disk_mb, policy.limits.disk_entries, owner)
        holds += world.holds
        lacks += world.lacks
    if root:
        left, why = leave_root(list(policy.write), submission_uid())
        if not left:
            raise OSError(why)
        holds.append("as a uid of its own (not root)")
    return own


def _no_new_privileges() -> None:
    """No new privileges, and not dumpable: a crash leaves no core for the machine's crash
    collector (a pipe in core_pattern, apport or systemd-coredump, is started whatever
    RLIMIT_CORE says), and no process of its uid may trace it or read its /proc files."""
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS)")
    if libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_DUMPABLE)")
