"""The derivative panel's header in little room (plots/derivative_panel.py, issue 29): what it
says in less room, and its row of checks at the size its sentences were given.

A Russian surrogate verdict beside the stacked curves at 1024×768 in presentation mode took nine
lines at the smallest text, and was cut ("…") to keep the plot. Before any sentence is cut, the
header says less, whole (``header_forms``): gradcheck's sentence in brief ("≈ gradcheck fails,
as it must", under the headline's "By design: a surrogate gradient…"), then the summary without
the judge's notes, then the headline alone (no sentence is drawn smaller than the window's text),
each sentence it leaves out whole under "details ▸". The row of checks under the sentences
(gradgradcheck, the other checks, "details", "second derivative") kept presentation mode's large
text while the sentences above it shrank, and took up to five rows: ``RowOfChecks`` draws it at
their size.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from playground.protocol import ProbeData
from playground.ui.plots.labels import ElidedLabel, scaled_font
from playground.ui.plots.plot_view import LEGEND_ABOVE_AT_LEAST_PX
from playground.ui.plots.verdict import brief_check_words, check_words
from playground.ui.words.codes import note_words, summary_words

PLOT_LEAST_PX = 150  # of data area: the sentences above it take the rest (issue 29: at least 250×150)
PLOT_FLOOR_PX = 120  # what it gives up for whole sentences: no less (a smaller window's are cut)


def header_forms(probe: Optional[ProbeData], summary: str, by_design: bool) -> list[tuple[str, str, list[str]]]:
    """The header's forms, fullest first: (the summary, gradcheck's line, the sentences left out
    of them, for "details"): all whole; gradcheck in brief; the summary without the notes too."""
    if probe is None:
        return [(summary, "", [])]
    gradcheck = check_words("gradcheck", probe.gradcheck, by_design)
    brief = brief_check_words("gradcheck", probe.gradcheck, by_design)
    bare = summary_words(probe, with_notes=False).text
    notes = " ".join(note_words(note).text for note in probe.notes or [])
    moved = [gradcheck] if brief != gradcheck else []
    forms = [(summary, gradcheck, []), (summary, brief, moved), (bare, brief, ([notes] if notes else []) + moved)]
    # last, the headline alone above the plot, the summary whole under "details": sentences are
    # never drawn smaller than the window's text (plots/labels.py body_points)
    return forms + ([("", brief, [summary] + moved)] if summary else [])


@dataclass(frozen=True)
class HeaderRoom:
    """The height the derivative panel's sentences may take, its plot keeping ``least`` px of
    data: ``room`` where a legend above the plot stays there; up to ``legend`` px more where the
    sentences grow enough (past ``pushes``) that the legend goes inside the plot (plot_view.py:
    above only while that leaves it LEGEND_ABOVE_AT_LEAST_PX), its room then the plot's."""

    room: float
    legend: float = 0.0
    pushes: float = 0.0

    def for_heights(self, heights: list[float]) -> float:
        """The room for texts whose whole heights at each size, largest first, are ``heights``:
        with the legend's where the first of them to fit there would push the legend inside
        (a smaller one that did not would leave the plot under its least height)."""
        first = next((height for height in heights if height <= self.room + self.legend), None)
        return self.room + self.legend if first is not None and first > self.pushes else self.room

    def fits(self, heights: list[float], less: float = 0.0) -> bool:
        """Whether any of ``heights`` fits, in ``less`` px less room than there is."""
        room = self.for_heights([height + less for height in heights])
        return any(height + less <= room for height in heights)


def header_room(panel, labels: list) -> HeaderRoom:
    """The room in a DerivativePanel (plots/derivative_panel.py) for its ``labels``, measured
    where it is laid out: what they take now and what its plot has past PLOT_LEAST_PX of data."""
    data = panel.plot_item.getViewBox().sceneBoundingRect().height()
    if panel.view.height() <= 0 or data <= 0:
        return HeaderRoom(panel.header_room_unlaid())
    taken = sum(label.height() for label in labels if not label.isHidden())
    legend = panel.view.legend
    one_row = legend is None or len(legend.items) <= legend.columnCount  # stays above, however short the plot
    if one_row or panel.view.legend_inside or not legend.isVisible():
        return HeaderRoom(taken + data - PLOT_LEAST_PX)
    # the legend goes inside once the plot is shorter than LEGEND_ABOVE_AT_LEAST_PX below its rows
    # (measured as plot_view.py measures them)
    rows = -(-len(legend.items) // max(legend.columnCount, 1))
    rows_height = rows * max(label.item.boundingRect().height() for _sample, label in legend.items)
    pushes = taken + panel.view.height() - rows_height - LEGEND_ABOVE_AT_LEAST_PX
    return HeaderRoom(taken + data - PLOT_LEAST_PX, legend.sceneBoundingRect().height(), pushes)


class RowOfChecks:
    """The row of checks' widgets drawn at a scale of their own fonts (those their panel's look
    gave them: taken again whenever it restyles them, for presentation mode or a theme).

    ``follow(key, scale)``: the scale the sentences were given; while ``key`` (the verdict and
    the panel's size) stays, the row only shrinks: each fit measures the room the fit before it
    freed, and a row that grew back there would take that room again (the fits would not settle).
    """

    def __init__(self, widgets: list[QWidget]) -> None:
        self.widgets = widgets
        self.key: object = None
        self.scale = 1.0
        self._bases: dict[QWidget, QFont] = {}
        self._shown: dict[QWidget, QFont] = {}

    def follow(self, key: object, scale: float) -> None:
        if key != self.key:
            self.key = key
        else:
            scale = min(scale, self.scale)
        self.scale = scale
        for widget in self.widgets:
            if isinstance(widget, ElidedLabel):
                widget.show_at(scale, widget.max_lines)  # its own font stays; it draws smaller
            else:
                self._scale_font(widget, scale)

    def _scale_font(self, widget: QWidget, scale: float) -> None:
        if widget not in self._shown or widget.font() != self._shown[widget]:
            self._bases[widget] = QFont(widget.font())  # restyled since: the look's own font
        font = scaled_font(self._bases[widget], scale)
        if font != widget.font():
            widget.setFont(font)
        self._shown[widget] = QFont(widget.font())
