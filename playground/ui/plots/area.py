"""The right side of the window: the five plot panels, arranged for the height there is.

Tall (≥ ~940 px for this area, e.g. a maximized window on 1920×1080): f(x) and its derivative on top,
[Loss | Gradients | Model] tabs below — everything at once.
Short (e.g. 1280×720, a common projector): the derivative's verdict and the gradient panel's
three plots cannot share the height, so f(x) and its derivative become the first tab beside
Loss, Gradients and Model, each with the full height; starting a run shows the Loss tab.
In that tab the two sit side by side when the area is wide enough for two readable plots
(at 1024×768 and 1280×720 stacking them left each a strip), one above the other when not.
Presentation mode (large text) always uses the tabs: each plot then gets the whole area.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QTabWidget, QVBoxLayout, QWidget

# Hysteresis, so that a height near the limit does not flip the layout back and forth.
TABS_BELOW_PX = 900
SPLIT_ABOVE_PX = 940
# f(x) / its derivative: the derivative panel carries the verdict text, so it gets more.
PROBE_SHARES = {"split": (0.42, 0.58), "tabs": (0.40, 0.60), "side": (0.47, 0.53)}
# In the tabbed arrangement, f(x) and its derivative sit side by side from this width of the
# area (two plots of ~250 px besides their axes), or when the area is wider than it is tall.
SIDE_BY_SIDE_PX = 600
SPLIT_SHARES = (0.5, 0.5)  # probe row / training tabs in the tall arrangement


class PlotArea(QWidget):
    """Owns the arrangement of the panels; ``mode`` is "split" or "tabs"."""

    def __init__(self, function_panel, derivative_panel, loss_panel, gradient_panel, model_panel,
                 parent=None):
        super().__init__(parent)
        self.mode = "split"
        self.prefer_tabs = False
        self.probe_row = QSplitter(Qt.Orientation.Horizontal)
        self.probe_row.setChildrenCollapsible(False)
        self.probe_row.addWidget(function_panel)
        self.probe_row.addWidget(derivative_panel)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.probe_tab_title = self.tr("Function && derivative")
        self.tabs.addTab(loss_panel, self.tr("Loss"))
        self.tabs.addTab(gradient_panel, self.tr("Gradients"))
        self.tabs.addTab(model_panel, self.tr("Model"))
        self.probe_holder = QWidget()
        holder = QVBoxLayout(self.probe_holder)
        holder.setContentsMargins(0, 0, 0, 0)
        holder.addWidget(self.probe_row)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.probe_holder)
        self.splitter.addWidget(self.tabs)
        self.splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)

    def arrange_for(self, width: int, height: int) -> None:
        """Pick the arrangement for this size of the area and share its space out."""
        if self.mode == "split" and (height < TABS_BELOW_PX or self.prefer_tabs):
            self._to_tabs()
        elif self.mode == "tabs" and height > SPLIT_ABOVE_PX and not self.prefer_tabs:
            self._to_split()
        if self.mode == "split":
            self.splitter.setSizes([int(height * share) for share in SPLIT_SHARES])
            self.probe_row.setSizes([int(width * share) for share in PROBE_SHARES["split"]])
        elif self._orient_tab(width, height) == Qt.Orientation.Horizontal:
            self.probe_row.setSizes([int(width * share) for share in PROBE_SHARES["side"]])
        else:
            self.probe_row.setSizes([int(height * share) for share in PROBE_SHARES["tabs"]])

    def _orient_tab(self, width: int, height: int) -> Qt.Orientation:
        """Side by side when wide enough, else stacked; the orientation it chose."""
        wide = width >= SIDE_BY_SIDE_PX or width > 1.2 * height
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        if self.probe_row.orientation() != orientation:
            self.probe_row.setOrientation(orientation)
        return orientation

    def set_prefer_tabs(self, on: bool) -> None:
        """Tabs whatever the height (presentation mode), or back to what the height suggests."""
        self.prefer_tabs = on
        self.arrange_for(self.width(), self.height())

    def show_training(self) -> None:
        """A run started: in the tabbed arrangement, bring its plots to the front."""
        if self.mode == "tabs" and self.tabs.currentWidget() is self.probe_row:
            self.tabs.setCurrentIndex(1)

    def show_probe(self) -> None:
        """In the tabbed arrangement, bring f(x) and its derivative to the front."""
        if self.mode == "tabs":
            self.tabs.setCurrentWidget(self.probe_row)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        size = event.size()
        if (self.mode == "split" and size.height() < TABS_BELOW_PX) or (
                self.mode == "tabs" and size.height() > SPLIT_ABOVE_PX and not self.prefer_tabs):
            self.arrange_for(size.width(), size.height())
        elif self.mode == "tabs":
            old = self.probe_row.orientation()
            if self._orient_tab(size.width(), size.height()) != old:
                self.arrange_for(size.width(), size.height())

    def _to_tabs(self) -> None:
        self.mode = "tabs"
        self.tabs.insertTab(0, self.probe_row, self.probe_tab_title)
        self.tabs.setCurrentIndex(0)
        self.probe_holder.hide()

    def _to_split(self) -> None:
        self.mode = "split"
        index = self.tabs.indexOf(self.probe_row)
        current = self.tabs.currentIndex()
        self.tabs.removeTab(index)
        self.probe_row.setOrientation(Qt.Orientation.Horizontal)
        self.probe_holder.layout().addWidget(self.probe_row)
        self.probe_row.show()
        self.probe_holder.show()
        self.tabs.setCurrentIndex(max(current - 1, 0))
