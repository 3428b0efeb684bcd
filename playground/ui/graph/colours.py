"""The graph views' colours in each theme: boxes by kind, the current step's outline, arrows and
the canvas (the training model's graph, view.py, and the example's backward, example_view.py).

Hues are Okabe-Ito, told apart with every common colour-vision deficiency: grey for torch's own
operations, orange for the user's Function, blue for AccumulateGrad, bluish green for a leaf that
gets ``.grad``. The node of the current step has the thickest border, in the text's colour (black
on light, near white on dark): no hue at all, so it stands out from the orange Function and the
green leaves for every eye and on a washed-out projector. No kind rests on its hue alone: the
user's Function has a thick border, a cut-off or folded node a dashed one, and every box names
its kind in words. Light tints on the light canvas, deep ones on
the dark; text keeps WCAG AA contrast (4.5:1) on every fill (tests/ui/graph/test_graph_colours.py).
"""
from __future__ import annotations

from playground.ui.theme import colours

# (fill, border) per kind and theme
BOX_COLOURS = {
    "light": {"function": ("#F2F2F2", "#6E6E6E"), "user_function": ("#FFD9A0", "#B36B00"),
              "accumulate": ("#D5EAF7", "#0072B2"), "leaf": ("#FFFFFF", "#6E6E6E"),
              "leaf_grad": ("#BDEBD9", "#007A59"), "collapsed": ("#FFFFFF", "#8C8C8C"),
              "cut": ("#EEEEEE", "#8C8C8C")},
    "dark": {"function": ("#2E2E2E", "#A6A6A6"), "user_function": ("#4A3510", "#F0B840"),
             "accumulate": ("#0E2A3D", "#4DA6E8"), "leaf": ("#1E1E1E", "#A6A6A6"),
             "leaf_grad": ("#103A2E", "#2BC79A"), "collapsed": ("#1E1E1E", "#A6A6A6"),
             "cut": ("#2A2A2A", "#8C8C8C")},
}
CURRENT = {"light": "#1A1A1A", "dark": "#F2F2F2"}  # the node of this step: the text's colour, no hue

# Pen widths in scene units, for a normal screen; presentation mode multiplies them.
BORDER_WIDTH = 1.2
USER_BORDER_WIDTH = 2.4  # the user's Function stands out without its colour
CURRENT_WIDTH = 4.0
EDGE_WIDTH = 1.3
PRESENTATION_PENS = 1.8  # a projector washes thin grey lines out


def theme_name() -> str:
    """"light" or "dark": the theme in use now."""
    return "dark" if colours().name == "dark" else "light"


def box_colours(kind: str) -> tuple[str, str]:
    """(fill, border) of a box of ``kind`` in the theme in use now (an unknown kind: a torch op's)."""
    table = BOX_COLOURS[theme_name()]
    return table.get(kind, table["function"])


def current_colour() -> str:
    return CURRENT[theme_name()]


def differs_colour() -> str:
    """Words that say the user's backward differs: the verdict's "differs" of the theme."""
    return colours().verdict["differs"]


def canvas_colour() -> str:
    """The drawing's background: the plots' own, so the graph sits with them in either theme."""
    return colours().plot_background


def edge_colour() -> str:
    """Arrows: the hint text's grey, 4.5:1 or more on the canvas."""
    return colours().hint_text


def text_colour(faint: bool = False) -> str:
    """Text in a box; ``faint`` for what is not there yet or cut off."""
    return colours().hint_text if faint else colours().text


def pen_scale(presentation: bool) -> float:
    return PRESENTATION_PENS if presentation else 1.0
