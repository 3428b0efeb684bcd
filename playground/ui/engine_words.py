"""The engine's messages in the window's language, worded from their code and parameters.

The engine sends English (``ErrorInfo.message``, ``ProbeData.summary``) with a stable ``code`` and
its ``params`` (engine/usercode/errors.py, engine/judge/summary.py). Here each code has its
sentence through ``tr()``; a code that is not here, or whose parameters did not come, keeps the
engine's English, and so does Python's own exception text (code "exception").
"""
from __future__ import annotations

import string
from typing import Optional

from PySide6.QtCore import QCoreApplication

from playground.protocol import ErrorInfo, ProbeData
from playground.ui.i18n import current_language
from playground.ui.restart_words import restart_sentence


def _tr(text: str) -> str:
    return QCoreApplication.translate("EngineWords", text)


def _error_templates() -> dict[str, tuple[str, ...]]:
    """code → sentences, the most specific first (the first whose parameters all came is used)."""
    tr = _tr
    return {
        "wrong_gradient_count": (tr(
            "{function}.backward returned {got} gradient(s), but forward takes {expected} input(s): "
            "return one gradient per input of forward, in the same order (None for an input that "
            "needs none)."),),
        "gradient_shape": (tr(
            "{function}.backward returned a gradient of shape [{got}] for input {index} of forward, "
            "whose shape is [{expected}]: each gradient must have the shape of its input."),),
        "gradient_device": (tr(
            "{function}.backward returned a gradient on {got} for input {index}, but the "
            "computation runs on {expected}: create gradients with torch.zeros_like(input) or on "
            "input.device."),),
        "gradient_dtype": (
            tr("{function}.backward returned a gradient of type {got} for input {index}, which is "
               "{expected}."),
            tr("{function}.backward returned a gradient of dtype {got} for input {index}: gradients "
               "must be floating point, like the input (integers would cut off the fractions)."),
            tr("backward returned a gradient of the wrong kind (complex for a real input, or not a "
               "floating point tensor): return a tensor with the dtype of the input.")),
        "gradient_not_tensor": (
            tr("{function}.backward returned a {got} as gradient {index}, where a tensor (or None) "
               "was expected: return torch tensors, e.g. grad_output * 2, not Python numbers, "
               "lists or numpy arrays."),
            tr("backward returned a {got} where a tensor (or None) was expected: return torch "
               "tensors, e.g. grad_output * 2, not Python numbers, lists or numpy arrays.")),
        "missing_backward": (tr(
            "This Function has no backward: define @staticmethod def backward(ctx, grad_output) "
            "that returns the gradient of each input."),),
        "legacy_function_call": (tr(
            "This is the old way to use a Function (calling an instance, MyFunction()(x)): mark "
            "forward and backward with @staticmethod, give them ctx as first argument, and call "
            "MyFunction.apply(x)."),),
        "inplace_on_input": (tr(
            "forward changes its input in place (an operation ending in _ such as x.clamp_(), or "
            "x[...] = ...): compute a new tensor instead, e.g. y = x.clamp(min=0)."),),
        "saved_tensor_modified": (tr(
            "A tensor saved for backward was changed in place after it was saved: make a copy "
            "(.clone()) before changing it, or change a new tensor instead."),),
        "numpy_requires_grad": (tr(
            "numpy() was called on a tensor that requires grad: use tensor.detach().numpy()."),),
        "out_of_memory": (
            tr("Out of memory: the code asked for {bytes} bytes at once, more than the engine may "
               "use."),
            tr("Out of memory: the code asked for more memory than there is.")),
        "once_differentiable": (tr(
            "This backward is marked @once_differentiable, so it cannot be differentiated "
            "again."),),
        "exit_called": (tr(
            "The code called sys.exit() or exit(); it was stopped there (the playground keeps "
            "running)."),),
        "recursion": (tr("Maximum recursion depth exceeded: a function calls itself without end."),),
        "binary_source": (tr("This is not Python text (it contains null bytes): is it a binary file?"),),
        "no_subject": (tr(
            "No autograd Function or nn.Module found: define a class that subclasses "
            "torch.autograd.Function, with forward and backward as @staticmethods."),),
        "layer_needs_module": (tr(
            "Layer mode trains an nn.Module, and {name} is a Function: wrap it in an nn.Module "
            "that owns its parameters."),),
        "no_tensor_input": (tr(
            "{function}.forward takes no tensor input to vary: the playground studies a Function "
            "of a tensor x, e.g. def forward(ctx, x)."),),
        "missing_staticmethod": (tr(
            "{function}.{method} takes self and ctx but has no @staticmethod above it: autograd "
            "calls {function}.{method}(ctx, ...) without an instance, so write @staticmethod "
            "above it and drop self."),),
        "forward_modifies_input": (tr(
            "{function}.forward changes its input in place: compute a new tensor instead (e.g. "
            "x.clamp(min=0), not x.clamp_(min=0)), or mark the input with ctx.mark_dirty(x) and "
            "return it."),),
        "no_differentiable_output": (tr(
            "The output of {function} does not depend on x for autograd (was it detached, "
            "computed under no_grad, or marked non-differentiable?)."),),
        "output_not_elementwise": (tr(
            "{function} returns a tensor of shape {got} for an input of {rows} rows: the "
            "playground plots a function that gives one output per input point (elementwise, or "
            "row by row for a layer)."),),
        "gradient_not_finite": (tr(
            "{function}.backward returns NaN or Inf at x = {x}, where f and its numerical "
            "derivative are finite (a division by zero? a log or sqrt of 0?)."),),
        "subject_not_found": (tr("There is no Function or Module named '{name}' in the code; found: "
                                 "{available}."),),
        "no_tensor_output": (tr("{subject} returned {got}, not a tensor: forward must return the "
                                "output tensor."),),
        "call_failed": (tr("{subject} could not be called on an input of shape {tried}: {text} If it "
                           "needs another input shape, give it with --shape (e.g. --shape 64,10) or "
                           "the shape field."),),
        "device_unavailable": (tr("Device {device} is not available: {reason}"),),
        # non_finite: chosen by what became NaN or infinite (see _error_code)
        "non_finite_loss_nan": (tr("The loss became NaN at step {step}. Training stopped: try a "
                                   "smaller learning rate, or check what your backward returns."),),
        "non_finite_loss_inf": (tr("The loss became infinite at step {step}. Training stopped: try a "
                                   "smaller learning rate, or check what your backward returns."),),
        "non_finite_gradient_nan": (tr("The gradient of {where} became NaN at step {step}. Training "
                                       "stopped: try a smaller learning rate, or check what your "
                                       "backward returns."),),
        "non_finite_gradient_inf": (tr("The gradient of {where} became infinite at step {step}. "
                                       "Training stopped: try a smaller learning rate, or check what "
                                       "your backward returns."),),
        "unknown_device": (tr("Device {device} is not available: {reason}"),),
        "staticmethod_on_class": (tr(
            "@{decorator} is written above class {name}, so {name} is not a class any more and no "
            "Function is found: move @{decorator} down, above each of its methods (def forward, "
            "def backward)."),),
        "functional_f_shadowing": (tr(
            "F here is torch.nn.functional (imported for you, as tutorials do), which has no "
            "'{attribute}': the code uses F.{attribute} but defines no class F. Define class "
            "F(torch.autograd.Function), or call your Function by its own name."),),
        "indentation_lost": (tr(
            "The indentation was lost in copying: no line of the code is indented. Python needs the "
            "body of line {opener} indented, starting at line {line}; indent each block by 4 spaces "
            "as in the original."),),
        "torchscript_argument_type": (tr(
            "The TorchScript function {script}() expects its argument '{argument}' to be a "
            "{expected}, but it was given a {found}."),),
        "export_failed": (tr("Could not export the weights to {path}: {reason}"),),
        "graph_not_ready": (tr("The graph appears after the first training step: press Train or Step."),),
        "export_no_model": (tr("There is no trained model to export yet: train one first."),),
    }


def _summary_templates() -> dict[str, str]:
    tr = _tr
    return {
        "gradient_not_finite": tr("Your backward gives NaN or Inf at x = {x}, where f and its "
                                  "numerical derivative are finite."),
        "differs_by_design": tr("Your backward differs from the true derivative at {percent}% of "
                                "the points, all where f is flat or jumps: a surrogate gradient "
                                "such as a straight-through estimator differs here by design."),
        "ignores_grad_output": tr("Your backward does not multiply by grad_output, so it differs "
                                  "from the true derivative at {percent}% of the points and "
                                  "gradcheck fails: by the chain rule an input's gradient is "
                                  "grad_output times the derivative."),
        "differs_scaled": tr("Your backward gives {factor} times the true derivative everywhere, "
                             "as a gradient reversal or gradient scaling layer does."),
        "no_gradient": tr("Your backward returns None for x, so no gradient flows, although f "
                          "changes with x."),
        "differs": tr("Your backward differs from the true derivative at {percent}% of the points "
                      "(largest error {error} at x = {x})."),
        "gradcheck_fails_for_parameter": tr(
            "Your backward's derivative with respect to x agrees with the numerical one, but "
            "gradcheck fails for the parameter '{parameter}': the gradient it receives differs "
            "from the numerical one (largest difference {error})."),
        "matches_with_kinks": tr("Your backward matches the true derivative everywhere except at "
                                 "{kinks} kink or jump point(s), where no derivative exists, and "
                                 "gradcheck passes."),
        "matches": tr("Your backward matches the true derivative at all {points} points, and "
                      "gradcheck passes."),
        "wrong_sign": tr("Your backward gives -1 times the true derivative everywhere: its sign is "
                         "wrong (nothing in the code says it is meant to reverse the gradient)."),
        "wrong_factor": tr("Your backward gives {factor} times the true derivative everywhere: a "
                           "constant factor is missing or extra."),
        "backward_random": tr("Your backward gives a different gradient each time it runs on the "
                              "same input and grad_output (does it add random noise?), so it is "
                              "not the derivative of f."),
        "sums_grad_output": tr("Your backward mixes grad_output across points (as "
                               "grad_output.sum() does): by the chain rule each input's gradient "
                               "uses only its own output's grad_output."),
        "not_proportional": tr("Your backward does not scale with grad_output (does it clip or "
                               "limit it?): by the chain rule the gradient is grad_output times "
                               "the derivative, so doubling grad_output must double it."),
        "wrong_for_negative_grad_output": tr(
            "Your backward is right for a positive grad_output but wrong when grad_output is "
            "negative (at {percent}% of the points): the chain rule holds for either sign."),
        "relu_mask_missing": tr("Your backward passes grad_output through unchanged where f is "
                                "flat, at {percent}% of the points: a straight-through estimator "
                                "does this on purpose; a ReLU whose backward forgot the mask does "
                                "it by mistake."),
        "not_elementwise_passes": tr("The output at one point depends on other points, so the "
                                     "curves are not compared point by point; gradcheck passes."),
        "not_elementwise_fails": tr("The output at one point depends on other points, so the "
                                    "curves are not compared point by point; gradcheck fails."),
    }


def _fill(templates, params: dict) -> Optional[str]:
    for template in templates:
        names = {field for _text, field, _spec, _conv in string.Formatter().parse(template) if field}
        if names <= set(params):
            try:
                return template.format(**params)
            except (ValueError, KeyError, IndexError):
                continue
    return None


def error_message(error: ErrorInfo) -> str:
    """The error's message in the window's language (the engine's English when it has no wording)."""
    code = error.code or ""
    if code.startswith("engine_") and current_language() != "en":  # a restart cut the request short
        params = error.params or {}
        worded = restart_sentence(code[len("engine_"):], params.get("phase"), error.line,
                                  params.get("exitcode"))
        return worded or error.message
    params = {key: ", ".join(map(str, value)) or "—" if isinstance(value, (list, tuple)) else value
              for key, value in (error.params or {}).items()}  # a list reads as "A, B"
    templates = _error_templates().get(_error_code(code, params))
    found = _fill(templates, params) if templates else None
    return found or error.message


def _error_code(code: str, params: dict) -> str:
    """The template's key: a non-finite value is worded by what became NaN or infinite."""
    if code != "non_finite":
        return code
    what = "loss" if params.get("where") == "loss" else "gradient"
    return f"non_finite_{what}_{'nan' if params.get('value') == 'NaN' else 'inf'}"


def summary_sentence(probe: Optional[ProbeData]) -> str:
    """The verdict's sentence in the window's language ("" without a probe)."""
    if probe is None:
        return ""
    code, params = probe.summary_code, dict(probe.summary_params or {})
    if code == "not_elementwise":
        code = f"not_elementwise_{params.get('gradcheck', '')}"
    template = _summary_templates().get(code or "")
    found = _fill((template,), params) if template else None
    notes = [str(note) for note in params.get("notes") or []]  # the judge's notes, in English
    return " ".join([found] + notes) if found else probe.summary
