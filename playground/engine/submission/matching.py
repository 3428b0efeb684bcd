"""Which of a submission's Functions is graded against the reference.

In order: the one named on the command line (``--function``); one with the reference's name;
one whose forward takes as many arguments as the reference's (the last such); the only Function
there is. A submission whose Function has another name than the teacher's is still found.
"""
from __future__ import annotations

import inspect
from typing import Optional

from playground import codes
from playground.engine.usercode.calls import forward_parameters
from playground.engine.usercode.errors import user_error
from playground.engine.usercode.source import CompiledSource
from playground.engine.usercode.subject import Subject, choose_subject


def pick_function(compiled: CompiledSource, function: Optional[str], reference: str,
                  arguments: int) -> tuple[Subject, str]:
    """(the subject, how it was matched: "function", "name", "signature" or "only").
    Raises UserCodeError (phase compile) when nothing fits."""
    if function:
        return choose_subject(compiled, function), "function"
    functions = compiled.functions
    for key, cls in functions.items():
        if reference in (key, cls.__name__):
            return Subject(key, "function", cls, compiled), "name"
    fitting = [key for key, cls in functions.items() if takes(cls, arguments)]
    if fitting:
        return Subject(fitting[-1], "function", functions[fitting[-1]], compiled), "signature"
    if len(functions) == 1:
        key = next(iter(functions))
        return Subject(key, "function", functions[key], compiled), "only"
    params = {"reference": reference, "arguments": arguments, "found": list(functions) + list(compiled.modules)}
    raise user_error("compile", "no_matching_function", codes.word(codes.ERRORS["no_matching_function"], params)
                     or "no_matching_function", **params)


def takes(cls, count: int) -> bool:
    """Can ``cls.forward`` be called with ``count`` positional inputs (after ctx)?"""
    try:
        parameters = forward_parameters(cls)
    except (TypeError, ValueError):
        return False
    positional = [p for p in parameters if p.kind in (inspect.Parameter.POSITIONAL_ONLY,
                                                      inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    required = [p for p in positional if p.default is inspect.Parameter.empty]
    variadic = any(p.kind is inspect.Parameter.VAR_POSITIONAL for p in parameters)
    return len(required) <= count and (variadic or count <= len(positional))
