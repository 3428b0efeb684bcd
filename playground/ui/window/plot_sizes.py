"""How much room each plot on screen has: its data area (the view box inside the axes) in logical
pixels. --snapshot writes it beside the picture (OUT.json) so tests can hold every classroom
layout to its minimums without reading pixels.
"""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QWidget

# The plots a reader of the JSON can rely on, and where the window keeps them.
PLOT_KEYS = ("function", "derivative", "loss", "gradients", "model")
# A plot narrower or shorter than this is not drawn usefully; it does not count as "on screen".
VISIBLE_MIN_PX = 1


def data_area(view) -> tuple[float, float]:
    """Width and height of a PlotView's data area (its ViewBox) in logical pixels."""
    rect = view.plot_item.getViewBox().sceneBoundingRect()
    return round(rect.width(), 1), round(rect.height(), 1)


def is_on_screen(widget: QWidget) -> bool:
    """Shown (a tab behind another is hidden), and not squeezed to nothing."""
    return (widget.isVisible() and widget.width() >= VISIBLE_MIN_PX and widget.height() >= VISIBLE_MIN_PX)


def window_plots(window) -> dict:
    """The window's plots by key: the five panels, and in compare mode subject A's and B's."""
    plots = {"function": window.function_panel.view,
             "derivative": window.derivative_panel.view,
             "loss": window.loss_panel.loss_view,
             "gradients": window.gradient_panel.norm_view,
             "model": window.model_panel.view}
    view = window.compare.view if window.compare.active else None
    if view is not None:
        plots["compare_derivative_a"] = view.derivatives["a"].view
        plots["compare_derivative_b"] = view.derivatives["b"].view
        plots["compare_loss"] = view.loss_view
        plots["compare_gradients"] = view.norm_view
    return plots


def plot_sizes(window) -> dict:
    """{"window": {...}, "plots": {key: {"width": w, "height": h}}} for the plots on screen."""
    sizes = {}
    for key, view in window_plots(window).items():
        if is_on_screen(view):
            width, height = data_area(view)
            sizes[key] = {"width": width, "height": height}
    return {"window": {"width": window.width(), "height": window.height(),
                       "device_pixel_ratio": window.devicePixelRatioF()},
            "presentation": window.presentation.active,
            "compare": bool(window.compare.active),
            "plots": sizes}


def write_plot_sizes(window, picture_path: Path) -> Path:
    """Write plot_sizes(window) as JSON beside picture_path (OUT.png → OUT.json)."""
    path = Path(picture_path).with_suffix(".json")
    path.write_text(json.dumps(plot_sizes(window), indent=2) + "\n", encoding="utf-8")
    return path
