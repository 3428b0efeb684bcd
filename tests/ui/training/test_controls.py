"""Training controls: the config they make, their lists against the engine's, the learning rate."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import Qt

from playground.engine.train import config as train_config
from playground.engine.train import datasets
from playground.protocol import DeviceInfo, TrainConfig
from playground.ui.training.controls import (
    MAX_DEPTH,
    MAX_WIDTH,
    MODEL_DATASETS,
    OPTIMIZERS,
    TrainingControls,
)
from playground.ui.training.lr_input import one_two_five
from tests.repo import REPO

pytestmark = [pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)")]


@pytest.fixture
def controls(qtbot):
    widget = TrainingControls()
    qtbot.addWidget(widget)
    return widget


def test_every_choice_the_window_offers_is_one_the_engine_trains():
    # The names are said once (playground/vocabulary.py); the engine's tables must cover them.
    assert set(MODEL_DATASETS["fit-1d"]) == set(datasets.CURVES)
    for model, names in MODEL_DATASETS.items():
        for name in names or ["sin"]:
            for optimizer in OPTIMIZERS:
                train_config.validate_config(TrainConfig(model=model, dataset=name, optimizer=optimizer,
                                                         width=MAX_WIDTH, depth=MAX_DEPTH))


def test_a_train_line_naming_only_a_model_gets_that_models_defaults(controls):
    controls.apply_preset_train({"model": "tutorial-2layer", "steps": 50})
    config = controls.config()
    assert (config.optimizer, config.lr, config.steps) == ("sgd", 1e-6, 50), "the line's own values win"


def test_choosing_a_model_brings_the_settings_its_lesson_means(controls):
    controls.model_combo.setCurrentIndex(controls.model_combo.findData("tutorial-2layer"))
    config = controls.config()
    assert (config.optimizer, config.lr) == ("sgd", 1e-6), "the tutorial net diverges with Adam at 0.01"
    assert config == TrainConfig(**{**vars(config), **train_config.defaults_for("tutorial-2layer")})
    controls.model_combo.setCurrentIndex(controls.model_combo.findData("fit-1d"))
    assert (controls.config().optimizer, controls.config().lr) == ("adam", 1e-2)


def test_the_config_is_what_the_controls_show(controls):
    assert controls.config() == TrainConfig()
    controls.seed_spin.setValue(5)
    controls.model_combo.setCurrentIndex(controls.model_combo.findData("classify-2d"))
    controls.lr_input.spin.setValue(0.003)  # after the model: choosing one brings its own rate
    config = controls.config()
    assert (config.seed, config.lr, config.model) == (5, 0.003, "classify-2d")
    assert config.dataset in MODEL_DATASETS["classify-2d"], "the data follows the model"


def test_a_presets_train_line_sets_defaults_for_the_rest(controls):
    controls.seed_spin.setValue(9)
    controls.apply_preset_train({"model": "tutorial-2layer", "optimizer": "sgd", "lr": 1e-6, "steps": 500})
    config = controls.config()
    assert (config.model, config.optimizer, config.lr, config.steps) == ("tutorial-2layer", "sgd", 1e-6, 500)
    assert config.seed == 0
    assert not controls.dataset_combo.isEnabled(), "the tutorial net brings its own data"


def test_unavailable_devices_are_greyed_out_with_their_reason(controls):
    controls.set_devices([DeviceInfo(id="cpu", name="x86", available=True),
                          DeviceInfo(id="cuda:0", name="NVIDIA H100", available=True),
                          DeviceInfo(id="mps", name="", available=False, reason="not a Mac")])
    assert controls.device_ids() == ["cpu", "cuda:0"]
    assert controls.device_combo.itemText(1) == "cuda:0 · NVIDIA H100"
    assert controls.device_combo.itemData(2, Qt.ItemDataRole.ToolTipRole) == "not a Mac"
    controls.device_combo.setCurrentIndex(1)
    assert controls.config().device == "cuda:0"
    controls.set_devices([DeviceInfo(id="cpu", name="x86", available=True),
                          DeviceInfo(id="cuda:0", name="", available=False, reason="gone")])
    assert controls.config().device == "cpu", "a device that went away is not kept"


def test_settings_are_locked_during_a_run(controls):
    controls.set_run_state("running", has_run=True)
    assert not controls.lr_input.spin.isEnabled() and not controls.model_combo.isEnabled()
    assert controls.run_actions.stop.isEnabled() and not controls.run_actions.train.isEnabled()
    controls.set_run_state("paused", has_run=True)
    assert controls.run_actions.pause.text() == "Resume"
    controls.set_run_state("idle", has_run=True)
    assert controls.lr_input.spin.isEnabled() and controls.run_actions.reset.isEnabled()


@pytest.mark.parametrize("value, up, down", [(0.01, 0.02, 0.005), (0.003, 0.005, 0.002),
                                             (1e-6, 2e-6, 5e-7), (0.5, 1.0, 0.2)])
def test_learning_rate_arrows_step_one_two_five(value, up, down):
    assert one_two_five(value, 1) == pytest.approx(up)
    assert one_two_five(value, -1) == pytest.approx(down)


def test_the_slider_and_the_box_agree(controls):
    lr = controls.lr_input
    lr.spin.setValue(1e-3)
    assert lr.slider.value() == -60
    lr.slider.setValue(-40)
    assert lr.value() == pytest.approx(0.01)
    lr.spin.stepBy(1)
    assert lr.value() == pytest.approx(0.02)
    assert lr.spin.text() == "0.02"


NO_TORCH = textwrap.dedent("""
    import sys
    import time
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from playground.client.client import EngineClient
    from playground.ui.bridge import EngineBridge
    from playground.ui.window.main_window import MainWindow
    # A time limit only a hang reaches: the preset's check must be judged, however loaded the machine.
    bridge = EngineBridge(client=EngineClient(compile_timeout=120, standby=False))
    window = MainWindow(autosave=False, bridge=bridge)
    window.show()
    window.start_engine()
    results = []
    window.live.checked.connect(lambda result, *rest: results.append(result))
    window.load_preset(window.presets[1].name)
    from PySide6.QtCore import QDeadlineTimer
    deadline = QDeadlineTimer(200000)  # a cold torch import and the check, on a loaded machine too
    while not results and not deadline.hasExpired():
        app.processEvents()
        time.sleep(0.01)
    assert results and results[0].probe is not None, results
    window.shutdown()
    bridge.shutdown()
    print("torch" in sys.modules)
""")


@pytest.mark.timeout(360)
def test_the_window_never_imports_torch():
    root = REPO
    done = subprocess.run([sys.executable, "-c", NO_TORCH], cwd=root, capture_output=True, text=True,
                          timeout=300, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    # Unpickling an engine message that holds a torch object (torch.Size, TorchVersion, a
    # tensor) imports torch here: messages must carry plain Python and numpy only.
    assert done.stdout.strip().splitlines()[-1] == "False", "torch lives in the engine process only"
