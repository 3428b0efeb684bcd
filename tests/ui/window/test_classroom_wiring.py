"""Classroom wiring in the real window: experiment files (save, open, replay) and the engine
helper's pieces (import of points, export, the autograd graph)."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from PySide6.QtCore import QSettings, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from playground import protocol
from playground.formats.experiment import MAGIC, parse_experiment
from playground.protocol import TrainConfig
from playground.ui.bridge import EngineBridge
from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge, result, started

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)"),
              pytest.mark.timeout(180)]

ENGINE_START_S, ANSWER_S = 60, 60
TWO = "import torch\nclass A(torch.autograd.Function):\n    pass\nclass B(torch.autograd.Function):\n    pass\n"


def new_window(tmp_path, bridge, name="settings.ini"):
    settings = QSettings(str(tmp_path / name), QSettings.Format.IniFormat)
    win = MainWindow(bridge=bridge, settings=settings, autosave=False)
    win.resize(1280, 720)
    win.show()
    win.start_engine()
    return win


@pytest.fixture
def windows(qapp, tmp_path):
    made = []
    yield lambda bridge, name="settings.ini": made.append(new_window(tmp_path, bridge, name)) or made[-1]
    for win in made:
        win.shutdown()
        win.close()
        win.deleteLater()


def odd_config() -> TrainConfig:
    return TrainConfig(model="classify-2d", dataset="moons", steps=321, batch_size=19, width=7,
                       depth=3, optimizer="momentum", lr=0.0234, seed=99)


def test_save_experiment_as_then_open_brings_back_code_subject_and_every_control(
        windows, tmp_path, monkeypatch):
    bridge = FakeBridge()
    first = windows(bridge)
    first.documents.set_text(TWO, "new")
    bridge.compiled.emit(result(bridge.next_id, functions=("A", "B"), subject="B"))
    first.subject_row.chosen.emit("A")
    first.controls.apply_config(odd_config())
    first.live.set_range(-2.0, 3.0)
    path = tmp_path / "lesson_experiment.py"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(path), "Python files (*.py)")))
    first.menus.save_experiment.trigger()
    text = path.read_text(encoding="utf-8")
    assert text.startswith(MAGIC) and text.endswith(TWO)
    saved = parse_experiment(text)
    assert saved.subject == "A" and saved.x_range == (-2.0, 3.0)

    other = FakeBridge()
    second = windows(other, "second.ini")
    second.menus.check_opened.setChecked(True)
    assert second.documents.open_path(path, ask=False)
    assert second.editor_pane.editor.toPlainText() == TWO, "the header is not part of the code"
    config = second.controls.config()
    assert dataclasses.replace(config, device="cpu") == dataclasses.replace(odd_config(), device="cpu")
    compile_call = other.of("compile")[-1]
    assert compile_call[2] == "A", "the subject picker's choice comes back"
    assert compile_call[3:5] == (-2.0, 3.0), "the x range comes back"

    # Saving the reopened experiment keeps it an experiment, with the settings of now.
    second.controls.seed_spin.setValue(5)
    second.editor_pane.editor.insertPlainText("# edited\n")
    assert second.documents.save()
    again = parse_experiment(path.read_text(encoding="utf-8"))
    assert again.config.seed == 5 and again.code.startswith("# edited\n")


def test_a_broken_experiment_header_opens_as_code_and_says_why(windows, tmp_path):
    path = tmp_path / "broken.py"
    path.write_text(MAGIC + "\n# settings: {nope}\nx = 1\n", encoding="utf-8")
    win = windows(FakeBridge())
    assert win.documents.open_path(path, ask=False)
    assert "x = 1" in win.editor_pane.editor.toPlainText()
    assert "settings could not be read" in win.console.plain_text()


# ---------------------------------------------------------------------------- the real engine


@pytest.fixture(scope="module")
def engine(qapp):
    bridge = EngineBridge()
    bridge.start()
    yield bridge
    bridge.shutdown()


def train_and_collect(qtbot, window, steps):
    losses, finished = [], []
    window.session.snapshot.connect(lambda snap: losses.append(np.array(snap.loss)))
    window.session.finished.connect(finished.append)
    window.controls.run_actions.train.trigger()
    qtbot.waitUntil(lambda: bool(finished), timeout=ANSWER_S * 1000)
    assert finished[0].reason == "done", finished[0].errors
    return np.concatenate(losses)


def test_the_same_experiment_file_and_seed_replay_the_same_curves(qtbot, windows, tmp_path, engine):
    first = windows(engine)
    qtbot.waitUntil(lambda: engine.is_ready, timeout=ENGINE_START_S * 1000)
    first.load_preset("soft_clip")
    first.controls.apply_preset_train({"model": "fit-1d", "dataset": "sin", "steps": 40,
                                       "width": 8, "batch_size": 16, "seed": 7})
    path = tmp_path / "soft_clip_experiment.py"
    assert first.documents.write_to(path, as_experiment=True)
    first.shutdown()

    runs = []
    for name in ("one.ini", "two.ini"):
        win = windows(engine, name)
        assert win.documents.open_path(path, ask=False)
        assert win.controls.config().seed == 7 and win.controls.config().steps == 40
        runs.append(train_and_collect(qtbot, win, 40))
        win.shutdown()
    assert len(runs[0]) == 40
    np.testing.assert_array_equal(runs[0], runs[1])


# ---------------------------------------------------------------------------- the engine helper's pieces


class ClassroomBridge(FakeBridge):
    """A scripted bridge with the graph and export signals of the real one."""

    graph = Signal(object)
    export_done = Signal(object)

    def request_graph(self):
        self.next_id += 1
        self.calls.append(("request_graph",))
        return self.next_id

    def export_weights(self, path):
        self.next_id += 1
        self.calls.append(("export_weights", path))
        return self.next_id


def tiny_graph(request_id) -> protocol.GraphData:
    nodes = [protocol.GraphNode(0, "MseLossBackward0", "function", True),
             protocol.GraphNode(1, "RoundSTEBackward", "user_function", True),
             protocol.GraphNode(2, "fc1.weight", "leaf", True, (4, 1), "fc1.weight", True)]
    return protocol.GraphData(request_id, nodes, [(0, 1), (1, 2)], [])


def test_view_autograd_graph_shows_the_runs_graph_in_a_tab(windows):
    bridge = ClassroomBridge()
    win = windows(bridge)
    assert win.graph_view not in [win.plot_area.tabs.widget(i) for i in range(win.plot_area.tabs.count())]
    win.train()
    bridge.train_started.emit(started(bridge.next_id))
    bridge.graph.emit(tiny_graph(bridge.next_id))
    win.graph_tab.show_action.trigger()
    assert win.plot_area.tabs.currentWidget() is win.graph_view
    assert win.plot_area.tabs.tabText(win.plot_area.tabs.currentIndex()) == "Autograd graph"
    assert set(win.graph_view.boxes) == {0, 1, 2}
    assert win.graph_tab.show_action.shortcut() == QKeySequence("Ctrl+Shift+G")
    win.presentation.set_active(True)
    assert win.graph_view.presentation


def test_the_graph_and_example_views_are_made_when_first_shown_in_the_fonts_in_use(windows):
    win = windows(ClassroomBridge())
    assert not win.graph_tab.has_view and not win.example_tab.has_view  # not made by the window (issue 31)
    assert len(win.example_tab.covers) == 1  # the Jacobian's Predict cover waits for the view's signal
    win.presentation.set_active(True)
    win.graph_tab.show_action.trigger()
    assert win.graph_tab.has_view and win.plot_area.tabs.currentWidget() is win.graph_view
    assert win.graph_view.presentation
    win.example_tab.show_tab()
    assert win.plot_area.tabs.currentWidget() is win.example_tab.view and win.example_tab.view.presentation
    win.example_tab.view.hiding_changed.emit(True)  # the view's hiding reaches the cover made before it
    assert win.example_tab.covers[0].covering()
    win.example_tab.view.hiding_changed.emit(False)
    assert not win.example_tab.covers[0].covering()
    win.presentation.set_active(False)
    assert not win.graph_view.presentation and not win.example_tab.view.presentation


def test_asking_for_the_graph_after_a_run_requests_it(windows):
    bridge = ClassroomBridge()
    win = windows(bridge)
    win.train()
    win.show_graph()
    assert ("request_graph",) in bridge.calls


def test_import_points_csv_trains_on_them(windows, tmp_path, monkeypatch):
    bridge = ClassroomBridge()
    win = windows(bridge)
    path = tmp_path / "points.csv"
    path.write_text("x,y,label\n0,0,0\n1,1,1\n0.5,0.2,0\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    win.exchange.import_points.trigger()
    config = win.controls.config()
    assert config.model == "classify-2d", "three columns: points to classify"
    assert config.custom_x == [[0.0, 0.0], [1.0, 1.0], [0.5, 0.2]] and config.custom_y == [0, 1, 0]
    assert "3 points from points.csv" in win.console.plain_text()
    win.train()
    assert bridge.of("train")[-1][3].custom_y == [0, 1, 0]
    assert win.exchange.clear_points.isEnabled()
    win.exchange.clear_points.trigger()
    assert win.controls.config().custom_x is None


def test_a_malformed_csv_is_refused_naming_its_line(windows, tmp_path, monkeypatch):
    win = windows(ClassroomBridge())
    path = tmp_path / "bad.csv"
    path.write_text("x,y\n1,2\n3,oops\n", encoding="utf-8")
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text: warned.append(text)))
    assert not win.exchange.import_points_file(path)
    assert warned and "bad.csv, line 3" in warned[0]
    assert win.controls.config().custom_x is None


def test_export_weights_asks_the_engine_and_reports(windows, tmp_path, monkeypatch):
    bridge = ClassroomBridge()
    win = windows(bridge)
    assert not win.exchange.export_weights.isEnabled(), "no model before a run"
    win.train()
    assert win.exchange.export_weights.isEnabled()
    target = tmp_path / "weights"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    win.exchange.export_weights.trigger()
    assert bridge.of("export_weights")[-1] == ("export_weights", str(target) + ".pt")
    bridge.export_done.emit(protocol.ExportDone(bridge.next_id, str(target) + ".pt"))
    assert "Saved the trained weights" in win.console.plain_text()


def test_graph_and_weights_from_the_real_engine(qtbot, windows, tmp_path, engine):
    win = windows(engine)
    qtbot.waitUntil(lambda: engine.is_ready, timeout=ENGINE_START_S * 1000)
    win.load_preset("round_ste")
    win.controls.apply_preset_train({"model": "fit-1d", "dataset": "step", "steps": 20,
                                     "width": 8, "batch_size": 16})
    train_and_collect(qtbot, win, 20)
    win.show_graph()
    qtbot.waitUntil(lambda: win.graph_view.data is not None, timeout=ANSWER_S * 1000)
    labels = [node.label for node in win.graph_view.data.nodes]
    assert any("RoundSTE" in label for label in labels), labels
    path = tmp_path / "w.pt"
    done = []
    engine.export_done.connect(done.append)
    win.exchange.export_weights_to(path)
    qtbot.waitUntil(lambda: bool(done), timeout=ANSWER_S * 1000)
    assert done[0].error is None and path.stat().st_size > 0


def test_export_shown_plots_writes_every_plot_in_front(windows, tmp_path, monkeypatch):
    bridge = ClassroomBridge()
    win = windows(bridge)
    win.load_preset("soft_clip")
    bridge.compiled.emit(result(bridge.next_id))
    target = tmp_path / "probe.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    win.exchange.export_plot.trigger()
    written = sorted(tmp_path.glob("probe-*.csv"))
    assert [path.name for path in written] == ["probe-1.csv", "probe-2.csv"], "f(x) and its derivative"
    assert len(written[0].read_text().splitlines()) > 100, "the curve's points"
    win.graph_tab.show_graph()
    png = tmp_path / "graph.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(png), "")))
    bridge.graph.emit(tiny_graph(bridge.next_id))
    win.exchange.export_plot.trigger()
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
