"""The autograd graph view: boxes, colours, arrows, cuts, words, zoom and fit; and its layout."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsPolygonItem

from playground.protocol import ErrorInfo, GraphCut, GraphData, GraphNode
from playground.ui.graph.layout import layer_of_nodes, ordered_layers, place
from playground.ui.graph.view import GraphView

pytestmark = [pytest.mark.filterwarnings("error"), pytest.mark.usefixtures("fail_on_qt_warnings")]


def sample_graph(cuts=True) -> GraphData:
    """loss ← Addmm ← (AccumulateGrad ← out.bias, MyReLUBackward ← Addmm ← ... fc1.weight)"""
    nodes = [
        GraphNode(0, "MseLossBackward0", "function", True, ()),
        GraphNode(1, "AddmmBackward0", "function", True, (16, 1)),
        GraphNode(2, "AccumulateGrad", "accumulate", True, (1,)),
        GraphNode(3, "out.bias", "leaf", True, (1,), "out.bias", True),
        GraphNode(4, "MyReLUBackward", "user_function", True, (16, 8)),
        GraphNode(5, "MmBackward0", "function", True, (16, 8)),
        GraphNode(6, "AccumulateGrad", "accumulate", True, (1, 8)),
        GraphNode(7, "fc1.weight", "leaf", True, (1, 8), "fc1.weight", True),
    ]
    edges = [(0, 1), (1, 2), (2, 3), (1, 4), (4, 5), (5, 6), (6, 7)]
    cut_list = [GraphCut("custom2.weight", (8, 8), "detached", "not in the graph")] if cuts else []
    return GraphData(1, nodes, edges, cut_list)


@pytest.fixture
def view(qtbot):
    view = GraphView()
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    return view


def colour_of(box) -> str:
    return box.data(0)


def test_one_box_per_node_coloured_by_kind(view):
    view.show_graph(sample_graph())
    assert len(view.boxes) == 8
    assert colour_of(view.boxes[4]) == "user_function"
    assert colour_of(view.boxes[3]) == colour_of(view.boxes[7]) == "leaf_grad"
    assert colour_of(view.boxes[2]) == "accumulate" and colour_of(view.boxes[0]) == "function"
    assert view.boxes[4].pen().widthF() > view.boxes[0].pen().widthF()  # the user's Function stands out
    labels = [child.text() for box in view.boxes.values() for child in box.childItems()]
    assert any(text.startswith("MyReLUBackward") for text in labels)
    assert any("fc1.weight" in text and "gets .grad" in text for text in labels)


def test_parents_are_drawn_above_their_children_with_an_arrow_each(view):
    data = sample_graph()
    view.show_graph(data)
    for parent, child in data.edges:
        assert view.boxes[parent].rect().bottom() < view.boxes[child].rect().top()
    heads = [item for item in view.scene.items() if isinstance(item, QGraphicsPolygonItem)]
    assert len(heads) == len(data.edges)


def test_cut_parameters_are_grey_dashed_with_a_note(view):
    view.show_graph(sample_graph())
    assert len(view.cut_boxes) == 1
    box = view.cut_boxes[0]
    assert colour_of(box) == "cut" and box.pen().style() == Qt.DashLine
    assert box.rect().top() > max(b.rect().bottom() for b in view.boxes.values())
    assert "detach" in box.toolTip() and "custom2.weight" in box.toolTip()
    texts = [item.text() for item in view.scene.items() if hasattr(item, "text")]
    assert any("Not in the graph (detached / no_grad)" in text for text in texts)


def test_the_summary_names_the_function_and_counts(view):
    view.show_graph(sample_graph())
    text = view.summary.text()
    assert "8 nodes" in text and "MyReLUBackward" in text
    assert "2 leaves get .grad" in text and "1 parameter cut off" in text
    view.show_graph(sample_graph(cuts=False))
    assert "cut off" not in view.summary.text() and view.cut_boxes == []


def test_nothing_yet_and_errors_are_said_in_words(view):
    view.show_graph(None)
    assert "after the first training step" in view.summary.text() and not view.scene.items()
    error = ErrorInfo(line=3, phase="train", type="ValueError", message="boom in forward")
    view.show_graph(GraphData(2, [], [], error=error))
    assert "boom in forward" in view.summary.text()
    view.show_graph(GraphData(2, [], [],
                              error=ErrorInfo(line=None, phase="train", type="NoGraph", message="x",
                                              code="graph_not_ready")))
    assert "press Train or Step" in view.summary.text()


def test_the_graph_fits_the_view_when_shown(view):
    view.show_graph(sample_graph())
    viewport = view.canvas.viewport().rect()
    for box in view.boxes.values():
        corner = view.canvas.mapFromScene(box.sceneBoundingRect().bottomRight())
        assert viewport.contains(corner)


def test_the_wheel_zooms_and_a_double_click_fits_again(view, qtbot):
    view.show_graph(sample_graph())
    fitted = view.canvas.transform().m11()
    centre = view.canvas.viewport().rect().center()
    event = QWheelEvent(QPointF(centre), QPointF(view.canvas.mapToGlobal(centre)), QPoint(0, 0),
                        QPoint(0, 240), Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(view.canvas.viewport(), event)
    assert view.canvas.transform().m11() == pytest.approx(fitted * 1.15 ** 2)
    assert view.canvas.user_zoomed
    view.resize(900, 650)  # a zoomed view keeps its zoom
    qtbot.wait(10)
    assert view.canvas.transform().m11() == pytest.approx(fitted * 1.15 ** 2)
    qtbot.mouseDClick(view.canvas.viewport(), Qt.LeftButton, pos=centre)
    assert not view.canvas.user_zoomed


def test_presentation_mode_grows_the_words(view):
    view.show_graph(sample_graph())
    small = view.summary.font().pointSizeF()
    view.set_presentation(True)
    assert view.summary.font().pointSizeF() > small and len(view.boxes) == 8


def test_a_graph_of_two_hundred_nodes_draws(view):
    nodes = [GraphNode(i, f"Op{i}Backward0", "function", True, (4,)) for i in range(199)]
    nodes.append(GraphNode(199, "… 50 more", "collapsed", True, None, folded=50))
    edges = [(i, i + 1) for i in range(199)]
    view.show_graph(GraphData(1, nodes, edges, [], hidden=50))
    assert len(view.boxes) == 200 and view.boxes[199].pen().style() == Qt.DashLine
    assert "249 nodes" in view.summary.text()


def test_a_big_graph_opens_readable_at_its_top_with_a_hint_that_the_wheel_zooms(view):
    from playground.ui.graph.canvas import MIN_FIT_SCALE

    nodes = [GraphNode(i, f"Op{i}Backward0", "function", True, (4,)) for i in range(60)]
    view.show_graph(GraphData(1, nodes, [(i, i + 1) for i in range(59)], []))
    assert view.canvas.transform().m11() >= MIN_FIT_SCALE  # not shrunk to unreadable boxes
    top = view.canvas.mapToScene(view.canvas.viewport().rect()).boundingRect().top()
    assert top <= view.boxes[0].sceneBoundingRect().top()  # the loss end is in view
    assert "wheel" in view.key.text().lower()


# --------------------------------------------------------------------------- layout


def test_layers_are_the_longest_path_from_the_root():
    # 0 → 1 → 2 and 0 → 2: node 2 goes below node 1
    assert layer_of_nodes(3, [(0, 1), (1, 2), (0, 2)]) == [0, 1, 2]


def test_ordering_follows_the_parents():
    # parents 1 (left) and 2 (right); their children listed in the opposite order
    layers = ordered_layers(5, [(0, 1), (0, 2), (2, 3), (1, 4)])
    assert layers == [[0], [1, 2], [4, 3]]


def test_place_centres_each_layer():
    corners = place([[0], [1, 2]], {0: 10, 1: 10, 2: 20}, 5, 4, 6)
    assert corners[0] == (-5, 0)
    assert corners[1] == (-17, 11) and corners[2] == (-3, 11)


def test_a_training_graph_shows_one_batchs_numbers_in_its_boxes(view):
    import dataclasses

    import numpy as np

    from playground.protocol import TensorValue
    from playground.ui.graph.shown import graph_texts

    data = sample_graph()
    summary = TensorValue((16, 8), "float32", None, -1.0, 0.1, 2.0, 3.5)
    numbers = {0: (TensorValue((), "float32", np.array(0.80090261)), TensorValue((), "float32", np.array(1.0))),
               4: (summary, TensorValue((16, 8), "float32", None, -0.2, 0.01, 0.3, 0.25642)),
               7: (TensorValue((1, 8), "float32", None, -0.5, 0.0, 0.5, 1.0),
                   TensorValue((1, 8), "float32", None, -1.0, 0.2, 1.5, 1.78391))}
    data.nodes = [dataclasses.replace(node, value=numbers[node.id][0], grad=numbers[node.id][1])
                  if node.id in numbers else node for node in data.nodes]
    view.show_graph(data)
    texts = graph_texts(view)
    assert "numbers of the first step's batch: loss 0.8009" in texts[0]
    assert "MseLossBackward0 | scalar | value 0.801 | grad 1.000" in texts
    assert "MyReLUBackward | (16, 8) | value -1.000 … 2.000, mean 0.100 | grad norm 0.256" in texts
    assert "fc1.weight | (1, 8) · gets .grad | value -0.500 … 0.500, mean 0 | grad norm 1.784" in texts
    assert "gradient that reached it: min -1.0000, mean 0.2000, max 1.5000, norm 1.7839" in view.boxes[7].toolTip()
    assert "AccumulateGrad | (1)" in texts  # its leaf, below it, has the numbers
    heights = {round(box.rect().height()) for box in view.boxes.values()}
    assert len(heights) == 1  # one height: rows stay rows
