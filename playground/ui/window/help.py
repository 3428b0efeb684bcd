"""Help for a first-time user: Quick start (F1), Keyboard shortcuts, About.

The shortcut list is read from the window's own actions, so it cannot drift from the menus;
the editor's keys (handled inside the editor, not by actions) are added by name. About names the
versions a bug report needs. torch's version comes from the engine's ready message or from the
installed package's metadata: the window never imports torch (DESIGN.md).
"""
from __future__ import annotations

import html
from typing import Optional

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from playground.version import __version__ as playground_version

LICENCE = "MIT"
DIALOG_SIZE = (640, 560)


def tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def quick_start_html() -> str:
    """Help ▸ Quick start: the panes, and a first thing to try."""
    return tr(
        "<h2>Quick start</h2>"
        "<p><b>Left:</b> the lesson (a question for the class), the <b>editor</b> with a "
        "torch.autograd.Function, and the <b>console</b> with its prints and errors.</p>"
        "<p><b>Right:</b> <b>f(x)</b>, your function; the <b>derivative</b> plot, where "
        "<i>your backward</i> (a wide orange band) is drawn under the numerical derivative and "
        "autograd's own; the verdict above says whether they agree. <b>Loss</b>, "
        "<b>Gradients</b> and <b>Model</b> show a toy model training with your Function.</p>"
        "<p><b>A first thing to try:</b> open the lesson <i>02 · A first custom Function</i>, "
        "change <code>1 - torch.tanh(x / 4) ** 2</code> into <code>1 + torch.tanh(x / 4) ** 2</code> "
        "and watch the verdict turn red and the band leave the dashed line. Then press <b>Train</b> (F5).</p>"
        "<p>The code checks itself a moment after you stop typing; <b>Check</b> (Ctrl+Return) runs "
        "it at once. Your code runs in a separate engine process: an endless loop or a crash "
        "there cannot freeze the window or lose your text.</p>"
        "<p><b>For a class:</b> View ▸ Presentation Mode (Ctrl+Shift+P) enlarges everything; "
        "the Pace box in the toolbar slows training down so a class can watch the gradients "
        "move.</p>")


def editor_shortcuts() -> list[tuple[str, str]]:
    """The editor's own keys: (key, what it does)."""
    return [("Tab / Shift+Tab", tr("Indent / dedent the selected lines")),
            ("Ctrl+/", tr("Comment or uncomment the selected lines")),
            ("Ctrl+F, F3, Shift+F3", tr("Find, next match, previous match")),
            (tr("Ctrl+mouse wheel"), tr("Zoom the editor's text")),
            (tr("Mouse wheel on a plot or the graph"), tr("Zoom it; drag to move"))]


def action_shortcuts(window: QWidget) -> list[tuple[str, str]]:
    """(keys, the action's words) for every action of the window's menus with a shortcut."""
    rows, seen = [], set()
    for action in window.findChildren(QAction):
        keys = [key.toString(QKeySequence.NativeText) for key in action.shortcuts() if not key.isEmpty()]
        name = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…. ")
        if keys and name and (name, keys[0]) not in seen:
            seen.add((name, keys[0]))
            rows.append((" / ".join(keys), name))
    return sorted(rows, key=lambda row: row[1].lower())


def shortcuts_html(window: QWidget) -> str:
    """Help ▸ Keyboard shortcuts: the menus' shortcuts, then the editor's keys."""
    def table(rows: list[tuple[str, str]]) -> str:
        cells = "".join(f"<tr><td style='padding-right:18px'><b>{html.escape(keys)}</b></td>"
                        f"<td>{html.escape(words)}</td></tr>" for keys, words in rows)
        return f"<table cellspacing='3'>{cells}</table>"

    return (f"<h2>{tr('Keyboard shortcuts')}</h2>{table(action_shortcuts(window))}"
            f"<h3>{tr('In the editor and the plots')}</h3>{table(editor_shortcuts())}")


def package_version(name: str) -> Optional[str]:
    """An installed distribution's version, read from its metadata (nothing is imported)."""
    from importlib import metadata  # here, not at start-up: ~17 ms before the window shows

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def versions(torch_version: Optional[str]) -> list[tuple[str, str]]:
    """(name, version) of the app and what it runs on."""
    import pyqtgraph  # already loaded by the plots

    unknown = tr("not installed")
    return [("Autograd Playground", playground_version),
            ("torch", torch_version or package_version("torch") or unknown),
            ("Qt", qVersion()),
            ("PySide6", pyside_version),
            ("pyqtgraph", pyqtgraph.__version__),
            ("numpy", package_version("numpy") or unknown)]


def about_html(torch_version: Optional[str]) -> str:
    """Help ▸ About: what the app is, its version and licence, the versions it runs on."""
    rows = "".join(f"<tr><td style='padding-right:14px'>{html.escape(name)}</td>"
                   f"<td><b>{html.escape(version)}</b></td></tr>"
                   for name, version in versions(torch_version))
    return (tr("<h3>Autograd Playground {version}</h3><p>Write a torch.autograd.Function, see "
               "whether its backward is right, train with it and watch every gradient.</p>")
            .format(version=html.escape(playground_version))
            + tr("<p>Licence: {licence}.</p>").format(licence=LICENCE)
            + f"<table>{rows}</table>"
            + tr("<p>Your code runs in a separate engine process: a fault boundary, not a sandbox. "
                 "Presets and opened files are Python code that runs with your rights.</p>"))


class HelpDialog(QDialog):
    """A non-modal window of rich text (quick start, shortcuts), closed with Esc or Close."""

    def __init__(self, title: str, text: str, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setAttribute(Qt.WA_DeleteOnClose)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(text)
        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(*DIALOG_SIZE)


def show_help(parent: QWidget, title: str, text: str) -> HelpDialog:
    """Open a HelpDialog beside the window (it stays open while the user tries things)."""
    dialog = HelpDialog(title, text, parent)
    dialog.show()
    return dialog
