"""InputChoice: the Jacobian's probe input as the person sets it — the first input's shape and
its values, "the code's own call" (the default: its values, as the curves and Run Example use
them), "random, seed 0", "linspace" (evenly over the x range) or "my numbers" (a field of
comma-separated numbers) — sent with the next check (CompileRequest.jacobian_shape,
jacobian_values, jacobian_numbers; engine/judge/jacobian_choice.py honours them).

The box says what the maps' header says (issue 29: "at the inputs of the code's own call" beside
a box that read "random"): the default entry names the code's own call, or, where the engine fell
back from it, the call's shapes or inferred ones with random values (show_used); a shape typed
while it is chosen turns the box to random values, which a shape of one's own is given.

Text that is no shape or no numbers is said under the fields at once and sends nothing; what the
engine cannot honour (numbers that do not fill the shape, a forward that fails there) comes back
as ProbeData.jacobian_error, which the panel says.
"""
from __future__ import annotations

import re
from typing import Optional

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QLineEdit, QSizePolicy, QVBoxLayout, QWidget

from playground.ui.plots.flow_layout import FlowLayout
from playground.ui.plots.whole_combo import WholeComboBox
from playground.ui.theme import colours
from playground.vocabulary import ProbeValues

SHAPE_CHARACTERS = 6  # "12, 34"; a longer shape scrolls in its field
FIELD_CHROME_PX = 14  # a line edit's frame and inner margins, both sides
SEPARATORS = re.compile(r"[,;\s]+")  # commas, semicolons or spaces between the numbers
DEFAULT: dict = {}  # the request's own defaults: the code's own call (else seeded random values)
# The seed of the judge's random values (engine/usercode/seeding.py's SEED, which the engine's
# Jacobian draws with too; the window imports no engine module, a test keeps the two equal).
JUDGE_SEED = 0


class InputParseError(ValueError):
    """Text in a field that is not what it should be; its message is for the person (translated)."""


def split_numbers(text: str) -> list[str]:
    """The parts of a list typed as "3, 4", "3 4", "(3, 4)" or "[0.5; -1]"."""
    return [part for part in SEPARATORS.split(text.strip().strip("()[]")) if part]


class ShapeField(QLineEdit):
    """A field as wide as a shape takes (SHAPE_CHARACTERS of its font), not a line edit's default
    17 characters: in a narrow panel the values' box keeps the room beside it."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        text = QFontMetrics(self.font()).horizontalAdvance("0" * SHAPE_CHARACTERS)
        return QSize(text + FIELD_CHROME_PX, super().sizeHint().height())


class InputChoice(QWidget):
    """The shape field, the values picker and the numbers field (shown for "my numbers")."""

    chosen = Signal(object)  # the request's jacobian_* fields, a dict ({}: the defaults)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self.tr("Probe input:"))
        self.shape_field = ShapeField()
        self.shape_field.setPlaceholderText(self.tr("shape of the call"))
        self.shape_field.setToolTip(self.tr(
            "The shape of the first input, e.g. 3, 4 (empty: the shape of the code's own call). Other "
            "inputs of the same shape take it too."))
        self.values = WholeComboBox()
        self.used_shape: Optional[tuple] = None  # the first input's shape the maps shown were taken at
        for text, kind in ((self.call_words(), ProbeValues.CALL),
                           (self.tr("random, seed {seed}").format(seed=JUDGE_SEED), ProbeValues.RANDOM),
                           (self.tr("linspace"), ProbeValues.LINSPACE), (self.tr("my numbers"), ProbeValues.NUMBERS)):
            self.values.addItem(text, str(kind))
        self.values.setToolTip(self.tr(
            "The first input's values: the code's own call (its values, as the curves and Run Example use "
            "them), random with seed 0 (the same each time), evenly spaced over the x range, or your own "
            "numbers. The other inputs keep their seeded values."))
        self.numbers_field = QLineEdit()
        self.numbers_field.setPlaceholderText(self.tr("e.g. 0.5, -1, 2"))
        self.numbers_field.setToolTip(self.tr("Numbers separated by commas, in row-major order."))
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.hide()
        # Wraps: in a narrow panel (Russian at 1024×768 in presentation mode) the values' box goes
        # under the shape field whole, rather than both cut ("2…", "формы вызова, случайные, зе").
        row = FlowLayout(spacing=4)
        self.shape_field.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        for widget in (self.label, self.shape_field, self.values, self.numbers_field):
            row.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(row)
        layout.addWidget(self.problem)
        self.shape_field.editingFinished.connect(self.send)
        self.numbers_field.editingFinished.connect(self.send)
        self.values.currentIndexChanged.connect(self._values_changed)
        self._sent: dict = DEFAULT
        self._show_numbers()
        self.refresh_theme()

    def text_widgets(self) -> list[QWidget]:
        """The widgets whose font follows presentation mode."""
        return [self.label, self.shape_field, self.values, self.numbers_field, self.problem]

    def fields(self) -> dict:
        """The request's jacobian_* fields from the widgets ({} for the defaults); raises
        InputParseError with words for the person."""
        shape = self._shape()
        kind = self.values.currentData()
        if kind == ProbeValues.CALL:
            if shape is None:
                return DEFAULT
            kind = str(ProbeValues.RANDOM)  # a shape of its own has no call's values (send() says so)
        elif kind == ProbeValues.RANDOM and shape is None:
            shape = self.used_shape  # without a shape the request means the call's own values
        numbers = self._numbers() if kind == ProbeValues.NUMBERS else None
        return {"jacobian_shape": shape, "jacobian_values": kind, "jacobian_numbers": numbers}

    def _shape(self) -> Optional[tuple]:
        parts = split_numbers(self.shape_field.text())
        if not parts:
            return None
        if not all(part.isdigit() and int(part) >= 1 for part in parts):
            raise InputParseError(self.tr("“{text}” is no shape: type whole numbers of at least 1, separated "
                                          "by commas (e.g. 3, 4).").format(text=self.shape_field.text().strip()))
        return tuple(int(part) for part in parts)

    def _numbers(self) -> list:
        parts = split_numbers(self.numbers_field.text())
        if not parts:
            raise InputParseError(self.tr("Type your numbers, separated by commas (e.g. 0.5, -1, 2)."))
        numbers = []
        for part in parts:
            try:
                numbers.append(float(part))
            except ValueError:
                raise InputParseError(self.tr("“{part}” is not a number: type numbers separated by commas "
                                              "(e.g. 0.5, -1, 2).").format(part=part)) from None
        return numbers

    def send(self) -> None:
        """The fields as they are now, if they parse and changed (Enter, leaving a field, a new
        kind of values); else the words why, and nothing is sent."""
        try:
            fields = self.fields()
        except InputParseError as problem:
            self.say(str(problem))
            return
        self.say("")
        if fields != DEFAULT and self.values.currentData() == ProbeValues.CALL:
            self._choose_quietly(ProbeValues.RANDOM)  # the box says what goes with the shape typed
        if fields != self._sent:
            self._sent = fields
            self.chosen.emit(fields)

    def _choose_quietly(self, kind: ProbeValues) -> None:
        self.values.blockSignals(True)
        self.values.setCurrentIndex(self.values.findData(str(kind)))
        self.values.blockSignals(False)
        self._show_numbers()

    def _values_changed(self, _index: int) -> None:
        if self.values.currentData() == ProbeValues.CALL:
            self.shape_field.clear()  # the call's own values come with the call's own shape
        self._show_numbers()
        if self.values.currentData() == ProbeValues.NUMBERS and not self.numbers_field.text().strip():
            self.numbers_field.setFocus()  # nothing to send before the numbers are typed
            return
        self.send()

    def _show_numbers(self) -> None:
        self.numbers_field.setVisible(self.values.currentData() == ProbeValues.NUMBERS)

    def say(self, words: str) -> None:
        """Words under the fields about what was typed (empty: none)."""
        self.problem.setText(words)
        self.problem.setVisible(bool(words))

    def call_words(self, inputs_from: Optional[str] = None, values: Optional[str] = None) -> str:
        """The default entry's words: what the Jacobian shown was taken at when nothing was
        chosen (``inputs_from`` and ``values`` as protocol.Jacobian says them)."""
        if inputs_from == "inferred":  # no call in the code
            return self.tr("inferred shapes, random, seed {seed}").format(seed=JUDGE_SEED)
        if inputs_from == "call" and values != ProbeValues.CALL:  # the call's values failed or were too large
            return self.tr("the call's shapes, random, seed {seed}").format(seed=JUDGE_SEED)
        return self.tr("the code's own call")

    def show_used(self, shape: Optional[tuple], inputs_from: Optional[str] = None,
                  values: Optional[str] = None) -> None:
        """The first input's shape the last Jacobian was taken at, as the empty field's hint, and
        where nothing was chosen, what its values were in the default entry's words."""
        self.used_shape = tuple(shape) if shape else None
        self.shape_field.setPlaceholderText(", ".join(str(n) for n in shape) if shape else self.tr("shape of the call"))
        if inputs_from != "chosen":
            self.values.setItemText(self.values.findData(str(ProbeValues.CALL)), self.call_words(inputs_from, values))

    def reset(self) -> dict:
        """The defaults again, without sending them (a new document: its own call's input)."""
        for widget in (self.shape_field, self.values, self.numbers_field):
            widget.blockSignals(True)
        self.shape_field.clear()
        self.numbers_field.clear()
        self.values.setCurrentIndex(0)
        for widget in (self.shape_field, self.values, self.numbers_field):
            widget.blockSignals(False)
        self._show_numbers()
        self.say("")
        self._sent = DEFAULT
        return DEFAULT

    def refresh_theme(self) -> None:
        self.problem.setStyleSheet(f"color: {colours().console_error};")
