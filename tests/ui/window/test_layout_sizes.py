"""Every classroom size holds: 1024×768, 1280×720, 1366×768 and 1920×1080 at scale 1, 1.5 and 2,
in normal, presentation and compare mode, measured as --snapshot's OUT.json measures them
(ui/window/plot_sizes.py: each plot's data area in logical pixels).

A scale factor divides the screen into fewer logical pixels (1920×1080 at 2 is 960×540), and the
layout is laid out in logical pixels, so the matrix runs in-process on logical sizes, one window
per mode. One subprocess checks that the real thing, QT_SCALE_FACTOR=2 and --snapshot-sizes,
writes the same JSON.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from playground.ui.window.main_window import MainWindow
from tests.repo import REPO
from tests.ui.fakes import FakeBridge, result

SCREENS = [(1024, 768), (1280, 720), (1366, 768), (1920, 1080)]
SCALES = [1, 1.5, 2]
# The promise: f(x) and its derivative at least this big (logical px) here.
READABLE = (250, 150)
PROMISED = {("presentation", 1024, 768, 1), ("presentation", 1280, 720, 1),
            ("normal", 1920, 1080, 2), ("presentation", 1920, 1080, 2)}
# Everywhere else: never a strip (the issue found f(x) 15 px high).
NO_STRIP = {"normal": (200, 120), "presentation": (200, 75), "compare": (140, 150)}
PROBE_KEYS = {"normal": ("function", "derivative"), "presentation": ("function", "derivative"),
              "compare": ("compare_derivative_a", "compare_derivative_b")}


def logical(width: int, height: int, scale: float) -> tuple[int, int]:
    return int(width / scale), int(height / scale)


def make_window(mode: str, tmp_path) -> MainWindow:
    bridge = FakeBridge()
    settings = QSettings(str(tmp_path / f"{mode}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(bridge=bridge, settings=settings, autosave=False,
                        compare_bridge_factory=lambda _parent: FakeBridge())
    window.resize(1280, 720)
    window.show()
    window.start_engine()
    window.load_preset(window.presets[1].name)  # a lesson with a question and a long docstring
    bridge.compiled.emit(result(bridge.next_id))
    if mode == "presentation":
        window.presentation.set_active(True)
    if mode == "compare":
        window.compare.set_active(True)
        window.compare.bridge.compiled.emit(result(window.compare.bridge.next_id))
        window.editor_tabs.setCurrentIndex(0)
    return window


def measure(window: MainWindow, width: int, height: int) -> dict:
    """The window at this size, laid out as if opened there, as OUT.json would say."""
    window.resize(width, height)
    QApplication.processEvents()
    window.apply_default_sizes()
    if window.presentation.active:
        window.presentation.fit_lesson()
    for _ in range(3):
        QApplication.processEvents()
    return window.plot_sizes()["plots"]


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def probe_sizes(window: MainWindow, width: int, height: int) -> dict:
    """measure(), and where one curve shows at a time (ui/window/one_curve.py), f(x) as its
    switch shows it: every curve at the size the class sees it."""
    plots = measure(window, width, height)
    switch = window.parts.curve_switch
    if window.compare.active or not switch.one_at_a_time:
        return plots
    assert "function" not in plots and switch.isVisible()  # the derivative first, the switch in sight
    switch.buttons["function"].click()
    settle()
    function = window.plot_sizes()["plots"]
    switch.buttons["derivative"].click()
    settle()
    assert "derivative" not in function
    return {**plots, "function": function.get("function")}


@pytest.mark.parametrize("mode", ["normal", "presentation", "compare"])
def test_the_probe_plots_have_room_at_every_classroom_size(qtbot, tmp_path, mode):
    window = make_window(mode, tmp_path)
    try:
        failures = []
        for scale in SCALES:
            for screen in SCREENS:
                width, height = logical(*screen, scale)
                plots = probe_sizes(window, width, height)
                promised = (mode, *screen, scale) in PROMISED
                least = READABLE if promised else NO_STRIP[mode]
                for key in PROBE_KEYS[mode]:
                    size = plots.get(key)
                    if size is None or size["width"] < least[0] or size["height"] < least[1]:
                        failures.append(f"{screen[0]}x{screen[1]} at {scale}: {key} {size} < {least}")
        assert failures == []
    finally:
        window.shutdown()
        window.close()
        window.deleteLater()


def test_a_tall_window_shows_the_training_plots_with_the_probe_plots(qtbot, tmp_path):
    window = make_window("normal", tmp_path)
    try:
        plots = measure(window, 1920, 1080)
        assert {"function", "derivative", "loss"} <= set(plots)
        assert all(size["height"] >= 250 for size in plots.values())
    finally:
        window.shutdown()
        window.close()
        window.deleteLater()


@pytest.mark.timeout(240)
def test_snapshot_at_scale_2_writes_the_plot_sizes_beside_each_picture(tmp_path):
    out = tmp_path / "shot.png"
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2",
                       OMP_NUM_THREADS="1")
    done = subprocess.run(
        [sys.executable, str(REPO / "main.py"), "--preset", "2", "--presentation",
         "--snapshot", str(out), "--snapshot-sizes", "960x540,683x384"],
        cwd=REPO, env=environment, capture_output=True, text=True, timeout=220)
    assert done.returncode == 0, done.stderr[-2000:]
    for size in ("960x540", "683x384"):
        picture, sizes = tmp_path / f"shot-{size}.png", tmp_path / f"shot-{size}.json"
        assert picture.is_file() and sizes.is_file()
        data = json.loads(sizes.read_text())
        assert data["window"]["device_pixel_ratio"] == 2 and data["presentation"]
        assert set(data["plots"]) <= {"function", "derivative", "loss", "gradients", "model"}
    # 960×540: one curve at a time beside the code, the derivative first; 683×384: the editor
    # column folds, and both curves have the width
    assert set(json.loads((tmp_path / "shot-683x384.json").read_text())["plots"]) >= {"function", "derivative"}
    big = json.loads((tmp_path / "shot-960x540.json").read_text())["plots"]
    assert "function" not in big
    assert big["derivative"]["width"] >= READABLE[0] and big["derivative"]["height"] >= READABLE[1], big


def test_the_editor_column_widens_to_show_the_codes_widest_line_while_the_plots_keep_their_minimum():
    from playground.ui.window.layout import PLOTS_MIN_PX, editor_column_width

    share = editor_column_width(1280, presentation=True)
    assert editor_column_width(1280, True, code_px=share - 50) == share  # the share is the least
    assert editor_column_width(1280, True, code_px=share + 100) == share + 100  # the code's line whole
    assert editor_column_width(1280, True, code_px=2000) == 1280 - PLOTS_MIN_PX  # the plots keep theirs
    assert editor_column_width(700, True, code_px=2000) == 0  # a narrow window still folds the column


def test_the_code_lines_are_the_lines_after_the_docstring_without_inline_comments():
    from playground.ui.editor.code_start import code_lines

    text = '"""A lesson.\n\nIts text, which is long enough to be the widest line of all of them."""\n\n' \
           "import torch\n# a comment line\nx = torch.ones(3)  # an inline comment\n\n"
    assert code_lines(text) == ["import torch", "x = torch.ones(3)"]


def test_presentation_mode_shows_a_lessons_code_whole_at_1280x720(qtbot, tmp_path):
    from playground.ui.window.layout import code_width

    window = make_window("presentation", tmp_path)
    try:
        assert window.load_preset("round_ste")
        window.resize(1280, 720)
        QApplication.processEvents()
        window.apply_default_sizes()
        QApplication.processEvents()
        editor = window.parts.editor_pane.editor
        assert window.presentation.active and "class RoundSTE(torch.autograd.Function):" in editor.toPlainText()
        from playground.ui.window.layout import PLOTS_MIN_PX

        splitter = window.parts.main_splitter
        needed = code_width(editor)
        assert needed > 0.30 * 1280  # more than presentation mode's share: the rule is what widens it
        assert splitter.sizes()[0] >= min(needed, splitter.width() - PLOTS_MIN_PX) - 1
    finally:
        window.shutdown()
        window.close()
        window.deleteLater()
