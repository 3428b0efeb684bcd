"""Landlock: a process restricts itself, for good, to the files, TCP ports and signals it names.

Three system calls (``landlock_create_ruleset``, ``landlock_add_rule``, ``landlock_restrict_self``,
the same numbers on every architecture), called through ctypes. What a ruleset can handle grows
with the kernel's Landlock ABI version:

- 1 (Linux 5.13): reading, writing, executing, listing, creating and removing files and folders;
- 2 (5.19): renaming and linking across folders (REFER); 3 (6.2): truncating;
- 4 (6.7): TCP bind and connect; 5 (6.10): ioctl on devices;
- 6 (6.12): scopes: no signals to, and no abstract UNIX socket connections with, processes
  outside the sandbox.

Every right the ABI knows is handled, so whatever no rule allows is denied. A process must have
``no_new_privs`` set (prctl) before it may restrict itself.
"""
from __future__ import annotations

import ctypes
import errno
import os
import platform
from dataclasses import dataclass
from typing import Iterable

SYS_CREATE_RULESET, SYS_ADD_RULE, SYS_RESTRICT_SELF = 444, 445, 446
CREATE_RULESET_VERSION = 1 << 0
RULE_PATH_BENEATH, RULE_NET_PORT = 1, 2

# Filesystem rights, with the ABI that brought them.
EXECUTE, WRITE_FILE, READ_FILE, READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
REMOVE_DIR, REMOVE_FILE, MAKE_CHAR, MAKE_DIR = 1 << 4, 1 << 5, 1 << 6, 1 << 7
MAKE_REG, MAKE_SOCK, MAKE_FIFO, MAKE_BLOCK, MAKE_SYM = 1 << 8, 1 << 9, 1 << 10, 1 << 11, 1 << 12
REFER, TRUNCATE, IOCTL_DEV = 1 << 13, 1 << 14, 1 << 15
FS_RIGHTS_BY_ABI = {1: (1 << 13) - 1, 2: (1 << 14) - 1, 3: (1 << 15) - 1, 4: (1 << 15) - 1,
                    5: (1 << 16) - 1}
FILE_RIGHTS = EXECUTE | WRITE_FILE | READ_FILE | TRUNCATE | IOCTL_DEV  # those a rule on a file may grant
READ_ONLY = EXECUTE | READ_FILE | READ_DIR
# Network rights (ABI 4) and scopes (ABI 6).
NET_BIND_TCP, NET_CONNECT_TCP = 1 << 0, 1 << 1
SCOPE_ABSTRACT_UNIX_SOCKET, SCOPE_SIGNAL = 1 << 0, 1 << 1


class LandlockError(OSError):
    """A Landlock system call failed."""


class _RulesetAttr(ctypes.Structure):
    _fields_ = [("handled_access_fs", ctypes.c_uint64), ("handled_access_net", ctypes.c_uint64),
                ("scoped", ctypes.c_uint64)]


class _PathBeneathAttr(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


_libc = None


def _syscall():
    global _libc
    if _libc is None:
        _libc = ctypes.CDLL(None, use_errno=True)
        _libc.syscall.restype = ctypes.c_long
    return _libc.syscall


def abi_version() -> tuple[int, str]:
    """(the kernel's Landlock ABI version, why 0 where there is none)."""
    if platform.system() != "Linux":
        return 0, f"Landlock is a Linux feature (this is {platform.system()})"
    try:
        version = _syscall()(SYS_CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(CREATE_RULESET_VERSION))
    except (OSError, AttributeError) as error:
        return 0, f"cannot call the kernel: {error}"
    if version >= 1:
        return int(version), ""
    code = ctypes.get_errno()
    if code == errno.ENOSYS:
        return 0, f"Landlock is not in this kernel ({platform.release()})"
    if code == errno.EOPNOTSUPP:
        return 0, f"Landlock is in this kernel ({platform.release()}) but not enabled (boot with lsm=...,landlock)"
    return 0, f"Landlock answered {os.strerror(code)}"


@dataclass
class Rules:
    """What the sandboxed process keeps: paths it may read (and execute), paths it may read and
    write (folders: everything beneath them), and whether to scope signals and sockets."""

    read: Iterable[str] = ()
    write: Iterable[str] = ()
    scope: bool = True


def restrict_self(rules: Rules, abi: int) -> list[str]:
    """Restrict this process (and every process it starts) to ``rules``; returns what is
    protected, as short phrases. Requires no_new_privs. Raises LandlockError."""
    call = _syscall()
    fs_rights = FS_RIGHTS_BY_ABI[min(abi, 5)]
    attr = _RulesetAttr(fs_rights, NET_BIND_TCP | NET_CONNECT_TCP if abi >= 4 else 0,
                        SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL if abi >= 6 and rules.scope else 0)
    size = 24 if abi >= 6 else 16 if abi >= 4 else 8
    ruleset = call(SYS_CREATE_RULESET, ctypes.byref(attr), ctypes.c_size_t(size), ctypes.c_uint32(0))
    if ruleset < 0:
        raise _error("landlock_create_ruleset")
    try:
        for path in rules.read:
            _add_path(call, ruleset, path, READ_ONLY, fs_rights)
        for path in rules.write:
            _add_path(call, ruleset, path, fs_rights, fs_rights)
        if call(SYS_RESTRICT_SELF, ctypes.c_int(ruleset), ctypes.c_uint32(0)) != 0:
            raise _error("landlock_restrict_self")
    finally:
        os.close(ruleset)
    protected = ["files"]
    if abi >= 4:
        protected.append("tcp")
    if abi >= 6 and rules.scope:
        protected += ["signals", "abstract sockets"]
    return protected


def _add_path(call, ruleset: int, path: str, rights: int, handled: int) -> None:
    try:
        descriptor = os.open(path, os.O_PATH | os.O_CLOEXEC)
    except OSError:
        return  # a path that is not there needs no rule
    try:
        if not os.path.isdir(path):
            rights &= FILE_RIGHTS
        attr = _PathBeneathAttr(rights & handled, descriptor)
        if call(SYS_ADD_RULE, ctypes.c_int(ruleset), ctypes.c_int(RULE_PATH_BENEATH), ctypes.byref(attr),
                ctypes.c_uint32(0)) != 0:
            raise _error(f"landlock_add_rule({path})")
    finally:
        os.close(descriptor)


def _error(what: str) -> LandlockError:
    code = ctypes.get_errno()
    return LandlockError(code, f"{what}: {os.strerror(code)}")

