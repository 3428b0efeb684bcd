"""MapsRow: the Jacobian's three heat maps side by side, equally wide, with their one colour bar
beside them in a column of its own.

Inserted in the third map's plot the bar took that map's room: "yours − true" was 101 px wide
beside 194 at 1024×768 (issue 29). In its own fixed-width column, each map has the same axes and
margins, so equal shares of the row give equal maps; the bar's top and bottom follow the first
map's cells, so its scale lies beside them.
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from playground.ui.plots.plot_view import PlotView
from playground.ui.theme import colours

BAR_MARGIN_PX = 4  # left and right of the bar in its column


class MapsRow(QWidget):
    """``views``: the three maps' PlotViews, left to right, under their ``titles`` (labels);
    ``bar``: the colour bar they share."""

    def __init__(self, views: list[PlotView], titles: list[QLabel], bar: pg.ColorBarItem,
                 minimum_map_width: int) -> None:
        super().__init__()
        self.views = views
        self.titles = titles
        self.bar = bar
        self.bar_view = pg.GraphicsLayoutWidget()
        self.bar_view.addItem(bar, row=0, col=0)
        self.bar_view.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        for column, (view, title) in enumerate(zip(views, titles)):
            # Three maps share the width there is, and the height the splitter gives. The titles
            # are labels that wrap: a plot's own title asks for its whole width, and in a narrow
            # map the scene was cut at the right ("your bac", its columns past 4 unseen).
            title.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(title, 0, column)
            view.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
            view.setMinimumWidth(minimum_map_width)
            layout.addWidget(view, 1, column)
            layout.setColumnStretch(column, 1)
        layout.addWidget(self.bar_view, 1, len(views))
        layout.setRowStretch(1, 1)
        views[0].plot_item.getViewBox().sigResized.connect(self.align_bar)
        self.refresh_theme()

    def fit_bar(self, axis_width: float) -> None:
        """The bar's column as wide as the bar and its axis (``axis_width``, the ticks' room)."""
        self.bar.axis.setWidth(axis_width)
        bar_width = self.bar.layout.columnMinimumWidth(1) or 14
        self.bar_view.setFixedWidth(int(bar_width + axis_width + 2 * BAR_MARGIN_PX + 6))
        self.align_bar()

    def align_bar(self) -> None:
        """The bar from the top to the bottom of the first map's cells (its title and axis aside)."""
        view = self.views[0]
        cells = view.plot_item.getViewBox().sceneBoundingRect()
        if cells.height() <= 0:
            return
        below = max(view.height() - cells.bottom(), 0)
        self.bar_view.ci.setContentsMargins(BAR_MARGIN_PX, cells.top(), BAR_MARGIN_PX, below)

    def refresh_theme(self) -> None:
        self.bar_view.setBackground(colours().plot_background)

    def map_widths(self) -> list[float]:
        """The width of each map's cells (its view box), logical px: for tests and readers."""
        return [view.plot_item.getViewBox().sceneBoundingRect().width() for view in self.views]
