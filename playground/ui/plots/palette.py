"""The plots' colours: the Okabe-Ito palette, and which colour and dash the n-th curve gets.

Okabe & Ito (2008) is told apart with every common colour-vision deficiency, and curves of one
family differ in line style as well as colour. The theme (ui/theme.py) gives each colour its
variant for a dark background.
"""
from __future__ import annotations

from PySide6.QtCore import Qt

# Yellow (#F0E442) is left out: it vanishes on a white projector screen.
BLACK = "#000000"
ORANGE = "#E69F00"
SKY_BLUE = "#56B4E9"
GREEN = "#009E73"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
PURPLE = "#CC79A7"
GREY = "#8C8C8C"
TEXT_COLOUR = "#1A1A1A"
GRID_COLOUR = "#ECECEC"
SERIES_COLOURS = (BLUE, VERMILLION, GREEN, ORANGE, PURPLE, SKY_BLUE, BLACK)
SERIES_DASHES = (Qt.SolidLine, Qt.DashLine, Qt.DotLine, Qt.DashDotLine)
DIVERGING_MAP = "CET-D1A"  # blue - white - red, white at zero
# "your jvp" in the derivative panel: solid where the references are dashed and dotted and your
# backward a translucent band, and black (near white on a dark theme): no hue to confuse, the
# most contrast there is on a projector.
JVP_COLOUR, JVP_DASH = BLACK, Qt.SolidLine


def series_style(index: int) -> tuple[str, Qt.PenStyle]:
    """Colour and dash for the index-th curve of a family: colours first, then dashes."""
    colour = SERIES_COLOURS[index % len(SERIES_COLOURS)]
    dash = SERIES_DASHES[(index // len(SERIES_COLOURS)) % len(SERIES_DASHES)]
    return colour, dash
