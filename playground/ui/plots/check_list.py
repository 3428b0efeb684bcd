"""CheckList: the checks of ProbeData.checks beyond gradcheck's, in a few words beside it, and
each check in a sentence when asked for.

A Function written in PyTorch 2's ways is checked in more ways than gradcheck's: its jvp (forward
mode), torch.func, vmap, a custom op's opcheck and, on request, torch.compile. Most Functions skip
most of them (a classic Function has no jvp and works under no torch.func transform), and the
header above the derivative plot has no height to spare on a 1280×720 projector: so the row says
only "✓ gradgradcheck  ✗ jvp  ✓ torch.func", in gradgradcheck's place and as a link (a classic
Function's "✓ gradgradcheck": the checks it skips are left to the list; a ▸ or a button's margins
wrapped the row on a 1366×768 projector at 150 %). A click on it opens the list, where each check
says what it found or why it did not run (torch's own words wait behind the panel's "details"),
with the button that asks for the slow torch.compile check under them. The list lies over the
top of the plot, as the hover readout does (overlay_readout.py): opened in the header it took
the plot most of its height, and the plot jumped each time.
"""
from __future__ import annotations

import html
from typing import Optional

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from playground.protocol import CheckOutcome
from playground.ui.plots.verdict import FAILED, PASSED, check_lines, checks_in_brief, extra_checks
from playground.ui.theme import colours

MARGIN_PX = 4  # between the list and the plot's edges
SURROGATE = "≈"


class CheckList(QLabel):
    """The row's "✓ gradgradcheck  ✗ jvp  ✓ torch.func" link; a click shows ``box`` over the top
    of ``view`` (the plot), or hides it: ``label`` (a line per check) and ``compile_button``
    (Check under torch.compile, once the window gives it its action). Hidden when no check beyond
    gradcheck's came. The list stays open or closed from one probe to the next (typing re-checks
    the code every pause)."""

    def __init__(self, view: QWidget, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)  # each check's symbol in its verdict's colour
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.view = view
        self.box = QFrame(view)
        self.box.setObjectName("checkList")
        self.label = QLabel(self.box)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setCursor(Qt.CursorShape.PointingHandCursor)
        self.label.setToolTip(self.tr("Click to close the list of checks"))
        self.label.installEventFilter(self)  # a click on the list closes it
        self.compile_button = QPushButton(self.box)
        self.compile_button.hide()  # until the window gives it its action (set_compile_action)
        self._compile_action = None
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.compile_button)
        layout = QVBoxLayout(self.box)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(4)
        layout.addWidget(self.label)
        layout.addLayout(row)
        self.box.hide()
        view.installEventFilter(self)
        self.is_open = False
        self.checks: list[CheckOutcome] = []
        self.by_design = False
        self.lead = ""
        self._brief = ""
        self._lines: list[str] = []
        self._details: list[str] = []
        self.set_checks([])

    def set_checks(self, checks: list[CheckOutcome], by_design: bool = False, lead: str = "") -> None:
        """The checks of a probe ([]: none, so nothing shows); ``by_design``: a surrogate
        gradient, which gradcheck must fail; ``lead``: the row's words before them (gradgradcheck's)."""
        self.checks, self.by_design, self.lead = list(checks or []), by_design, lead
        self._brief = checks_in_brief(self.checks, lead)
        self._lines = [words.text for words in check_lines(self.checks, by_design)]
        # gradcheck's and gradgradcheck's own lines give torch's words about them
        self._details = [line.detail for line in check_lines(extra_checks(self.checks)) if line.detail]
        theme = colours()
        chips = "&nbsp;&nbsp;".join(_coloured(chip, whole=False) for chip in self._brief.split("  ") if chip)
        self.setText(f'<a href="checks" style="color: {theme.text};">{chips}</a>' if chips else "")
        self.setToolTip("\n".join([self.tr("Click to see each check in a sentence:"), *self._lines]))
        self.label.setText("<br>".join(_coloured(line) for line in self._lines))
        self.box.setStyleSheet(f"QFrame#checkList {{ background: {theme.plot_background}; "
                               f"border: 1px solid {theme.hint_text}; }} "
                               f"QLabel {{ color: {theme.text}; }}")
        self.setVisible(bool(self._brief))
        self._show()

    def brief(self) -> str:
        """What the row says, as plain text ("✓ gradgradcheck  ✗ jvp  ✓ torch.func")."""
        return self._brief

    def toggle(self) -> None:
        self.is_open = not self.is_open
        self._show()

    def open(self) -> None:
        """Show the list (the answer to Check under torch.compile is in it), now or once the
        checks of the probe on the way are set."""
        self.is_open = True
        self._show()

    def set_compile_action(self, action) -> None:
        """The button under the list: ``action`` (Run ▸ Check under torch.compile), its words
        and its state."""
        self._compile_action = action
        self.compile_button.clicked.connect(action.trigger)
        action.changed.connect(self._follow_action)
        self._follow_action()
        self.compile_button.show()

    def _follow_action(self) -> None:
        action = self._compile_action
        self.compile_button.setText(action.iconText())
        self.compile_button.setToolTip(action.toolTip())
        self.compile_button.setEnabled(action.isEnabled())
        self._place()

    def details(self) -> list[str]:
        """torch's own words about each check, "name: words", for the "details" toggle."""
        return list(self._details)

    def lines(self) -> list[str]:
        """Each check in a sentence, as the list says it."""
        return list(self._lines)

    def _show(self) -> None:
        self.box.setVisible(self.is_open and bool(self._brief))
        self._place()

    def _place(self) -> None:
        """Across the top of the plot, as tall as its lines need (at most the plot's height)."""
        if self.box.isHidden():
            return
        width = max(self.view.width() - 2 * MARGIN_PX, 0)
        wanted = self.box.layout().totalHeightForWidth(width)
        height = min(wanted if wanted > 0 else self.box.sizeHint().height(),
                     max(self.view.height() - 2 * MARGIN_PX, 0))
        self.box.setGeometry(MARGIN_PX, MARGIN_PX, width, height)
        self.box.raise_()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton:
            self.toggle()
        super().mouseReleaseEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.view and event.type() == QEvent.Type.Resize:
            self._place()
        elif watched is self.label and event.type() == QEvent.Type.MouseButtonRelease:
            self.is_open = False
            self._show()
        return False

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.set_checks(self.checks, self.by_design, self.lead)
        elif event.type() == QEvent.Type.FontChange:  # presentation mode: the list's font follows
            self._place()


def _coloured(text: str, whole: bool = True) -> str:
    """``text`` as rich text in the colour of its symbol (passed, failed, as a surrogate must,
    skipped): the whole line of the list, or the symbol alone in the row."""
    theme = colours()
    colour = {PASSED: theme.verdict["matches"], FAILED: theme.verdict["differs"],
              SURROGATE: theme.verdict["surrogate"]}.get(text[:1], theme.hint_text)
    if whole:
        return f'<span style="color: {colour};">{html.escape(text)}</span>'
    return f'<span style="color: {colour};">{html.escape(text[:1])}</span>{html.escape(text[1:])}'
