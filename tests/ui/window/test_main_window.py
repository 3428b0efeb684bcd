"""The real window on the real engine: presets, live checking, errors, training, Stop, hangs.

One engine serves the whole module (starting one costs seconds); each test gets a fresh window.
tests/ui/test_window_logic.py covers the same wiring with scripted messages.
"""
from __future__ import annotations

import contextlib

import numpy as np
import pytest
from PySide6.QtGui import QTextCursor

from playground.client.client import EngineClient
from playground.formats.presets import list_presets
from playground.ui.bridge import EngineBridge
from tests.ui.stalls import Ticks

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)"),
              pytest.mark.timeout(600)]

ENGINE_START_S = 60  # a cold torch import on a busy two-core machine
# The engine's time limit here: only a real hang reaches it, however loaded the machine (a
# preset's check takes a second on a quiet one). The endless-loop test sets its own short one.
GENEROUS_LIMIT = 120.0
ANSWER_S = int(GENEROUS_LIMIT) + 30  # an answer comes, or the client restarts the engine, by then

SQUARE = '''import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * 2 * x
'''
BACKWARD_RETURN = "        return grad_output * 2 * x"


@pytest.fixture(scope="module")
def bridge(qapp):
    engine = EngineBridge(client=EngineClient(compile_timeout=GENEROUS_LIMIT, standby=False))
    engine.start()
    yield engine
    engine.shutdown()


def wait_for_result(qtbot, window, count_before: int):
    qtbot.waitUntil(lambda: len(window.results) > count_before, timeout=ANSWER_S * 1000)
    return window.results[-1]


def load_text(qtbot, window, text: str):
    before = len(window.results)
    window.documents.set_text(text, "new")
    return wait_for_result(qtbot, window, before)


def replace_line(qtbot, window, old: str, new: str) -> int:
    """Select line ``old`` in the editor and type ``new`` over it, key by key; returns its 1-based line."""
    editor = window.editor_pane.editor
    lines = editor.toPlainText().split("\n")
    number = lines.index(old) + 1
    block = editor.document().findBlockByNumber(number - 1)
    cursor = QTextCursor(block)
    indent = len(old) - len(old.lstrip())
    assert new[:indent] == old[:indent], "keeps the line's indentation"
    cursor.movePosition(QTextCursor.MoveOperation.Right, n=indent)
    cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
    editor.setTextCursor(cursor)
    editor.setFocus()
    qtbot.keyClicks(editor, new[indent:])
    cursor = editor.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.StartOfBlock)
    cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
    assert cursor.selectedText().strip() == new.strip()
    return number


def f_at(window, x: float) -> float:
    curve = window.function_panel.curves[0]
    return float(np.interp(x, curve.xData, curve.yData))


def start_training(qtbot, window, steps: int, width: int = 8):
    window.controls.apply_preset_train({"model": "fit-1d", "dataset": "sin", "steps": steps,
                                        "width": width, "batch_size": 16})
    started, finished = [], []
    window.session.started.connect(started.append)
    window.session.finished.connect(finished.append)
    window.controls.run_actions.train.trigger()
    qtbot.waitUntil(lambda: bool(started or finished), timeout=ANSWER_S * 1000)
    return started, finished


def test_the_device_picker_lists_the_cpu(window):
    assert "cpu" in window.controls.device_ids()
    assert window.controls.config().device == "cpu"
    assert window.status.engine_label.text().startswith("Engine ready — torch ")


@pytest.mark.parametrize("preset", list_presets(), ids=lambda p: p.name)
def test_loading_each_preset_draws_its_function_and_derivative(qtbot, window, preset):
    before = len(window.results)
    assert window.load_preset(preset.name)
    result = wait_for_result(qtbot, window, before)
    assert result.errors == [] and result.probe is not None, result.errors
    x = window.function_panel.curves[0].xData
    assert x is not None and len(x) == len(result.probe.x)
    backward = window.derivative_panel.backward
    assert backward.isVisible() and len(backward.xData) == len(result.probe.x)
    verdict = window.derivative_panel.verdict_label.text().lower()
    assert ("matches" if preset.expected_verdict == "matches" else "differs") in verdict
    assert preset.title in window.lesson.text.toPlainText()


def test_typing_a_change_recompiles_and_replots(qtbot, window):
    load_text(qtbot, window, SQUARE)
    assert f_at(window, 2.0) == pytest.approx(4.0, rel=1e-3)
    before = len(window.results)
    replace_line(qtbot, window, "        return x * x", "        return x * x * x")
    result = wait_for_result(qtbot, window, before)
    assert result.errors == []
    assert f_at(window, 2.0) == pytest.approx(8.0, rel=1e-3)
    assert "differs" in window.derivative_panel.verdict_label.text().lower(), \
        "the backward still says 2x while f is now x³"


def test_an_error_marks_the_right_line(qtbot, window):
    load_text(qtbot, window, SQUARE)
    before = len(window.results)
    line = replace_line(qtbot, window, BACKWARD_RETURN, "        raise ValueError('oops')")
    result = wait_for_result(qtbot, window, before)
    assert [(e.line, e.phase, e.type) for e in result.errors] == [(line, "backward", "ValueError")]
    assert window.editor_pane.editor.error_lines() == [line]
    assert f"Line {line}" in window.console.plain_text() and "oops" in window.console.plain_text()


def test_training_fills_the_loss_and_every_parameters_gradient(qtbot, window):
    load_text(qtbot, window, SQUARE)
    started, finished = start_training(qtbot, window, steps=40)
    qtbot.waitUntil(lambda: bool(finished), timeout=ANSWER_S * 1000)
    assert finished[0].reason == "done", finished[0].errors
    assert finished[0].step == 40
    window.loss_panel.flush()
    window.gradient_panel.flush()
    assert len(window.loss_panel.train.values) == 40
    names = set(started[0].param_names)
    assert names and set(window.gradient_panel.norm_curves) == names
    for name in names:
        assert len(window.gradient_panel.norms[name].values) == 40, name
    assert "Training finished: 40 steps" in window.console.plain_text()
    assert window.session.state == "idle" and window.controls.run_actions.train.isEnabled()


def test_stop_ends_a_run(qtbot, window):
    load_text(qtbot, window, SQUARE)
    snapshots = []
    window.session.snapshot.connect(snapshots.append)
    started, finished = start_training(qtbot, window, steps=10_000_000)
    qtbot.waitUntil(lambda: bool(snapshots), timeout=ANSWER_S * 1000)
    window.controls.run_actions.stop.trigger()
    # Ten million steps take hours: a run that ends within the wait, and says it was stopped,
    # was ended by Stop.
    qtbot.waitUntil(lambda: bool(finished), timeout=ANSWER_S * 1000)
    assert finished[0].reason == "stopped"
    assert finished[0].step < 10_000_000
    assert window.session.state == "idle"


def test_an_endless_loop_in_backward_keeps_the_window_responsive_and_stop_recovers(qtbot, window):
    # The probe feeds 1-D inputs; only training's (batch, features) ones reach the loop.
    looping = SQUARE.replace(BACKWARD_RETURN, "        while grad_output.dim() == 2:\n"
                                              "            pass\n" + BACKWARD_RETURN)
    load_text(qtbot, window, looping)
    started, finished = start_training(qtbot, window, steps=100)
    assert started and not finished
    # The event loop keeps turning while the engine spins: thirty ticks of a 50 ms timer come
    # (however long a loaded machine makes them take), and no gap between two of them is a stall
    # of our own process of a second or more (tests/ui/stalls.py).
    ticks = Ticks(tick_ms=50, max_stall_s=1.0)
    with ticks.running():
        qtbot.waitUntil(lambda: ticks.ticks >= 30, timeout=ANSWER_S * 1000)
    assert not finished, "the run ended by itself: the engine did not spin"
    ticks.assert_responsive()
    qtbot.keyClicks(window.editor_pane.editor, "# typing works")
    assert "# typing works" in window.editor_pane.editor.toPlainText()
    window.controls.run_actions.stop.trigger()
    qtbot.waitUntil(lambda: bool(finished), timeout=ANSWER_S * 1000)
    assert window.session.state == "idle"
    assert window.editor_pane.editor.toPlainText() == "# typing works" + looping, "the editor is untouched"
    fixed = load_text(qtbot, window, SQUARE)
    assert fixed.errors == [] and fixed.probe is not None, "the engine works again after Stop"


@contextlib.contextmanager
def time_limit(bridge, seconds: float):
    """The client's time limit for the checks sent meanwhile."""
    saved, bridge.client.compile_timeout = bridge.client.compile_timeout, seconds
    try:
        yield
    finally:
        bridge.client.compile_timeout = saved


def test_an_endless_loop_while_checking_is_cut_off_at_its_line(qtbot, window, bridge):
    hanging = SQUARE.replace(BACKWARD_RETURN, "        while True:\n            pass")
    with time_limit(bridge, 2.0):
        result = load_text(qtbot, window, hanging)
    assert result.errors and result.errors[0].phase == "backward"
    assert window.editor_pane.editor.toPlainText() == hanging
    fixed = load_text(qtbot, window, SQUARE)
    assert fixed.errors == [] and fixed.probe is not None
