"""The referee's process: ``python -m playground.engine.referee.main FD [FOLDER]``.

The command line (playground/grading/referee_process.py) starts it with one socket, FD, and sends
a GradeSetup, then a GradeFile per submission, then Shutdown. The referee starts the zygote
first (its ``import torch`` overlaps the loading of the reference), answers GradeReady, and
grades ``jobs`` files at once on as many threads: each thread spends most of its time waiting
for a submission's answers, the comparisons are short. Each FileGraded goes back as soon as it
is done. It ends with its socket (and the zygote, and every submission, with it). The zygotes'
folders are made in FOLDER, which the command line removes after the referee ended.
"""
from __future__ import annotations

import os
import queue
import sys
import threading
import traceback
from multiprocessing.connection import Connection
from typing import Optional

import torch

from playground import protocol
from playground.engine.limits import die_with_parent
from playground.engine.referee.grade_file import grade_file
from playground.engine.referee.reference import ReferenceError, load_reference
from playground.engine.referee.zygote_client import ZygoteClient, ZygoteDied
from playground.sandbox import support
from playground.vocabulary import Phase
from playground.wire import MessagePipe


def serve(pipe: MessagePipe, folder: Optional[str] = None) -> None:
    setup = pipe.receive()
    if not isinstance(setup, protocol.GradeSetup):
        return
    torch.set_num_threads(1)
    zygote = ZygoteClient(folder)
    zygote.launch()  # from this thread, which lives as long as the zygote should
    started = threading.Thread(target=_wait, args=(zygote,), daemon=True)
    started.start()
    try:
        reference = load_reference(setup)
    except ReferenceError as error:
        pipe.send(protocol.GradeReady(reference=None, arguments=0, cases=[], not_graded={}, sandbox=support.describe(),
                                      errors=error.errors))
        started.join()
        zygote.close()
        return
    started.join()
    if zygote.process is None:
        pipe.send(protocol.GradeReady(
            reference=reference.name, arguments=reference.arguments, cases=[], not_graded={},
            sandbox=support.describe(),
            errors=[protocol.ErrorInfo(line=None, phase=Phase.ENGINE, type="GradeError",
                                       message=f"the zygote did not start: {zygote.machine}")]))
        return
    pipe.send(protocol.GradeReady(reference=reference.name, arguments=reference.arguments,
                                  cases=[case.name for case in reference.cases],
                                  not_graded={str(k): v for k, v in reference.not_graded.items()},
                                  sandbox=zygote.machine))
    todo: queue.Queue = queue.Queue()
    sending = threading.Lock()

    def work() -> None:
        while True:
            order = todo.get()
            if order is None:
                return
            try:
                graded = grade_file(order, reference, zygote, setup)
            except Exception as error:  # the referee's own fault: the file still gets its row
                traceback.print_exc(file=sys.stderr)
                graded = protocol.FileGraded(
                    request_id=order.request_id, path=order.path, functions=[], modules=[], subject=None, matched_by="",
                    findings=[], output="", sandbox="",
                    errors=[protocol.ErrorInfo(line=None, phase=Phase.ENGINE, type="GradeError",
                                               message=f"{type(error).__name__}: {error}")])
            with sending:
                pipe.send(graded)

    workers = [threading.Thread(target=work, daemon=True) for _ in range(max(1, setup.jobs))]
    for worker in workers:
        worker.start()
    try:
        while True:
            message = pipe.receive()
            if isinstance(message, protocol.GradeFile):
                todo.put(message)
            elif isinstance(message, protocol.Shutdown):
                break
    except (EOFError, OSError):
        pass
    for _ in workers:
        todo.put(None)
    for worker in workers:
        worker.join()
    zygote.close()


def _wait(zygote: ZygoteClient) -> None:
    try:
        zygote.wait_ready()
    except (ZygoteDied, OSError) as error:
        zygote.process = None
        zygote.machine = str(error)[-500:]


def main() -> int:
    die_with_parent()
    descriptor = int(sys.argv[1])
    serve(MessagePipe(Connection(descriptor)), sys.argv[2] if len(sys.argv) > 2 else None)
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
