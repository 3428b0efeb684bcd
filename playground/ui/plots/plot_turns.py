"""PlotTurns: a training panel's plots one at a time where the panel is too short for each to be
readable, with a row of buttons to pick the one shown (as the curves and the Jacobian's maps do:
window/one_curve.py, jacobian/maps_row.py).

After lesson 11 trained at 960×540 logical px (1920×1080 at scale 2) the loss plot's data area was
324×59 px beside its accuracy plot (issue 29: every main plot at least 250×150). Where the panel
is shorter than its ``fold_below_px``, or where all the plots in use, laid out together, leave one
of them a data area smaller than READABLE_PX (250×150), the first plot shows alone and the buttons
bring another; else all the plots in use show and the buttons hide. A fixed height alone missed
presentation mode's large titles and ticks: lesson 11 trained at 1280×720 left the accuracy plot
60 px of data in a 595-px panel.
"""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QToolButton, QWidget

from playground.ui.plots.plot_view import PlotView

# A plot's data area (the view box inside its axes) at least this wide and tall, logical px (issue 29).
READABLE_PX = (250, 150)


class PlotTurns(QWidget):
    """``pages``: (button text, the page's widgets, whether the run uses it now) in order, the
    first shown first; ``panel``: the widget whose height decides; ``secondary``: plots of the
    pages that may be smaller than READABLE_PX beside the others (a histogram beside its tensor)."""

    def __init__(self, panel: QWidget, pages: list[tuple[str, tuple, Callable[[], bool]]],
                 fold_below_px: int, secondary: tuple = ()) -> None:
        super().__init__()
        self.panel, self.pages, self.fold_below_px = panel, pages, fold_below_px
        self.secondary = secondary
        self.one_at_a_time = False
        self.group = QButtonGroup(self)
        self.buttons = []
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        for index, (text, _widget, _in_use) in enumerate(pages):
            button = QToolButton()
            button.setText(text)
            button.setCheckable(True)
            button.setAutoRaise(True)
            self.group.addButton(button, index)
            self.buttons.append(button)
            row.addWidget(button)
        row.addStretch(1)
        self.buttons[0].setChecked(True)
        self.group.idToggled.connect(lambda _index, on: on and self.fit())
        self._fitting = False  # a fit lays the plots out to measure them: their moves are its own
        self._refit_queued = False
        self._stretch: Optional[dict[QWidget, int]] = None  # the panel's own, read when first laid out
        for view in self._plots(range(len(pages))):
            view.plot_item.getViewBox().sigResized.connect(self._data_area_resized)
        panel.installEventFilter(self)
        self.hide()

    def fit(self) -> None:
        """One plot at a time where more than one is in use and the panel is short, or the plots
        together leave one of them too short; else all."""
        in_use = [index for index, (_text, _widget, used) in enumerate(self.pages) if used()]
        if self.group.checkedId() not in in_use and in_use:
            self.buttons[in_use[0]].setChecked(True)  # toggles: fit again
            return
        self._fitting = True
        try:
            # A panel not on screen has no height of its own yet (and exports all): fitted when shown.
            self.one_at_a_time = len(in_use) > 1 and self.panel.isVisible() and (
                self.panel.height() < self.fold_below_px or not self._readable_together(in_use))
            self._show(self.one_at_a_time)
        finally:
            self._fitting = False

    def _show(self, one_at_a_time: bool) -> None:
        """A widget of several pages (a row that holds two pages' plots) shows with any of them."""
        shown = []
        for index, (_text, widgets, used) in enumerate(self.pages):
            if used() and (not one_at_a_time or index == self.group.checkedId()):
                shown += widgets
            self.buttons[index].setVisible(used())
        for _text, widgets, _used in self.pages:
            for widget in widgets:
                widget.setVisible(any(widget is other for other in shown))
        self.setVisible(one_at_a_time)

    def _readable_together(self, in_use: list[int]) -> bool:
        """Whether every plot in use has a data area of READABLE_PX with all of them shown, laid
        out now at the panel's present size (no paint comes in between) and measured: with the
        panel's own shares of its height, else with shares as large as each plot needs (at
        1280×720 the loss plot's title and legend took a share the accuracy plot needed)."""
        self._show(False)
        own = self._own_stretch()
        self._lay_out(own)
        if all(readable(view) for view in self._plots(in_use)):
            return True
        self._lay_out(self._stretch_by_need(in_use))
        if all(readable(view) for view in self._plots(in_use)):
            return True
        self._lay_out(own)
        return False

    def _own_stretch(self) -> dict[QWidget, int]:
        """The stretch the panel's layout gave each of its widgets that holds a plot, as built."""
        if self._stretch is None:
            layout = self.panel.layout()
            holders = {self._holder(view) for view in self._plots(range(len(self.pages)))} - {None}
            self._stretch = {holder: layout.stretch(layout.indexOf(holder)) for holder in holders}
        return self._stretch

    def _stretch_by_need(self, in_use: list[int]) -> dict[QWidget, int]:
        """Each plot's holder stretched by the height its plot needs: its titles, legend and
        axis (its height less its data area's) and READABLE_PX's height of data."""
        need: dict[QWidget, int] = {}
        for view in self._plots(in_use):
            holder = self._holder(view)
            if holder is not None:
                box = view.plot_item.getViewBox().geometry()
                wanted = round(view.height() - box.height()) + READABLE_PX[1]
                need[holder] = max(need.get(holder, 0), wanted)
        return need

    def _holder(self, view: PlotView) -> Optional[QWidget]:
        """The widget of the panel's layout that is ``view`` or holds it."""
        layout = self.panel.layout()
        for index in range(layout.count()):
            widget = layout.itemAt(index).widget()
            if widget is not None and (widget is view or widget.isAncestorOf(view)):
                return widget
        return None

    def _lay_out(self, stretch: dict[QWidget, int]) -> None:
        layout = self.panel.layout()
        for widget, factor in stretch.items():
            layout.setStretchFactor(widget, factor)
        layout.invalidate()
        layout.activate()

    def _plots(self, indices) -> list[PlotView]:
        """The main plots of the pages ``indices``: those held to READABLE_PX."""
        return [widget for index in indices for widget in self.pages[index][1]
                if isinstance(widget, PlotView) and not any(widget is plot for plot in self.secondary)]

    def _data_area_resized(self) -> None:
        """A plot shown with the others lost room without the panel resizing (a legend that
        came with the first curves takes its rows): fit again, once, after the present layout."""
        if self._fitting or self.one_at_a_time or self._refit_queued or not self.panel.isVisible():
            return
        shown = [view for view in self._plots(range(len(self.pages))) if view.isVisible()]
        if len(shown) > 1 and not all(readable(view) for view in shown):
            self._refit_queued = True
            QTimer.singleShot(0, self._refit)

    def _refit(self) -> None:
        self._refit_queued = False
        self.fit()

    def show_page(self, index: int) -> None:
        """The page ``index`` in front, as its button does (all show where they fit)."""
        self.buttons[index].setChecked(True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        # Any resize: a narrower plot wraps its legend into more rows, and they take its height.
        if watched is self.panel and event.type() in (QEvent.Type.Show, QEvent.Type.Resize):
            self.fit()
        return False


def readable(view: PlotView) -> bool:
    """Whether a plot's data area (its view box), as its layout places it now, is READABLE_PX."""
    view.ci.layout.activate()
    box = view.plot_item.getViewBox().geometry()
    return box.width() >= READABLE_PX[0] and box.height() >= READABLE_PX[1]
