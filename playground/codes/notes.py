"""NOTES: ``ProbeData.notes``, remarks the judge adds to the verdict, and ``ExampleResult.notes``,
what Run Example says of how it read the text (stray_space_forgiven). jacobian.py adds the notes
on a subject judged by its Jacobian.
"""
from __future__ import annotations

from playground.codes.base import QT_TRANSLATE_NOOP, Code, Kind, _code

N = Kind.NOTE
_NOTE_LIST: tuple[Code, ...] = (
    _code(N, "module_backward_ignored", QT_TRANSLATE_NOOP("Codes",
          "{module}.backward is never called: autograd differentiates an nn.Module's forward by "
          "itself and ignores a backward method on a Module (dead code). To change the gradient, "
          "write a torch.autograd.Function and call its .apply in forward."), params=("module",)),
    _code(N, "judged_function_instead", QT_TRANSLATE_NOOP("Codes",
          "({module} cannot be built and run with stand-in arguments, so the Function {function} "
          "that {module} uses is judged instead.)"),
          params=("module", "function", "text"), detail="text",
          inline="({text}, so the Function {function} that {module} uses is judged instead.)"),
    _code(N, "jvp_differs_too", QT_TRANSLATE_NOOP("Codes",
          "({function}.jvp, the forward mode, differs from the true derivative too.)"), params=("function",)),
    _code(N, "stray_space_forgiven", QT_TRANSLATE_NOOP("Codes",
          "(A single space before line {lines} looked scraped from the web page with the code, so it "
          "was left out.)"), params=("lines",), examples=({"lines": "1, 25"},)),
    _code(N, "backward_writes_grad_output", QT_TRANSLATE_NOOP("Codes",
          "({function}.backward changes the grad_output it is given, in place. That is allowed: autograd "
          "never reads it again. Every check here gave each backward a copy of its own.)"), params=("function",)),
    _code(N, "backward_once_per_graph", QT_TRANSLATE_NOOP("Codes",
          "({function}.backward runs only once per forward: a second backward of the same graph raises "
          "(it frees what it saved, as checkpointing does). Training calls it once per forward, so this is "
          "fine; every check here ran a fresh forward for each backward, and torch.autograd.gradcheck, "
          "which reuses one graph, fails on it for this reason alone.)"), params=("function",)),
    _code(N, "gradcheck_finds_more", QT_TRANSLATE_NOOP("Codes",
          "(That is not the only fault: {text})"), params=("text",), detail="text"),
)
NOTES: dict[str, Code] = {code.name: code for code in _NOTE_LIST}
