"""A small seccomp filter: the system calls a submission has no use for fail with an error.

After ``no_new_privs``, a process may install a classic-BPF program that the kernel runs on every
system call it makes from then on (and its children inherit). This one refuses:

- ``socket`` (any family): no network of any kind, UDP and raw sockets included, and no
  connection to a UNIX socket by its path (Landlock does not cover those); the submission's
  own pipe was made before and still works;
- ``io_uring_*`` (it can open sockets and files behind the filter's back), ``ptrace`` and
  ``process_vm_readv``/``writev`` (other processes' memory), ``bpf``, ``perf_event_open``,
  ``userfaultfd`` and the key-ring calls;
- any call of another architecture's numbering (a 32-bit ``int 0x80`` on x86-64, x32 calls),
  which would otherwise slip past the numbers below.

x86-64 and aarch64 only; elsewhere ``install`` says it cannot.
"""
from __future__ import annotations

import ctypes
import errno
import os
import platform

PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 22, 2
AUDIT_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}
X32_SYSCALL_BIT = 0x40000000
# name: (x86-64 number, aarch64 number)
REFUSED = {
    "socket": (41, 198), "ptrace": (101, 117), "process_vm_readv": (310, 270), "process_vm_writev": (311, 271),
    "bpf": (321, 280), "perf_event_open": (298, 241), "userfaultfd": (323, 282),
    "io_uring_setup": (425, 425), "io_uring_enter": (426, 426), "io_uring_register": (427, 427),
    "add_key": (248, 217), "request_key": (249, 218), "keyctl": (250, 219),
}
_LD_W_ABS, _JEQ_K, _JGE_K, _RET_K = 0x20, 0x15, 0x35, 0x06
_RET_ALLOW, _RET_ERRNO = 0x7FFF0000, 0x00050000
_OFFSET_NR, _OFFSET_ARCH = 0, 4


class _Instruction(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8), ("k", ctypes.c_uint32)]


class _Program(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(_Instruction))]


def supported() -> tuple[bool, str]:
    """(whether this machine's architecture has a filter here, why not)."""
    if platform.system() != "Linux":
        return False, f"seccomp is a Linux feature (this is {platform.system()})"
    if platform.machine() not in AUDIT_ARCH:
        return False, f"no seccomp filter for {platform.machine()}"
    return True, ""


def program(machine: str) -> list[tuple[int, int, int, int]]:
    """The filter as (code, jt, jf, k) instructions for ``machine``."""
    column = 0 if machine == "x86_64" else 1
    refuse_all = _RET_ERRNO | errno.ENOSYS
    code = [(_LD_W_ABS, 0, 0, _OFFSET_ARCH), (_JEQ_K, 1, 0, AUDIT_ARCH[machine]), (_RET_K, 0, 0, refuse_all),
            (_LD_W_ABS, 0, 0, _OFFSET_NR)]
    if machine == "x86_64":
        code += [(_JGE_K, 0, 1, X32_SYSCALL_BIT), (_RET_K, 0, 0, refuse_all)]
    for name, numbers in REFUSED.items():
        refusal = errno.ENOSYS if name.startswith("io_uring") else errno.EACCES
        code += [(_JEQ_K, 0, 1, numbers[column]), (_RET_K, 0, 0, _RET_ERRNO | refusal)]
    code.append((_RET_K, 0, 0, _RET_ALLOW))
    return code


def install() -> None:
    """Install the filter on this process (no_new_privs must be set). Raises OSError."""
    ok, why = supported()
    if not ok:
        raise OSError(errno.ENOSYS, why)
    instructions = program(platform.machine())
    array = (_Instruction * len(instructions))(*[_Instruction(*i) for i in instructions])
    fprog = _Program(len(instructions), array)
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0) != 0:
        code = ctypes.get_errno()
        raise OSError(code, f"seccomp: {os.strerror(code)}")
