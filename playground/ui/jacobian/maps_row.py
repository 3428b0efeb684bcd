"""MapsRow: the Jacobian's three heat maps side by side, equally wide, with their one colour bar
beside them in a column of its own; where three do not fit at a readable width, one at a time.

Inserted in the third map's plot the bar took that map's room: "yours − true" was 101 px wide
beside 194 at 1024×768 (issue 29). In its own fixed-width column, each map has the same axes and
margins, so equal shares of the row give equal maps; the bar's top and bottom follow the first
map's cells, so its scale lies beside them.

Side by side, lesson 18's maps were 118–131 px wide beside the code at 960×540 and at 1024×768
in presentation mode (the goal: 250). Where the row cannot give each map MAP_LEAST_PX, the maps
take turns as the curves do (window/one_curve.py): the three titles become a switch of three
buttons, and the difference map is the one shown first where yours is wrong (what the lesson
asks about), yours where it is right (show_first).
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QLabel, QSizePolicy, QToolButton, QWidget

from playground.ui.jacobian.pictures import PICTURE_LEAST_PX
from playground.ui.plots.flow_layout import FlowLayout
from playground.ui.plots.plot_view import PlotView
from playground.ui.theme import colours

BAR_MARGIN_PX = 4  # left and right of the bar in its column
MAP_LEAST_PX = 250  # a map's data area side by side, logical px; narrower, one at a time
AXIS_ROOM_PX = 45  # a map's own axis and margins, before it is laid out (measured: 40–44)
YOURS, TRUE, DIFFERENCE = 0, 1, 2


class MapSwitch(QWidget):
    """Three exclusive buttons named as the maps' titles: the map shown alone. They wrap onto a
    second line rather than elide (Russian at 1024×768 in presentation mode: 'ваш …ward')."""

    def __init__(self, titles: list[QLabel]) -> None:
        super().__init__()
        self.group = QButtonGroup(self)
        self.buttons = []
        row = FlowLayout(self, spacing=4)
        for index, title in enumerate(titles):
            button = QToolButton()
            button.setText(title.text())
            button.setFont(title.font())
            button.setCheckable(True)
            button.setAutoRaise(True)
            self.group.addButton(button, index)
            self.buttons.append(button)
            row.addWidget(button)
        self.buttons[DIFFERENCE].setChecked(True)

    def chosen(self) -> int:
        return self.group.checkedId()

    def choose(self, index: int) -> None:
        self.buttons[index].setChecked(True)

    def follow_titles(self, titles: list[QLabel]) -> None:
        """The titles' words and font (a new language, presentation mode's size)."""
        for button, title in zip(self.buttons, titles):
            button.setText(title.text())
            button.setFont(title.font())


class MapsRow(QWidget):
    """``views``: the three maps' PlotViews, left to right, under their ``titles`` (labels);
    ``bar``: the colour bar they share."""

    def __init__(self, views: list[PlotView], titles: list[QLabel], bar: pg.ColorBarItem,
                 minimum_map_width: int) -> None:
        super().__init__()
        self.views = views
        self.titles = titles
        self.bar = bar
        self.one_at_a_time = False
        self.bar_view = pg.GraphicsLayoutWidget()
        self.bar_view.addItem(bar, row=0, col=0)
        self.bar_view.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.switch = MapSwitch(titles)
        self.switch.group.idToggled.connect(lambda _index, on: on and self._show_chosen())
        self.switch.hide()
        self.grid = layout = QGridLayout(self)
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
        layout.addWidget(self.switch, 0, 0, 1, len(views) + 1)  # the bar's column too: the words' room
        layout.addWidget(self.bar_view, 1, len(views))
        layout.setRowStretch(1, 1)
        for view in views:  # the bar follows the map shown
            view.plot_item.getViewBox().sigResized.connect(self.align_bar)
        self.refresh_theme()

    # ------------------------------------------------------------------------- one or three

    def fit_width(self) -> bool:
        """Three maps side by side where the row gives each MAP_LEAST_PX of data area, else one
        at a time; True when that changed. The row's width does not depend on which it is."""
        maps_width = (self.width() - self.bar_view.width()) / len(self.views)
        one = maps_width - self.axis_room() < MAP_LEAST_PX
        changed = one != self.one_at_a_time
        self.one_at_a_time = one
        self.switch.follow_titles(self.titles)
        self.switch.setVisible(one)
        self._show_chosen()
        return changed

    def axis_room(self) -> float:
        """A map's width besides its data area (its axis and margins), as laid out now."""
        view = self.shown_view()
        cells = view.plot_item.getViewBox().sceneBoundingRect().width()
        return view.width() - cells if 0 < cells < view.width() else AXIS_ROOM_PX

    def least_height(self) -> float:
        """The shown map's height that leaves its data area PICTURE_LEAST_PX below its axis."""
        view = self.shown_view()
        cells = view.plot_item.getViewBox().sceneBoundingRect().height()
        return PICTURE_LEAST_PX + (view.height() - cells if 0 < cells < view.height() else AXIS_ROOM_PX)

    def show_first(self, yours_wrong: bool) -> None:
        """A new block, or one that turned right or wrong: the map a reader looks at first."""
        self.switch.choose(DIFFERENCE if yours_wrong else YOURS)

    def show_map(self, index: int) -> None:
        """YOURS, TRUE or DIFFERENCE alone, as its button does (all three where they fit)."""
        self.switch.choose(index)

    def shown_view(self) -> PlotView:
        return self.views[self.switch.chosen()] if self.one_at_a_time else self.views[0]

    def _show_chosen(self) -> None:
        chosen = self.switch.chosen()
        for column, (view, title) in enumerate(zip(self.views, self.titles)):
            shown = not self.one_at_a_time or column == chosen
            view.setVisible(shown)
            title.setVisible(not self.one_at_a_time)
            self.grid.setColumnStretch(column, 1 if shown else 0)
        self.align_bar()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit_width()

    # ------------------------------------------------------------------------- the colour bar

    def fit_bar(self, axis_width: float) -> None:
        """The bar's column as wide as the bar and its axis (``axis_width``, the ticks' room)."""
        self.bar.axis.setWidth(axis_width)
        bar_width = self.bar.layout.columnMinimumWidth(1) or 14
        self.bar_view.setFixedWidth(int(bar_width + axis_width + 2 * BAR_MARGIN_PX + 6))
        self.align_bar()

    def align_bar(self) -> None:
        """The bar from the top to the bottom of the shown map's cells (its title and axis aside)."""
        view = self.shown_view()
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
