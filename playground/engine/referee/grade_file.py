"""One submission, from its fork to its findings.

The zygote forks a process for the file; it reports its sandbox, loads the file and picks the
Function to grade, answers every case of forward in one message, then of backward, then of
double backward, then gradcheck's calls through the proxy one by one. Whatever it does — raise, hang, die, send garbage — ends
as findings and errors of this file alone: the process and everything it started are killed at
the end, whatever happened, and the referee goes on with the next file.
"""
from __future__ import annotations

import time
from typing import Optional

from playground import protocol
from playground.engine.referee import compare
from playground.engine.referee.conversation import Conversation, Gone, cleaned_error, first_misfit, loaded_fields
from playground.engine.referee.criteria import JUDGES, steps_checked
from playground.engine.referee.prefetch import ForwardAnswers
from playground.engine.referee.proxy import consistency
from playground.engine.referee.reference import Reference
from playground.engine.referee.zygote_client import ZygoteClient, ZygoteDied
from playground.engine.submission.child import FAILED
from playground.grading import inert
from playground.vocabulary import Criterion, Phase

MAX_ERRORS = 5
SIGNALS = {-9: "killed (SIGKILL: its CPU time ran out, or its memory)", -11: "a segmentation fault",
           -6: "aborted", -24: "its CPU time ran out (SIGXCPU)", -25: "a file grew past its limit (SIGXFSZ)"}


def grade_file(order: protocol.GradeFile, reference: Reference, zygote: ZygoteClient,
               setup: protocol.GradeSetup) -> protocol.FileGraded:
    started = time.monotonic()
    graded = protocol.FileGraded(request_id=order.request_id, path=order.path, functions=[], modules=[], subject=None,
                                 matched_by="", findings=[], errors=[], output="", sandbox="")
    spawn = protocol.SpawnSubmission(path=order.path, sandbox=setup.sandbox, limits=setup.limits,
                                     secrets=[reference.filename])
    try:
        pid, channel = zygote.spawn(spawn)
    except ZygoteDied as error:
        graded.findings = _all_failed(reference, "grader_failed", {"text": str(error)[:300]})
        graded.errors.append(protocol.ErrorInfo(line=None, phase=Phase.ENGINE, type="GradeError",
                                                message=str(error)[:500]))
        graded.seconds = time.monotonic() - started
        return graded
    conversation = Conversation(channel, started + setup.timeout, setup.timeout)
    try:
        _grade(conversation, graded, reference, setup)
    except Gone as gone:
        ended = zygote.end(pid)
        pid = None
        params = dict(gone.params)
        if gone.code == "ended":
            params["how"] = _how(ended.exitcode if ended else None)
        done = {finding.criterion for finding in graded.findings}
        graded.findings += [f for f in _all_failed(reference, gone.code, params) if f.criterion not in done]
    finally:
        if pid is not None:
            zygote.end(pid)
        channel.close()
    graded.findings.sort(key=lambda finding: list(Criterion).index(finding.criterion))
    graded.output = conversation.output
    graded.seconds = time.monotonic() - started
    return graded


def _grade(conversation: Conversation, graded: protocol.FileGraded, reference: Reference,
           setup: protocol.GradeSetup) -> None:
    report = conversation.expect(protocol.SandboxReport)
    graded.sandbox = inert.line(report.sandbox, 500)
    if report.sandbox.startswith(FAILED):  # fail closed: its process ran nothing of the file
        raise Gone("grader_failed", {"text": graded.sandbox[:300]})
    conversation.send(protocol.LoadSubmission(function=setup.function, reference=reference.name,
                                              arguments=reference.arguments))
    loaded = conversation.expect(protocol.SubmissionLoaded)
    for name, value in loaded_fields(loaded).items():  # bounded and harmless: a row shows them
        setattr(graded, name, value)
    conversation.heard(loaded.output)
    graded.errors += [cleaned_error(error) for error in loaded.errors[:MAX_ERRORS]]
    if loaded.errors or loaded.subject is None:
        first = graded.errors[0] if graded.errors else protocol.ErrorInfo(line=None, phase=Phase.COMPILE, type="",
                                                                          message="nothing to grade")
        at = f" at line {first.line}" if first.line else ""
        graded.findings = _all_failed(reference, "no_function", {"text": f"{first.type}{at}: {first.message}"})
        return
    seen = {(e.line, e.message) for e in graded.errors}
    for criterion in reference.criteria:  # those with points
        if criterion in reference.not_graded:
            graded.findings.append(compare.not_graded(criterion, reference.not_graded[criterion]))
            continue
        if criterion == Criterion.CONSISTENCY:
            forwards = ForwardAnswers(conversation.evaluate)
            finding = consistency(reference, forwards.evaluate)
            if conversation.gone is not None:  # late, gone or garbled, even where gradcheck caught it
                raise conversation.gone
            graded.findings.append(steps_checked(reference, finding, forwards.answered, _matched(graded)))
            continue
        calls = reference.calls_of(criterion)
        results = conversation.evaluate(calls)
        misfit = first_misfit(calls, results)  # before any comparison: the answers' counts and shapes
        graded.findings.append(JUDGES[criterion](reference, results) if misfit is None else
                               compare.failed(criterion, reference.case_count(criterion), "garbled", {"text": misfit}))
        for result in results:
            key = (result.error.line, result.error.message) if result.error is not None else None
            if key is not None and key not in seen and len(graded.errors) < MAX_ERRORS:
                seen.add(key)
                graded.errors.append(cleaned_error(result.error))


def _matched(graded: protocol.FileGraded) -> bool:
    """The forward criterion was graded and every case matched the reference."""
    return any(f.criterion == Criterion.FORWARD and f.code == "matches" for f in graded.findings)


def _all_failed(reference: Reference, code: str, params: dict) -> list:
    found = []
    for criterion in reference.criteria:
        if criterion in reference.not_graded:
            found.append(compare.not_graded(criterion, reference.not_graded[criterion]))
            continue
        found.append(compare.failed(criterion, reference.case_count(criterion), code, params))
    return found


def _how(exitcode: Optional[int]) -> str:
    if exitcode is None:
        return "it stopped answering"
    if exitcode < 0:
        return SIGNALS.get(exitcode, f"signal {-exitcode}")
    return f"exit status {exitcode}"
