"""File ▸ Export ▸ Shown Plots in the real window, fed by a scripted bridge: which files are
written (no hidden or empty plot, no empty file), what their CSV columns are called, that the
window names the files, and that the dialog opens where the last export went."""
from __future__ import annotations

import csv

import numpy as np
import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from playground import protocol
from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge, result

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)"),
              pytest.mark.timeout(120)]


@pytest.fixture
def windows(qapp, tmp_path):
    made = []

    def make(bridge):
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        win = MainWindow(bridge=bridge, settings=settings, autosave=False)
        win.resize(1280, 720)
        win.show()
        win.start_engine()
        made.append(win)
        return win

    yield make
    for win in made:
        win.shutdown()
        win.close()
        win.deleteLater()


def snapshot(rid: int) -> protocol.TrainSnapshot:
    """Ten steps of a regression run: loss, a (4, 3) weight and a bias, their histograms."""
    steps = np.arange(1, 11)
    gradients = {"fc1.weight": np.arange(12, dtype=np.float32).reshape(4, 3),
                 "out.bias": np.ones(1, np.float32)}
    histograms = {name: (np.array([1.0, 4.0, 2.0]), np.linspace(-1, 1, 4)) for name in gradients}
    return protocol.TrainSnapshot(
        rid, 10, steps, np.linspace(1, 0.5, 10), None, None,
        {name: np.full(10, 0.1) for name in gradients}, {name: 0.1 for name in gradients},
        {name: 0.0 for name in gradients}, gradients, histograms, None, 1000.0)


def trained(windows):
    """A window after a regression run (no accuracy), its Loss tab in front."""
    bridge = FakeBridge()
    win = windows(bridge)
    win.load_preset("soft_clip")
    bridge.compiled.emit(result(bridge.next_id))
    win.train()
    bridge.train_started.emit(protocol.TrainStarted(bridge.next_id, "fit-1d", "sin", "cpu", 10,
                                                    ["fc1.weight", "out.bias"], [(4, 3), (1,)]))
    bridge.snapshot.emit(snapshot(bridge.next_id))
    for panel in (win.loss_panel, win.gradient_panel):
        panel.timer.mark_dirty()
        panel.flush()
    win.plot_area.tabs.setCurrentWidget(win.loss_panel)
    return win


def save_as(monkeypatch, path, asked=None):
    def dialog(parent, caption, directory, *rest):
        if asked is not None:
            asked.append(directory)
        return str(path), ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(dialog))


def rows_of(path) -> list[list[str]]:
    with open(path, newline="", encoding="utf-8") as file:
        return list(csv.reader(file))


def test_the_loss_tab_of_a_regression_run_is_one_picture_and_the_window_says_so(windows, tmp_path, monkeypatch):
    win = trained(windows)
    save_as(monkeypatch, tmp_path / "loss.png")
    written = win.exchange.export_plot_dialog()
    assert [p.name for p in tmp_path.glob("loss*")] == ["loss.png"], "not the hidden, empty accuracy plot"
    assert written == [str(tmp_path / "loss.png")]
    assert (tmp_path / "loss.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    said = f"Exported loss.png to {tmp_path}."
    assert win.status.currentMessage() == said
    assert said in win.console.plain_text()


def test_the_gradients_tab_as_csv_writes_no_empty_file_and_names_its_columns(windows, tmp_path, monkeypatch):
    win = trained(windows)
    win.plot_area.tabs.setCurrentWidget(win.gradient_panel)
    win.gradient_panel.picker.setCurrentText("fc1.weight")
    save_as(monkeypatch, tmp_path / "grads.csv")
    win.exchange.export_plot.trigger()
    files = sorted(tmp_path.glob("grads*.csv"))
    assert [p.name for p in files] == ["grads-1.csv", "grads-2.csv", "grads-3.csv"]
    norms, cells, histogram = (rows_of(p) for p in files)
    assert norms[0] == ["step", "fc1.weight", "out.bias"] and len(norms) == 1 + 10
    assert cells[0] == ["column", "row", "value"] and len(cells) == 1 + 12
    assert histogram[0] == ["bin start", "bin end", "count"] and len(histogram) == 1 + 3
    assert all(len(row) == 3 and row[2] for row in histogram[1:]), "every bin has its count"
    assert "Exported grads-1.csv, grads-2.csv, grads-3.csv to" in win.status.currentMessage()


def test_the_function_tab_as_csv_has_no_helper_columns(windows, tmp_path, monkeypatch):
    win = trained(windows)
    win.plot_area.show_probe()
    save_as(monkeypatch, tmp_path / "probe.csv")
    win.exchange.export_plot.trigger()
    f, df = (rows_of(tmp_path / f"probe-{i}.csv") for i in (1, 2))
    assert f[0] == ["x", "y"] and len(f) == 1 + 101
    assert df[0] == ["x", "your backward", "numerical derivative", "autograd of the forward"]
    assert len(df) == 1 + 101


def test_nothing_to_export_is_said_without_a_dialog(windows, monkeypatch):
    win = windows(FakeBridge())
    win.plot_area.tabs.setCurrentWidget(win.loss_panel)
    asked, told = [], []
    save_as(monkeypatch, "/nowhere/loss.png", asked)
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda *args: told.append(args[2])))
    assert win.exchange.export_plot_dialog() == []
    assert asked == [] and told == ["Nothing to export: the plots in front show no data yet."]


def test_the_dialog_opens_in_the_folder_of_the_last_export_also_in_a_new_window(windows, tmp_path, monkeypatch):
    folder = tmp_path / "figures"
    folder.mkdir()
    asked = []
    save_as(monkeypatch, folder / "loss.svg", asked)
    trained(windows).exchange.export_plot.trigger()
    trained(windows).exchange.export_plot.trigger()  # a second window with the same settings
    assert asked[1:] == [str(folder)] and asked[0] != str(folder)
    assert (folder / "loss.svg").stat().st_size > 0
