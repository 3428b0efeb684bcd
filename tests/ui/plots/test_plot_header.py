"""The derivative panel's header: its words (what differs, said once) and its height (compact)."""
from __future__ import annotations

import numpy as np
import pytest

from playground.protocol import GradcheckResult, ProbeData
from playground.ui.plots.derivative_panel import PLOT_FLOOR_PX, PLOT_LEAST_PX
from playground.ui.plots.labels import ElidedLabel, elide_lines, font_scales
from playground.ui.plots.panels import DerivativePanel
from playground.ui.plots.verdict import check_words, headline

REASON = ("the gradient of y with respect to 'bias' does not match the numerical one at 12 random "
          "points (largest difference 3.68).")
BIAS_MESSAGE = "gradcheck failed: " + REASON  # as the engine words it
LONG_SUMMARY = ("Your backward's derivative with respect to x agrees with the numerical one, but "
                "gradcheck fails for the parameter 'bias': the gradient it receives differs from "
                "the numerical one (largest difference 3.68). " * 3)


def probe_with(code="", params=None, verdict="differs", by_design=False, summary="",
               gradcheck=None, gradgradcheck=None, differ_fraction=0.0,
               max_error=3.7e-11) -> ProbeData:
    x = np.linspace(-1, 1, 21)
    line = np.full(21, 0.3137)
    return ProbeData(x=x, output_names=["y"], f=[0.3137 * x], backward=[line], numeric=[line],
                     autograd=[line], second=[None], differs=[np.zeros(21, bool)],
                     nonsmooth=[np.zeros(21, bool)], verdict=verdict, by_design=by_design,
                     differ_fraction=differ_fraction, max_error=max_error,
                     gradcheck=gradcheck or GradcheckResult(False, 3.68, BIAS_MESSAGE, 12),
                     gradgradcheck=gradgradcheck, summary=summary, summary_code=code,
                     summary_params=params or {})


@pytest.mark.parametrize("code, params, verdict, expected", [
    ("gradcheck_fails_for_parameter", {"parameter": "bias", "error": "3.68"}, "differs",
     "✗ Differs for parameter 'bias': gradcheck fails (the curve w.r.t. x agrees)"),
    ("gradcheck_failed", {"gradcheck_message": "…", "ignores_grad_output": True}, "differs",
     "✗ Differs: backward ignores grad_output (the curves use grad_output = 1)"),
    ("gradcheck_failed", {"gradcheck_message": "…", "ignores_grad_output": False}, "differs",
     "✗ Differs: gradcheck fails, although the curves agree"),
    ("not_elementwise", {"gradcheck": "passes"}, "matches",
     "✓ Matches: gradcheck passes (outputs mix several inputs: no curve comparison)"),
    ("gradient_not_finite", {"x": "0"}, "differs", "✗ Differs: backward gives NaN or Inf at x = 0"),
    ("differs_scaled", {"factor": "-1"}, "differs",
     "✗ Differs: backward gives -1 × the true derivative"),
    ("ignores_grad_output", {"percent": "8.89"}, "differs",
     "✗ Backward ignores grad_output: differs on 8.89% of the grid"),
    ("matches_with_kinks", {"kinks": 1}, "matches", "✓ Backward matches the numerical derivative"),
    ("backward_error", {"message": "boom"}, "error",
     "⚠ The backward could not be judged (see the console)"),
])
def test_headline_says_what_differs(code, params, verdict, expected):
    words, _colour = headline(probe_with(code, params, verdict))
    assert words == expected
    assert "0%" not in words


def test_lesson_01_no_longer_says_differs_on_0_percent(qtbot):
    """A Module whose bias is used through .detach(): the curves agree, gradcheck fails."""
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    panel.show_probe(probe_with("gradcheck_fails_for_parameter", {"parameter": "bias",
                                                                   "error": "3.68"}))
    assert panel.verdict_label.text() == ("✗ Differs for parameter 'bias': gradcheck fails "
                                          "(the curve w.r.t. x agrees)")
    assert panel.gradcheck_label.text() == "✗ gradcheck failed: " + REASON


@pytest.mark.parametrize("result, by_design, expected", [
    (GradcheckResult(False, 3.68, BIAS_MESSAGE, 12), False, "✗ gradcheck failed: the gradient"),
    (GradcheckResult(False, 1.0, "gradcheck could not run: boom", 12), False,
     "✗ gradcheck could not run: boom"),
    (GradcheckResult(False, 0.25, "", 12), False, "✗ gradcheck failed: largest error 0.25"),
    (GradcheckResult(False, 3.68, BIAS_MESSAGE, 12), True,
     "≈ gradcheck fails, as it must for a surrogate gradient: the gradient"),
    (GradcheckResult(True, 0.0, "", 12), False, "✓ gradcheck passed at 12 points"),
    (None, False, "gradcheck: not run"),
])
def test_gradcheck_line_says_failed_once(result, by_design, expected):
    words = check_words("gradcheck", result, by_design)
    assert words.startswith(expected)
    assert words.count("gradcheck") == 1


def data_height(panel) -> float:
    return panel.plot_item.getViewBox().sceneBoundingRect().height()


def whole(label) -> bool:
    return label.shown_text().split() == label.text().split()


def at_floor(label) -> bool:
    return label.shown_font().pointSizeF() == pytest.approx(font_scales(label.font())[-1] * label.font().pointSizeF())


def test_a_short_panel_says_less_whole_before_its_plot_gives_up_height(qtbot):
    """At 1280×720 the derivative panel is ~760×375: the header once took ~280 px of it. A text
    too long for what the plot (PLOT_LEAST_PX of data) leaves shrinks to the floor; then gradcheck's
    sentence is said in brief, whole under "details"; then every sentence is whole at the floor
    and the plot gives up the height (issue 29: cut, the class read "as if it were…")."""
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    panel.resize(760, 375)
    panel.show()
    qtbot.waitExposed(panel)
    gradgrad = GradcheckResult(False, 1.0, "gradgradcheck failed: " + LONG_SUMMARY, 12)
    panel.show_probe(probe_with("gradcheck_fails_for_parameter", {"parameter": "bias"},
                                summary=LONG_SUMMARY * 2, gradgradcheck=gradgrad))
    qtbot.waitUntil(lambda: panel.gradcheck_label.text() == "✗ gradcheck failed" and whole(panel.summary_label),
                    timeout=2000)
    assert at_floor(panel.summary_label)
    assert "✗ gradcheck failed: " + REASON in panel.details.detail()  # the whole sentence, once opened
    assert panel.details.isVisible() and not panel.details.label.isVisible()
    panel.details.setChecked(True)
    assert panel.details.label.isVisible()
    assert panel.gradgradcheck_label.text() == "✗ gradgradcheck failed"  # gradcheck needs the room
    assert LONG_SUMMARY.strip()[:40] in panel.gradgradcheck_label.toolTip()


def test_a_tall_panel_reads_the_long_sentences_whole_at_their_size(qtbot):
    """On a projector the panel is 500 px or more tall: the summary takes the lines it needs."""
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    panel.resize(760, 600)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_probe(probe_with("gradcheck_fails_for_parameter", {"parameter": "bias"}, summary=LONG_SUMMARY))
    qtbot.waitUntil(lambda: REASON in " ".join(panel.gradcheck_label.shown_text().split()), timeout=2000)
    shown = panel.summary_label.shown_text()
    assert " ".join(shown.split()) == " ".join(LONG_SUMMARY.split()) and shown.count("\n") >= 3
    assert panel.summary_label.shown_font() == panel.summary_label.font()
    assert not panel.details.isVisible(), "nothing left out to be found under details"
    qtbot.waitUntil(lambda: data_height(panel) >= PLOT_LEAST_PX - 2, timeout=2000)


def test_as_the_panel_shortens_the_sentences_shrink_then_say_less_and_are_cut_last(qtbot):
    """Whole at their size, whole in a smaller one, gradcheck's in brief, the headline alone (the
    summary under "details"), all whole with the plot under its least height; cut only where the
    plot would fall under PLOT_FLOOR_PX (a small window, not a projector's), which it keeps down
    to a 250 px panel."""
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    panel.resize(500, 600)
    panel.show()
    qtbot.waitExposed(panel)
    summary = " ".join(LONG_SUMMARY.split(". ")[:2]) + "."
    panel.show_probe(probe_with("gradcheck_fails_for_parameter", {"parameter": "bias"}, summary=summary))
    labels = [panel.verdict_label, panel.summary_label, panel.gradcheck_label]
    seen, alone = set(), False
    for height in range(600, 200, -10):
        panel.resize(500, height)
        qtbot.waitUntil(lambda: not panel.refits.busy, timeout=3000)  # its fits done (a loaded machine)
        qtbot.wait(20)  # and the layout they asked for
        brief = panel.gradcheck_label.text() == "✗ gradcheck failed"
        smaller = panel.summary_label.shown_font().pointSizeF() < panel.summary_label.font().pointSizeF()
        cut = not all(whole(label) for label in labels)
        under = data_height(panel) < PLOT_LEAST_PX - 2
        # the plot keeps its least height until the briefest form at the smallest text does not fit;
        # a sentence is cut only once the plot has given up height, and never for a strip
        assert not under or (brief and at_floor(panel.summary_label)), height
        assert not cut or under, height
        assert data_height(panel) >= PLOT_FLOOR_PX - 2 or height < 250, height
        seen.add((brief, smaller, cut, under))
        # the summary, never smaller than the window's text, goes whole under "details"
        alone = alone or (panel.summary_label.isHidden() and summary in panel.details.detail())
    # whole, whole but smaller, in brief, the headline alone, whole with the plot under 150 px
    assert {(False, False, False, False), (False, True, False, False), (True, True, False, False),
            (True, True, False, True)} <= seen, seen
    assert alone


def test_a_label_takes_the_lines_its_text_needs_within_its_bounds(qtbot):
    label = ElidedLabel(4, min_lines=1)
    qtbot.addWidget(label)
    label.resize(200, 200)
    label.setText("short")
    one = label.sizeHint().height()
    label.setText(LONG_SUMMARY)
    assert label.shown_text().count("\n") == 3 and label.sizeHint().height() > 3 * one
    label.setText("short")
    assert label.sizeHint().height() == one  # and back: a short verdict leaves the plot its room
    fixed = ElidedLabel(2)  # without min_lines: always the height of max_lines
    qtbot.addWidget(fixed)
    fixed.resize(200, 60)
    fixed.setText("short")
    assert fixed.sizeHint().height() > 1.5 * one


def test_elided_label_keeps_its_text_and_an_outside_tooltip(qtbot):
    label = ElidedLabel(2)
    qtbot.addWidget(label)
    label.resize(200, 60)
    label.setText(LONG_SUMMARY)
    label.setToolTip("why it matters")
    assert label.text() == LONG_SUMMARY
    assert label.shown_text().count("\n") == 1 and label.shown_text().endswith("…")
    assert label.toolTip() == LONG_SUMMARY + "\n\nwhy it matters"
    label.setText("short")
    assert label.shown_text() == "short" and label.toolTip() == "why it matters"
    assert label.minimumSizeHint().width() == 0
    height = label.sizeHint().height()
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.6)
    label.setFont(font)  # presentation mode: taller lines
    assert label.sizeHint().height() > height


def test_elide_lines_is_plain_text_on_at_most_n_lines(qtbot):
    label = ElidedLabel()
    qtbot.addWidget(label)
    text = "an <editor> frame " * 20
    assert elide_lines(text, label.font(), 1e6, 1) == text.strip()
    two = elide_lines(text, label.font(), 150, 2)
    assert two.count("\n") == 1 and two.endswith("…") and two.startswith("an <editor>")
    assert elide_lines("one\ntwo", label.font(), 1e6, 1) == "one two"


def test_a_cut_headline_ends_at_a_whole_word(qtbot):
    label = ElidedLabel()
    text = "Differs for parameter 'bias': gradcheck fails (the curve w.r.t. x agrees)"
    metrics_width = label.fontMetrics().horizontalAdvance(text)
    for fraction in (0.3, 0.5, 0.7, 0.9):
        shown = elide_lines(text, label.font(), metrics_width * fraction, 1)
        assert shown.endswith("…")
        kept = shown[:-1].split()
        assert kept and all(word in text.split() or text.split()[i].startswith(word.rstrip(":,"))
                            for i, word in enumerate(kept))
        assert text.startswith(" ".join(kept).rstrip(":,"))
        assert text[len(" ".join(kept).rstrip(":,"))] in " :,", shown  # the next character ends a word
