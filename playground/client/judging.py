"""One engine process judging file after file: what grading a class and the Python API run on.

``check_in_engine`` (cli/check.py) starts an engine for one file and closes it. A class of 200 files would pay
the ~2 s torch import 200 times; a JudgeSession pays it once and sends every file to the same
engine through ``EngineClient.request``. The client still enforces the time limit and watches
for crashes: a file that hangs or kills its engine gets an error and the session carries on
with the fresh engine the client brings up. A file whose code changes a module it imported
(client/module_changes.py) is followed by a fresh engine too, so it cannot change the verdicts of
the files after it.
"""
from __future__ import annotations

from typing import Optional, Union

from playground import protocol
from playground.client.blocking import DEFAULT_TIMEOUT, engine_did_not_start, output_text, wait_for_answer
from playground.client.client import EngineClient
from playground.client.lost import restart_error
from playground.client.module_changes import changes_imported_modules


class JudgeSession:
    """An engine kept for many checks; use as a context manager, or call close()."""

    def __init__(self, timeout: float = DEFAULT_TIMEOUT, client: Optional[EngineClient] = None,
                 fresh: bool = False):
        """``timeout``: seconds each file may take to compile and be judged (the engine's start
        is not counted). ``fresh``: a new engine for every file (a warm standby takes over), so
        that a file that changes torch itself cannot change the verdicts of the files after it."""
        self.timeout = timeout
        self.fresh = fresh
        self.client = client or EngineClient(compile_timeout=timeout, standby=fresh)
        self.client.start()

    def __enter__(self) -> "JudgeSession":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        """End the engine."""
        self.client.close(timeout=0.5)

    def check(self, request: protocol.CompileRequest) -> protocol.CompileResult:
        """Compile and judge ``request``; a hang, crash or exit of the engine comes back as an
        error in the result, never as an exception."""
        answer, printed = self._ask(request)
        changed = self.fresh or changes_imported_modules(request.source)
        if changed and not isinstance(answer, protocol.ErrorInfo):  # (an error brought up a fresh engine)
            self.client.restart("user")
            self.client.poll(0)  # takes the restart's notice out: it is not the next file's
        if isinstance(answer, protocol.ErrorInfo):
            answer = protocol.CompileResult(request.request_id, [], [], None, None, "", [answer], None)
        assert isinstance(answer, protocol.CompileResult), answer
        answer.request_id = request.request_id
        answer.output = printed + answer.output
        return answer

    def values_at(self, request: protocol.ValuesAtRequest) -> protocol.ValuesAt:
        """f, backward, numeric and autograd derivatives at ``request.xs`` (errors as data)."""
        answer, _ = self._ask(request)
        if isinstance(answer, protocol.ErrorInfo):
            return protocol.ValuesAt(request_id=request.request_id, values=None, errors=[answer])
        assert isinstance(answer, protocol.ValuesAt), answer
        return answer

    def _ask(self, request: Union[protocol.CompileRequest, protocol.ValuesAtRequest],
             resent: bool = False) -> tuple[Union[protocol.Message, protocol.ErrorInfo], str]:
        """Send ``request``; (its answer or an ErrorInfo, what the code printed)."""
        if self.client.broken:  # engines died while starting, again and again: say so at once
            return engine_did_not_start(), ""
        request_id = self.client.request(request, timeout=self.timeout)
        answer_type: type[Union[protocol.ValuesAt, protocol.CompileResult]]
        answer_type = protocol.ValuesAt if isinstance(request, protocol.ValuesAtRequest) else protocol.CompileResult
        printed: list[str] = []
        answer = wait_for_answer(self.client, request_id, answer_type, lambda message: printed.append(
            output_text(message)) if isinstance(message, protocol.Output) else None)
        if isinstance(answer, protocol.EngineRestarted):
            if answer.phase is None and not resent and not self.client.broken:
                # The engine died before it began this file (something the last file left behind
                # ended it): this file is not to blame, so it is asked again, once.
                return self._ask(request, resent=True)
            return restart_error(answer), "".join(printed)
        if answer is None:
            return engine_did_not_start(), "".join(printed)
        return answer, "".join(printed)
