"""The graph views in either theme: the canvas, boxes, text and arrows take the theme's colours,
readable (WCAG AA) on a projector, and a theme switch redraws them."""
from __future__ import annotations

import pytest

from playground import protocol
from playground.ui import theme
from playground.ui.graph.colours import BOX_COLOURS, CURRENT
from playground.ui.graph.example_view import ExampleGraphView
from playground.ui.graph.view import GraphView
from tests.ui.graph.test_graph_view import sample_graph

pytestmark = [pytest.mark.usefixtures("fail_on_qt_warnings")]
THEMES = {"light": theme.LIGHT, "dark": theme.DARK}


@pytest.mark.parametrize("name", THEMES)
def test_text_and_lines_keep_their_contrast_in_each_theme(name):
    colours = THEMES[name]
    for kind, (fill, border) in BOX_COLOURS[name].items():
        assert theme.contrast_ratio(colours.text, fill) >= 4.5, kind
        assert theme.contrast_ratio(colours.hint_text, fill) >= 4.5, kind  # "not yet", cut-off words
        assert theme.contrast_ratio(border, colours.plot_background) >= 3.0, kind
    assert theme.contrast_ratio(colours.hint_text, colours.plot_background) >= 4.5  # the arrows
    assert theme.contrast_ratio(CURRENT[name], colours.plot_background) >= 3.0


@pytest.fixture
def light_afterwards(qapp):
    switch = theme.ThemeSwitch()
    yield switch
    switch.apply("light")


def test_both_views_follow_a_switch_to_dark_and_back(qtbot, light_afterwards):
    from playground.engine.example.run import run_example
    from tests.engine.example.seed_code import TANH_POST

    graph_view, example_view = GraphView(), ExampleGraphView()
    for view in (graph_view, example_view):
        qtbot.addWidget(view)
        view.resize(900, 600)
        view.show()
    graph_view.show_graph(sample_graph())
    example_view.show_result(run_example(protocol.ExampleRequest(request_id=1, source=TANH_POST)))
    light_afterwards.apply("dark")

    def drawn_dark(view) -> bool:
        return view.canvas.backgroundBrush().color().name() == theme.DARK.plot_background.lower()

    qtbot.waitUntil(lambda: drawn_dark(graph_view) and drawn_dark(example_view), timeout=2000)
    user = graph_view.boxes[4]
    assert user.brush().color().name().upper() == BOX_COLOURS["dark"]["user_function"][0]
    label = user.childItems()[0]
    assert label.brush().color().name().upper() == theme.DARK.text.upper()
    function = next(n for n in example_view.stepper.graph.nodes if n.kind == "user_function")
    assert example_view.boxes[function.id].brush().color().name().upper() == BOX_COLOURS["dark"]["user_function"][0]
    light_afterwards.apply("light")
    qtbot.waitUntil(lambda: not drawn_dark(graph_view) and not drawn_dark(example_view), timeout=2000)


def test_presentation_thickens_the_pens_and_keeps_big_graphs_full_size(qtbot):
    from PySide6.QtWidgets import QApplication

    from playground.ui.graph.canvas import MIN_FIT_SCALE

    view = GraphView()
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    nodes = [protocol.GraphNode(i, f"Op{i}Backward0", "function", True, (4,)) for i in range(60)]
    data = protocol.GraphData(1, nodes, [(i, i + 1) for i in range(59)], [])
    view.show_graph(data)
    thin = view.boxes[0].pen().widthF()
    assert view.canvas.transform().m11() == pytest.approx(MIN_FIT_SCALE)
    view.set_presentation(True)
    assert view.boxes[0].pen().widthF() > thin
    scale = view.canvas.transform().m11()
    assert scale > MIN_FIT_SCALE  # shrunk at most to text as large as the window's own
    assert view.boxes[0].childItems()[0].font().pointSizeF() * scale >= QApplication.font().pointSizeF() - 1e-6
