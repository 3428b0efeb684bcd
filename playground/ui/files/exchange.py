"""What goes in and out of the window besides plain code: experiment files (code + settings),
points from a CSV file, the trained weights, pictures and data of the plots.

The engine does the torch part (ExportWeights); ui/files/export_dialog.py and export.py write the plots;
playground/formats/points_csv.py reads the points. This module wires them to menus and messages.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from playground import protocol
from playground.formats.experiment import Experiment
from playground.formats.points_csv import PointsCsvError, read_points_csv
from playground.ui.check.live_check import LiveCheck
from playground.ui.compare.controller import Compare
from playground.ui.files.documents import DocumentManager
from playground.ui.training.session import TrainingSession
from playground.ui.window_parts import ExchangeParts
from playground.ui.words.codes import error_message
from playground.vocabulary import Model

EXPORTED_MESSAGE_MS = 15000  # the status bar names the files written for this long


class WindowExchange(QObject):
    """File ▸ Import Points CSV…, File ▸ Export ▸ …, and experiment files, for a MainWindow.

    ``window``: the parent of its dialogs; ``parts``: the window's widgets (controls, console,
    panels); ``documents``: asks it for the experiment to save; ``session``: whether there are
    weights; ``live``: A's subject and x range; ``compare``: its view is in front in compare mode;
    ``subject_name()``: the subject the window shows. Its items go in ``file_menu`` before
    ``file_end``."""

    def __init__(self, window: QWidget, parts: ExchangeParts, bridge, documents: DocumentManager,
                 session: TrainingSession, live: LiveCheck, compare: Compare,
                 subject_name: Callable[[], Optional[str]], file_menu: QMenu, file_end: QAction):
        super().__init__(window)
        self.window, self.parts, self.bridge, self.documents = window, parts, bridge, documents
        self.session, self.live, self.compare, self.subject_name = session, live, compare, subject_name
        self.bridge.export_done.connect(self._on_export_done)
        documents.experiment_provider = self.current_experiment
        if hasattr(parts.model_panel, "points_edited"):
            parts.model_panel.points_edited.connect(self.use_drawn_points)
        self._build_menus(file_menu, file_end)
        session.state_changed.connect(lambda _state: self.update_actions())
        parts.controls.config_changed.connect(self.update_actions)

    # ------------------------------------------------------------------ menus

    def _build_menus(self, file_menu: QMenu, before: QAction) -> None:
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
        self.update_actions()

    def update_actions(self) -> None:
        """Weights exist once a run has built a model; imported points can be forgotten."""
        self.export_weights.setEnabled(self.session.has_run)
        self.clear_points.setEnabled(self.parts.controls.custom_points_count() > 0)

    # ------------------------------------------------------------------ points

    def import_points_dialog(self) -> bool:
        name, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Import points"), self.documents.start_directory(),
            self.tr("CSV files (*.csv *.txt);;All files (*)"))
        return bool(name) and self.import_points_file(name)

    def import_points_file(self, path) -> bool:
        """Read points and train on them from now on, with the model they are for (x, y: fit a
        curve; x, y, label: classify); a malformed file is refused with its line and what is wrong."""
        try:
            points = read_points_csv(path)  # the columns say which: x, y or x, y, label
        except (PointsCsvError, OSError) as error:
            QMessageBox.warning(self.window, self.tr("Cannot import points"), self._csv_error_text(path, error))
            return False
        self.parts.controls.set_custom_points(points.kind, points.config_fields(), Path(path).name)
        model_panel = self.parts.model_panel
        if points.kind == Model.CLASSIFY_2D and hasattr(model_panel, "set_points"):
            model_panel.set_points(points.xy, points.labels)
        self.parts.console.append_info(self.tr(
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
        self.parts.controls.set_custom_points("classify-2d", fields, self.tr("points drawn by hand"))
        self.update_actions()

    def forget_points(self) -> None:
        self.parts.controls.set_custom_points(None, {}, "")
        self.parts.console.append_info(self.tr("Training uses the chosen data set again."))
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
        if self.compare.active:
            return [self.compare.view]
        area = self.parts.plot_area
        probe = self.parts.curve_panels()
        front = area.tabs.currentWidget()
        if area.mode == "split":
            return probe + [front]
        return probe if front is area.probe_row else [front]

    def export_plot_dialog(self) -> list:
        """File ▸ Export ▸ Shown Plots…: every plot in front that shows data, to the chosen
        format; the console and the status bar name the files written. Returns their paths."""
        # Imported on first use: pyqtgraph's exporters and QtSvg cost ~20 ms before the window shows.
        from playground.ui.files.export_dialog import export_plots_dialog

        written = export_plots_dialog(self.window, self.shown_panels(), self.documents.settings,
                                      self.documents.start_directory())
        if written:
            text = self.tr("Exported {files} to {folder}.").format(
                files=", ".join(Path(path).name for path in written), folder=Path(written[0]).parent)
            self.parts.console.append_info(text)
            self.parts.status.showMessage(text, EXPORTED_MESSAGE_MS)
        return written

    # ------------------------------------------------------------------ experiment files

    def current_experiment(self) -> Experiment:
        """The editor's code with the subject, x range and every training setting."""
        return Experiment(code=self.parts.editor_pane.editor.toPlainText(),
                          config=self.parts.controls.config(), subject=self.subject_name(),
                          x_range=self.live.x_range, preset=self.documents.preset_name)

    def apply_experiment(self, experiment: Experiment) -> None:
        """Set every control as the experiment says (its device only where this machine has it);
        the probe's answer then shows its x range."""
        controls = self.parts.controls
        if not controls.apply_saved_config(experiment.config):
            self.parts.console.append_warning(self.tr(
                "This experiment trained on {device}, which is not available here: the {used} is "
                "used.").format(device=experiment.config.device,
                                used=controls.device_combo.currentText()))
        self.live.subject = experiment.subject
        self.live.x_range = tuple(experiment.x_range)

    # ------------------------------------------------------------------ weights

    def export_weights_dialog(self) -> bool:
        stem = self.documents.path.stem if self.documents.path else "model"
        start = Path(self.documents.start_directory()) / f"{stem}_weights.pt"
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
        console = self.parts.console
        if done.error is None:
            console.append_info(self.tr("Saved the trained weights to {path}.").format(path=done.path))
        else:
            console.append_warning(self.tr("Could not save the weights to {path}: {reason}").format(
                path=done.path, reason=error_message(done.error)))

    def disconnect_bridge(self) -> None:
        self.bridge.export_done.disconnect(self._on_export_done)

