"""What the window's start has made and imported by its first frame (issue 31): the real start
(playground.ui.app.main) in a fresh interpreter, stopped at the main window's first paint.

Not timed: the test checks the import graph and what was built, which is what makes the start
fast or slow on any machine."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]

# Runs playground.ui.app.main([]) and, at the MainWindow's first Paint, prints what it found.
WATCH = r"""
import json, os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if (event.type() == QEvent.Type.Paint and hasattr(watched, "window")
                and type(watched.window()).__name__ == "MainWindow"):
            window = watched.window()
            parts = window.parts
            print("@@" + json.dumps({
                "modules": sorted(sys.modules),
                "built": {name: getattr(parts, name).built
                          for name in ("gradient_panel", "model_panel", "jacobian_panel")},
                "client_made": window.bridge._client is not None,
                "cheap_feature_check": getattr(sys.modules["shibokensupport.feature"]._mod_uses_pyside,
                                               "reads_bytes", False),
                "behind": parts.plot_area.tabs.currentWidget() not in (
                    parts.gradient_panel, parts.model_panel, parts.jacobian_panel),
            }), flush=True)
            os._exit(0)
        return False

app = QApplication([sys.argv[0]])
watch = FirstPaint()
app.installEventFilter(watch)
from playground.ui.app import main
main([])
os._exit(3)
"""

# Imported by the first frame, these would be start-up spent on what it does not draw.
NOT_BEFORE_FIRST_FRAME = (
    "torch",
    "playground.engine",
    "playground.client.client",  # the client and its process start with the engine, after the frame
    "playground.client.process",
    "playground.wire",
    "playground.ui.window.snapshot",  # --snapshot only
    "playground.ui.window.help",  # Help ▸ ... only
    "playground.ui.lsp",  # the language servers' help is made with the engine, after the frame
    "playground.ui.compare.view",  # compare mode's view and B's editor: when it is first turned on
    "playground.ui.compare.pane",
    "playground.ui.graph.view",  # the autograd graph's view: when first needed
    "playground.ui.graph.example_view",  # the example's backward step by step: when first needed
    "playground.hints",  # the editor's Function hints: at the first pause in typing (editor/live_hints.py)
)


def first_frame(tmp_path) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    done = subprocess.run([sys.executable, "-c", WATCH], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=180)
    lines = [line for line in done.stdout.splitlines() if line.startswith("@@")]
    assert lines, f"no first frame (status {done.returncode}): {done.stderr[-3000:]}"
    return json.loads(lines[-1][2:])


def test_the_first_frame_imports_nothing_it_does_not_draw(tmp_path):
    seen = first_frame(tmp_path)
    modules = set(seen["modules"])
    loaded = [name for name in NOT_BEFORE_FIRST_FRAME
              if name in modules or any(module.startswith(name + ".") for module in modules)]
    assert loaded == []
    assert not seen["client_made"]  # the bridge makes its EngineClient when the engine starts


def test_pysides_check_of_each_import_reads_bytes_by_the_first_frame(tmp_path):
    # ui/feature_check.py: in place before the window's imports (about 70 ms of CPU otherwise)
    assert first_frame(tmp_path)["cheap_feature_check"]


def test_the_tabs_behind_the_first_one_are_built_when_first_shown(tmp_path):
    seen = first_frame(tmp_path)
    assert seen["behind"]  # Loss (or f(x) in a short window) in front, the three behind it
    assert seen["built"] == {"gradient_panel": False, "model_panel": False, "jacobian_panel": False}


def test_the_window_module_loads_no_torch_nor_engine():
    code = ("import sys, playground.ui.window.main_window, playground.ui.app; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'torch' "
            "or m.startswith(('playground.engine', 'playground.client.client', 'playground.wire'))))")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                          timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]"
