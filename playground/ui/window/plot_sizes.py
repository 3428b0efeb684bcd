"""How much room each plot on screen has: its data area (the view box inside the axes) in logical
pixels. --snapshot writes it beside the picture (OUT.json) so tests can hold every classroom
layout to its minimums without reading pixels.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

from PySide6.QtWidgets import QWidget

from playground.ui.compare.view import CompareView
from playground.ui.window.layout import WindowParts

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


def window_plots(parts: WindowParts, compare_view: Optional[CompareView]) -> dict:
    """The window's plots by key: the five panels, and in compare mode (``compare_view``)
    subject A's and B's."""
    plots = {"function": parts.function_panel.view,
             "derivative": parts.derivative_panel.view,
             "loss": parts.loss_panel.loss_view,
             "gradients": parts.gradient_panel.norm_view,
             "model": parts.model_panel.view}
    for name, view in zip(("yours", "true", "difference"), parts.jacobian_panel.plot_views()):
        plots[f"jacobian_{name}"] = view
    for index, view in enumerate(parts.jacobian_panel.bar_views()):  # vᵀJ, one per input
        plots[f"jacobian_vjp_{index}"] = view
    view = compare_view
    if view is not None:
        plots["compare_derivative_a"] = view.derivatives["a"].view
        plots["compare_derivative_b"] = view.derivatives["b"].view
        plots["compare_loss"] = view.loss_view
        plots["compare_gradients"] = view.norm_view
    return plots


def plot_sizes(window: QWidget, parts: WindowParts, presentation: bool,
               compare_view: Optional[CompareView]) -> dict:
    """{"window": {...}, "plots": {key: {"width": w, "height": h}}} for the plots on screen of
    ``window``, made of ``parts``, in presentation mode or not, in compare mode (its view) or not."""
    sizes = {}
    for key, view in window_plots(parts, compare_view).items():
        if is_on_screen(view):
            width, height = data_area(view)
            sizes[key] = {"width": width, "height": height}
    return {"window": {"width": window.width(), "height": window.height(),
                       "device_pixel_ratio": window.devicePixelRatioF()},
            "presentation": presentation,
            "compare": compare_view is not None,
            "plots": sizes}


def write_plot_sizes(sizes: dict, picture_path: Path) -> Path:
    """Write plot_sizes(…) as JSON beside picture_path (OUT.png → OUT.json)."""
    path = Path(picture_path).with_suffix(".json")
    path.write_text(json.dumps(sizes, indent=2) + "\n", encoding="utf-8")
    return path
