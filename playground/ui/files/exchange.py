"""What goes in and out of the window besides plain code: experiment files (code + settings),
points from a CSV file, the trained weights, pictures and data of the plots; and the autograd
graph tab, which shows the engine's GraphData of the run.

The engine does the torch parts (ExportWeights, GraphRequest); ui/export.py writes the plots;
playground/formats/points_csv.py reads the points. This module wires them to menus and messages.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from playground import protocol
from playground.formats.experiment import Experiment
from playground.formats.points_csv import PointsCsvError, read_points_csv
from playground.ui.graph.view import GraphView


class WindowExchange(QObject):
    """Graph tab, File ▸ Import Points CSV…, File ▸ Export ▸ … for a MainWindow."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.bridge = window.bridge
        self.graph_view = GraphView()
        window.graph_view = self.graph_view
        # Its tab appears when the user first asks for it (View ▸ Autograd Graph): most lessons
        # never need it; it receives each run's graph from the start all the same.
        self._slots = []
        for signal, slot in ((self.bridge.graph, self._on_graph), (self.bridge.export_done, self._on_export_done)):
            signal.connect(slot)
            self._slots.append((signal, slot))
        window.documents.experiment_provider = self.current_experiment
        if hasattr(window.model_panel, "points_edited"):
            window.model_panel.points_edited.connect(self.use_drawn_points)
        self._build_menus()
        window.session.state_changed.connect(lambda _state: self.update_actions())
        window.controls.config_changed.connect(self.update_actions)

    # ------------------------------------------------------------------ menus

    def _build_menus(self) -> None:
        w, menus = self.window, self.window.menus
        file_menu, before = menus.file_menu, menus.file_end_separator
        self.import_points = file_menu.addAction(self.tr("&Import Points CSV…"))
        file_menu.insertAction(before, self.import_points)
        self.import_points.setToolTip(self.tr(
            "Train on your own points: a CSV of x, y (fit a curve) or x, y, label (classify)"))
        self.import_points.triggered.connect(self.import_points_dialog)
        self.clear_points = file_menu.addAction(self.tr("Forget Imported Points"))
        file_menu.insertAction(before, self.clear_points)
        self.clear_points.triggered.connect(self.forget_points)
        self.export_menu = file_menu.addMenu(self.tr("&Export"))
        file_menu.insertMenu(before, self.export_menu)
        self.export_weights = self.export_menu.addAction(self.tr("Trained &Weights (.pt)…"))
        self.export_weights.setToolTip(self.tr("The toy model's state_dict, saved with torch.save"))
        self.export_weights.triggered.connect(self.export_weights_dialog)
        self.export_plot = self.export_menu.addAction(self.tr("Shown &Plots (PNG, SVG or CSV)…"))
        self.export_plot.setToolTip(self.tr(
            "The plots in front now as pictures (PNG, SVG) or their data (CSV); with several "
            "plots the files are numbered"))
        self.export_plot.triggered.connect(self.export_plot_dialog)
        self.show_graph_action = menus.view_menu.addAction(self.tr("Autograd &Graph"))
        self.show_graph_action.setShortcut(QKeySequence("Ctrl+Shift+G"))
        self.show_graph_action.setToolTip(self.tr(
            "The graph behind the toy model's loss, from loss.grad_fn back to the leaves"))
        self.show_graph_action.triggered.connect(w.show_graph)
        self.update_actions()

    def update_actions(self) -> None:
        """Weights exist once a run has built a model; imported points can be forgotten."""
        session = self.window.session
        self.export_weights.setEnabled(session.has_run)
        self.clear_points.setEnabled(self.window.controls.custom_points_count() > 0)

    # ------------------------------------------------------------------ graph

    def show_graph(self) -> bool:
        """Bring the graph tab to the front (leaving compare mode); ask the engine for the graph
        of the last run if none is shown yet."""
        window = self.window
        if window.compare.active:
            window.compare.set_active(False)
        tabs = window.plot_area.tabs
        if tabs.indexOf(self.graph_view) < 0:
            tabs.addTab(self.graph_view, self.tr("Autograd graph"))
        tabs.setCurrentWidget(self.graph_view)
        if self.graph_view.data is None and window.session.has_run:
            self.bridge.request_graph()
        return True

    def _on_graph(self, data: protocol.GraphData) -> None:
        self.graph_view.show_graph(data)

    def clear(self) -> None:
        self.graph_view.clear()

    # ------------------------------------------------------------------ points

    def import_points_dialog(self) -> bool:
        name, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Import points"), self.window.documents._start_directory(),
            self.tr("CSV files (*.csv *.txt);;All files (*)"))
        return bool(name) and self.import_points_file(name)

    def import_points_file(self, path) -> bool:
        """Read points and train on them from now on, with the model they are for (x, y: fit a
        curve; x, y, label: classify); a malformed file is refused with its line and what is wrong."""
        window, controls = self.window, self.window.controls
        try:
            points = read_points_csv(path)  # the columns say which: x, y or x, y, label
        except (PointsCsvError, OSError) as error:
            QMessageBox.warning(window, self.tr("Cannot import points"), self._csv_error_text(path, error))
            return False
        controls.set_custom_points(points.kind, points.config_fields(), Path(path).name)
        model_panel = window.model_panel
        if points.kind == "classify-2d" and hasattr(model_panel, "set_points"):
            model_panel.set_points(points.xy, points.labels)
        window.console.append_info(self.tr(
            "{count} points from {name}: training uses them instead of the {model} data set "
            "(File ▸ Forget Imported Points goes back).").format(
                count=len(points), name=Path(path).name, model=points.kind))
        self.update_actions()
        return True

    def use_drawn_points(self, xy, labels) -> None:
        """Points clicked into the classification view: the next run trains on them."""
        if len(xy) == 0:
            self.forget_points()
            return
        fields = {"custom_x": [[float(a), float(b)] for a, b in xy],
                  "custom_y": [int(label) for label in labels]}
        self.window.controls.set_custom_points("classify-2d", fields, self.tr("points drawn by hand"))
        self.update_actions()

    def forget_points(self) -> None:
        self.window.controls.set_custom_points(None, {}, "")
        self.window.console.append_info(self.tr("Training uses the chosen data set again."))
        self.update_actions()

    def _csv_error_text(self, path, error) -> str:
        name = Path(path).name
        if isinstance(error, OSError):
            return self.tr("Could not read {name}: {reason}").format(
                name=name, reason=error.strerror or str(error))
        if error.line is not None:
            return self.tr("{name}, line {line}: {message}").format(
                name=name, line=error.line, message=error.message)
        return self.tr("{name}: {message}").format(name=name, message=error.message)

    # ------------------------------------------------------------------ plots

    def shown_panels(self) -> list:
        """The panels in front now: the Compare view, or the plot area's visible panels."""
        window = self.window
        if window.compare.active:
            return [window.compare.view]
        area = window.plot_area
        probe = [window.function_panel, window.derivative_panel]
        front = area.tabs.currentWidget()
        if area.mode == "split":
            return probe + [front]
        return probe if front is area.probe_row else [front]

    def export_plot_dialog(self) -> list:
        """File ▸ Export ▸ Shown Plots…: every plot in front, to the chosen format."""
        # Imported on first use: pyqtgraph's exporters and QtSvg cost ~20 ms before the window shows.
        from playground.ui.files.export import export_panel_dialog

        return export_panel_dialog(self.window, _Panels(self.shown_panels()),
                                   self.window.documents._start_directory())

    # ------------------------------------------------------------------ experiment files

    def current_experiment(self) -> Experiment:
        """The editor's code with the subject, x range and every training setting."""
        window = self.window
        return Experiment(code=window.editor_pane.editor.toPlainText(),
                          config=window.controls.config(), subject=window.live_subject_name(),
                          x_range=window.live.x_range, preset=window.documents.preset_name)

    def apply_experiment(self, experiment: Experiment) -> None:
        """Set every control as the experiment says (its device only where this machine has it);
        the probe's answer then shows its x range."""
        if not self.window.controls.apply_saved_config(experiment.config):
            self.window.console.append_warning(self.tr(
                "This experiment trained on {device}, which is not available here: the {used} is "
                "used.").format(device=experiment.config.device,
                                used=self.window.controls.device_combo.currentText()))
        self.window.live.subject = experiment.subject
        self.window.live.x_range = tuple(experiment.x_range)

    # ------------------------------------------------------------------ weights

    def export_weights_dialog(self) -> bool:
        stem = self.window.documents.path.stem if self.window.documents.path else "model"
        start = Path(self.window.documents._start_directory()) / f"{stem}_weights.pt"
        name, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export trained weights"),
                                              str(start), self.tr("PyTorch weights (*.pt);;All files (*)"))
        if not name:
            return False
        path = Path(name) if Path(name).suffix else Path(name).with_suffix(".pt")
        self.export_weights_to(path)
        return True

    def export_weights_to(self, path) -> Optional[int]:
        """Ask the engine to torch.save the model's state_dict to ``path``."""
        return self.bridge.export_weights(str(path))

    def _on_export_done(self, done: protocol.ExportDone) -> None:
        console = self.window.console
        if done.error is None:
            console.append_info(self.tr("Saved the trained weights to {path}.").format(path=done.path))
        else:
            console.append_warning(self.tr("Could not save the weights to {path}: {reason}").format(
                path=done.path, reason=done.error.message))

    def disconnect_bridge(self) -> None:
        for signal, slot in self._slots:
            signal.disconnect(slot)
        self._slots = []


class _Panels:
    """Several panels exported as one (their plots numbered in order)."""

    def __init__(self, panels: list):
        self.panels = panels

    def plot_views(self) -> list:
        views = []
        for panel in self.panels:
            views.extend(panel.plot_views() if hasattr(panel, "plot_views") else [panel])
        return views
