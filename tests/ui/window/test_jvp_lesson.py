"""Lesson 16 in the real window on a real engine: a right backward beside a jvp with one sign
wrong. The jvp's curve is drawn and stands apart from your backward's, the verdict and the list of
checks name the jvp; a Function without a jvp draws no jvp curve."""
from __future__ import annotations

import numpy as np
import pytest

from playground.ui.bridge import EngineBridge
from tests.ui.conftest import WINDOW_ANSWER_S

pytestmark = [pytest.mark.usefixtures("fail_on_qt_warnings"), pytest.mark.timeout(240)]


@pytest.fixture(scope="module")
def bridge(qapp):
    engine = EngineBridge()
    engine.start()
    yield engine
    engine.shutdown()


def load(qtbot, window, preset):
    before = len(window.results)
    assert window.load_preset(preset)
    qtbot.waitUntil(lambda: len(window.results) > before, timeout=WINDOW_ANSWER_S * 1000)
    assert window.results[-1].probe is not None, window.results[-1].errors
    return window.results[-1].probe


def test_lesson_16_draws_a_jvp_that_differs_and_the_checks_name_it(qtbot, window):
    probe = load(qtbot, window, "forward_mode_jvp")
    panel = window.derivative_panel
    assert panel.jvp.isVisible()
    x, jvp = panel.jvp.getOriginalDataset()
    _x, backward = panel.backward.getOriginalDataset()
    np.testing.assert_allclose(jvp, probe.jvp[0])
    assert np.nanmax(np.abs(jvp - backward)) > 0.5, "one sign wrong: the jvp leaves your backward's band"
    legend = [label.text for _sample, label in panel.view.legend.items]
    assert "your jvp" in legend and "your backward" in legend
    assert panel.verdict_label.text().startswith("✗") and "jvp" in panel.verdict_label.text()
    assert panel.check_list.isVisible() and "✗ jvp" in panel.check_list.brief()
    panel.check_list.open()
    jvp_line = next(line for line in panel.check_list.lines() if line.startswith("✗ jvp (forward mode) failed:"))
    assert "Wavelet.jvp" in jvp_line
    assert any(line.startswith("✓ backward (gradcheck) passed") for line in panel.check_list.lines())


def test_a_function_without_a_jvp_draws_no_jvp_curve(qtbot, window):
    load(qtbot, window, "forward_mode_jvp")
    probe = load(qtbot, window, "soft_clip")
    assert not any(curve is not None for curve in probe.jvp)
    panel = window.derivative_panel
    assert not panel.jvp.isVisible()
    assert "your jvp" not in [label.text for _sample, label in panel.view.legend.items]
    panel.check_list.open()
    assert any(line.startswith("– jvp (forward mode) skipped: SoftClip has no jvp") or
               line.startswith("– jvp (forward mode)") for line in panel.check_list.lines())
