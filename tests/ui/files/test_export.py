"""Exporting plots to PNG, SVG and CSV, the graph drawing too, and the Save dialog helper: hidden
and empty plots are left out, no file is empty, CSV columns are named after the curves."""
from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QSettings
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
from playground.ui.files import export, export_dialog
from playground.ui.graph.view import GraphView
from playground.ui.plots.panels import DerivativePanel, FunctionPanel, GradientPanel, LossPanel, ModelPanel
from tests.ui.fakes import probe_data

pytestmark = [pytest.mark.filterwarnings("error"), pytest.mark.usefixtures("fail_on_qt_warnings")]


def shown(qtbot, widget):
    qtbot.addWidget(widget)
    widget.resize(640, 600)  # tall enough that its plots show together (plots/plot_turns.py)
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
    # The target and the model share their x values: one x column for both.
    assert rows[0] == ["x (training data)", "y (training data)", "x (target)", "target", "model"]
    assert len(rows) == 1 + 50  # the longest column: the model's curve
    assert rows[1][2:] == ["-1", "1", "0.9"]
    assert rows[-1][:2] == ["", ""], "the 20 training points end in empty cells"


def test_a_png_can_be_made_wider_for_slides(qtbot, tmp_path):
    panel = fitted_model_panel(qtbot)  # kept: qtbot holds widgets only weakly
    view = panel.plot_views()[0]
    assert QImage(export.export_png(view, tmp_path / "wide.png", width=1600)).width() == 1600


def test_csv_leaves_out_hidden_items(qtbot, tmp_path):
    panel = shown(qtbot, ModelPanel())
    panel.set_points([[0.0, 0.0], [1.0, 1.0], [2.0, 0.5]], [0, 1, 1])
    rows = rows_of(export.export_csv(panel.plot_views()[0], tmp_path / "points.csv"))
    assert rows[0] == ["x₁ (class 0)", "x₂ (class 0)", "x₁ (class 1)", "x₂ (class 1)"]
    assert rows[1] == ["0", "0", "1", "1"] and rows[2] == ["", "", "2", "0.5"] and len(rows) == 3


def trained_loss_panel(qtbot, task: str) -> LossPanel:
    panel = shown(qtbot, LossPanel())
    panel.start(TrainStarted(1, "fit-1d", "sin", "cpu", 10, ["w"], [(1,)], task=task))
    steps = np.arange(1, 11)
    accuracy = np.linspace(0.5, 0.9, 10) if task == "classification" else None
    panel.add(TrainSnapshot(1, 10, steps, np.linspace(1, 0.1, 10), None, accuracy, {}, {}, {}, {}, {},
                            None, 10.0))
    panel.timer.mark_dirty()
    panel.flush()
    return panel


def test_a_regression_run_exports_its_loss_plot_alone_not_the_hidden_accuracy_plot(qtbot, tmp_path):
    panel = trained_loss_panel(qtbot, "regression")
    assert export.export_panel(panel, tmp_path / "loss.png") == [str(tmp_path / "loss.png")]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["loss.png"]
    rows = rows_of(export.export_panel(panel, tmp_path / "loss.csv")[0])
    assert rows[0] == ["step", "train loss"] and len(rows) == 1 + 10


def test_a_classification_run_exports_loss_and_accuracy_numbered(qtbot, tmp_path):
    panel = trained_loss_panel(qtbot, "classification")
    written = export.export_panel(panel, tmp_path / "loss.png")
    assert [Path(p).name for p in written] == ["loss-1.png", "loss-2.png"]
    assert all(QImage(p).width() > 0 for p in written)
    accuracy = rows_of(export.export_panel(panel, tmp_path / "loss.csv")[1])
    assert accuracy[0] == ["step", "accuracy"] and len(accuracy) == 1 + 10


def test_smoothed_loss_names_the_raw_values_too(qtbot, tmp_path):
    panel = trained_loss_panel(qtbot, "regression")
    panel.set_smoothing(0.5)
    panel.flush()
    rows = rows_of(export.export_panel(panel, tmp_path / "loss.csv")[0])
    assert rows[0] == ["step", "train loss", "train loss (raw)"]


def test_plots_without_data_write_no_file(qtbot, tmp_path):
    panels = [shown(qtbot, LossPanel()), shown(qtbot, ModelPanel()), shown(qtbot, FunctionPanel())]
    for suffix in export.FORMATS:
        assert export.export_panel(panels, tmp_path / f"empty.{suffix}") == []
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(export.NothingToExport):
        export.export_csv(panels[0].plot_views()[0], tmp_path / "loss.csv")
    assert list(tmp_path.iterdir()) == []


def test_the_function_and_derivative_csv_name_their_curves_and_nothing_else(qtbot, tmp_path):
    function, derivative = shown(qtbot, FunctionPanel()), shown(qtbot, DerivativePanel())
    probe = probe_data()
    function.show_probe(probe)
    derivative.show_probe(probe)
    written = export.export_panel([function, derivative], tmp_path / "probe.csv")
    assert [Path(p).name for p in written] == ["probe-1.csv", "probe-2.csv"]
    f, df = rows_of(written[0]), rows_of(written[1])
    assert f[0] == ["x", "y"] and len(f) == 1 + 101, "no column of the invisible range helper"
    assert df[0] == ["x", "your backward", "numerical derivative", "autograd of the forward"]
    assert len(df) == 1 + 101 and df[-1] == ["5", "1", "1", "1"]


def gradient_snapshot(gradient: np.ndarray) -> TrainSnapshot:
    steps = np.arange(1, 6)
    counts, edges = np.array([2.0, 5.0, 3.0, 2.0]), np.linspace(-1, 1, 5)
    return TrainSnapshot(1, 5, steps, np.ones(5), None, None, {"w": np.linspace(1, 2, 5)},
                         {"w": 1.0}, {"w": 0.0}, {"w": gradient}, {"w": (counts, edges)}, None, 10.0)


def trained_gradient_panel(qtbot, gradient: np.ndarray) -> GradientPanel:
    panel = shown(qtbot, GradientPanel())
    panel.start(TrainStarted(1, "fit-1d", "sin", "cpu", 10, ["w"], [gradient.shape]))
    panel.add(gradient_snapshot(gradient))
    panel.timer.mark_dirty()
    panel.flush()
    return panel


def test_the_gradient_csv_has_norms_a_heat_map_and_a_histogram_of_bins(qtbot, tmp_path):
    gradient = np.arange(12, dtype=np.float32).reshape(4, 3)
    panel = trained_gradient_panel(qtbot, gradient)
    written = export.export_panel(panel, tmp_path / "grads.csv")
    assert [Path(p).name for p in written] == ["grads-1.csv", "grads-2.csv", "grads-3.csv"]
    norms, cells, histogram = (rows_of(p) for p in written)
    assert norms[0] == ["step", "w"] and len(norms) == 1 + 5
    assert cells[0] == ["column", "row", "value"] and len(cells) == 1 + 12
    assert cells[1] == ["0", "0", "0"] and cells[-1] == ["2", "3", "11"], "row-major, each cell where it is drawn"
    assert histogram[0] == ["bin start", "bin end", "count"]
    assert len(histogram) == 1 + 4 and histogram[1] == ["-1", "-0.5", "2"] and histogram[-1] == ["0.5", "1", "2"]


def test_a_gradient_vector_is_one_row_per_index(qtbot, tmp_path):
    panel = trained_gradient_panel(qtbot, np.linspace(0, 1, 100, dtype=np.float32))  # drawn as steps
    vector = rows_of(export.export_panel(panel, tmp_path / "grads.csv")[1])
    assert vector[0] == ["index", "gradient"] and len(vector) == 1 + 100
    assert vector[1] == ["0", "0"] and vector[-1] == ["99", "1"]


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


def settings_in(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_the_dialog_adds_the_chosen_suffix_and_exports(qtbot, tmp_path, monkeypatch):
    panel = fitted_model_panel(qtbot)
    target = str(tmp_path / "picture")
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args, **kwargs: (target, "SVG drawing (*.svg)")))
    assert export_dialog.export_plots_dialog(panel, panel, settings_in(tmp_path)) == [target + ".svg"]
    assert "<svg" in Path(target + ".svg").read_text()


def test_the_dialog_opens_where_and_as_the_last_export_went(qtbot, tmp_path, monkeypatch):
    panel = fitted_model_panel(qtbot)
    folder = tmp_path / "plots"
    folder.mkdir()
    asked = []

    def save_as(parent, caption, directory, filters, chosen):
        asked.append((directory, chosen))
        return str(folder / "fit.csv"), chosen

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_as))
    export_dialog.export_plots_dialog(panel, panel, settings_in(tmp_path), "/start")
    export_dialog.export_plots_dialog(panel, panel, settings_in(tmp_path), "/start")
    assert asked == [("/start", "PNG picture (*.png)"), (str(folder), "CSV data (*.csv)")]


def test_the_dialog_cancelled_exports_nothing(qtbot, tmp_path, monkeypatch):
    panel = fitted_model_panel(qtbot)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    assert export_dialog.export_plots_dialog(panel, panel, settings_in(tmp_path)) == []


def test_the_dialog_says_when_there_is_nothing_to_export(qtbot, tmp_path, monkeypatch):
    panel = shown(qtbot, LossPanel())
    asked, told = [], []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: asked.append(a) or ("", "")))
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda *args: told.append(args[2])))
    assert export_dialog.export_plots_dialog(panel, panel, settings_in(tmp_path)) == []
    assert asked == [] and told == ["Nothing to export: the plots in front show no data yet."]


def test_the_dialog_reports_a_failure(qtbot, tmp_path, monkeypatch):
    panel = fitted_model_panel(qtbot)
    missing = str(tmp_path / "no-such-folder" / "plot.csv")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (missing, "")))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *args: warnings.append(args[2])))
    settings = settings_in(tmp_path)
    assert export_dialog.export_plots_dialog(panel, panel, settings) == []
    assert warnings and missing in warnings[0]
    assert settings.value(export_dialog.DIRECTORY_KEY) is None, "a folder that failed is not remembered"


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
    assert client.sent == [protocol.ExportWeights(request_id=first, path="/tmp/a.pt"),
                           protocol.ExportWeights(request_id=second, path="/tmp/b.pt")]
    client.replies = [protocol.ExportDone(first, "/tmp/a.pt")]
    bridge.pump()
    assert [d.request_id for d in done] == [first]
    # A restart's lost export is answered by the client (client/lost.py); the bridge passes it on.
    lost = protocol.ExportDone(second, "/tmp/b.pt",
                               protocol.ErrorInfo(line=None, phase="engine", type="EngineCrashed", message="crashed",
                                                  code="engine_crashed"))
    client.replies = [protocol.EngineRestarted(reason="crashed", phase=None, request_id=None,
                                               message="the engine crashed",
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
    assert client.sent[-1] == protocol.GraphRequest(request_id=asked)
    client.replies = [protocol.GraphData(asked, [], [])]
    bridge.pump()
    assert [g.request_id for g in graphs] == [run, asked]
