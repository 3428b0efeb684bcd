"""The sandbox a submission's process runs in (Linux): what it may read, write, reach and spend.

Reading order:

- policy.py: ``SandboxPolicy`` (the paths and limits) and ``enter_sandbox``, which a freshly forked
  process calls before any submission code runs; it returns what holds, in words, for the report.
- landlock.py: the filesystem, TCP and signal rules (Landlock, through its three system calls).
- seccomp.py: a small system-call filter: no new sockets, no ptrace, no io_uring.
- limits.py: resource limits (memory, CPU time, file size, processes and threads, open files).
- support.py: what this machine supports, asked once, without entering a sandbox.

Nothing here imports torch or runs user code: ctypes and the standard library only.
"""
