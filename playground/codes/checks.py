"""CHECKS: ``CheckOutcome.code``, what a check of forward mode, torch.func, vmap, opcheck or
torch.compile found, or why it did not run (engine/judge/extra_checks.py).
"""
from __future__ import annotations

from playground.codes.base import QT_TRANSLATE_NOOP, Code, Kind, Params, _code

_OPCHECK_TESTS = ("test_schema", "test_autograd_registration", "test_faketensor", "test_aot_dispatch_dynamic")


def _opcheck_test(params: Params) -> str:
    test = str(params.get("test", ""))
    return test if test in _OPCHECK_TESTS else "other"


def _graph_break(params: Params) -> str:
    return str(params.get("kind", "other"))


def _compiled_with(params: Params) -> str:
    return "inductor" if params.get("backend") == "inductor" else "no_compiler"


C = Kind.CHECK
_CHECK_LIST: tuple[Code, ...] = (
    _code(C, "jvp_mismatch", QT_TRANSLATE_NOOP("Codes",
          "{function}.jvp gives a directional derivative of {output} along '{input}' that differs "
          "from the numerical one at {points} random points (largest difference {error:.3g})."),
          params=("function", "output", "input", "points", "error"),
          examples=({"function": "MyCube", "output": "y", "input": "x", "points": 12, "error": 0.5},)),
    _code(C, "jvp_grid_mismatch", QT_TRANSLATE_NOOP("Codes",
          "{function}.jvp differs from the numerical derivative at {percent}% of the grid's points "
          "(largest difference {error:.3g} at x = {x:.4g})."),
          params=("function", "percent", "error", "x"),
          examples=({"function": "MyCube", "percent": "12", "error": 0.5, "x": -1.5},)),
    _code(C, "jvp_transpose_mismatch", QT_TRANSLATE_NOOP("Codes",
          "{function}.jvp and its backward disagree for '{input}': for random t and v, ⟨v, J·t⟩ from "
          "the jvp is {jvp:.6g} and ⟨Jᵀ·v, t⟩ from the backward is {backward:.6g}."),
          params=("function", "input", "jvp", "backward"),
          examples=({"function": "MyCube", "input": "x", "jvp": 1.5, "backward": -1.5},)),
    _code(C, "jvp_raised", QT_TRANSLATE_NOOP("Codes", "{function}.jvp raised an error (see the console)."),
          params=("function", "text"), detail="text", inline="{function}.jvp raised an error: {text}"),
    _code(C, "no_jvp", QT_TRANSLATE_NOOP("Codes",
          "{function} has no jvp staticmethod, so forward-mode AD (torch.func.jvp, jacfwd, "
          "torch.autograd.forward_ad) cannot use it: torch says 'You must implement the jvp function'."),
          params=("function",)),
    _code(C, "op_no_jvp", QT_TRANSLATE_NOOP("Codes",
          "{function} is a custom op: register_autograd gives it a backward only, so there is no "
          "forward-mode formula of yours to check."), params=("function",)),
    _code(C, "classic_style", QT_TRANSLATE_NOOP("Codes",
          "{function}.forward takes ctx, so {function} will not work under torch.func (grad, vjp, "
          "jacrev, vmap): they need forward without ctx and a separate setup_context(ctx, inputs, "
          "output) staticmethod."), params=("function",)),
    _code(C, "torch_func_mismatch", QT_TRANSLATE_NOOP("Codes",
          "torch.func.{transform} gives a gradient of '{input}' that differs from the one backward "
          "gives (largest difference {error:.3g})."), params=("transform", "input", "error"),
          examples=({"transform": "vjp", "input": "x", "error": 0.5},)),
    _code(C, "torch_func_raised", QT_TRANSLATE_NOOP("Codes",
          "torch.func.{transform} raised an error for {function}."),
          params=("transform", "function", "text"), detail="text",
          inline="torch.func.{transform} raised an error for {function}: {text}"),
    _code(C, "torch_func_unsupported", QT_TRANSLATE_NOOP("Codes",
          "{function} does not work under torch.func: torch refuses to transform it."),
          params=("function", "text"), detail="text",
          inline="{function} does not work under torch.func: {text}"),
    _code(C, "op_torch_func_unsupported", QT_TRANSLATE_NOOP("Codes",
          "torch.func (grad, vjp, jacrev) cannot differentiate the custom op {function} through the "
          "formula register_autograd gave it in this version of torch; torch.autograd can."),
          params=("function", "text"), detail="text",
          inline="torch.func (grad, vjp, jacrev) cannot differentiate the custom op {function} through "
                 "the formula register_autograd gave it in this version of torch: {text}"),
    _code(C, "torch_func_without_jacrev", QT_TRANSLATE_NOOP("Codes",
          "torch.func.grad and vjp give the gradients backward gives; jacrev is left out because it "
          "batches the backward with vmap, which {function} does not support."), params=("function",)),
    _code(C, "vmap_mismatch", QT_TRANSLATE_NOOP("Codes",
          "torch.vmap over a batch of {batch} gives another {output} than a loop over the batch "
          "(largest difference {error:.3g})."), params=("batch", "output", "error"),
          examples=({"batch": 3, "output": "y", "error": 0.5},)),
    _code(C, "vmap_raised", QT_TRANSLATE_NOOP("Codes", "torch.vmap raised an error for {function}."),
          params=("function", "text"), detail="text", inline="torch.vmap raised an error for {function}: {text}"),
    _code(C, "no_vmap_rule", QT_TRANSLATE_NOOP("Codes",
          "{function} has neither a vmap staticmethod nor generate_vmap_rule = True, so torch.vmap "
          "(and jacrev, hessian) cannot batch it."), params=("function",)),
    _code(C, "op_no_vmap_rule", QT_TRANSLATE_NOOP("Codes",
          "{function} registers no vmap rule (register_vmap), so torch.vmap runs it in a slow loop "
          "over the batch."), params=("function",)),
    _code(C, "opcheck_failed",
          QT_TRANSLATE_NOOP("Codes", "torch.library.opcheck: the schema does not match what {function} "
                                     "does (mutates_args must name every input it changes in place)."),
          QT_TRANSLATE_NOOP("Codes", "torch.library.opcheck: the autograd registration of {function} is "
                                     "incomplete: give its backward with register_autograd."),
          QT_TRANSLATE_NOOP("Codes", "torch.library.opcheck: the fake implementation of {function} is "
                                     "missing or wrong: register_fake must give outputs of the op's shapes "
                                     "and dtypes (torch.compile and export trace with it)."),
          QT_TRANSLATE_NOOP("Codes", "torch.library.opcheck: tracing {function} with torch.compile's "
                                     "AOT dispatcher fails."),
          QT_TRANSLATE_NOOP("Codes", "torch.library.opcheck fails for {function}."),
          params=("function", "test", "text"), detail="text", choose=_opcheck_test,
          inline="torch.library.opcheck fails for {function} ({test}): {text}",
          variants=(*_OPCHECK_TESTS, "other"),
          examples=({"function": "numpy_sin", "test": "test_schema"},
                    {"function": "numpy_sin", "test": "test_autograd_registration"},
                    {"function": "numpy_sin", "test": "test_faketensor"},
                    {"function": "numpy_sin", "test": "test_aot_dispatch_dynamic"},
                    {"function": "numpy_sin", "test": "test_other"})),
    _code(C, "opcheck_raised", QT_TRANSLATE_NOOP("Codes", "torch.library.opcheck could not run on {function}."),
          params=("function", "text"), detail="text",
          inline="torch.library.opcheck could not run on {function}: {text}"),
    _code(C, "compile_ok",
          QT_TRANSLATE_NOOP("Codes", "torch.compile(fullgraph=True) makes one graph of {function} and "
                                     "compiles it for the CPU; its outputs and gradients equal eager "
                                     "mode's."),
          QT_TRANSLATE_NOOP("Codes", "torch.compile(fullgraph=True) makes one graph of {function}, and its "
                                     "outputs and gradients equal eager mode's; it ran with the aot_eager "
                                     "backend, as no C++ compiler was found for the CPU backend (inductor)."),
          params=("function", "backend"), choose=_compiled_with, variants=("inductor", "no_compiler"),
          examples=({"function": "MyCube", "backend": "inductor"}, {"function": "MyCube", "backend": "aot_eager"})),
    _code(C, "compile_graph_break",
          QT_TRANSLATE_NOOP("Codes", "torch.compile(fullgraph=True) cannot make one graph of {function}: it "
                                     "calls NumPy (or .numpy()), which torch.compile cannot trace; wrap that "
                                     "code in a custom op (torch.library.custom_op)."),
          QT_TRANSLATE_NOOP("Codes", "torch.compile(fullgraph=True) cannot make one graph of {function}: a "
                                     "Python value is read from a tensor (.item(), .tolist(), float(x) or "
                                     "an if on a tensor), so the graph depends on the data."),
          QT_TRANSLATE_NOOP("Codes", "torch.compile(fullgraph=True) cannot make one graph of {function}: it "
                                     "prints or logs, which breaks the graph."),
          QT_TRANSLATE_NOOP("Codes", "torch.compile(fullgraph=True) cannot make one graph of {function}: "
                                     "torch.compile does not trace an autograd.Function with a jvp "
                                     "staticmethod (forward mode) yet."),
          QT_TRANSLATE_NOOP("Codes", "torch.compile(fullgraph=True) cannot make one graph of {function}: it "
                                     "calls something torch.compile cannot trace."),
          params=("function", "kind", "count", "text"), detail="text", choose=_graph_break,
          inline="torch.compile(fullgraph=True) cannot make one graph of {function}: {text}",
          variants=("numpy", "data_dependent", "print", "jvp", "other"),
          examples=({"function": "F", "kind": "numpy"}, {"function": "F", "kind": "data_dependent"},
                    {"function": "F", "kind": "print"}, {"function": "F", "kind": "jvp"},
                    {"function": "F", "kind": "other"})),
    _code(C, "compile_differs",
          QT_TRANSLATE_NOOP("Codes", "Under torch.compile {function} gives other outputs than in eager "
                                     "mode (largest difference {error:.3g})."),
          QT_TRANSLATE_NOOP("Codes", "Under torch.compile {function} gives other gradients than in eager "
                                     "mode (largest difference {error:.3g})."),
          params=("function", "what", "error"), choose=lambda params: str(params.get("what")),
          variants=("outputs", "gradients"),
          examples=({"function": "F", "what": "outputs", "error": 0.5},
                    {"function": "F", "what": "gradients", "error": 0.5})),
    _code(C, "compile_failed", QT_TRANSLATE_NOOP("Codes", "torch.compile failed on {function}."),
          params=("function", "text"), detail="text", inline="torch.compile failed on {function}: {text}"),
    _code(C, "compile_module", QT_TRANSLATE_NOOP("Codes",
          "torch.compile is tried on Functions and custom ops; {function} is a Module."), params=("function",)),
)
CHECKS: dict[str, Code] = {code.name: code for code in _CHECK_LIST}
