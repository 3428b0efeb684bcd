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
          "(That is not the only fault: gradcheck finds another, in its line below.)"), params=("text",),
          detail="text", inline="(That is not the only fault: {text})"),
    _code(N, "straight_through",
          QT_TRANSLATE_NOOP("Codes", "(∂{output}/∂{input} is the straight-through estimate: autograd of the "
                                     "forward with {steps} passed as the identity.)"),
          QT_TRANSLATE_NOOP("Codes", "(∂{output}/∂{input} is the straight-through estimate: autograd of the "
                                     "forward with {steps} passed as the identity, scaled by {factor}.)"),
          params=("output", "input", "steps", "factor"), variants=("plain", "scaled"),
          choose=lambda p: "plain" if p.get("factor") == "1" else "scaled",
          examples=({"output": "y", "input": "alpha", "steps": "round", "factor": "1"},
                    {"output": "y", "input": "alpha", "steps": "round", "factor": "0.18"})),
    _code(N, "straight_through_or_mask",
          QT_TRANSLATE_NOOP("Codes", "(∂{output}/∂{input} reads two ways: the straight-through estimate of "
                                     "{steps} (autograd of the forward with {steps} passed as the identity), or a "
                                     "mask forgotten where the forward is flat.)"),
          QT_TRANSLATE_NOOP("Codes", "(∂{output}/∂{input} reads two ways: the straight-through estimate of "
                                     "{steps} (autograd of the forward with {steps} passed as the identity), scaled "
                                     "by {factor}, or a mask forgotten where the forward is flat.)"),
          params=("output", "input", "steps", "factor"), variants=("plain", "scaled"),
          choose=lambda p: "plain" if p.get("factor") == "1" else "scaled",
          examples=({"output": "y", "input": "x", "steps": "clamp", "factor": "1"},
                    {"output": "y", "input": "x", "steps": "relu", "factor": "0.5"})),
    _code(N, "gradcheck_fast_for_time", QT_TRANSLATE_NOOP("Codes",
          "(gradcheck ran in fast mode, along random directions: one forward takes {forward_ms:g} ms, and the "
          "full mode's {forwards} forwards would take about {seconds:g} s of the time limit.)"),
          params=("forward_ms", "forwards", "seconds"),
          examples=({"forward_ms": 46.2, "forwards": 284, "seconds": 13.1},)),
    _code(N, "value_assumed", QT_TRANSLATE_NOOP("Codes",
          "({function}.forward's '{argument}' has no default and no call that gives it, and it is not a tensor "
          "input (backward returns no gradient for it, its annotation says so, or the forward takes no tensor "
          "there): it was judged with "
          "{argument} = {value}. Give it a default, or call {function}.apply once, to judge it at your value.)"),
          params=("function", "argument", "value"),
          examples=({"function": "Scale", "argument": "scale", "value": "1.0"},)),
    _code(N, "indices_assumed", QT_TRANSLATE_NOOP("Codes",
          "({function}.forward indexes with '{argument}', which has no default and no call that gives it: it "
          "was judged with '{argument}' a random permutation of x's rows (int64), made anew for each input, "
          "and only the floating inputs were varied.)"),
          params=("function", "argument"), examples=({"function": "Permute", "argument": "perm"},)),
)
NOTES: dict[str, Code] = {code.name: code for code in _NOTE_LIST}
