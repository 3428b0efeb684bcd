"""Every code the engine and the client send, with its parameters and its English sentences.

A message from the engine carries English words *and* a stable code with parameters, so that the
window can say the same thing in the person's language (ui/words/). This is the one list of those
codes; a test checks that the engine sends no code that is not here, and that each sentence here
has its words in ja, zh_CN and ru.

- ``ERRORS``: ``ErrorInfo.code`` (engine/usercode/errors.py and the engine's other ``user_error``
  calls; ``engine_<reason>`` and ``engine_no_answer`` are the client's);
- ``SUMMARIES``: ``ProbeData.summary_code``, the verdict's sentence (engine/judge/summary.py);
- ``GRADCHECKS``: ``GradcheckResult.code``, why gradcheck or gradgradcheck failed;
- ``CHECKS``: ``CheckOutcome.code``, what a check of forward mode, torch.func, vmap, opcheck or
  torch.compile found, or why it did not run (engine/judge/extra_checks.py);
- ``NOTES``: ``ProbeData.notes``, remarks the judge adds to the verdict;
- ``RESTARTS``: ``EngineRestarted.reason``, why the client ended the engine;
- ``PHASES``: ``ErrorInfo.phase`` and ``PhaseStarted.phase``, as the words "in backward".

Each code has one or more English sentences (variants: the first whose fields all came is used,
unless the code ``choose``s one from its parameters). A field that is not a parameter is derived
here: ``where`` is the phase (and line) as words, " in backward (line 12)". Text that does not
come from here — Python's or torch's own message, an operating system's error — is the code's
``detail``: the English message says it inline (``inline``), a translated window shows it behind
a "details" toggle and never in its sentence.

Torch-free and Qt-free: the engine, the client (which words restarts in English) and the window
(which passes each sentence through ``tr``) all use ``word()``. ``QT_TRANSLATE_NOOP`` marks the
sentences for pyside6-lupdate; at run time it returns its text.
"""
from __future__ import annotations

import signal
import string
from dataclasses import dataclass
from typing import Callable, Mapping, Optional

from playground.vocabulary import Phase, RestartReason, StrEnum

CONTEXT = "Codes"  # the translation context of every sentence here
Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Marks ``text`` for translation under ``context``; the window translates it when it is shown."""
    return text


def english(text: str) -> str:
    """The translation into English: the sentence itself."""
    return text


class Kind(StrEnum):
    """Which field of which message a code travels in."""

    ERROR = "error"  # ErrorInfo.code
    SUMMARY = "summary"  # ProbeData.summary_code
    GRADCHECK = "gradcheck"  # GradcheckResult.code
    NOTE = "note"  # ProbeData.notes[].code
    CHECK = "check"  # CheckOutcome.code (backward and double_backward: a GRADCHECK code)
    RESTART = "restart"  # EngineRestarted.reason
    PHASE = "phase"  # ErrorInfo.phase, PhaseStarted.phase


Params = Mapping[str, object]


@dataclass(frozen=True)
class Code:
    """One code: its English sentences, the parameters that fill them, and what else it carries."""

    name: str
    kind: Kind
    sentences: Mapping[str, str]  # variant → English sentence, most specific first
    params: tuple[str, ...] = ()  # every parameter the sender may give
    detail: str = ""  # the parameter with text not worded here (Python's, torch's): behind "details"
    inline: str = ""  # English with the detail inline, as the engine and the command line say it
    choose: Optional[Callable[[Params], str]] = None  # the variant for these parameters
    examples: tuple[Params, ...] = ()  # parameters that reach each variant (for tests and readers)

    def fields(self) -> set[str]:
        """Every field its sentences use."""
        return {name for text in [*self.sentences.values(), self.inline] for name in fields_of(text)}


def fields_of(text: str) -> set[str]:
    return {name for _literal, name, _spec, _conversion in string.Formatter().parse(text) if name}


def _code(kind: Kind, name: str, *sentences: str, params: tuple[str, ...] = (), detail: str = "",
          inline: str = "", choose: Optional[Callable[[Params], str]] = None,
          variants: tuple[str, ...] = (), examples: tuple[Params, ...] = ()) -> Code:
    names = variants or tuple(str(i) for i in range(len(sentences)))
    return Code(name, kind, dict(zip(names, sentences)), params, detail, inline, choose, examples)


# ----------------------------------------------------------------------------- phases

PHASES: dict[str, Code] = {code.name: code for code in (
    _code(Kind.PHASE, Phase.COMPILE, QT_TRANSLATE_NOOP("Codes", "while running the file")),
    _code(Kind.PHASE, Phase.FORWARD, QT_TRANSLATE_NOOP("Codes", "in forward")),
    _code(Kind.PHASE, Phase.BACKWARD, QT_TRANSLATE_NOOP("Codes", "in backward")),
    _code(Kind.PHASE, Phase.CHECK, QT_TRANSLATE_NOOP("Codes", "in the gradient check")),
    _code(Kind.PHASE, Phase.TRAIN, QT_TRANSLATE_NOOP("Codes", "while training")),
    _code(Kind.PHASE, Phase.ENGINE, QT_TRANSLATE_NOOP("Codes", "in the engine")),
)}
LINE_SUFFIX = QT_TRANSLATE_NOOP("Codes", " (line {line})")
UNTOUCHED = QT_TRANSLATE_NOOP("Codes", "{sentence} Your text is untouched.")


def phase_words(phase: Optional[str], translate: Translate = english) -> str:
    """"in backward" (the phase itself for one not known here)."""
    code = PHASES.get(str(phase)) if phase else None
    return translate(code.sentences["0"]) if code is not None else str(phase or "")


def where_words(phase: Optional[str], line: Optional[object] = None, translate: Translate = english) -> str:
    """" in backward (line 12)": where something happened, to follow a verb ("" when not known;
    the engine's own phase is no place the person knows)."""
    where = " " + phase_words(phase, translate) if phase and phase != Phase.ENGINE else ""
    if line:
        where += translate(LINE_SUFFIX).format(line=line)
    return where


# ----------------------------------------------------------------------------- restarts


def _restart_crash(params: Params) -> str:
    exitcode = params.get("exitcode")
    if exitcode is None:
        return "no_answer"
    code = int(exitcode)  # type: ignore[call-overload]
    if code >= 0:
        return "exit0" if code == 0 else "status"
    ended_by = _signal(code)
    return {signal.SIGSEGV: "segfault", signal.SIGKILL: "killed"}.get(ended_by, "signal") if ended_by else "signal"


def _signal(exitcode: int) -> Optional[signal.Signals]:
    try:
        return signal.Signals(-exitcode)
    except ValueError:
        return None


def signal_name(exitcode: int) -> str:
    """The name of the signal that ended a process (exit code -N)."""
    found = _signal(exitcode)
    return found.name if found is not None else f"signal {-exitcode}"


_RESTART_PARAMS = ("phase", "line", "exitcode", "limit", "memory_mb")
RESTARTS: dict[str, Code] = {code.name: code for code in (
    _code(Kind.RESTART, RestartReason.TIMEOUT,
          QT_TRANSLATE_NOOP("Codes", "Your code ran longer than the time limit of {limit:g} s{where}; "
                                     "the engine was stopped and started again."),
          QT_TRANSLATE_NOOP("Codes", "Your code ran longer than its time limit{where}; the engine was "
                                     "stopped and started again."),
          params=_RESTART_PARAMS, examples=({"phase": "backward", "line": 12, "limit": 5.0}, {})),
    _code(Kind.RESTART, RestartReason.STOP,
          QT_TRANSLATE_NOOP("Codes", "Your code did not stop{where}; the engine was stopped and started "
                                     "again."), params=_RESTART_PARAMS),
    _code(Kind.RESTART, RestartReason.MEMORY,
          QT_TRANSLATE_NOOP("Codes", "Out of memory: your code used more memory than the limit of "
                                     "{memory_mb:,} MB{where}; the engine was stopped and started again."),
          QT_TRANSLATE_NOOP("Codes", "Out of memory: your code used more memory than allowed{where}; the "
                                     "engine was stopped and started again."),
          params=_RESTART_PARAMS, examples=({"phase": "forward", "memory_mb": 4096}, {})),
    _code(Kind.RESTART, RestartReason.CRASHED,
          QT_TRANSLATE_NOOP("Codes", "The engine running your code stopped answering{where}; it was "
                                     "started again."),
          QT_TRANSLATE_NOOP("Codes", "The engine running your code exited (status 0: sys.exit() or "
                                     "os._exit() in your code?){where}; it was started again."),
          QT_TRANSLATE_NOOP("Codes", "The engine running your code exited with status {exitcode}{where}; "
                                     "it was started again."),
          QT_TRANSLATE_NOOP("Codes", "The engine running your code crashed with a segmentation fault "
                                     "(SIGSEGV){where}; it was started again."),
          QT_TRANSLATE_NOOP("Codes", "The engine running your code was killed (SIGKILL; often the system "
                                     "running out of memory){where}; it was started again."),
          QT_TRANSLATE_NOOP("Codes", "The engine running your code was killed by {signal}{where}; it was "
                                     "started again."),
          params=_RESTART_PARAMS, choose=_restart_crash,
          variants=("no_answer", "exit0", "status", "segfault", "killed", "signal"),
          examples=({}, {"exitcode": 0}, {"exitcode": 3, "phase": "forward"},
                    {"exitcode": -int(signal.SIGSEGV), "phase": "backward", "line": 7},
                    {"exitcode": -int(signal.SIGKILL)}, {"exitcode": -int(signal.SIGTERM)})),
    _code(Kind.RESTART, RestartReason.PROTOCOL,
          QT_TRANSLATE_NOOP("Codes", "The engine running your code sent something that is not a "
                                     "message; nothing of it was run here, and the engine was started "
                                     "again."),
          params=(*_RESTART_PARAMS, "detail"), detail="detail",
          inline="The engine running your code sent something that is not a message ({detail}); nothing "
                 "of it was run here, and the engine was started again.",
          examples=({"detail": "unknown message 'Evil'"},)),
    _code(Kind.RESTART, RestartReason.USER, QT_TRANSLATE_NOOP("Codes", "The engine was restarted.")),
    _code(Kind.RESTART, RestartReason.FAILED,
          QT_TRANSLATE_NOOP("Codes", "The engine could not start (last exit status {exitcode}). Check that "
                                     "torch is installed in this environment; the terminal shows the "
                                     "engine's own error."),
          QT_TRANSLATE_NOOP("Codes", "The engine could not start. Check that torch is installed in this "
                                     "environment."),
          params=("exitcode",), examples=({"exitcode": 1}, {})),
)}
_TEXT_SAFE_AFTER = {RestartReason.USER, RestartReason.FAILED}  # no code of the person's ran


def restart_sentence(reason: str, params: Params, translate: Translate = english,
                     inline: bool = False) -> Optional[str]:
    """Why the engine was restarted, where, and that the text is safe; None for an unknown reason.
    ``params``: phase, line, exitcode, limit (seconds), memory_mb, detail — those known.
    ``inline``: the English message, its detail said inline (as the client words it)."""
    code = RESTARTS.get(str(reason))
    if code is None:
        return None
    text = word_english(code, params) if inline else word(code, params, translate)
    if text is None:
        return None
    return text if reason in _TEXT_SAFE_AFTER else translate(UNTOUCHED).format(sentence=text)


# ----------------------------------------------------------------------------- errors


def _non_finite(params: Params) -> str:
    what = "loss" if params.get("where") == "loss" else "gradient"
    return f"{what}_{'nan' if params.get('value') == 'NaN' else 'inf'}"


def _time_limit(params: Params) -> str:
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
          params=("phase", "limit", "in_user_code"), choose=_time_limit, variants=("yours", "judge"),
          examples=({"phase": "backward", "limit": 5.0, "in_user_code": True},
                    {"phase": "check", "limit": 5.0, "in_user_code": False})),
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


# ----------------------------------------------------------------------------- the verdict

S = Kind.SUMMARY
_SUMMARY_LIST: tuple[Code, ...] = (
    _code(S, "backward_error", QT_TRANSLATE_NOOP("Codes", "Your backward raised an error (see the console)."),
          params=("message",), detail="message", inline="Your backward raised an error: {message}"),
    _code(S, "gradient_not_finite", QT_TRANSLATE_NOOP("Codes",
          "Your backward gives NaN or Inf at x = {x}, where f and its numerical derivative are "
          "finite."), params=("x",)),
    _code(S, "not_elementwise",
          QT_TRANSLATE_NOOP("Codes", "The output at one point depends on other points, so the curves are "
                                     "not compared point by point; gradcheck passes."),
          QT_TRANSLATE_NOOP("Codes", "The output at one point depends on other points, so the curves are "
                                     "not compared point by point; gradcheck fails."),
          params=("gradcheck",), choose=lambda params: str(params.get("gradcheck")),
          variants=("passes", "fails"), examples=({"gradcheck": "passes"}, {"gradcheck": "fails"})),
    _code(S, "differs_by_design", QT_TRANSLATE_NOOP("Codes",
          "Your backward differs from the true derivative at {percent}% of the points, all where "
          "f is flat or jumps: a surrogate gradient such as a straight-through estimator differs "
          "here by design."), params=("percent",)),
    _code(S, "ignores_grad_output", QT_TRANSLATE_NOOP("Codes",
          "Your backward does not multiply by grad_output, so it differs from the true derivative "
          "at {percent}% of the points and gradcheck fails: by the chain rule an input's gradient "
          "is grad_output times the derivative."), params=("percent",)),
    _code(S, "differs_scaled", QT_TRANSLATE_NOOP("Codes",
          "Your backward gives {factor} times the true derivative everywhere, as a gradient "
          "reversal or gradient scaling layer does."), params=("factor",)),
    _code(S, "wrong_sign", QT_TRANSLATE_NOOP("Codes",
          "Your backward gives -1 times the true derivative everywhere: its sign is wrong "
          "(nothing in the code says it is meant to reverse the gradient)."), params=("factor",)),
    _code(S, "wrong_factor", QT_TRANSLATE_NOOP("Codes",
          "Your backward gives {factor} times the true derivative everywhere: a constant factor "
          "is missing or extra."), params=("factor",)),
    _code(S, "backward_random", QT_TRANSLATE_NOOP("Codes",
          "Your backward gives a different gradient each time it runs on the same input and "
          "grad_output (does it add random noise?), so it is not the derivative of f.")),
    _code(S, "sums_grad_output", QT_TRANSLATE_NOOP("Codes",
          "Your backward mixes grad_output across points (as grad_output.sum() does): by the "
          "chain rule each input's gradient uses only its own output's grad_output.")),
    _code(S, "not_proportional", QT_TRANSLATE_NOOP("Codes",
          "Your backward does not scale with grad_output (does it clip or limit it?): by the "
          "chain rule the gradient is grad_output times the derivative, so doubling grad_output "
          "must double it.")),
    _code(S, "wrong_for_negative_grad_output", QT_TRANSLATE_NOOP("Codes",
          "Your backward is right for a positive grad_output but wrong when grad_output is "
          "negative (at {percent}% of the points): the chain rule holds for either sign."),
          params=("percent",)),
    _code(S, "relu_mask_missing", QT_TRANSLATE_NOOP("Codes",
          "Your backward passes grad_output through unchanged where f is flat, at {percent}% of "
          "the points: a straight-through estimator does this on purpose; a ReLU whose backward "
          "forgot the mask does it by mistake."), params=("percent",)),
    _code(S, "no_gradient", QT_TRANSLATE_NOOP("Codes",
          "Your backward returns None for x, so no gradient flows, although f changes with x.")),
    _code(S, "differs", QT_TRANSLATE_NOOP("Codes",
          "Your backward differs from the true derivative at {percent}% of the points (largest "
          "error {error} at x = {x})."), params=("percent", "error", "x")),
    _code(S, "gradcheck_failed",
          QT_TRANSLATE_NOOP("Codes", "The curves agree, but gradcheck fails: backward does not multiply "
                                     "by grad_output. By the chain rule the gradient of an input is "
                                     "grad_output times the derivative, so it must grow when "
                                     "grad_output grows."),
          QT_TRANSLATE_NOOP("Codes", "The curves agree, but gradcheck fails (its line below says why)."),
          params=("gradcheck_message", "ignores_grad_output"), detail="gradcheck_message",
          inline="The curves agree, but {gradcheck_message}",
          choose=lambda params: "ignores" if params.get("ignores_grad_output") else "other",
          variants=("ignores", "other"),
          examples=({"gradcheck_message": "gradcheck failed: …", "ignores_grad_output": True},
                    {"gradcheck_message": "gradcheck failed: …", "ignores_grad_output": False})),
    _code(S, "gradcheck_fails_for_parameter", QT_TRANSLATE_NOOP("Codes",
          "Your backward's derivative with respect to x agrees with the numerical one, but "
          "gradcheck fails for the parameter '{parameter}': the gradient it receives differs "
          "from the numerical one (largest difference {error})."), params=("parameter", "error")),
    _code(S, "jvp_differs",
          QT_TRANSLATE_NOOP("Codes", "Your backward matches the true derivative, but {function}.jvp "
                                     "(forward mode) differs from it at {percent}% of the points (largest "
                                     "error {error} at x = {x})."),
          QT_TRANSLATE_NOOP("Codes", "Your backward matches the true derivative, but {function}.jvp gives "
                                     "another directional derivative of {output} along '{input}' than the "
                                     "numerical one (largest difference {error})."),
          QT_TRANSLATE_NOOP("Codes", "Your backward matches the true derivative, but {function}.jvp "
                                     "disagrees with it: ⟨v, J·t⟩ from the jvp is not ⟨Jᵀ·v, t⟩ from the "
                                     "backward for '{input}'."),
          params=("function", "percent", "error", "x", "output", "input", "where"),
          choose=lambda params: str(params.get("where", "points")), variants=("grid", "points", "transpose"),
          examples=({"function": "MyCube", "where": "grid", "percent": "50", "error": "6", "x": "-1"},
                    {"function": "MyCube", "where": "points", "output": "y", "input": "x", "error": "6"},
                    {"function": "MyCube", "where": "transpose", "input": "x"})),
    _code(S, "jvp_error", QT_TRANSLATE_NOOP("Codes",
          "Your backward matches the true derivative, but {function}.jvp raised an error (see the "
          "console)."), params=("function", "text"), detail="text",
          inline="Your backward matches the true derivative, but {function}.jvp raised an error: {text}"),
    _code(S, "matches_with_kinks", QT_TRANSLATE_NOOP("Codes",
          "Your backward matches the true derivative everywhere except at {kinks} kink or jump "
          "point(s), where no derivative exists, and gradcheck passes."), params=("kinks",)),
    _code(S, "matches", QT_TRANSLATE_NOOP("Codes",
          "Your backward matches the true derivative at all {points} points, and gradcheck "
          "passes."), params=("points",)),
)
SUMMARIES: dict[str, Code] = {code.name: code for code in _SUMMARY_LIST}

# ----------------------------------------------------------------------------- gradcheck

G = Kind.GRADCHECK
_GRADCHECK_LIST: tuple[Code, ...] = (
    _code(G, "gradcheck_ignores_grad_output", QT_TRANSLATE_NOOP("Codes",
          "backward does not multiply by grad_output. By the chain rule the gradient of an input "
          "is grad_output times the derivative, so it must grow when grad_output grows.")),
    _code(G, "gradcheck_mismatch", QT_TRANSLATE_NOOP("Codes",
          "the gradient of {output} with respect to '{input}' does not match the numerical one "
          "at {points} random points (largest difference {error:.3g})."),
          params=("output", "input", "points", "error"),
          examples=({"output": "y", "input": "bias", "points": 12, "error": 0.5},)),
    _code(G, "gradcheck_random", QT_TRANSLATE_NOOP("Codes",
          "backward gives different results when run twice on the same input and grad_output "
          "(does it use randomness, or change a saved tensor?).")),
    _code(G, "gradcheck_random_upstream", QT_TRANSLATE_NOOP("Codes",
          "random upstream gradients of both signs show a difference (largest {error:.3g}): the "
          "backward is right for some grad_output only, e.g. for positive ones."),
          params=("error",), examples=({"error": 0.25},)),
    _code(G, "gradcheck_torch", QT_TRANSLATE_NOOP("Codes",
          "torch's check found a difference (its own words are under details)."),
          params=("text",), detail="text", inline="{text}"),
    _code(G, "gradgradcheck_mismatch", QT_TRANSLATE_NOOP("Codes",
          "the derivative of your backward (double backward) does not match its numerical "
          "derivative."), params=("text",), detail="text",
          inline="the derivative of your backward (double backward) does not match its numerical "
                 "derivative. {text}"),
    _code(G, "check_could_not_run", QT_TRANSLATE_NOOP("Codes",
          "{check} could not run: your code raised an error (see the console)."),
          params=("check", "text"), detail="text", inline="{check} could not run: {text}"),
)
GRADCHECKS: dict[str, Code] = {code.name: code for code in _GRADCHECK_LIST}

# ----------------------------------------------------------------------------- checks


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

# ----------------------------------------------------------------------------- notes

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
)
NOTES: dict[str, Code] = {code.name: code for code in _NOTE_LIST}

# ----------------------------------------------------------------------------- the Jacobian
# The verdict on a subject judged by its Jacobian (SUMMARIES), why that subject and where the
# Jacobian was taken (NOTES), and what its difference looks like: a block's and the whole
# Jacobian's pattern, JacobianBlock.pattern and Jacobian.pattern, also NOTES on the verdict.

SUMMARIES.update({code.name: code for code in (
    _code(S, "jacobian_differs", QT_TRANSLATE_NOOP("Codes",
          "Your backward's Jacobian differs from the true one at the probe's input: {count} of "
          "{total} entries, largest difference {error}."), params=("count", "total", "error")),
    _code(S, "jacobian_agrees",
          QT_TRANSLATE_NOOP("Codes", "Your backward's Jacobian matches the true one at the probe's "
                                     "input (largest difference {error}), and gradcheck passes."),
          QT_TRANSLATE_NOOP("Codes", "Your backward's Jacobian matches the true one at the probe's "
                                     "input (largest difference {error}), but gradcheck fails (its "
                                     "line below says why)."),
          params=("error", "gradcheck"), choose=lambda params: str(params.get("gradcheck")),
          variants=("passes", "fails"),
          examples=({"error": "1e-16", "gradcheck": "passes"}, {"error": "1e-16", "gradcheck": "fails"})),
)})

NOTES.update({code.name: code for code in (
    _code(N, "subject_chosen",
          QT_TRANSLATE_NOOP("Codes", "({subject} is judged because the file's own code calls it.)"),
          QT_TRANSLATE_NOOP("Codes", "({subject} is judged because the file's example calls it.)"),
          QT_TRANSLATE_NOOP("Codes", "({subject} is judged: its forward calls the Function {function}.)"),
          QT_TRANSLATE_NOOP("Codes", "({subject} is judged, not {helper}: {helper} is a helper that "
                                     "{subject} calls.)"),
          params=("subject", "why", "function", "helper"), choose=lambda params: str(params.get("why")),
          variants=("called", "example", "module", "helper"),
          examples=({"subject": "Softmax", "why": "called"}, {"subject": "Softmax", "why": "example"},
                    {"subject": "Layer", "why": "module", "function": "Mul"},
                    {"subject": "Attention", "why": "helper", "helper": "Softmax"})),
    _code(N, "jacobian_at_call", QT_TRANSLATE_NOOP("Codes",
          "(Judged by its Jacobian at the inputs of the code's own call, of shapes {shapes}.)"),
          params=("shapes",)),
    _code(N, "jacobian_at_chosen",
          QT_TRANSLATE_NOOP("Codes", "(Judged by its Jacobian at your input, seeded random values, of shapes "
                                     "{shapes}.)"),
          QT_TRANSLATE_NOOP("Codes", "(Judged by its Jacobian at your input, evenly spaced values, of shapes "
                                     "{shapes}.)"),
          QT_TRANSLATE_NOOP("Codes", "(Judged by its Jacobian at your input, your numbers, of shapes {shapes}.)"),
          params=("shapes", "values"), choose=lambda params: str(params.get("values")),
          variants=("random", "linspace", "numbers"),
          examples=({"shapes": "x (3, 4)", "values": "random"}, {"shapes": "x (3, 4)", "values": "linspace"},
                    {"shapes": "x (3,)", "values": "numbers"})),
    _code(N, "jacobian_inferred", QT_TRANSLATE_NOOP("Codes",
          "(No call in the code gives its inputs: judged by its Jacobian at inferred shapes {shapes}.)"),
          params=("shapes",)),
    _code(N, "jacobian_dtype", QT_TRANSLATE_NOOP("Codes",
          "(The forward fails in float64, so the Jacobian is taken in {dtype}, the call's own dtype, "
          "with a looser tolerance.)"), params=("dtype",)),
    _code(N, "jacobian_matches", QT_TRANSLATE_NOOP("Codes",
          "∂{output}/∂{input}: your backward's block matches the true one."), params=("output", "input")),
    _code(N, "jacobian_matches_all", QT_TRANSLATE_NOOP("Codes",
          "Your backward's Jacobian matches the true one in all {blocks} block(s)."), params=("blocks",)),
    _code(N, "jacobian_no_gradient", QT_TRANSLATE_NOOP("Codes",
          "∂{output}/∂{input}: your backward gives {input} no gradient (None or zeros), although "
          "{output} changes with {input}."), params=("output", "input")),
    _code(N, "jacobian_flat", QT_TRANSLATE_NOOP("Codes",
          "∂{output}/∂{input}: your backward differs only where the true entries are 0 (the "
          "forward is flat there), as a surrogate gradient does by design."), params=("output", "input")),
    _code(N, "jacobian_diagonal_only", QT_TRANSLATE_NOOP("Codes",
          "∂{output}/∂{input}: only the diagonal is right. The off-diagonal entries, through which "
          "each output depends on the other inputs, are missing: the backward treats the function "
          "as if it were elementwise."), params=("output", "input")),
    _code(N, "jacobian_transposed", QT_TRANSLATE_NOOP("Codes",
          "∂{output}/∂{input}: your backward's block is the true one transposed."),
          params=("output", "input")),
    _code(N, "jacobian_broadcast", QT_TRANSLATE_NOOP("Codes",
          "∂{output}/∂{input}: {input} is broadcast in forward (each of its elements feeds several "
          "outputs), but your backward does not sum the gradient over the broadcast dimension."),
          params=("output", "input")),
    _code(N, "jacobian_sign", QT_TRANSLATE_NOOP("Codes",
          "∂{output}/∂{input}: your backward's block is the true one with the wrong sign."),
          params=("output", "input")),
    _code(N, "jacobian_factor", QT_TRANSLATE_NOOP("Codes",
          "∂{output}/∂{input}: your backward's block is {factor} times the true one."),
          params=("output", "input", "factor")),
    _code(N, "jacobian_swapped", QT_TRANSLATE_NOOP("Codes",
          "∂{output}/∂{input}: your backward gives {input} the gradient that belongs to {other}."),
          params=("output", "input", "other")),
    _code(N, "jacobian_differs", QT_TRANSLATE_NOOP("Codes",
          "∂{output}/∂{input}: {count} of {total} entries differ (largest difference {error}, at "
          "row {row}, column {column})."),
          params=("output", "input", "count", "total", "error", "row", "column")),
    _code(N, "jacobian_one_input_wrong", QT_TRANSLATE_NOOP("Codes",
          "Your backward is right for {right} and wrong for {wrong}."), params=("wrong", "right")),
)})

# The person's probe input for the Jacobian (engine/judge/jacobian_choice.py): why it cannot be
# used. ProbeData.jacobian_error, beside the curves' verdict.
ERRORS.update({code.name: code for code in (
    _code(E, "jacobian_values_unknown", QT_TRANSLATE_NOOP("Codes",
          "'{values}' is no way to fill the Jacobian's input: random, linspace or numbers."),
          params=("values",), examples=({"values": "evenly"},)),
    _code(E, "jacobian_shape_invalid", QT_TRANSLATE_NOOP("Codes",
          "The Jacobian's input shape {shape} is not a shape: give whole numbers of at least 1, "
          "separated by commas (e.g. 3,4)."), params=("shape",), examples=({"shape": "(3, 0)"},)),
    _code(E, "jacobian_input_too_large", QT_TRANSLATE_NOOP("Codes",
          "The Jacobian's input of shape {shape} has {elements} elements: at most {most} are allowed "
          "(each element is a column of the Jacobian)."), params=("shape", "elements", "most"),
          examples=({"shape": "(64, 64)", "elements": 4096, "most": 1024},)),
    _code(E, "jacobian_numbers_missing", QT_TRANSLATE_NOOP("Codes",
          "The Jacobian's input is to be your numbers, but none were given: type them separated by "
          "commas (e.g. 0.5, -1, 2).")),
    _code(E, "jacobian_numbers_not_finite", QT_TRANSLATE_NOOP("Codes",
          "The Jacobian's input must be finite numbers: {value} is not."), params=("value",),
          examples=({"value": "nan"},)),
    _code(E, "jacobian_numbers_count", QT_TRANSLATE_NOOP("Codes",
          "{count} numbers were given for the Jacobian's input of shape {shape}, which has {elements} "
          "elements: give one number per element, or another shape."), params=("count", "shape", "elements"),
          examples=({"count": 5, "shape": "(3, 4)", "elements": 12},)),
    _code(E, "jacobian_input_not_finite", QT_TRANSLATE_NOOP("Codes",
          "The forward gives NaN or Inf at the Jacobian's input of shape {shape}: choose other values (a "
          "log or a square root needs positive ones)."), params=("shape",), examples=({"shape": "(8,)"},)),
    _code(E, "jacobian_input_failed", QT_TRANSLATE_NOOP("Codes",
          "The forward fails at the Jacobian's input of shape {shape}: choose another shape or other values."),
          params=("shape", "text"), detail="text",
          inline="The forward fails at the Jacobian's input of shape {shape}: {text} Choose another shape or "
                 "other values.", examples=({"shape": "(3, 5)", "text": "mat1 and mat2 shapes cannot be "
                                                                  "multiplied (3x5 and 4x2)"},)),
)})

# ----------------------------------------------------------------------------- grading
# Why a reference or a submission cannot be graded (engine/referee/reference.py,
# engine/submission/matching.py and engine/submission/evaluate.py). A grade's findings and totals
# are worded by playground/grading/words.py.

ERRORS.update({code.name: code for code in (
    _code(E, "reference_not_function", QT_TRANSLATE_NOOP("Codes",
          "The reference {subject} is an nn.Module: grading against a reference grades an autograd "
          "Function (name it with --function)."), params=("subject",), examples=({"subject": "Block"},)),
    _code(E, "reference_fails", QT_TRANSLATE_NOOP("Codes",
          "The reference {subject} fails on every input the grader tried."), params=("subject",),
          examples=({"subject": "MySoftplus"},)),
    _code(E, "reference_argument", QT_TRANSLATE_NOOP("Codes",
          "The reference's argument {argument} is a {got}: grading sends tensors, numbers, booleans "
          "and strings only."), params=("argument", "got"), examples=({"argument": "table", "got": "dict"},)),
    _code(E, "no_matching_function", QT_TRANSLATE_NOOP("Codes",
          "No autograd Function here matches the reference {reference} (a Function named {reference}, "
          "or whose forward takes {arguments} argument(s)); found: {found}."),
          params=("reference", "arguments", "found"),
          examples=({"reference": "MySoftplus", "arguments": 1, "found": ["Helper", "Net"]},
                    {"reference": "MySoftplus", "arguments": 2, "found": []})),
    _code(E, "not_twice_differentiable", QT_TRANSLATE_NOOP("Codes",
          "The gradients its backward returns cannot be differentiated again (is it "
          "@once_differentiable, or does it compute them from detached tensors?).")),
)})

REGISTRY: dict[Kind, dict[str, Code]] = {Kind.ERROR: ERRORS, Kind.SUMMARY: SUMMARIES,
                                         Kind.GRADCHECK: GRADCHECKS, Kind.CHECK: CHECKS, Kind.NOTE: NOTES,
                                         Kind.RESTART: RESTARTS, Kind.PHASE: PHASES}


def every_code() -> list[Code]:
    return [code for codes in REGISTRY.values() for code in codes.values()]


# ----------------------------------------------------------------------------- wording


def shown(value: object) -> object:
    """A parameter as a sentence shows it: a list as "A, B" ("—" when empty)."""
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value)) or "—"
    return value


def word(code: Code, params: Params, translate: Translate = english) -> Optional[str]:
    """The code's sentence filled from ``params``, through ``translate`` (None when its
    parameters did not come). ``where`` is derived from ``phase`` and ``line``."""
    values = _values(params, translate)
    if code.choose is not None:
        candidates = [code.sentences[code.choose(params)]]
    else:
        candidates = list(code.sentences.values())
    for sentence in candidates:
        if not fields_of(sentence) <= values.keys():
            continue
        for text in (translate(sentence), sentence):  # a translation with a broken field: English
            try:
                return text.format(**values)
            except (ValueError, KeyError, IndexError, TypeError):
                continue
    return None


def word_english(code: Code, params: Params) -> Optional[str]:
    """The English message: the detail inline where the code has one (as the engine says it)."""
    if code.inline and code.detail in params:
        try:
            return code.inline.format(**_values(params, english))
        except (ValueError, KeyError, IndexError, TypeError):
            pass
    return word(code, params)


def _values(params: Params, translate: Translate) -> dict[str, object]:
    """The parameters as sentences show them, and the fields derived from them."""
    values = {name: shown(value) for name, value in params.items() if value is not None}
    values.setdefault("where", where_words(_text(params.get("phase")), params.get("line"), translate))
    exitcode = params.get("exitcode")
    if isinstance(exitcode, int) and exitcode < 0:
        values["signal"] = signal_name(exitcode)
    return values


def _text(value: object) -> Optional[str]:
    return str(value) if value is not None else None
