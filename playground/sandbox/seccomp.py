"""A small seccomp filter: the system calls a submission has no use for fail with an error.

After ``no_new_privs``, a process may install a classic-BPF program that the kernel runs on every
system call it makes from then on (and its children inherit). This one refuses:

- ``socket`` (any family): no network of any kind, UDP and raw sockets included, and no
  connection to a UNIX socket by its path (Landlock does not cover those); the submission's
  own pipe was made before and still works;
- ``io_uring_*`` (it can open sockets and files behind the filter's back), ``ptrace`` and
  ``process_vm_readv``/``writev`` (other processes' memory), ``bpf``, ``perf_event_open``,
  ``userfaultfd`` and the key-ring calls;
- ``inotify_*`` and ``fanotify_*``: watching the class's or the teacher's folders would name
  other students' files and the grader's temporary files;
- System V ``shmget``, ``msgget``, ``semget`` and POSIX ``mq_open`` (its IPC namespace holds them
  where it has one; here they are refused everywhere, as torch needs none of them);
- ``pidfd_open``/``pidfd_getfd``/``pidfd_send_signal``, ``get_robust_list``, ``process_madvise``,
  ``kcmp``, ``migrate_pages``, ``move_pages``: reaching into other processes by their ids;
- new namespaces: ``unshare`` and ``setns``, ``clone`` with any namespace flag, and ``clone3``
  (whose flags lie in memory a filter cannot read: it fails with ENOSYS, and the C library
  starts threads with ``clone`` instead). A user namespace of its own would open the kernel's
  code for namespace roots to it, as bubblewrap and nsjail forbid too;
- new processes: ``fork``, ``vfork`` and a ``clone`` that starts no thread (without
  CLONE_THREAD) fail with EAGAIN, as at a process limit; threads still start. The limits on
  memory and CPU time are each process's own: 16 processes of 1 GB each held 5.8 GB of the
  machine for one file, and each process that calls ``setsid`` has a scheduling group
  (autogroup) of its own, so 15 busy ones took most of the CPU from a classmate graded at the
  same time (4× slower, with a 10 s limit on its answers). One process, its threads, one session;
- ``memfd_create`` and ``memfd_secret``: memory in a file that is in no folder, counted by no
  limit of the process (960 MB in 60 memfds of 16 MB, past its 1 GB of data and its 64 MB
  folder);
- ``name_to_handle_at`` and ``open_by_handle_at``: a file by its handle, not its path (root's
  submission keeps CAP_DAC_READ_SEARCH, the capability they ask; Landlock refused the open when
  tried, and the handle said which file a path names);
- any call of another architecture's numbering (a 32-bit ``int 0x80`` on x86-64, x32 calls),
  which would otherwise slip past the numbers below.

It lets a process signal only itself: ``kill``, ``tgkill``, ``rt_sigqueueinfo`` and
``rt_tgsigqueueinfo`` only to pid 0 (its own process group: itself alone) or its own pid, so
never ``kill(-1, SIGKILL)``; a descriptor's owner, whom the kernel signals when it is ready
(``fcntl(F_SETOWN)`` with ``F_SETSIG`` as SIGKILL), only itself. Landlock scopes signals only from ABI 6 (Linux 6.12); before it, a
submission of an ordinary user's grader (the teacher's uid, in a user namespace of its own, which
the kernel's check of signals does not look at) ended the grader and every process of the teacher.

And it lets a process change only its own limits, priority and scheduling: ``prlimit64``,
``sched_setaffinity``, ``sched_setparam``, ``sched_setscheduler`` and ``sched_setattr`` only on
pid 0 or its own pid, ``setpriority`` and ``ioprio_set`` only on PRIO_PROCESS/IOPRIO_WHO_PROCESS
0 or its own pid. Classmates graded as the same user (the teacher's own uid, where the grader is
not root) could otherwise lower each other's limits, or the grader's; as root's grader each
submission has a uid of its own besides.

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
    "inotify_init": (253, None), "inotify_init1": (294, 26), "inotify_add_watch": (254, 27),
    "fanotify_init": (300, 262), "fanotify_mark": (301, 263),
    "shmget": (29, 194), "msgget": (68, 186), "semget": (64, 190), "mq_open": (240, 180),
    "pidfd_open": (434, 434), "pidfd_getfd": (438, 438), "process_madvise": (440, 440), "kcmp": (312, 272),
    "migrate_pages": (256, 238), "move_pages": (279, 239),
    "unshare": (272, 97), "setns": (308, 268), "clone3": (435, 435),
    "fork": (57, None), "vfork": (58, None), "memfd_create": (319, 279), "memfd_secret": (447, 447),
    "name_to_handle_at": (303, 264), "open_by_handle_at": (304, 265),
    "pidfd_send_signal": (424, 424), "get_robust_list": (274, 100),
}
AGAIN = ("fork", "vfork")  # refused as a process limit refuses them
CLONE_THREAD = 0x00010000
CLONE = (56, 220)
FCNTL, IOCTL = (72, 25), (16, 29)
F_SETOWN, F_SETOWN_EX, FIOSETOWN, SIOCSPGRP = 8, 15, 0x8901, 0x8902
NAMESPACE_FLAGS = 0x7E020000  # CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET
# name: (x86-64 number, aarch64 number, the argument that names a process, what argument 0 must be
# or None): setpriority's and ioprio_set's first argument says whether the second is a process,
# a process group or a user (a user's 0 is every process of its uid).
ON_ITSELF_ONLY = {
    "prlimit64": (302, 261, 0, None), "sched_setaffinity": (203, 122, 0, None), "sched_setparam": (142, 118, 0, None),
    "sched_setscheduler": (144, 119, 0, None), "sched_setattr": (314, 274, 0, None),
    "setpriority": (141, 140, 1, 0), "ioprio_set": (251, 30, 1, 1),  # PRIO_PROCESS, IOPRIO_WHO_PROCESS
    # signals: to itself (its pid, or 0: its own process group, which is itself alone) and its threads
    "kill": (62, 129, 0, None), "tkill": (200, 130, 0, None), "tgkill": (234, 131, 0, None),
    "rt_sigqueueinfo": (129, 138, 0, None), "rt_tgsigqueueinfo": (297, 240, 0, None),
}
_LD_W_ABS, _JEQ_K, _JGE_K, _JSET_K, _RET_K = 0x20, 0x15, 0x35, 0x45, 0x06
_RET_ALLOW, _RET_ERRNO = 0x7FFF0000, 0x00050000
_OFFSET_NR, _OFFSET_ARCH, _OFFSET_ARGS = 0, 4, 16  # an argument: 8 bytes, its low word first (little-endian)


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


def program(machine: str, own_pid: int = 0) -> list[tuple[int, int, int, int]]:
    """The filter as (code, jt, jf, k) instructions for ``machine``, for the process ``own_pid``."""
    column = 0 if machine == "x86_64" else 1
    refuse_all = _RET_ERRNO | errno.ENOSYS
    code = [(_LD_W_ABS, 0, 0, _OFFSET_ARCH), (_JEQ_K, 1, 0, AUDIT_ARCH[machine]), (_RET_K, 0, 0, refuse_all),
            (_LD_W_ABS, 0, 0, _OFFSET_NR)]
    if machine == "x86_64":
        code += [(_JGE_K, 0, 1, X32_SYSCALL_BIT), (_RET_K, 0, 0, refuse_all)]
    for name, numbers in REFUSED.items():
        if numbers[column] is None:
            continue
        refusal = (errno.ENOSYS if name.startswith("io_uring") or name == "clone3" else
                   errno.EAGAIN if name in AGAIN else errno.EACCES)
        code += [(_JEQ_K, 0, 1, numbers[column]), (_RET_K, 0, 0, _RET_ERRNO | refusal)]
    for x86, arm, process_argument, which in ON_ITSELF_ONLY.values():
        code += _on_itself_only((x86, arm)[column], process_argument, which, own_pid)
    # clone's flags (argument 0): a new namespace is refused (EPERM), and so is anything but a thread
    # (EAGAIN); a thread is allowed
    code += _signal_owner_itself_only(column, own_pid)
    code += [(_JEQ_K, 0, 5, CLONE[column]), (_LD_W_ABS, 0, 0, _OFFSET_ARGS),
             (_JSET_K, 0, 1, NAMESPACE_FLAGS), (_RET_K, 0, 0, _RET_ERRNO | errno.EPERM),
             (_JSET_K, 1, 0, CLONE_THREAD), (_RET_K, 0, 0, _RET_ERRNO | errno.EAGAIN)]
    code.append((_RET_K, 0, 0, _RET_ALLOW))
    return code


def _signal_owner_itself_only(column: int, own_pid: int) -> list:
    """A descriptor's SIGIO (whose signal F_SETSIG makes any, SIGKILL too) goes only to itself:
    ``fcntl(F_SETOWN)`` only to pid 0 or its own, ``fcntl(F_SETOWN_EX)``, ``ioctl(FIOSETOWN)`` and
    ``ioctl(SIOCSPGRP)`` (whose pid lies in memory a filter cannot read) refused with EPERM."""
    refuse, allow = (_RET_K, 0, 0, _RET_ERRNO | errno.EPERM), (_RET_K, 0, 0, _RET_ALLOW)
    fcntl = [(_LD_W_ABS, 0, 0, _OFFSET_ARGS + 8), (_JEQ_K, 4, 0, F_SETOWN_EX), (_JEQ_K, 0, 4, F_SETOWN),
             (_LD_W_ABS, 0, 0, _OFFSET_ARGS + 16), (_JEQ_K, 2, 0, 0), (_JEQ_K, 1, 0, own_pid), refuse, allow]
    ioctl = [(_LD_W_ABS, 0, 0, _OFFSET_ARGS + 8), (_JEQ_K, 1, 0, FIOSETOWN), (_JEQ_K, 0, 1, SIOCSPGRP), refuse, allow]
    return ([(_JEQ_K, 0, len(fcntl), FCNTL[column])] + fcntl +
            [(_JEQ_K, 0, len(ioctl), IOCTL[column])] + ioctl)


def _on_itself_only(number: int, process_argument: int, which, own_pid: int) -> list:
    """Instructions: system call ``number`` is allowed when its argument ``process_argument`` is 0
    or ``own_pid`` (and its argument 0 is ``which``, unless None), else it fails with EPERM.
    Every path of the block returns; a call of another number skips it with A unchanged. Only the
    low word of a pid is compared: the kernel reads a pid as a 32-bit int."""
    block = []
    if which is not None:
        block += [(_LD_W_ABS, 0, 0, _OFFSET_ARGS), (_JEQ_K, 0, 3, which)]  # not a process: to the refusal
    block += [(_LD_W_ABS, 0, 0, _OFFSET_ARGS + 8 * process_argument), (_JEQ_K, 2, 0, 0), (_JEQ_K, 1, 0, own_pid),
              (_RET_K, 0, 0, _RET_ERRNO | errno.EPERM), (_RET_K, 0, 0, _RET_ALLOW)]
    return [(_JEQ_K, 0, len(block), number)] + block


def install() -> None:
    """Install the filter on this process (no_new_privs must be set). Raises OSError."""
    ok, why = supported()
    if not ok:
        raise OSError(errno.ENOSYS, why)
    instructions = program(platform.machine(), os.getpid())
    array = (_Instruction * len(instructions))(*[_Instruction(*i) for i in instructions])
    fprog = _Program(len(instructions), array)
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0) != 0:
        code = ctypes.get_errno()
        raise OSError(code, f"seccomp: {os.strerror(code)}")
