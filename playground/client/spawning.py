"""Spawning an engine process, with the standard library only.

The app spawns its engine before Qt and numpy load (client/early_engine.py), so nothing here may
import them, nor playground/wire.py or playground/protocol/ (which bring numpy): a ``spawn``
process is handed its target by reference, so ``run_engine``'s module is imported in the window's
process first. The engine itself (ENGINE_MODULE) is named, not imported, here: only the spawned
process imports it, so no code of the engine, and no user code, can run in the window's. client/process.py puts the message pipe around the window's end afterwards.
"""
from __future__ import annotations

import importlib
import multiprocessing
import os
import signal
import socket
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Any, Optional

MEMORY_FRACTION = 0.5  # default memory cap of the engine: this share of the machine's RAM
MIN_MEMORY_LIMIT_MB = 1024
# The engine's send buffer: room for several snapshots (the tutorial's is ~110 kB, more than the
# default 64 kB a write may leave unread), so a window that reads late does not stall training;
# bounded, so a window that stays behind still slows the engine down instead of lagging behind.
ENGINE_SEND_BUFFER = 512 * 1024  # bytes (Linux doubles it for its bookkeeping)
PROCESS_NAME = "playground-engine"
# The engine's entry (its serve_connection), imported by the spawned process alone.
ENGINE_MODULE = "playground.engine.server"
# The early engine's scheduling group while the window is being built: it takes a core nobody
# else wants at once, and yields one the window wants (nice 10: about a tenth of the window's
# share where both wait for the same core). Back to 0 once the window is up (the client's adoption)
# or once torch is imported, whichever comes first.
BACKGROUND_NICE = 10
GROUP_NICE_TRIES = 3  # Linux lets an unprivileged process change a group's nice once per 100 ms
PR_SET_PDEATHSIG = 1  # from <sys/prctl.h>
# How engine processes start. "spawn", the app's: a fresh interpreter each, so CUDA is safe and
# nothing of the window's process is inherited. "forkserver" forks each engine from one warm
# server that imported ENGINE_MODULE (torch) once: an engine in milliseconds, not a torch import
# of ~2 s of a core. The test suite starts its engines that way (tests/conftest.py), where a
# hundred engines per run each imported torch; the app keeps "spawn".
START_METHOD = "spawn"


@dataclass
class SpawnedEngine:
    """A started engine process before anyone talks to it: the process, the window's raw end of
    the pipe, the crash log the engine writes, and the settings it was given (without the log)."""

    process: Any  # multiprocessing's SpawnProcess
    conn: Any  # multiprocessing.connection.Connection, unwrapped
    crash_log: str
    settings: dict


def engine_context() -> Any:
    """The multiprocessing context engines start in (START_METHOD); a fork server imports the
    engine before its first fork."""
    context = multiprocessing.get_context(START_METHOD)
    if START_METHOD == "forkserver":
        context.set_forkserver_preload([ENGINE_MODULE])
    return context


def spawn_engine(settings: dict, context: Any = None, background: bool = False) -> SpawnedEngine:
    """Start an engine process (``spawn``: a fresh interpreter, so CUDA is safe) with ``settings``
    and a crash log of its own; returns at once, before the engine has imported anything.
    ``background``: with ``own_session``, its group loads torch at BACKGROUND_NICE (the app's
    early engine, which loads while the window is built)."""
    context = context or engine_context()
    handle, crash_log = tempfile.mkstemp(prefix="playground-engine-", suffix=".log")
    os.close(handle)
    parent, child = context.Pipe(duplex=True)
    widen_send_buffer(child)  # the engine's end: snapshots go out through it
    given = {**settings, "crash_log": crash_log, "background_start": background, **_parentage(context)}
    process = context.Process(target=run_engine, args=(child, given), name=PROCESS_NAME, daemon=True)
    try:
        process.start()
    except BaseException:
        parent.close()
        _unlink(crash_log)
        raise
    finally:
        child.close()  # the engine holds its own copy now
    return SpawnedEngine(process=process, conn=parent, crash_log=crash_log, settings=dict(settings))


def _parentage(context: Any) -> dict:
    """What the engine needs to know of the process that asked for it. A spawned engine is its
    child and checks that it is still alive; a forked one is the fork server's child (and dies
    with it, which dies with this process), and takes this process's environment and folder,
    which the server only had as they were when it started."""
    if context.get_start_method() == "spawn":
        return {"parent_pid": os.getpid()}
    return {"parent_pid": None, "environ": dict(os.environ), "cwd": os.getcwd()}


def stop_process(process, grace: float) -> None:
    """SIGTERM (an engine dumps its traceback to its crash log), then SIGKILL after ``grace``
    seconds. Idempotent."""
    if process.is_alive():
        process.terminate()
        process.join(grace)
    if process.is_alive():
        process.kill()
        process.join(1.0)


def end_spawned(spawned: SpawnedEngine, grace: float) -> None:
    """stop_process, then close the pipe and forget the crash log. For an engine no client took
    (client/process.py EngineProcess ends the others)."""
    stop_process(spawned.process, grace)
    spawned.conn.close()
    _unlink(spawned.crash_log)


def run_engine(conn, settings: dict) -> None:
    """Entry point of the engine process. The imports below run there, never in the window."""
    end_with_parent(settings.get("parent_pid"))
    if settings.get("environ") is not None:  # forked from a server that started earlier
        os.environ.clear()
        os.environ.update(settings["environ"])
        os.chdir(settings["cwd"])
    background = False
    if settings.get("own_session"):
        enter_own_session()
        background = bool(settings.get("background_start")) and leads_own_session(os.getpid())
    if background:
        set_group_nice(os.getpid(), BACKGROUND_NICE)
    engine = importlib.import_module(ENGINE_MODULE)  # torch loads here, in the engine process only
    if background:
        set_group_nice(os.getpid(), 0)  # torch is in: the window was either built or is slow
    engine.serve_connection(conn, settings)


def end_with_parent(parent_pid: Optional[int]) -> None:
    """SIGKILL this engine when the process that spawned it dies (Linux), from its first moment:
    an app killed while its window is still being built leaves no engine importing torch behind.
    (engine/limits.py die_with_parent asks the same again once torch is in.)"""
    if not sys.platform.startswith("linux"):
        return
    import ctypes  # here: only the engine process needs it

    try:
        ctypes.CDLL(None).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):
        return
    if parent_pid is not None and os.getppid() != parent_pid:  # it died before prctl took effect
        os._exit(1)


def enter_own_session() -> None:
    """A session of its own, before torch loads. Where Linux shares the CPU between scheduling
    groups (autogroup: one per session), a window and its engine in one session share one
    group's share: the engine's torch import and its later stages of a check then took the
    window's time to draw (on a loaded two-core machine, edit -> curves on screen p50 269 ms
    against 160 ms in a session of its own, same sitting). The engine still dies with the
    window (engine/limits.py die_with_parent), and is still interrupted by its pid."""
    try:
        os.setsid()
    except (AttributeError, OSError):  # not on this system, or already a session leader
        pass


def leads_own_session(pid: int) -> bool:
    """Whether ``pid`` leads a session (and so, on Linux, a scheduling group) of its own."""
    try:
        return os.getsid(pid) == pid
    except (AttributeError, OSError):
        return False


def set_group_nice(pid: int, nice: int) -> bool:
    """Set the nice value of the Linux scheduling group (autogroup) of ``pid``'s session, which
    weighs the whole group against the others; False where there is none or it was refused.
    Lowering a group's priority needs no privilege, and neither does raising it back to 0."""
    for attempt in range(GROUP_NICE_TRIES):
        try:
            with open(f"/proc/{pid}/autogroup", "w") as group:
                group.write(str(nice))
            return True
        except BlockingIOError:  # EAGAIN: some group's nice changed less than 100 ms ago
            time.sleep(0.11)
        except OSError:
            return False
    return False


def widen_send_buffer(conn, size: int = ENGINE_SEND_BUFFER) -> Optional[int]:
    """Ask for a send buffer of ``size`` bytes on the socket behind ``conn`` (a multiprocessing
    Connection); returns the size the system granted, or None where ``conn`` is no socket
    (Windows pipes) or the system refused. The option belongs to the socket, so setting it here,
    before the process starts, holds for the engine's copy of the descriptor too."""
    try:
        descriptor = os.dup(conn.fileno())
    except (OSError, ValueError, AttributeError):
        return None
    try:
        sock = socket.socket(fileno=descriptor)
    except OSError:  # not a socket
        os.close(descriptor)
        return None
    with sock:  # closes the duplicate only
        try:
            if sock.family != getattr(socket, "AF_UNIX", None):
                return None
            if sock.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF) < size:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, size)
            return sock.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF)
        except OSError:
            return None


def physical_memory_mb() -> Optional[int]:
    """The machine's RAM in MB, or None where the system does not say."""
    try:
        return int(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**20)
    except (ValueError, OSError, AttributeError):
        return None


def default_memory_limit_mb() -> Optional[int]:
    """Half of the machine's RAM (at least 1 GB): enough for toy models, and the machine lives."""
    total = physical_memory_mb()
    if total is None:
        return None
    return max(MIN_MEMORY_LIMIT_MB, int(total * MEMORY_FRACTION))


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
