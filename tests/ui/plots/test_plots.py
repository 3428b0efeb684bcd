"""Plot panels fed with synthetic protocol messages (numpy only: no engine, no torch)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from playground.protocol import (
    GradcheckResult,
    Prediction,
    ProbeData,
    TrainSnapshot,
    TrainStarted,
)
from playground.ui.plots.hover import nearest_index
from playground.ui.plots.panels import (
    DerivativePanel,
    FunctionPanel,
    GradientPanel,
    LossPanel,
    ModelPanel,
    set_presentation,
)
from playground.ui.plots.shading import MAX_SHADES, differing_runs
from playground.ui.plots.style import THICK_WIDTH, THIN_WIDTH

# numpy RuntimeWarnings (log of 0, NaN) are errors too.
pytestmark = [pytest.mark.filterwarnings("error"), pytest.mark.usefixtures("fail_on_qt_warnings")]

PARAMS = ["layers.0.weight", "layers.0.bias", "layers.2.weight", "out.bias"]
SHAPES = [(8, 1), (8,), (3, 8), (100,)]


def make_probe(x=None, outputs=1, differs=None, verdict="matches", by_design=False,
               autograd=True, second=True, differ_fraction=0.0, max_error=0.0, gradcheck=True):
    x = np.linspace(-3, 3, 61) if x is None else x
    f = [np.sin(x + k) for k in range(outputs)]
    numeric = [np.cos(x + k) for k in range(outputs)]
    backward = [n * 1.5 if differs is not None else n.copy() for n in numeric]
    mask = np.zeros(len(x), bool) if differs is None else np.asarray(differs, bool)
    return ProbeData(
        x=x, output_names=[f"y{k}" for k in range(outputs)] if outputs > 1 else ["y"], f=f,
        backward=backward, numeric=numeric,
        autograd=[n.copy() if autograd else None for n in numeric],
        second=[-np.sin(x + k) if second else None for k in range(outputs)],
        differs=[mask] * outputs, nonsmooth=[np.zeros(len(x), bool)] * outputs,
        verdict=verdict, by_design=by_design, differ_fraction=differ_fraction, max_error=max_error,
        gradcheck=GradcheckResult(gradcheck, 0.0 if gradcheck else 0.4,
                                  "" if gradcheck else "wrong", 10),
        gradgradcheck=None, summary="")


def make_started(task="regression", request_id=1, data_x=None, data_y=None):
    return TrainStarted(request_id, "fit-1d", "sin", "cpu", 1000, list(PARAMS), list(SHAPES),
                        data_x=data_x, data_y=data_y, task=task)


def make_snapshot(first_step, count, request_id=1, prediction=None, seed=0, zero_fraction=0.0,
                  dead_fraction=None, test_loss=True, accuracy=False):
    rng = np.random.default_rng(seed)
    steps = np.arange(first_step, first_step + count)
    loss = 1.0 / steps
    gradients = {name: rng.normal(size=shape).astype(np.float32)
                 for name, shape in zip(PARAMS, SHAPES)}
    return TrainSnapshot(
        request_id=request_id, step=int(steps[-1]), steps=steps, loss=loss,
        test_loss=loss * 1.1 if test_loss else None,
        accuracy=np.linspace(0.5, 0.9, count) if accuracy else None,
        grad_norms={name: (k + 1) * loss for k, name in enumerate(PARAMS)},
        grad_max={name: float(np.abs(g).max()) for name, g in gradients.items()},
        zero_fraction={name: zero_fraction for name in PARAMS}, gradients=gradients,
        histograms={name: np.histogram(g, bins=10) for name, g in gradients.items()},
        prediction=prediction, steps_per_second=100.0, dead_fraction=dead_fraction)


def shown(qtbot, panel, width=800, height=600):
    qtbot.addWidget(panel)
    panel.resize(width, height)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def hover(readout, x, y):
    """Simulate the mouse at view point (x, y) of the readout's plot."""
    view_box = readout.plot.getViewBox()
    readout.on_mouse_moved(view_box.mapViewToScene(QPointF(x, y)))
    return readout.label.text()


def data_of(curve):
    x, y = curve.getOriginalDataset()
    return (np.empty(0), np.empty(0)) if x is None else (x, y)


# --------------------------------------------------------------------------- probe panels


def test_function_panel_draws_one_curve_per_output_with_a_legend(qtbot):
    panel = FunctionPanel()
    qtbot.addWidget(panel)
    probe = make_probe(outputs=2)
    panel.show_probe(probe)
    for k in range(2):
        np.testing.assert_array_equal(data_of(panel.curves[k])[1], probe.f[k])
    assert [label.text for _sample, label in panel.view.legend.items] == ["y0", "y1"]
    panel.show_probe(make_probe(outputs=1))
    assert not panel.curves[1].isVisible() and len(data_of(panel.curves[1])[0]) == 0
    assert panel.view.legend.items == []  # one output needs no legend
    panel.show_probe(None)
    assert len(data_of(panel.curves[0])[0]) == 0
    assert not panel.status_label.isHidden()


def test_function_panel_shows_probe_range_and_requests_a_new_one(qtbot):
    panel = FunctionPanel()
    qtbot.addWidget(panel)
    with qtbot.assertNotEmitted(panel.range_requested, wait=50):
        panel.show_probe(make_probe(x=np.linspace(-2, 4, 31)))
    assert (panel.x_min.value(), panel.x_max.value()) == (-2.0, 4.0)
    with qtbot.waitSignal(panel.range_requested, timeout=2000) as blocker:
        panel.x_min.setValue(-10.0)
    assert blocker.args == [-10.0, 4.0]


def test_derivative_panel_draws_the_three_derivatives(qtbot):
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    probe = make_probe(differs=np.zeros(61, bool))
    panel.show_probe(probe)
    np.testing.assert_array_equal(data_of(panel.backward)[1], probe.backward[0])
    np.testing.assert_array_equal(data_of(panel.numeric)[1], probe.numeric[0])
    np.testing.assert_array_equal(data_of(panel.autograd)[1], probe.autograd[0])
    assert panel.autograd_note.isHidden()
    legend = [label.text for _sample, label in panel.view.legend.items]
    assert legend == ["your backward", "numerical derivative", "autograd of the forward"]


def test_derivative_panel_says_when_autograd_cannot_differentiate(qtbot):
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    panel.show_probe(make_probe(autograd=False))
    assert not panel.autograd.isVisible() and len(data_of(panel.autograd)[0]) == 0
    assert not panel.autograd_note.isHidden()
    assert panel.autograd_note.text() == "autograd: not differentiable"


def test_shaded_regions_follow_the_differs_mask(qtbot):
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    x = np.linspace(0, 10, 11)
    mask = np.array([0, 1, 1, 0, 0, 1, 0, 0, 1, 1, 1], bool)
    panel.show_probe(make_probe(x=x, differs=mask, verdict="differs"))
    assert panel.shades.visible_count == 3
    regions = [band.getRegion() for band in panel.shades.items if band.isVisible()]
    assert regions == [(0.5, 2.5), (4.5, 5.5), (7.5, 10.0)]
    assert "backward differs" in [label.text for _sample, label in panel.view.legend.items]
    panel.show_probe(make_probe(x=x, differs=np.zeros(11, bool)))
    assert panel.shades.visible_count == 0
    panel.show_probe(make_probe(x=x, differs=mask, verdict="differs"))
    assert len(panel.shades.items) == 3  # the pool is reused, not refilled


def test_many_differing_runs_are_merged_to_a_bounded_number():
    mask = np.zeros(1001, bool)
    mask[::3] = True  # 334 separate runs
    runs = differing_runs(mask)
    assert len(runs) == MAX_SHADES
    assert runs[0][0] == 0 and runs[-1][1] == 999
    assert all(mask[first] and mask[last] for first, last in runs)


@pytest.mark.parametrize("verdict, by_design, fraction, error, expected", [
    ("matches", False, 0.0, 0.0, "✓ Backward matches the numerical derivative"),
    ("differs", False, 0.12, 0.83, "✗ Backward differs on 12% of the grid (largest error 0.83)"),
    ("differs", True, 0.3, 1.0,
     "≈ By design: a surrogate gradient, which differs where f is flat or jumps"),
])
def test_verdict_label_says_the_verdict_in_words(qtbot, verdict, by_design, fraction, error,
                                                  expected):
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    panel.show_probe(make_probe(verdict=verdict, by_design=by_design, differ_fraction=fraction,
                                max_error=error, gradcheck=verdict == "matches"))
    assert panel.verdict_label.text() == expected
    expected_check = {"matches": "✓ gradcheck passed", "differs": "✗ gradcheck failed: wrong",
                      "by design": "≈ gradcheck fails, as it must for a surrogate gradient: wrong"}
    assert panel.gradcheck_label.text().startswith(
        expected_check["by design" if by_design else verdict])


def test_second_derivative_checkbox(qtbot):
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    probe = make_probe(second=True)
    panel.show_probe(probe)
    assert panel.second_box.isEnabled() and not panel.second.isVisible()
    panel.second_box.setChecked(True)
    np.testing.assert_array_equal(data_of(panel.second)[1], probe.second[0])
    panel.show_probe(make_probe(second=False))
    assert not panel.second_box.isEnabled() and not panel.second.isVisible()


def test_output_picker_selects_which_output_is_judged(qtbot):
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    probe = make_probe(outputs=2)
    panel.show_probe(probe)
    assert not panel.output_picker.isHidden() and panel.output_picker.count() == 2
    panel.output_picker.setCurrentIndex(1)
    np.testing.assert_array_equal(data_of(panel.backward)[1], probe.backward[1])
    panel.show_probe(make_probe(outputs=1))
    assert panel.output_picker.isHidden()


def test_non_finite_values_draw_as_gaps_without_warnings(qtbot):
    x = np.linspace(-1, 1, 21)
    probe = make_probe(x=x, differs=np.abs(x) < 0.2, verdict="differs")
    probe.f[0][10] = np.inf  # 1/x at 0
    probe.backward[0][10] = -np.inf
    probe.numeric[0][3] = np.nan
    for panel in (shown(qtbot, FunctionPanel()), shown(qtbot, DerivativePanel())):
        panel.show_probe(probe)
        panel.grab()
    assert np.isnan(data_of(panel.backward)[1][10]) and np.isnan(data_of(panel.numeric)[1][3])
    gradients = shown(qtbot, GradientPanel())
    gradients.start(make_started())
    snap = make_snapshot(1, 4)
    snap.grad_norms["layers.0.bias"][:] = 0.0  # a dead parameter: log10(0) on a log axis
    gradients.add(snap)
    gradients.flush()
    gradients.grab()


def test_numerical_derivative_is_not_drawn_at_jumps(qtbot):
    """round: a central difference across a step is ~1/(2h); drawn, it dwarfs the 0 and the 1."""
    x = np.linspace(-2, 2, 41)
    probe = make_probe(x=x, differs=np.ones(41, bool), verdict="differs", by_design=True)
    jumps = np.zeros(41, bool)
    jumps[[14, 15, 25, 26]] = True
    probe.numeric[0][:] = 0.0
    probe.numeric[0][jumps] = 30_000.0
    probe.nonsmooth = [jumps]
    probe.backward[0][:] = 1.0
    panel = shown(qtbot, DerivativePanel())
    panel.show_probe(probe)
    numeric = data_of(panel.numeric)[1]
    assert np.isnan(numeric[jumps]).all() and (numeric[~jumps] == 0).all()
    assert np.isfinite(data_of(panel.backward)[1]).all()  # only the numerical curve has gaps
    panel.grab()
    low, high = panel.plot_item.getViewBox().viewRange()[1]
    assert low <= 0 and 1 <= high < 10  # the staircase's 0 and the STE's 1 fill the plot


def test_constant_derivative_is_not_zoomed_into_rounding_noise(qtbot):
    x = np.linspace(-5, 5, 201)
    noise = 1e-11 * np.sin(37 * x)
    probe = make_probe(x=x)
    probe.backward[0][:] = 0.3137
    probe.autograd[0][:] = 0.3137
    probe.numeric[0] = 0.3137 + noise
    panel = shown(qtbot, DerivativePanel())
    panel.show_probe(probe)
    panel.grab()
    low, high = panel.plot_item.getViewBox().viewRange()[1]
    assert high - low >= 0.9 * 0.1 * 0.3137 and low < 0.3137 < high
    probe.backward[0][:] = probe.autograd[0][:] = probe.numeric[0][:] = 0.0  # zero everywhere
    panel.show_probe(probe)
    panel.grab()
    low, high = panel.plot_item.getViewBox().viewRange()[1]
    assert high - low >= 1e-6


def test_a_steep_derivative_keeps_its_own_range(qtbot):
    panel = shown(qtbot, DerivativePanel())
    probe = make_probe(x=np.linspace(-3, 3, 61))
    panel.show_probe(probe)
    panel.grab()
    low, high = panel.plot_item.getViewBox().viewRange()[1]
    assert -1.6 < low < -0.9 and 0.9 < high < 1.6  # backward is 1.5 cos x: not widened


def test_probe_panels_fit_a_narrow_window(qtbot):
    """The x-range row once forced 478 px; the window must go down to ~800 px wide."""
    for panel in (FunctionPanel(), DerivativePanel()):
        qtbot.addWidget(panel)
        panel.show_probe(make_probe(outputs=2, differs=np.ones(61, bool), verdict="differs",
                                    autograd=False, gradcheck=False))
        assert panel.minimumSizeHint().width() <= 330, type(panel).__name__


def test_derivative_legend_takes_one_row_where_it_fits(qtbot):
    panel = shown(qtbot, DerivativePanel(), 900, 500)
    panel.show_probe(make_probe(differs=np.arange(61) % 5 == 0, verdict="differs"))
    names = [label.text for _sample, label in panel.view.legend.items]
    assert names == ["your backward", "numerical derivative", "autograd of the forward",
                     "backward differs"]
    assert panel.view.legend.columnCount == 4
    panel.resize(420, 500)
    qtbot.waitUntil(lambda: panel.view.legend.columnCount < 4, timeout=2000)


# --------------------------------------------------------------------------- training panels


def test_loss_panel_appends_across_snapshots(qtbot):
    panel = LossPanel()
    qtbot.addWidget(panel)
    panel.set_smoothing(0)  # the raw values (smoothing has its own test)
    panel.start(make_started())
    first, second = make_snapshot(1, 5), make_snapshot(6, 5)
    second.test_loss[2] = np.nan  # test loss not measured at that step
    panel.add(first)
    panel.add(second)
    panel.flush()
    steps, loss = data_of(panel.train_curve)
    np.testing.assert_array_equal(steps, np.arange(1, 11))
    np.testing.assert_array_equal(loss, np.concatenate([first.loss, second.loss]))
    test_steps, _test_loss = data_of(panel.test_curve)
    assert 8 not in test_steps and len(test_steps) == 9
    # The line of numbers changes at most 4 times a second (live_text.py): it comes soon after.
    qtbot.waitUntil(lambda: "step 10" in panel.latest_label.text(), timeout=2000)
    assert panel.accuracy_view.isHidden()


def test_loss_legend_names_only_curves_with_data(qtbot):
    panel = LossPanel()
    qtbot.addWidget(panel)
    legend = lambda: [label.text for _sample, label in panel.loss_view.legend.items]  # noqa: E731
    assert legend() == [] and not panel.loss_view.legend.isVisible()
    panel.start(make_started())  # fit-1d: no test set
    panel.add(make_snapshot(1, 5, test_loss=False, accuracy=True))
    panel.flush()
    assert legend() == ["train loss"]
    assert panel.accuracy_view.isHidden()  # accuracy is for classification only
    qtbot.waitUntil(lambda: "step 5" in panel.latest_label.text(), timeout=2000)
    assert "accuracy" not in panel.latest_label.text()
    panel.add(make_snapshot(6, 5))
    panel.flush()
    assert legend() == ["train loss", "test loss"]
    panel.clear()
    assert legend() == []


def test_loss_panel_timer_flushes_by_itself_and_stops(qtbot):
    panel = LossPanel()
    qtbot.addWidget(panel)
    panel.start(make_started())
    panel.add(make_snapshot(1, 3))
    assert panel.timer.isActive()
    qtbot.waitUntil(lambda: len(data_of(panel.train_curve)[0]) == 3, timeout=2000)
    assert not panel.timer.isActive()


def test_loss_panel_accuracy_log_scale_stale_snapshots_and_clear(qtbot):
    panel = LossPanel()
    qtbot.addWidget(panel)
    panel.resize(800, 700)  # tall enough for loss and accuracy together (plots/plot_turns.py)
    panel.start(make_started(task="classification", request_id=7))
    assert not panel.accuracy_view.isHidden()
    panel.add(make_snapshot(1, 4, request_id=7, accuracy=True))
    panel.add(make_snapshot(1, 4, request_id=6))  # from a previous run: ignored
    panel.flush()
    assert len(data_of(panel.train_curve)[0]) == 4
    np.testing.assert_allclose(data_of(panel.accuracy_curve)[1], np.linspace(0.5, 0.9, 4))
    panel.log_box.setChecked(True)
    assert panel.loss_plot.getAxis("left").logMode
    panel.clear()
    assert len(data_of(panel.train_curve)[0]) == 0


def test_live_x_range_depends_on_the_steps_not_on_what_is_drawn(qtbot):
    """Clipped, downsampled bounds flipped the x range between two values on every paint after
    ~21,000 steps and froze the window; the range now comes from the first and last step."""
    panel = shown(qtbot, LossPanel())
    panel.start(make_started(task="classification"))
    for first in range(1, 30_001, 1000):
        panel.add(make_snapshot(first, 1000, accuracy=True))
    panel.flush()
    panel.grab()
    assert panel.train_curve.dataBounds(0) == (1.0, 30_000.0)
    loss_range = panel.loss_plot.getViewBox().viewRange()[0]
    panel.grab()
    assert panel.loss_plot.getViewBox().viewRange()[0] == loss_range  # settled
    assert panel.accuracy_plot.getViewBox().viewRange()[0] == pytest.approx(loss_range)
    panel.loss_plot.setXRange(100, 200, padding=0)  # a zoom of the loss plot: accuracy follows
    assert panel.accuracy_plot.getViewBox().viewRange()[0] == pytest.approx([100, 200])


def test_gradient_panel_has_one_named_norm_curve_per_parameter(qtbot):
    panel = GradientPanel()
    qtbot.addWidget(panel)
    panel.start(make_started())
    panel.add(make_snapshot(1, 5))
    panel.add(make_snapshot(6, 5))
    panel.flush()
    assert list(panel.norm_curves) == PARAMS
    assert [label.text for _sample, label in panel.norm_view.legend.items] == PARAMS
    steps, norms = data_of(panel.norm_curves["layers.0.bias"])
    np.testing.assert_array_equal(steps, np.arange(1, 11))
    np.testing.assert_allclose(norms, 2.0 / steps)
    assert panel.norm_plot.getAxis("left").logMode
    panel.picker.setCurrentText("layers.2.weight")
    panel.start(make_started(request_id=2))
    assert all(len(data_of(curve)[0]) == 0 for curve in panel.norm_curves.values())
    assert panel.picker.currentText() == "layers.2.weight"  # a new run keeps the choice


def test_a_gradient_that_stays_zero_is_named_in_the_legend(qtbot):
    """A log axis cannot draw 0: the detached bias of lesson 01 would silently be missing."""
    panel = GradientPanel()
    qtbot.addWidget(panel)
    panel.start(make_started())
    snap = make_snapshot(1, 5)
    snap.grad_norms["layers.0.bias"] = np.zeros(5)
    panel.add(snap)
    panel.flush()
    names = [label.text for _sample, label in panel.norm_view.legend.items]
    assert names[1] == "layers.0.bias: always 0 (not drawn on a log axis)"
    assert names[0] == "layers.0.weight"
    panel.add(make_snapshot(6, 5))  # it moves after all
    panel.flush()
    assert [label.text for _sample, label in panel.norm_view.legend.items] == PARAMS


def test_gradient_panel_switches_heat_map_and_bars_by_shape(qtbot):
    panel = GradientPanel()
    qtbot.addWidget(panel)
    panel.start(make_started())
    snap = make_snapshot(1, 3)
    panel.add(snap)
    panel.flush()
    panel.picker.setCurrentText("layers.2.weight")  # (3, 8): a matrix
    assert panel.detail.image.isVisible() and not panel.detail.bars.isVisible()
    np.testing.assert_array_equal(panel.detail.image.image, snap.gradients["layers.2.weight"])
    largest = np.abs(snap.gradients["layers.2.weight"]).max()
    assert panel.detail.colour_bar.levels() == pytest.approx((-largest, largest))
    panel.picker.setCurrentText("layers.0.weight")  # (8, 1): bars read better
    assert panel.detail.bars.isVisible() and not panel.detail.image.isVisible()
    np.testing.assert_allclose(panel.detail.bars.opts["height"],
                               snap.gradients["layers.0.weight"].ravel())
    panel.picker.setCurrentText("out.bias")  # 100 entries: a step curve
    assert panel.detail.steps.isVisible() and not panel.detail.bars.isVisible()
    np.testing.assert_allclose(data_of(panel.detail.steps)[1], snap.gradients["out.bias"])
    counts, edges = snap.histograms["out.bias"]
    np.testing.assert_array_equal(data_of(panel.histogram)[0], edges)
    np.testing.assert_array_equal(data_of(panel.histogram)[1], counts)


def test_gradient_panel_highlights_many_exact_zeros(qtbot):
    panel = GradientPanel()
    qtbot.addWidget(panel)
    panel.start(make_started())
    panel.add(make_snapshot(1, 2, zero_fraction=0.02))
    panel.flush()
    qtbot.waitUntil(lambda: "exact zeros 2%" in panel.info_label.text(), timeout=2000)
    assert panel.info_label.styleSheet() == ""
    panel.add(make_snapshot(3, 2, zero_fraction=0.02, dead_fraction=0.4))
    panel.flush()
    qtbot.waitUntil(lambda: "dead activations 40%" in panel.info_label.text(), timeout=2000)
    assert panel.info_label.text().startswith("⚠") and "bold" in panel.info_label.styleSheet()


def test_model_panel_fit_curve(qtbot):
    panel = ModelPanel()
    qtbot.addWidget(panel)
    data_x = np.linspace(-1, 1, 20)
    panel.start(make_started(data_x=data_x, data_y=data_x ** 2))
    assert panel.mode == "curve"
    np.testing.assert_array_equal(panel.data_points.getData()[0], data_x)
    x = np.linspace(-1, 1, 50)
    panel.add(make_snapshot(1, 2, prediction=Prediction("curve", x, 0.9 * x ** 2, target=x ** 2)))
    panel.flush()
    np.testing.assert_allclose(data_of(panel.fit)[1], 0.9 * x ** 2)
    np.testing.assert_allclose(data_of(panel.target)[1], x ** 2)


def test_model_panel_decision_boundary(qtbot):
    panel = ModelPanel()
    qtbot.addWidget(panel)
    points = np.array([[0.0, 0.0], [1.0, 1.0], [2.0, 0.5]])
    panel.start(make_started(task="classification", data_x=points, data_y=np.array([0, 1, 1])))
    assert panel.mode == "boundary"
    assert [len(p.getData()[0]) for p in panel.class_points] == [1, 2]
    xs, ys = np.linspace(0, 2, 5), np.linspace(0, 1, 3)
    classes = (np.add.outer(ys, xs) > 1).astype(int)
    confidence = np.full((3, 5), 0.5)
    confidence[0, 0] = 1.0
    panel.add(make_snapshot(1, 1, prediction=Prediction("boundary", xs, ys, classes=classes,
                                                        confidence=confidence)))
    panel.flush()
    image = panel.boundary.image
    assert image.shape == (3, 5, 4)
    assert image[0, 0, 3] > image[0, 1, 3]  # sure → more opaque; 50% of two classes → faint
    rect = panel.boundary.mapRectToParent(panel.boundary.boundingRect())
    corners = (rect.left(), rect.right(), rect.top(), rect.bottom())
    assert corners == pytest.approx((-0.25, 2.25, -0.25, 1.25))


def test_model_panel_without_picture_says_so(qtbot):
    panel = ModelPanel()
    qtbot.addWidget(panel)
    panel.start(make_started(task="tutorial"))
    assert panel.mode == "none" and panel.pages.currentWidget() is panel.message
    assert "no picture" in panel.message.text()


# --------------------------------------------------------------------------- hover, presentation


def test_nearest_index():
    xs = np.array([0.0, 1.0, 2.0, 4.0])
    assert [nearest_index(xs, v) for v in (-5, 0.4, 0.6, 3.1, 9)] == [0, 0, 1, 3, 3]
    assert nearest_index(np.empty(0), 1.0) is None


def test_hover_reads_curve_values_at_the_nearest_x(qtbot):
    panel = shown(qtbot, DerivativePanel())
    probe = make_probe(x=np.linspace(-3, 3, 61))
    panel.show_probe(probe)
    panel.grab()  # lays out and ranges the view
    text = hover(panel.readout, 1.01, 0.0)
    i = 40  # x = 1.0
    assert text.startswith("x = 1   ")
    assert f"your backward = {probe.backward[0][i]:.4g}" in text
    assert f"numerical derivative = {probe.numeric[0][i]:.4g}" in text


def test_a_real_mouse_move_updates_the_readout(qtbot):
    panel = shown(qtbot, FunctionPanel())
    probe = make_probe(x=np.linspace(-3, 3, 61))
    panel.show_probe(probe)
    panel.grab()
    scene_pos = panel.plot_item.getViewBox().mapViewToScene(QPointF(-2.0, 0.0))
    QTest.mouseMove(panel.view.viewport(), panel.view.mapFromScene(scene_pos))
    qtbot.waitUntil(lambda: panel.readout_label.text().startswith("x = -2   "), timeout=2000)
    assert panel.readout_label.text() == f"x = -2   y = {probe.f[0][10]:.4g}"


def test_hover_reads_image_pixels(qtbot):
    panel = shown(qtbot, GradientPanel())
    panel.start(make_started())
    snap = make_snapshot(1, 2)
    panel.add(snap)
    panel.flush()
    panel.picker.setCurrentText("layers.2.weight")
    panel.grab()
    text = hover(panel.detail_readout, 5.1, 2.2)  # column 5, row 2
    value = snap.gradients["layers.2.weight"][2, 5]
    assert f"row 2, column 5: gradient {value:.4g}" in text

    model = shown(qtbot, ModelPanel())
    model.start(make_started(task="classification", data_x=np.zeros((2, 2)),
                             data_y=np.array([0, 1])))
    xs, ys = np.linspace(0, 4, 5), np.linspace(0, 2, 3)
    classes = np.zeros((3, 5), int)
    classes[1, 3] = 1
    model.add(make_snapshot(1, 1, prediction=Prediction("boundary", xs, ys, classes=classes,
                                                        confidence=np.full((3, 5), 0.75))))
    model.flush()
    model.grab()
    assert hover(model.readout, 3.0, 1.0) == "x₁ = 3, x₂ = 1: class 1 (confidence 75%)"


def test_hover_reads_steps_on_the_loss_plot(qtbot):
    panel = shown(qtbot, LossPanel())
    panel.set_smoothing(0)  # the readout reads the curve drawn: raw values here
    panel.start(make_started())
    snap = make_snapshot(1, 20)
    panel.add(snap)
    panel.flush()
    panel.grab()
    text = hover(panel.readout, 7.2, 0.5)
    assert text == (f"step = 7   train loss = {snap.loss[6]:.4g}   "
                    f"test loss = {snap.test_loss[6]:.4g}")


def test_presentation_mode_thickens_pens_and_grows_fonts(qtbot):
    panels = [FunctionPanel(), DerivativePanel(), LossPanel(), GradientPanel(), ModelPanel()]
    for panel in panels:
        qtbot.addWidget(panel)
    derivative = panels[1]
    size = derivative.verdict_label.font().pointSizeF()
    set_presentation(panels, True)
    numeric = derivative.numeric
    assert numeric.opts["pen"].width() == THICK_WIDTH and numeric.opts["antialias"]
    band = derivative.backward.opts["pen"].width()
    assert band > THICK_WIDTH  # your backward: a band the thick reference lines run inside
    assert derivative.verdict_label.font().pointSizeF() > size
    live = panels[2].train_curve  # thick, but not antialiased: it is redrawn ~30 times a second
    assert live.opts["pen"].width() == THICK_WIDTH and not live.opts["antialias"]
    assert live.opts["autoDownsample"] and live.opts["clipToView"]
    set_presentation(panels, False)
    assert numeric.opts["pen"].width() == THIN_WIDTH and not numeric.opts["antialias"]
    assert THIN_WIDTH < derivative.backward.opts["pen"].width() < band
    assert derivative.verdict_label.font().pointSizeF() == size


def test_every_panel_renders(qtbot, tmp_path):
    data_x = np.linspace(-1, 1, 30)
    started = make_started(data_x=data_x, data_y=np.sin(data_x))
    x = np.linspace(-1, 1, 40)
    snapshot = make_snapshot(1, 20, prediction=Prediction("curve", x, np.sin(x), target=np.sin(x)))
    for panel in (FunctionPanel(), DerivativePanel(), LossPanel(), GradientPanel(), ModelPanel()):
        shown(qtbot, panel, 600, 400)
        if hasattr(panel, "show_probe"):
            panel.show_probe(make_probe(differs=np.arange(61) % 7 == 0, verdict="differs"))
        else:
            panel.start(started)
            panel.add(snapshot)
            panel.flush()
        path = tmp_path / f"{type(panel).__name__}.png"
        assert panel.grab().save(str(path)) and path.stat().st_size > 1000


# --------------------------------------------------------------------------- soak


@pytest.mark.slow
def test_repaint_soak_survives_thousands_of_updates(qtbot, monkeypatch):
    """PySide6 6.12.0 + pyqtgraph 0.14 aborts (none_dealloc) after a few hundred to a few
    thousand setData calls on Python 3.11: this must keep passing on the pinned versions.
    A cycle makes 11 PlotDataItem.setData calls (counted), so 1,000 cycles are 11,000 of them,
    well past the few thousand after which that abort came."""
    paints = count_curve_paints(monkeypatch)
    loss = shown(qtbot, LossPanel(), 320, 240)
    panels = [loss, GradientPanel(), ModelPanel()]  # the other two are drawn by grab() below
    for panel in panels[1:]:
        qtbot.addWidget(panel)
        panel.resize(320, 240)
    for panel in panels:
        panel.start(make_started(data_x=np.linspace(-1, 1, 10), data_y=np.zeros(10)))
    x = np.linspace(-1, 1, 50)
    snapshots = [make_snapshot(1, 2, seed=k, prediction=Prediction("curve", x, k * x, target=x))
                 for k in range(5)]
    cycles = 1000
    for cycle in range(cycles):
        snap = snapshots[cycle % 5]
        snap.steps = np.arange(1 + 2 * cycle, 3 + 2 * cycle)
        for panel in panels:
            panel.add(snap)
            panel.flush()
        QApplication.processEvents()  # the scene hands its changes to the views here
        loss.repaint()
        if cycle % 20 == 0:
            for panel in panels[1:]:
                panel.grab()
    assert len(data_of(loss.train_curve)[0]) == 2 * cycles
    assert paints[0] >= 2 * cycles  # the train and test loss curves were really drawn each cycle


def count_curve_paints(monkeypatch) -> list:
    """Count PlotCurveItem.paint calls: proof that a repaint really drew the curves."""
    paints = [0]
    original = pg.PlotCurveItem.paint

    def counting_paint(self, *args):
        paints[0] += 1
        return original(self, *args)

    monkeypatch.setattr(pg.PlotCurveItem, "paint", counting_paint)
    return paints


def test_a_series_buffer_stays_bounded_however_long_the_run():
    from playground.ui.plots.training import SeriesBuffer

    buffer = SeriesBuffer(capacity=16, max_points=1000)
    for start in range(0, 100_000, 500):
        steps = np.arange(start + 1, start + 501)
        buffer.extend(steps, steps * 2.0)
    assert len(buffer) <= 1000
    assert buffer.steps[-1] == 100_000 and buffer.values[-1] == 200_000
    assert buffer.steps[0] == 1 and np.all(np.diff(buffer.steps) > 0)


def test_the_moving_average_is_the_same_in_short_and_long_chunks():
    from playground.ui.plots.smoothing import ema

    values = np.random.default_rng(0).normal(size=5000)
    expected, previous = np.empty_like(values), values[0]
    for index, value in enumerate(values):
        previous = value if index == 0 else 0.9 * previous + 0.1 * value
        expected[index] = previous
    np.testing.assert_allclose(ema(values, 0.9), expected, rtol=1e-9, atol=1e-12)  # blocks
    pieces = [ema(values[:10], 0.9)]
    pieces.append(ema(values[10:40], 0.9, pieces[-1][-1]))  # a snapshot's few new steps
    pieces.append(ema(values[40:], 0.9, pieces[-1][-1]))
    np.testing.assert_allclose(np.concatenate(pieces), expected, rtol=1e-9, atol=1e-12)
    assert np.array_equal(ema(values, 0.0), values)


def test_gradient_panel_keeps_the_detail_while_snapshots_come_without_it(qtbot):
    """While the Gradients tab is hidden, snapshots carry no detail (window/shown_views.py):
    shown again, the panel draws the last detail it had, never "no gradient"."""
    panel = GradientPanel()
    qtbot.addWidget(panel)
    panel.start(make_started())
    with_detail = make_snapshot(1, 2)
    panel.add(with_detail)
    without = make_snapshot(3, 2)
    without.gradients, without.histograms, without.grad_max, without.zero_fraction = {}, {}, {}, {}
    panel.add(without)
    panel.flush()
    name = "layers.2.weight"  # a matrix: drawn as a heat map
    panel.picker.setCurrentText(name)
    np.testing.assert_allclose(panel.detail.image.image, with_detail.gradients[name])
    qtbot.waitUntil(lambda: "largest |gradient|" in panel.info_label.text(), timeout=2000)
    assert "no gradient" not in panel.info_label.text()
    steps, _norms = data_of(panel.norm_curves[name])
    assert list(steps) == [1, 2, 3, 4]  # the norms of every snapshot still count


def test_a_large_gradient_shown_in_part_says_its_whole_shape_and_how_much_is_shown(qtbot):
    panel = GradientPanel()
    qtbot.addWidget(panel)
    started = make_started()
    started.param_shapes = [(1000, 100), (8,), (3, 8), (100,)]  # the tutorial's w1: 256 of its rows travel
    panel.start(started)
    snapshot = make_snapshot(1, 3)
    snapshot.gradients["layers.0.weight"] = np.zeros((256, 100), np.float32)
    panel.add(snapshot)
    panel.picker.setCurrentText("layers.0.weight")
    panel.flush()
    title = panel.detail.view.title_label.text
    assert "Gradient of layers.0.weight (1000 × 100; 256 × 100 of it shown, evenly spread)" in title
    panel.picker.setCurrentText("layers.2.weight")
    panel.flush()
    assert "Gradient of layers.2.weight (3 × 8)" in panel.detail.view.title_label.text
