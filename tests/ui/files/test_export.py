"""Exporting plots to PNG, SVG and CSV, the graph drawing too, and the Save dialog helper."""
from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog, QMessageBox

from playground.protocol import (
    GraphCut,
    GraphData,
    GraphNode,
    Prediction,
    TrainSnapshot,
    TrainStarted,
)
from playground.ui.files import export
from playground.ui.graph.view import GraphView
from playground.ui.plots.panels import LossPanel, ModelPanel

pytestmark = [pytest.mark.filterwarnings("error"), pytest.mark.usefixtures("fail_on_qt_warnings")]


def shown(qtbot, widget):
    qtbot.addWidget(widget)
    widget.resize(640, 480)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def fitted_model_panel(qtbot) -> ModelPanel:
    panel = shown(qtbot, ModelPanel())
    x = np.linspace(-1, 1, 20)
    panel.start(TrainStarted(1, "fit-1d", "sin", "cpu", 10, ["w"], [(1,)], data_x=x, data_y=x ** 2))
    grid = np.linspace(-1, 1, 50)
    snapshot = TrainSnapshot(1, 1, np.array([1]), np.array([0.5]), None, None, {}, {}, {}, {}, {},
                             Prediction("curve", grid, 0.9 * grid ** 2, target=grid ** 2), 10.0)
    panel.add(snapshot)
    panel.flush()
    return panel


def rows_of(path) -> list[list[str]]:
    with open(path, newline="") as file:
        return list(csv.reader(file))


def test_a_plot_exports_to_png_svg_and_csv(qtbot, tmp_path):
    panel = fitted_model_panel(qtbot)  # kept: qtbot holds widgets only weakly
    view = panel.plot_views()[0]
    png = export.export_png(view, tmp_path / "fit.png")
    image = QImage(png)
    assert not image.isNull() and image.width() > 100 and image.height() > 100
    svg = (tmp_path / "fit.svg")
    export.export_svg(view, svg)
    text = svg.read_text()
    assert "<svg" in text and ("polyline" in text or "<path" in text)
    rows = rows_of(export.export_csv(view, tmp_path / "fit.csv"))
    assert rows[0] == ["training data_x", "training data_y", "target_x", "target_y", "model_x", "model_y"]
    assert len(rows) == 1 + 50  # the longest column: the model's curve
    assert float(rows[1][4]) == pytest.approx(-1.0) and float(rows[1][5]) == pytest.approx(0.9)


def test_a_png_can_be_made_wider_for_slides(qtbot, tmp_path):
    panel = fitted_model_panel(qtbot)  # kept: qtbot holds widgets only weakly
    view = panel.plot_views()[0]
    assert QImage(export.export_png(view, tmp_path / "wide.png", width=1600)).width() == 1600


def test_csv_leaves_out_hidden_items(qtbot, tmp_path):
    panel = shown(qtbot, ModelPanel())
    panel.set_points([[0.0, 0.0], [1.0, 1.0], [2.0, 0.5]], [0, 1, 1])
    rows = rows_of(export.export_csv(panel.plot_views()[0], tmp_path / "points.csv"))
    assert rows[0] == ["class 0_x", "class 0_y", "class 1_x", "class 1_y"]
    assert rows[1][:2] == ["0.", "0."] and len(rows) == 3


def test_a_panel_with_several_plots_exports_numbered_files(qtbot, tmp_path):
    panel = shown(qtbot, LossPanel())
    written = export.export_panel(panel, tmp_path / "loss.png")
    assert [p.rsplit("/", 1)[-1] for p in written] == [f"loss-{i}.png" for i in range(1, len(panel.plot_views()) + 1)]
    assert all(QImage(p).width() > 0 for p in written)


def test_a_single_plot_panel_exports_one_file_by_suffix(qtbot, tmp_path):
    panel = fitted_model_panel(qtbot)
    assert export.export_panel(panel, tmp_path / "model.svg") == [str(tmp_path / "model.svg")]
    with pytest.raises(ValueError, match=".txt"):
        export.export_panel(panel, tmp_path / "model.txt")


def graph() -> GraphData:
    nodes = [GraphNode(0, "SumBackward0", "function", True, ()),
             GraphNode(1, "MyReLUBackward", "user_function", True, (3,)),
             GraphNode(2, "AccumulateGrad", "accumulate", True, (3,)),
             GraphNode(3, "w", "leaf", True, (3,), "w", True)]
    return GraphData(1, nodes, [(0, 1), (1, 2), (2, 3)], [GraphCut("b", (3,), "detached", "cut")])


def test_the_graph_exports_to_png_svg_and_csv(qtbot, tmp_path):
    view = shown(qtbot, GraphView())
    view.show_graph(graph())
    image = QImage(export.export_png(view, tmp_path / "graph.png"))
    assert image.width() >= 2 * view.scene.sceneRect().width() - 2
    assert "<svg" in Path(export.export_svg(view, tmp_path / "graph.svg")).read_text()
    rows = rows_of(export.export_csv(view, tmp_path / "graph.csv"))
    assert rows[0][:3] == ["id", "label", "kind"]
    assert rows[2] == ["1", "MyReLUBackward", "user_function", "3", "", "True", "False", "0"]
    assert rows[-1][1:3] == ["b", "cut:detached"]
    assert export.export_panel(view, tmp_path / "g.png") == [str(tmp_path / "g.png")]


def test_the_dialog_adds_the_chosen_suffix_and_exports(qtbot, tmp_path, monkeypatch):
    panel = fitted_model_panel(qtbot)
    target = str(tmp_path / "picture")
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args, **kwargs: (target, "SVG drawing (*.svg)")))
    assert export.export_panel_dialog(panel, panel) == [target + ".svg"]
    assert "<svg" in Path(target + ".svg").read_text()


def test_the_dialog_cancelled_exports_nothing(qtbot, monkeypatch):
    panel = fitted_model_panel(qtbot)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    assert export.export_panel_dialog(panel, panel) == []


def test_the_dialog_reports_a_failure(qtbot, tmp_path, monkeypatch):
    panel = fitted_model_panel(qtbot)
    missing = str(tmp_path / "no-such-folder" / "plot.csv")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (missing, "")))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *args: warnings.append(args[2])))
    assert export.export_panel_dialog(panel, panel) == []
    assert warnings and missing in warnings[0]


def test_the_svg_workaround_leaves_pyqtgraph_as_it_was(qtbot, tmp_path):
    import sys

    import pyqtgraph.exporters as exporters

    module = sys.modules[exporters.SVGExporter.__module__]
    before = module.correctCoordinates
    panel = fitted_model_panel(qtbot)
    export.export_svg(panel.plot_views()[0], tmp_path / "a.svg")
    assert module.correctCoordinates is before


# --------------------------------------------------------------------------- the bridge


class FakeClient:
    """What the bridge uses of EngineClient, with the engine's answers queued by the test."""

    def __init__(self):
        import itertools

        self._ids = itertools.count(1)
        self.sent, self.replies = [], []
        self.alive, self.ready = True, True

    def request(self, message, **limits):
        import dataclasses

        message = dataclasses.replace(message, request_id=next(self._ids))
        self.sent.append(message)
        return message.request_id

    def train(self, *args, **kwargs):
        return next(self._ids)

    def poll(self):
        replies, self.replies = self.replies, []
        return replies


def test_the_bridge_sends_export_requests_and_delivers_their_answers(qtbot):
    from playground import protocol
    from playground.ui.bridge import EngineBridge

    client = FakeClient()
    bridge = EngineBridge(client=client)
    done = []
    bridge.export_done.connect(done.append)
    first = bridge.export_weights("/tmp/a.pt")
    second = bridge.export_weights("/tmp/b.pt")
    assert client.sent == [protocol.ExportWeights(first, "/tmp/a.pt"), protocol.ExportWeights(second, "/tmp/b.pt")]
    client.replies = [protocol.ExportDone(first, "/tmp/a.pt")]
    bridge.pump()
    assert [d.request_id for d in done] == [first]
    # A restart's lost export is answered by the client (client/lost.py); the bridge passes it on.
    lost = protocol.ExportDone(second, "/tmp/b.pt", protocol.ErrorInfo(None, "engine", "EngineCrashed", "crashed",
                                                                       code="engine_crashed"))
    client.replies = [protocol.EngineRestarted("crashed", None, None, "the engine crashed",
                                               lost_request_ids=[second]), lost]
    bridge.pump()
    assert [d.request_id for d in done] == [first, second]
    assert done[-1].error.code == "engine_crashed"


def test_the_bridge_delivers_the_graph_of_the_current_run_or_of_a_request(qtbot):
    from playground import protocol
    from playground.ui.bridge import EngineBridge

    client = FakeClient()
    bridge = EngineBridge(client=client)
    graphs = []
    bridge.graph.connect(graphs.append)
    run = bridge.train("source", None, protocol.TrainConfig())
    client.replies = [protocol.GraphData(run, [], []), protocol.GraphData(run - 1, [], [])]
    bridge.pump()
    assert [g.request_id for g in graphs] == [run]  # a stale run's graph is dropped
    asked = bridge.request_graph()
    assert client.sent[-1] == protocol.GraphRequest(asked)
    client.replies = [protocol.GraphData(asked, [], [])]
    bridge.pump()
    assert [g.request_id for g in graphs] == [run, asked]
