"""File ▸ Export ▸ Shown Plots: the Save dialog, which opens in the folder and with the format of
the last export (remembered in the app's QSettings), and exports there (export.py).

Nothing to export (every plot in front is empty) is said at once, without a dialog; a failure is
said in a message box. The caller says which files were written.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from playground.ui.files.export import FORMATS, export_panel, exportable_plots

DIRECTORY_KEY = "export/directory"
FORMAT_KEY = "export/format"


def tr(text: str) -> str:
    return QCoreApplication.translate("export", text)


def _filters() -> list[str]:
    return [tr("PNG picture (*.png)"), tr("SVG drawing (*.svg)"), tr("CSV data (*.csv)")]


def nothing_to_export_text() -> str:
    return tr("Nothing to export: the plots in front show no data yet.")


def export_plots_dialog(parent: QWidget, panels, settings: QSettings, directory: str = "") -> list[str]:
    """Ask where to save (PNG, SVG or CSV) and export the shown plots of ``panels`` there.
    ``directory``: where the dialog opens before the first export. Returns the files written
    ([] when cancelled, when there is nothing to export, or on a failure, which is shown)."""
    if not any(exportable_plots(panels, fmt) for fmt in FORMATS):
        QMessageBox.information(parent, tr("Export plot"), nothing_to_export_text())
        return []
    filters = _filters()
    last = str(settings.value(FORMAT_KEY, FORMATS[0]))
    chosen = filters[FORMATS.index(last)] if last in FORMATS else filters[0]
    start = str(settings.value(DIRECTORY_KEY, "") or directory)
    path, chosen = QFileDialog.getSaveFileName(parent, tr("Export plot"), start, ";;".join(filters), chosen)
    if not path:
        return []
    if Path(path).suffix.lower().lstrip(".") not in FORMATS:
        path += "." + (FORMATS[filters.index(chosen)] if chosen in filters else FORMATS[0])
    try:
        written = export_panel(panels, path)
    except (OSError, ValueError, TypeError) as error:
        QMessageBox.warning(parent, tr("Export plot"),
                            tr("Could not export to {path}: {error}").format(path=path, error=error))
        return []
    settings.setValue(DIRECTORY_KEY, str(Path(path).parent))
    settings.setValue(FORMAT_KEY, Path(path).suffix.lower().lstrip("."))
    if not written:
        QMessageBox.information(parent, tr("Export plot"), nothing_to_export_text())
    return written
