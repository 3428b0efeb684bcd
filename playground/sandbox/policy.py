"""Entering the sandbox: one call, in a freshly forked process, before any submission code runs.

``enter_sandbox`` applies, in order: a user namespace of its own (where the kernel allows an
unprivileged one), the resource limits, ``no_new_privs``, Landlock (read the Python installation
and the submission's file, read and write one private folder, no TCP, no signals or abstract
sockets to processes outside) and the seccomp filter. Each step that the system cannot do is
named in the report instead of failing the grading; without Landlock the report begins with
"unavailable:", as the grade rows show it.

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

from playground.sandbox import landlock, seccomp
from playground.sandbox.limits import Limits, apply_limits, leave_root, own_user_namespace

PR_SET_NO_NEW_PRIVS = 38
SYSTEM_LIBRARIES = ("/lib", "/lib64", "/usr/lib", "/usr/lib64", "/usr/local/lib")
DEVICES_READ = ("/dev/null", "/dev/zero", "/dev/urandom", "/dev/random")


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
    """Sandbox this process for good; returns what holds, in words for the report: "on: …",
    "partial: …; not protected: …" or "unavailable: why; …". ``exposed``: files that should be
    secret but lie in a folder it may read (``exposes``), named among what is not protected."""
    holds: list[str] = []
    lacks: list[str] = [f"{path} (in a folder it may read)" for path in exposed]
    own = False
    if sys.platform.startswith("linux") and os.getuid() == 0:
        left, why = leave_root(list(policy.write))
        (holds if left else lacks).append("as nobody (not root)" if left else why)
    elif policy.user_namespace and sys.platform.startswith("linux"):
        own, why = own_user_namespace()
        (holds if own else lacks).append("user namespace" if own else why)
    limit_holds, limit_lacks = apply_limits(policy.limits, own)
    lacks += limit_lacks
    abi, why = landlock.abi_version()
    if abi:
        _no_new_privileges()
        rules = landlock.Rules(read=[*policy.read, *DEVICES_READ], write=[*policy.write, "/dev/null"])
        protected = landlock.restrict_self(rules, abi)
        holds.append(f"landlock {abi} ({', '.join(protected)})")
        if "tcp" not in protected:
            lacks.append("TCP by Landlock (ABI 4)")
        if "signals" not in protected:
            lacks.append("signals to other processes of this user (Landlock ABI 6)")
    ok, why_not = seccomp.supported()
    if ok:
        _no_new_privileges()
        seccomp.install()
        holds.append("seccomp (no sockets, ptrace, io_uring)")
    else:
        lacks.append(f"network ({why_not})" if abi < 4 else why_not)
    holds.append("limits: " + ", ".join(limit_holds))
    if not abi:
        return f"unavailable: {why}; " + "; ".join(holds)
    if lacks:
        return "partial: " + "; ".join(holds) + "; not protected: " + "; ".join(lacks)
    return "on: " + "; ".join(holds)


def _no_new_privileges() -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS)")
