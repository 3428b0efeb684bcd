"""The codes of a subject judged by its Jacobian, added to ERRORS, SUMMARIES and NOTES when this
module is imported (playground/codes/__init__.py imports it).
"""
from __future__ import annotations

from playground.codes.base import QT_TRANSLATE_NOOP, Kind, _code
from playground.codes.errors import ERRORS
from playground.codes.notes import NOTES
from playground.codes.verdict import SUMMARIES

S = Kind.SUMMARY
N = Kind.NOTE
E = Kind.ERROR

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
