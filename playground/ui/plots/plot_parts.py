"""The parts of a plot that PlotView (plots/plot_view.py) is built from: an axis that labels log
scales readably, and a view box whose right-click menu is made only when first asked for."""
from __future__ import annotations

from typing import Optional

import pyqtgraph as pg
from pyqtgraph.graphicsItems.ViewBox.ViewBoxMenu import ViewBoxMenu


class ReadableAxis(pg.AxisItem):
    """An axis whose log-scale labels do not pile up: besides the decades, only the ticks at
    2x and 5x a power of ten are labelled, in plain numbers (0.02, 200, 1e-05)."""

    def logTickStrings(self, values, scale, spacing):  # noqa: N802 (pyqtgraph's name)
        strings = []
        for value in values:
            mantissa = round(10 ** (value % 1), 6)
            number = 10 ** value * scale
            labelled = spacing is not None or mantissa in (1.0, 2.0, 5.0, 10.0)
            strings.append(f"{number:.3g}" if labelled else "")
        return strings


class LazyMenuViewBox(pg.ViewBox):
    """A ViewBox whose right-click menu (View All, the X and Y axis forms, mouse mode) is made
    when first asked for: pyqtgraph makes it with the box, about 40 % of making a plot, and the
    window makes several plots before its first frame. The menu reads the view's state when it
    is made; setMenuEnabled(False/True) acts as pyqtgraph's."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs["enableMenu"] = False  # no menu made now ...
        super().__init__(*args, **kwargs)
        self.state["enableMenu"] = True  # ... but enabled: made by getMenu

    def getMenu(self, ev=None) -> Optional[ViewBoxMenu]:  # noqa: N802 (pyqtgraph's name)
        if self.menu is None and self.menuEnabled():
            self.menu = ViewBoxMenu(self)
            self.updateViewLists()
        return self.menu

    def getContextMenus(self, event=None) -> list:  # noqa: N802 (pyqtgraph's name)
        menu = self.getMenu()
        return menu.actions() if menu is not None else []
