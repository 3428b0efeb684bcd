"""The row that names the checks beyond gradcheck's ("– skipped: 3 ▸") costs the derivative plot
no height at any classroom size, in normal and presentation mode: every lesson has such checks,
and the plot had no pixel to spare at 1280×720 (test_layout_sizes.py)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from playground import protocol
from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge, classic_checks, result
from tests.ui.window.test_layout_sizes import SCALES, SCREENS, logical, measure

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]


def heights(window: MainWindow, bridge: FakeBridge, checks: list) -> dict:
    reply = result(bridge.next_id)
    probe = reply.probe
    probe.gradcheck = protocol.GradcheckResult(True, 1e-11, "", 12, "full")
    probe.gradgradcheck = protocol.GradcheckResult(True, 0.0, "", 12, "full")
    probe.checks = checks
    bridge.compiled.emit(reply)
    return {(screen, scale): measure(window, *logical(*screen, scale))["derivative"]["height"]
            for scale in SCALES for screen in SCREENS}


@pytest.mark.parametrize("presentation", [False, True], ids=["normal", "presentation"])
def test_the_row_of_checks_costs_the_plot_no_height(qtbot, tmp_path, presentation):
    bridge = FakeBridge()
    window = MainWindow(bridge=bridge, settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        autosave=False)
    try:
        window.resize(1280, 720)
        window.show()
        window.start_engine()
        window.load_preset(window.presets[1].name)
        window.presentation.set_active(presentation)
        without = heights(window, bridge, [])
        with_checks = heights(window, bridge, classic_checks("SoftClip"))
        assert window.derivative_panel.check_list.isVisible()
        lost = {size: (without[size], with_checks[size]) for size in without if with_checks[size] < without[size] - 1}
        assert lost == {}
    finally:
        window.shutdown()
        window.close()
        window.deleteLater()
