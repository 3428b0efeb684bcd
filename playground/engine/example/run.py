"""Run the code's example and answer with its recorded backward calls (ExampleRequest → ExampleResult).

The text is read as a compile reads it (usercode/transcript.py: a single space scraped before a
block is forgiven, and a note says so) and runs as ``__main__`` (script.py) with the pre-imported
names a compile gives it, its prints captured (bounded), the recorder's wrappers in place
(recorder.py), its loops telling the recorder when a call may be its last (loops.py), and the grad mode and default dtype put back afterwards. A failure of the code — at any line, in its backward, at the
time limit — ends the run as an error at its line; the calls recorded before it are still sent.
"""
from __future__ import annotations

import linecache
import time
import types
from dataclasses import dataclass

import torch

from playground import protocol
from playground.engine.example.loops import LOOP_NAME, WHILE_NAME
from playground.engine.example.recorder import BackwardRecorder
from playground.engine.example.replay import RandomState, merged, replayed_last_calls, worth_replaying
from playground.engine.example.script import ECHO_NAME, compile_script, echo, running_as_main
from playground.engine.failures import error_of
from playground.engine.usercode.diagnose import functional_f_shadowing, lost_indentation
from playground.engine.usercode.printed import BoundedOutput, captured
from playground.engine.usercode.seeding import SEED
from playground.engine.usercode.source import global_state_kept, prelude
from playground.engine.usercode.transcript import read_paste, reading_notes
from playground.vocabulary import Phase

SCRIPT_MODULE = "__main__"


def run_example(request: protocol.ExampleRequest, time_limit: float = 5.0) -> protocol.ExampleResult:
    """Run ``request.source``'s example; never raises for what the code does."""
    started = time.perf_counter()
    filename = request.filename
    reading = read_paste(request.source)
    text, prompts = reading.text, reading.prompts
    linecache.cache[filename] = (len(text), None, text.splitlines(True), filename)
    keep, max_elements = max(int(request.keep), 1), max(int(request.max_elements), 0)
    errors: list[protocol.ErrorInfo] = []
    try:
        code = compile_script(text, filename, prompts, loops=True)
    except BaseException as error:  # noqa: BLE001 - a SyntaxError is an answer
        code = None
        errors.append(_code_error(error, text, filename, time_limit))
    # The judge runs the code with torch's generator at SEED (judge/check.py): the example draws the
    # same weights, so Run Example, the step view and the Jacobian show one set of numbers.
    torch.default_generator.manual_seed(SEED)
    random_state = RandomState.now()
    first = (_run_once(code, text, filename, BackwardRecorder(filename, keep=keep, max_elements=max_elements,
                                                                 loops_watched=True), time_limit)
             if code is not None else _Run(calls=0, recorded=0, graphs=[], printed=BoundedOutput(), errors=[]))
    errors.extend(first.errors)
    graphs, replayed = first.graphs, 0
    if code is not None and worth_replaying(calls=first.calls, recorded_calls=[graph.call for graph in graphs],
                                            failed=bool(first.errors), elapsed=time.perf_counter() - started,
                                            time_limit=time_limit):
        graphs, replayed = _with_last_calls(first, code=code, text=text, filename=filename, keep=keep,
                                            max_elements=max_elements, time_limit=time_limit, before=random_state)
    return protocol.ExampleResult(request_id=request.request_id, graphs=graphs, calls=first.calls,
                                  recorded=first.recorded + replayed,
                                  output=first.printed.text(), errors=errors,
                                  elapsed=time.perf_counter() - started, output_dropped=first.printed.dropped,
                                  notes=reading_notes(reading))


@dataclass
class _Run:
    """What one run of the example gave."""

    calls: int
    recorded: int
    graphs: list
    printed: BoundedOutput
    errors: list


def _run_once(code, text: str, filename: str, recorder: BackwardRecorder, time_limit: float) -> _Run:
    """Run ``code`` as ``__main__`` in a namespace of its own, with ``recorder``'s wrappers."""
    module = types.ModuleType(SCRIPT_MODULE)
    module.__file__ = filename
    namespace = module.__dict__
    namespace.update(prelude())  # the names a compile gives the code
    namespace[ECHO_NAME] = echo
    namespace[LOOP_NAME], namespace[WHILE_NAME] = recorder.loops.loop, recorder.loops.while_
    printed = BoundedOutput()
    errors: list[protocol.ErrorInfo] = []
    graphs: list = []
    try:
        with captured(printed), global_state_kept(), running_as_main(module), recorder.installed():
            exec(code, namespace)
    except BaseException as error:  # noqa: BLE001 - whatever the code does becomes an answer
        errors.append(_code_error(error, text, filename, time_limit))
    try:
        with global_state_kept():  # the numbers, and the code's Functions asked again (own_grads.py)
            graphs = recorder.graphs
    except BaseException as error:  # noqa: BLE001 - the time limit while they are read
        errors.append(error_of(error, Phase.COMPILE, filename, time_limit))
    finally:
        namespace.clear()  # its tensors and graphs go now, not at the next collection
    return _Run(calls=recorder.calls, recorded=recorder.recorded, graphs=graphs, printed=printed, errors=errors)


def _with_last_calls(first: _Run, *, code, text: str, filename: str, keep: int, max_elements: int,
                     time_limit: float, before: RandomState) -> tuple[list, int]:
    """(the graphs to send, how many of them a second run recorded): the first run's, with its
    last calls from a second run when that did what the first did (replay.py)."""
    def run_again(only_from: int) -> tuple:
        recorder = BackwardRecorder(filename, keep=keep, max_elements=max_elements, only_from=only_from)
        again = _run_once(code, text, filename, recorder, time_limit)
        return again.calls, again.printed.text(), again.graphs, bool(again.errors)

    last = replayed_last_calls(run_again, calls=first.calls, keep=keep, output=first.printed.text(), before=before)
    if not last:
        return first.graphs, 0
    kept = merged(first.graphs, last, keep)
    return kept, len({graph.call for graph in kept} - {graph.call for graph in first.graphs})


def _code_error(error: BaseException, text: str, filename: str, time_limit: float) -> protocol.ErrorInfo:
    info = error_of(error, Phase.COMPILE, filename, time_limit)
    # the same words as a check's for code pasted without its indentation, or an `F` shadowed
    return lost_indentation(text, info) or functional_f_shadowing(text, info) or info
