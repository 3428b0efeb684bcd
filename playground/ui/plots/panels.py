"""The plot panels, in one place for the window: import them from here.

Each panel is a QWidget that only draws what protocol messages carry (see the modules below);
every panel has set_presentation(on) and plot_views() (its pyqtgraph widgets, for export).
"""
from __future__ import annotations

from typing import Iterable

from playground.ui.plots.derivative_panel import DerivativePanel
from playground.ui.plots.function_panel import FunctionPanel
from playground.ui.plots.gradients import GradientPanel
from playground.ui.plots.model import ModelPanel
from playground.ui.plots.training import LossPanel

__all__ = ["FunctionPanel", "DerivativePanel", "LossPanel", "GradientPanel", "ModelPanel",
           "set_presentation"]


def set_presentation(panels: Iterable, on: bool) -> None:
    """Presentation mode for every panel: width-3 antialiased pens and large fonts (on), or
    thin fast pens and normal fonts (off)."""
    for panel in panels:
        panel.set_presentation(on)
