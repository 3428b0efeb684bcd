"""The check's first stage as data: the text compiled, and what it is about.

``subjects_of`` compiles the request's text (the code runs, and every Function it applies or
Module it calls is recorded: usercode/source.py) and says what to judge: the subject the request
names, else the one the code's own call makes (usercode/subject.py), else, where the code calls
none of several Functions, each of them (check.py judges each and answers with the worst). Every
failure of the user's code becomes an error here, never an exception.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from playground import protocol
from playground.engine.usercode.errors import UserCodeError, error_from_exception
from playground.engine.usercode.source import CompiledSource, compile_source
from playground.engine.usercode.subject import Subject, choose_subject, uncalled_functions


@dataclass(frozen=True, kw_only=True)
class Subjects:
    """What the text is, and what of it is judged: ``subject``, or each of ``each``, or nothing
    (then ``errors`` say why)."""

    compiled: Optional[CompiledSource]  # None: the text did not compile far enough to define anything
    errors: tuple[protocol.ErrorInfo, ...] = ()
    subject: Optional[Subject] = None
    each: tuple[str, ...] = ()  # several Functions, none called: each judged, the worst shown


def subjects_of(request: protocol.CompileRequest) -> Subjects:
    """The request's text compiled and its subject chosen (the caller seeds torch first: the same
    text gives the same picture, a Module's random weights as much as the rest)."""
    errors: list = []
    try:
        compiled = compile_source(request.source, request.filename)
    except UserCodeError as error:
        errors.append(error.info)
        compiled = getattr(error, "partial", None)
        if compiled is None or not (compiled.functions or compiled.modules):
            return Subjects(compiled=compiled, errors=tuple(errors))
    try:
        each = uncalled_functions(compiled) if request.subject is None else []
        if len(each) >= 2:  # nothing says which one the file is about: every one, the worst shown
            return Subjects(compiled=compiled, errors=tuple(errors), each=tuple(each))
        subject = choose_subject(compiled, request.subject)
    except UserCodeError as error:
        return Subjects(compiled=compiled, errors=tuple(errors + [error.info]))
    except Exception as error:  # a user object that breaks inspection
        return Subjects(compiled=compiled, errors=tuple(errors + [error_from_exception(error, "compile",
                                                                                        request.filename)]))
    return Subjects(compiled=compiled, errors=tuple(errors), subject=subject)
