"""What the parts below the window see of it: its widgets and presentation mode, as Protocols.

window/ assembles the window on top of every other part (an import-linter contract in
pyproject.toml says none of them imports window/). Compare mode (compare/controller.py) and the
file exchange (files/exchange.py) are handed window/layout.py's WindowParts and
window/presentation.py's Presentation; each names here only what it uses of them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # for the types only: the parts that hold these import them
    from PySide6.QtWidgets import QStackedWidget, QStatusBar, QTabWidget

    from playground.ui.editor.pane import EditorPane
    from playground.ui.plots.area import PlotArea
    from playground.ui.plots.panels import ModelPanel
    from playground.ui.training.controls import TrainingControls


class Console(Protocol):
    """The window's console, as a part that reports something uses it."""

    def append_info(self, text: str) -> None: ...

    def append_warning(self, text: str) -> None: ...


class ExchangeParts(Protocol):
    """The window's widgets that File ▸ Import and Export read and report to."""

    @property
    def console(self) -> Console: ...

    @property
    def status(self) -> QStatusBar: ...

    @property
    def controls(self) -> TrainingControls: ...

    @property
    def editor_pane(self) -> EditorPane: ...

    @property
    def plot_area(self) -> PlotArea: ...

    @property
    def model_panel(self) -> ModelPanel: ...

    def curve_panels(self) -> list: ...


class CompareParts(Protocol):
    """Where compare mode puts B: its editor tab beside A's, its view in place of the plots."""

    @property
    def editor_tabs(self) -> QTabWidget: ...

    @property
    def right_stack(self) -> QStackedWidget: ...

    @property
    def plot_area(self) -> PlotArea: ...


class Fonts(Protocol):
    """Presentation mode, as a part whose new widgets follow its fonts and zoom."""

    @property
    def active(self) -> bool: ...

    @property
    def zoom_steps(self) -> int: ...

    def refresh(self) -> None: ...
