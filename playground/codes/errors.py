"""ERRORS: ``ErrorInfo.code``, why a run failed (engine/usercode/errors.py and the engine's other
``user_error`` calls; ``engine_<reason>`` and ``engine_no_answer`` are the client's), and the
``engine_<reason>`` codes of a request that a restart cut short. jacobian.py and grading.py add
theirs.
"""
from __future__ import annotations

from typing import Optional

from playground.codes.base import QT_TRANSLATE_NOOP, Code, Kind, Params, _code
from playground.codes.restarts import RESTARTS


def _non_finite(params: Params) -> str:
    what = "loss" if params.get("where") == "loss" else "gradient"
    return f"{what}_{'nan' if params.get('value') == 'NaN' else 'inf'}"


def _time_limit(params: Params) -> str:
    if "forwards" in params:  # the judge's own calls of the forward took the time (engine/judge/forward_work.py)
        return "forwards"
    if "check" in params:  # one of the judge's own checks, its first run (engine/judge/opcheck.py)
        return "check"
    return "yours" if params.get("in_user_code", True) else "judge"


def _missing_argument(params: Params) -> str:
    return "no_gradient" if params.get("why") == "no_gradient" else "no_default"


def _custom_shape(params: Params) -> str:
    return "regression" if params.get("task") == "regression" else "classification"


def _out_of_memory(params: Params) -> str:
    if "bytes" in params:
        return "bytes"
    return "gpu" if "device" in params else "plain"


def _syntax(params: Params) -> str:
    return "line" if params.get("line") else "plain"


E = Kind.ERROR
_ERROR_LIST: tuple[Code, ...] = (
    _code(E, "wrong_gradient_count", QT_TRANSLATE_NOOP("Codes",
          "{function}.backward returned {got} gradient(s), but forward takes {expected} input(s): "
          "return one gradient per input of forward, in the same order (None for an input that "
          "needs none)."), params=("function", "expected", "got")),
    _code(E, "gradient_shape", QT_TRANSLATE_NOOP("Codes",
          "{function}.backward returned a gradient of shape [{got}] for input {index} of forward, "
          "whose shape is [{expected}]: each gradient must have the shape of its input."),
          params=("function", "index", "got", "expected")),
    _code(E, "gradient_device", QT_TRANSLATE_NOOP("Codes",
          "{function}.backward returned a gradient on {got} for input {index}, but the "
          "computation runs on {expected}: create gradients with torch.zeros_like(input) or on "
          "input.device."), params=("function", "index", "got", "expected")),
    _code(E, "gradient_dtype",
          QT_TRANSLATE_NOOP("Codes", "{function}.backward returned a gradient of type {got} for input "
                                     "{index}, which is {expected}."),
          QT_TRANSLATE_NOOP("Codes", "{function}.backward returned a gradient of dtype {got} for input "
                                     "{index}: gradients must be floating point, like the input "
                                     "(integers would cut off the fractions)."),
          QT_TRANSLATE_NOOP("Codes", "backward returned a gradient of the wrong kind (complex for a real "
                                     "input, or not a floating point tensor): return a tensor with the "
                                     "dtype of the input."),
          params=("function", "index", "got", "expected"),
          examples=({"function": "F", "index": 0, "got": "float32", "expected": "float64"},
                    {"function": "F", "index": 0, "got": "torch.int64"}, {})),
    _code(E, "gradient_not_tensor",
          QT_TRANSLATE_NOOP("Codes", "{function}.backward returned a {got} as gradient {index}, where a "
                                     "tensor (or None) was expected: return torch tensors, e.g. "
                                     "grad_output * 2, not Python numbers, lists or numpy arrays."),
          QT_TRANSLATE_NOOP("Codes", "backward returned a {got} where a tensor (or None) was expected: "
                                     "return torch tensors, e.g. grad_output * 2, not Python numbers, "
                                     "lists or numpy arrays."),
          params=("function", "index", "got"),
          examples=({"function": "F", "index": 1, "got": "float"}, {"got": "list"})),
    _code(E, "missing_backward", QT_TRANSLATE_NOOP("Codes",
          "This Function has no backward: define @staticmethod def backward(ctx, grad_output) "
          "that returns the gradient of each input.")),
    _code(E, "legacy_function_call", QT_TRANSLATE_NOOP("Codes",
          "This is the old way to use a Function (calling an instance, MyFunction()(x)): mark "
          "forward and backward with @staticmethod, give them ctx as first argument, and call "
          "MyFunction.apply(x).")),
    _code(E, "inplace_on_input", QT_TRANSLATE_NOOP("Codes",
          "forward changes its input in place (an operation ending in _ such as x.clamp_(), or "
          "x[...] = ...): compute a new tensor instead, e.g. y = x.clamp(min=0).")),
    _code(E, "saved_tensor_modified", QT_TRANSLATE_NOOP("Codes",
          "A tensor saved for backward was changed in place after it was saved: make a copy "
          "(.clone()) before changing it, or change a new tensor instead.")),
    _code(E, "numpy_requires_grad", QT_TRANSLATE_NOOP("Codes",
          "numpy() was called on a tensor that requires grad: use tensor.detach().numpy().")),
    _code(E, "out_of_memory",
          QT_TRANSLATE_NOOP("Codes", "Out of memory: the code asked for {bytes} bytes at once, more than "
                                     "the engine may use."),
          QT_TRANSLATE_NOOP("Codes", "Out of memory on the GPU: the code asked for more memory than the "
                                     "device has free."),
          QT_TRANSLATE_NOOP("Codes", "Out of memory: the code asked for more memory than there is."),
          params=("bytes", "device"), choose=_out_of_memory, variants=("bytes", "gpu", "plain"),
          examples=({"bytes": "800000000000"}, {"device": "CUDA"}, {})),
    _code(E, "torchscript_argument_type", QT_TRANSLATE_NOOP("Codes",
          "The TorchScript function {script}() expects its argument '{argument}' to be a "
          "{expected}, but it was given a {found}."), params=("script", "expected", "argument", "found")),
    _code(E, "once_differentiable", QT_TRANSLATE_NOOP("Codes",
          "This backward is marked @once_differentiable, so it cannot be differentiated again.")),
    _code(E, "exit_called", QT_TRANSLATE_NOOP("Codes",
          "The code called sys.exit() or exit(); it was stopped there (the playground keeps "
          "running).")),
    _code(E, "recursion", QT_TRANSLATE_NOOP("Codes",
          "Maximum recursion depth exceeded: a function calls itself without end.")),
    _code(E, "exception", QT_TRANSLATE_NOOP("Codes", "Python raised this error in your code."),
          params=("type", "text"), detail="text", inline="{text}"),
    _code(E, "syntax_error",
          QT_TRANSLATE_NOOP("Codes", "This is not valid Python at line {line}."),
          QT_TRANSLATE_NOOP("Codes", "This is not valid Python."),
          params=("msg", "line"), detail="msg", inline="{msg}", choose=_syntax, variants=("line", "plain"),
          examples=({"msg": "expected ':'", "line": 3}, {"msg": "invalid syntax", "line": None})),
    _code(E, "binary_source", QT_TRANSLATE_NOOP("Codes",
          "This is not Python text (it contains null bytes): is it a binary file?")),
    _code(E, "interrupted",
          QT_TRANSLATE_NOOP("Codes", "Your code ran past the time limit of {limit:g} s{where} and was "
                                     "stopped there: an endless loop, or too slow for this input shape?"),
          QT_TRANSLATE_NOOP("Codes", "Judging ran past the time limit of {limit:g} s{where} in the app's "
                                     "own checks, not in your code: try fewer points or a smaller input "
                                     "shape."),
          QT_TRANSLATE_NOOP("Codes", "Judging ran past the time limit of {limit:g} s{where}: it had called "
                                     "{subject}'s forward {forwards} times ({forwards_in_phase} in this phase), "
                                     "{forward_ms:g} ms each, {forward_seconds:g} s in all. A forward this slow "
                                     "needs a smaller input or a longer time limit."),
          QT_TRANSLATE_NOOP("Codes", "Judging ran past the time limit of {limit:g} s{where} in {check}, the "
                                     "app's own check, not in your code: its first run imports part of "
                                     "torch (seconds on a busy machine). Check again: the second run is quick."),
          params=("phase", "limit", "in_user_code", "forwards", "forwards_in_phase", "forward_ms",
                  "forward_seconds", "subject", "check"),
          choose=_time_limit, variants=("yours", "judge", "forwards", "check"),
          examples=({"phase": "backward", "limit": 5.0, "in_user_code": True},
                    {"phase": "check", "limit": 5.0, "in_user_code": False},
                    {"phase": "check", "limit": 10.0, "in_user_code": True, "forwards": 212,
                     "forwards_in_phase": 180, "forward_ms": 46.2, "forward_seconds": 9.8,
                     "subject": "OptimalTransportFcn"},
                    {"phase": "check", "limit": 5.0, "in_user_code": False, "check": "torch.library.opcheck"})),
    _code(E, "staticmethod_on_class", QT_TRANSLATE_NOOP("Codes",
          "@{decorator} is written above class {name}, so {name} is not a class any more and no "
          "Function is found: move @{decorator} down, above each of its methods (def forward, "
          "def backward)."), params=("name", "decorator")),
    _code(E, "functional_f_shadowing", QT_TRANSLATE_NOOP("Codes",
          "F here is torch.nn.functional (imported for you, as tutorials do), which has no "
          "'{attribute}': the code uses F.{attribute} but defines no class F. Define class "
          "F(torch.autograd.Function), or call your Function by its own name."), params=("attribute",)),
    _code(E, "indentation_lost", QT_TRANSLATE_NOOP("Codes",
          "The indentation was lost in copying: no line of the code is indented. Python needs the "
          "body of line {opener} indented, starting at line {line}; indent each block by 4 spaces "
          "as in the original."), params=("opener", "line")),
    _code(E, "no_subject", QT_TRANSLATE_NOOP("Codes",
          "No autograd Function or nn.Module found: define a class that subclasses "
          "torch.autograd.Function, with forward and backward as @staticmethods.")),
    _code(E, "subject_not_found", QT_TRANSLATE_NOOP("Codes",
          "There is no Function or Module named '{name}' in the code; found: {available}."),
          params=("name", "available"), examples=({"name": "B", "available": ["A", "C"]},)),
    _code(E, "layer_needs_module", QT_TRANSLATE_NOOP("Codes",
          "Layer mode trains an nn.Module, and {name} is a Function: wrap it in an nn.Module "
          "that owns its parameters."), params=("name",)),
    _code(E, "module_build_failed", QT_TRANSLATE_NOOP("Codes",
          "Could not build {call}: its __init__ raised an error."),
          params=("module", "call", "text"), detail="text", inline="Could not build {call}: {text}"),
    _code(E, "module_width",
          QT_TRANSLATE_NOOP("Codes", "{module} maps a batch of shape (2, {features}) to {got}, but the "
                                     "model needs (2, {out})."),
          QT_TRANSLATE_NOOP("Codes", "{module} cannot take a batch of shape (2, {features})."),
          params=("module", "features", "got", "out", "text"), detail="text",
          examples=({"module": "Block", "features": 1, "got": "(2, 3)", "out": 1},
                    {"module": "Block", "features": 1, "text": "mat1 and mat2 shapes cannot be multiplied"})),
    _code(E, "no_tensor_input", QT_TRANSLATE_NOOP("Codes",
          "{function}.forward takes no tensor input to vary: the playground studies a Function "
          "of a tensor x, e.g. def forward(ctx, x)."), params=("function",)),
    _code(E, "missing_argument",
          QT_TRANSLATE_NOOP("Codes", "{function}.forward needs a value for '{argument}', which has no "
                                     "default: give it a default (e.g. def forward(ctx, x, "
                                     "{argument}=1.0)) or call {function}.apply(...) once in your code "
                                     "with the value you mean."),
          QT_TRANSLATE_NOOP("Codes", "{function}.forward needs a value for '{argument}', which has no "
                                     "default and gets no gradient from backward (so it is not a tensor "
                                     "input): give it a default (e.g. def forward(ctx, x, "
                                     "{argument}=1.0)) or call {function}.apply(...) once in your code "
                                     "with the value you mean."),
          params=("function", "argument", "why"), choose=_missing_argument,
          variants=("no_default", "no_gradient"),
          examples=({"function": "Scale", "argument": "k"},
                    {"function": "Scale", "argument": "k", "why": "no_gradient"})),
    _code(E, "stand_in_call_failed", QT_TRANSLATE_NOOP("Codes",
          "{call}, built with a stand-in for each required argument, fails when called."),
          params=("module", "call", "text"), detail="text",
          inline="{call}, built with a stand-in for each required argument, fails when called: {text}"),
    _code(E, "call_failed", QT_TRANSLATE_NOOP("Codes",
          "{subject} could not be called on an input of shape {tried}. If it needs another input "
          "shape, give it with --shape (e.g. --shape 64,10) or the shape field."),
          params=("subject", "tried", "text"), detail="text",
          inline="{subject} could not be called on an input of shape {tried}: {text} If it needs another "
                 "input shape, give it with --shape (e.g. --shape 64,10) or the shape field."),
    _code(E, "missing_staticmethod", QT_TRANSLATE_NOOP("Codes",
          "{function}.{method} takes self and ctx but has no @staticmethod above it: autograd "
          "calls {function}.{method}(ctx, ...) without an instance, so write @staticmethod "
          "above it and drop self."), params=("function", "method")),
    _code(E, "no_tensor_output", QT_TRANSLATE_NOOP("Codes",
          "{subject} returned {got}, not a tensor: forward must return the output tensor."),
          params=("subject", "got")),
    _code(E, "forward_modifies_input", QT_TRANSLATE_NOOP("Codes",
          "{function}.forward changes its input in place: compute a new tensor instead (e.g. "
          "x.clamp(min=0), not x.clamp_(min=0)), or mark the input with ctx.mark_dirty(x) and "
          "return it."), params=("function",)),
    _code(E, "no_differentiable_output", QT_TRANSLATE_NOOP("Codes",
          "The output of {function} does not depend on x for autograd (was it detached, "
          "computed under no_grad, or marked non-differentiable?)."), params=("function",)),
    _code(E, "output_not_elementwise", QT_TRANSLATE_NOOP("Codes",
          "{function} returns a tensor of shape {got} for an input of {rows} rows: the "
          "playground plots a function that gives one output per input point (elementwise, or "
          "row by row for a layer)."), params=("function", "got", "rows")),
    _code(E, "gradient_not_finite", QT_TRANSLATE_NOOP("Codes",
          "{function}.backward returns NaN or Inf at x = {x:.4g}, where f and its numerical "
          "derivative are finite (a division by zero? a log or sqrt of 0?)."), params=("function", "x"),
          examples=({"function": "MyLog", "x": 0.0},)),
    _code(E, "non_finite",
          QT_TRANSLATE_NOOP("Codes", "The loss became NaN at step {step}. Training stopped: try a "
                                     "smaller learning rate, or check what your backward returns."),
          QT_TRANSLATE_NOOP("Codes", "The loss became infinite at step {step}. Training stopped: try a "
                                     "smaller learning rate, or check what your backward returns."),
          QT_TRANSLATE_NOOP("Codes", "The gradient of {where} became NaN at step {step}. Training "
                                     "stopped: try a smaller learning rate, or check what your "
                                     "backward returns."),
          QT_TRANSLATE_NOOP("Codes", "The gradient of {where} became infinite at step {step}. "
                                     "Training stopped: try a smaller learning rate, or check what "
                                     "your backward returns."),
          params=("step", "where", "value"), choose=_non_finite,
          variants=("loss_nan", "loss_inf", "gradient_nan", "gradient_inf"),
          examples=({"step": 3, "where": "loss", "value": "NaN"}, {"step": 3, "where": "loss", "value": "infinite"},
                    {"step": 7, "where": "fc1.weight", "value": "NaN"},
                    {"step": 7, "where": "fc1.weight", "value": "infinite"})),
    _code(E, "device_unavailable", QT_TRANSLATE_NOOP("Codes",
          "Device {device} is not available on this machine."),
          params=("device", "reason"), detail="reason", inline="Device {device} is not available: {reason}"),
    _code(E, "unknown_device", QT_TRANSLATE_NOOP("Codes",
          "The playground cannot train on '{device}': use cpu, cuda, cuda:N or mps."),
          params=("device", "reason"), detail="reason", inline="Device {device} is not available: {reason}"),
    _code(E, "bad_config", QT_TRANSLATE_NOOP("Codes",
          "The training setting '{field}' has a value that cannot be trained with."),
          params=("field", "text"), detail="text", inline="{text}"),
    _code(E, "custom_not_numbers", QT_TRANSLATE_NOOP("Codes",
          "The custom points must be numbers ({columns})."), params=("columns",)),
    _code(E, "custom_wrong_shape",
          QT_TRANSLATE_NOOP("Codes", "This model needs one number x per point ({columns})."),
          QT_TRANSLATE_NOOP("Codes", "This model needs two coordinates x1, x2 per point ({columns})."),
          params=("columns", "task"), choose=_custom_shape, variants=("regression", "classification"),
          examples=({"columns": "x, y", "task": "regression"},
                    {"columns": "x1, x2, label", "task": "classification"})),
    _code(E, "custom_length_mismatch", QT_TRANSLATE_NOOP("Codes",
          "There are {points} points but {targets} targets."), params=("points", "targets")),
    _code(E, "custom_count", QT_TRANSLATE_NOOP("Codes",
          "Custom data needs between 2 and {most} points, not {count}."), params=("count", "most")),
    _code(E, "custom_not_finite", QT_TRANSLATE_NOOP("Codes", "The custom points contain NaN or infinity.")),
    _code(E, "custom_bad_labels", QT_TRANSLATE_NOOP("Codes",
          "Class labels must be whole numbers from 0 to {max_label}."), params=("max_label",)),
    _code(E, "export_no_model", QT_TRANSLATE_NOOP("Codes",
          "There is no trained model to export yet: train one first.")),
    _code(E, "export_failed", QT_TRANSLATE_NOOP("Codes", "The file could not be written."),
          params=("path", "reason"), detail="reason", inline="Could not export the weights to {path}: {reason}"),
    _code(E, "graph_not_ready", QT_TRANSLATE_NOOP("Codes",
          "The graph appears after the first training step: press Train or Step.")),
    _code(E, "engine_no_answer", QT_TRANSLATE_NOOP("Codes", "The engine did not answer in time.")),
)
RESTART_ERROR_PREFIX = "engine_"  # ErrorInfo.code of a request a restart cut short: engine_<reason>
ERRORS: dict[str, Code] = {code.name: code for code in _ERROR_LIST}


def restart_error_code(reason: str) -> str:
    """The ErrorInfo code of a request that a restart of this reason cut short."""
    return RESTART_ERROR_PREFIX + str(reason)


def restart_of_error(code: str) -> Optional[str]:
    """The restart reason behind an ``engine_<reason>`` error code, else None."""
    reason = code[len(RESTART_ERROR_PREFIX):] if code.startswith(RESTART_ERROR_PREFIX) else ""
    return reason if reason in RESTARTS else None
