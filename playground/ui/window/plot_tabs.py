"""Short labels for the plot tabs where their whole labels do not fit the tab bar.

At 960×540 logical px (1920×1080 at scale 2) in Russian, 'Функция потерь' and the rest pushed
the Jacobian's tab behind the bar's scroll arrows (issue 29): a tab the class cannot see is a
view the teacher cannot find. Where the whole labels (and the corner widgets beside them) are
wider than the bar, the long ones take a short form, whole words, not elided: every tab in
sight at a glance. Where even those are too wide (presentation mode's large text at 1024×768 in
Russian hid 'Якобиан'), the bar's text shrinks, as the plots' sentences do (plots/labels.py),
never under their smallest size. Back to the whole labels where they fit again.

The step-by-step and graph tabs come later (graph/example_tab.py, graph/tab.py add them when
asked): the labels are fitted again whenever the bar's tabs change, not only on a resize. Their
long labels ('backward を 1 ステップずつ') left the Gradients tab scrolled half out of the bar
('記', 'иенты') at 960×540; they have short forms too.
"""
from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QTabBar, QTabWidget, QWidget

from playground.ui.plots.labels import font_scales, scaled_font


class PlotTabLabels(QObject):
    """Fits the labels of ``tabs`` to its width: ``curves`` (f(x) and its derivative), ``loss``,
    the step-by-step view and the graph have short forms; the other tabs' labels are short
    already."""

    def __init__(self, tabs: QTabWidget, curves: QWidget, loss: QWidget) -> None:
        super().__init__(tabs)
        self.tabs, self.curves, self.loss = tabs, curves, loss
        self.whole: dict = {}  # page -> its whole label, as the tabs had it
        self.short_now = False
        self.fitted_for: tuple = ()  # what the last fit saw (a fit's own relabelling asks for no other)
        tabs.installEventFilter(self)

    def short_label(self, page: QWidget) -> str | None:
        """The short label of ``page`` in the window's language, None where its label is short."""
        if page is self.curves:
            return self.tr("Curves", "a plot tab's short label: f(x) and its derivative")
        if page is self.loss:
            return self.tr("Loss", "a plot tab's short label (Russian: 'Потери')")
        if _is_a(page, "playground.ui.graph.example_view", "ExampleGraphView"):
            return self.tr("Steps", "a plot tab's short label: backward, step by step")
        if _is_a(page, "playground.ui.graph.view", "GraphView"):
            return self.tr("Graph", "a plot tab's short label: the autograd graph")
        return None

    def fit(self) -> None:
        """Whole labels where they fit the bar beside the corner widgets, else the short ones,
        else the short ones in smaller text. A hidden bar's width means nothing: whole labels
        there, fitted when it is shown (its first resize)."""
        bar = self.tabs.tabBar()
        font = self.tabs.font()
        bar.setFont(font)
        self._set_labels(short=False)
        self.fitted_for = self._situation()
        if self._fits() or not self.tabs.isVisible():
            return
        self._set_labels(short=True)
        for scale in font_scales(font)[1:]:
            if self._fits():
                return
            bar.setFont(scaled_font(font, scale))

    def _situation(self) -> tuple:
        """What decides the fit: the bar's room, its font and its shown tabs' whole labels."""
        bar = self.tabs.tabBar()
        labels = tuple(self.whole.get(self.tabs.widget(index), bar.tabText(index))
                       if bar.tabText(index) == self.short_label(self.tabs.widget(index)) else bar.tabText(index)
                       for index in range(bar.count()) if bar.isTabVisible(index))
        corners = tuple(widget.sizeHint().width() for widget in self._corner_widgets())
        return self.tabs.width(), self.tabs.font().key(), self.tabs.isVisible(), labels, corners

    def _fits(self) -> bool:
        bar = self.tabs.tabBar()
        corners = sum(widget.sizeHint().width() for widget in self._corner_widgets())
        wanted = sum(bar.tabSizeHint(index).width() for index in range(bar.count()) if bar.isTabVisible(index))
        return wanted + corners <= self.tabs.width()

    def _corner_widgets(self) -> list[QWidget]:
        corners = (self.tabs.cornerWidget(Qt.Corner.TopLeftCorner), self.tabs.cornerWidget(Qt.Corner.TopRightCorner))
        return [widget for widget in corners if widget is not None and not widget.isHidden()]

    def _set_labels(self, short: bool) -> None:
        for index in range(self.tabs.count()):
            page = self.tabs.widget(index)
            short_text = self.short_label(page)
            if short_text is None:
                continue
            shown = self.tabs.tabText(index)
            if shown != short_text:  # a whole label, perhaps just retranslated: the one to go back to
                self.whole[page] = shown
            self.tabs.setTabText(index, short_text if short else self.whole.get(page, shown))
        self.short_now = short

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.tabs and event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange):
            self.fit()
        elif watched is self.tabs and event.type() == QEvent.Type.LayoutRequest:
            # a tab added, removed, shown, hidden or relabelled (the bar asks for a new layout)
            if self._situation() != self.fitted_for:
                self.fit()
        elif watched is self.tabs and event.type() == QEvent.Type.LanguageChange:
            QTimer.singleShot(0, self.fit)  # after the window has put the new whole labels in
        return False


def tabs_cut(bar: QTabBar) -> list[str]:
    """The labels of ``bar``'s shown tabs that are not drawn whole: scrolled partly or wholly out
    of the bar, or narrower than the label wants (elided)."""
    room = bar.rect()
    return [bar.tabText(index) for index in range(bar.count())
            if bar.isTabVisible(index) and (not room.contains(bar.tabRect(index))
                                            or bar.tabRect(index).width() < bar.tabSizeHint(index).width())]


def _is_a(page: QWidget, module: str, name: str) -> bool:
    """isinstance(page, module.name) without importing ``module``: the graph's views are made
    when first needed (issue 31), and a page of theirs exists only once their module is loaded."""
    loaded = sys.modules.get(module)
    return loaded is not None and isinstance(page, getattr(loaded, name))
