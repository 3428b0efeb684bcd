"""Run the code's example and answer with its recorded backward calls (ExampleRequest → ExampleResult).

The text is read as a compile reads it (usercode/transcript.py: a single space scraped before a
block is forgiven, and a note says so) and runs as ``__main__`` (script.py) with the pre-imported
names a compile gives it, its prints captured (bounded), the recorder's wrappers in place
(recorder.py), and the grad mode and default dtype put back afterwards. A failure of the code — at any line, in its backward, at the
time limit — ends the run as an error at its line; the calls recorded before it are still sent.
"""
from __future__ import annotations

import linecache
import time
import types

from playground import protocol
from playground.engine.example.recorder import BackwardRecorder
from playground.engine.example.script import ECHO_NAME, compile_script, echo, running_as_main
from playground.engine.failures import error_of
from playground.engine.usercode.diagnose import functional_f_shadowing, lost_indentation
from playground.engine.usercode.printed import BoundedOutput, captured
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
    module = types.ModuleType(SCRIPT_MODULE)
    module.__file__ = filename
    namespace = module.__dict__
    namespace.update(prelude())  # the names a compile gives the code
    namespace[ECHO_NAME] = echo
    printed = BoundedOutput()
    recorder = BackwardRecorder(filename, keep=max(int(request.keep), 1),
                                max_elements=max(int(request.max_elements), 0))
    errors: list[protocol.ErrorInfo] = []
    try:
        code = compile_script(text, filename, prompts)
        with captured(printed), global_state_kept(), running_as_main(module), recorder.installed():
            exec(code, namespace)
    except BaseException as error:  # noqa: BLE001 - whatever the code does becomes an answer
        info = error_of(error, Phase.COMPILE, filename, time_limit)
        # the same words as a check's for code pasted without its indentation, or an `F` shadowed
        errors.append(lost_indentation(text, info) or functional_f_shadowing(text, info) or info)
    graphs: list = []
    try:
        with global_state_kept():  # the numbers, and the code's Functions asked again (own_grads.py)
            graphs = recorder.graphs
    except BaseException as error:  # noqa: BLE001 - the time limit while they are read
        errors.append(error_of(error, Phase.COMPILE, filename, time_limit))
    finally:
        namespace.clear()  # its tensors and graphs go now, not at the next collection
    return protocol.ExampleResult(request_id=request.request_id, graphs=graphs, calls=recorder.calls,
                                  recorded=recorder.recorded, output=printed.text(), errors=errors,
                                  elapsed=time.perf_counter() - started, output_dropped=printed.dropped,
                                  notes=reading_notes(reading))

