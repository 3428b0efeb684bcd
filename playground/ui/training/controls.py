"""Training controls: what to train (model, data, sizes, optimizer, device) and the run buttons."""
from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSizePolicy, QSpinBox, QToolBar, QWidget

from playground.protocol import DeviceInfo, TrainConfig
from playground.ui.training.lr_input import LearningRateInput
from playground.ui.training.pace import PaceBox
from playground.vocabulary import MAX_DEPTH, MAX_WIDTH, MODEL_DATASETS, Optimizer, RunState, defaults_for, names

# The toy models, their data sets and optimizers are named once, in playground/vocabulary.py,
# which the engine imports too.
OPTIMIZERS = names(Optimizer)
RUN_STATES = names(RunState)


def model_label(model: str) -> tuple[str, str]:
    """(short label, tooltip) of a toy model."""
    # Spelled out in full: pyside6-lupdate finds only QCoreApplication.translate("Context", "text").
    labels = {
        "fit-1d": (QCoreApplication.translate("Controls", "Fit a curve"),
                   QCoreApplication.translate("Controls", "A small MLP with your function as activation fits y = f(x).")),
        "classify-2d": (QCoreApplication.translate("Controls", "Classify points"),
                        QCoreApplication.translate("Controls", "A small MLP with your function as activation separates 2-D classes.")),
        "tutorial-2layer": (QCoreApplication.translate("Controls", "Tutorial net"),
                            QCoreApplication.translate("Controls", "The two-layer net of the PyTorch tutorial: 1000 → 100 → 10, random data.")),
        "layer": (QCoreApplication.translate("Controls", "Your layer"),
                  QCoreApplication.translate("Controls", "Your Module used as a layer (in → out) inside a small MLP.")),
    }
    return labels.get(model, (model, ""))


def device_label(device: DeviceInfo) -> str:
    """"CPU", "cuda:0 · NVIDIA H100 80GB HBM3", "MPS"."""
    if device.id == "cpu":
        return QCoreApplication.translate("Controls", "CPU")
    if device.id == "mps":
        return QCoreApplication.translate("Controls", "Apple GPU (MPS)")
    return f"{device.id} · {device.name}" if device.name else device.id


class RunActions:
    """Train, Pause/Resume, Step, Reset, Stop: shared by the buttons and the Run menu."""

    def __init__(self, parent: QWidget):
        tr = parent.tr
        self.train = QAction(tr("Train"), parent)
        self.train.setShortcut(QKeySequence(Qt.Key.Key_F5))
        self.train.setToolTip(tr("Train a toy model that uses your code (F5)"))
        self.pause = QAction(tr("Pause"), parent)
        self.pause.setShortcut(QKeySequence(Qt.Key.Key_F6))
        self.pause.setToolTip(tr("Pause or resume the run (F6)"))
        self.step = QAction(tr("Step"), parent)
        self.step.setShortcut(QKeySequence(Qt.Key.Key_F10))
        self.step.setToolTip(tr("Do one training step, then pause (F10)"))
        self.reset = QAction(tr("Reset"), parent)
        self.reset.setShortcut(QKeySequence("Ctrl+Shift+F5"))
        self.reset.setToolTip(tr("Clear the plots and start the run again from step 0; "
                                 "the same seed replays exactly (Ctrl+Shift+F5)"))
        self.stop = QAction(tr("Stop"), parent)
        self.stop.setShortcut(QKeySequence("Shift+F5"))
        self.stop.setToolTip(tr("End the run now (Shift+F5)"))

    def all(self) -> list[QAction]:
        return [self.train, self.pause, self.step, self.reset, self.stop]


class TrainingControls(QToolBar):
    """The run buttons and the settings of a training run, as the window's toolbar.
    ``config()`` gives the TrainConfig."""

    config_changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Training"))
        self.run_actions = RunActions(self)
        self.model_combo = QComboBox()
        for model in MODEL_DATASETS:
            label, tip = model_label(model)
            self.model_combo.addItem(label, model)
            self.model_combo.setItemData(self.model_combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        self.dataset_combo = QComboBox()
        self.width_spin = self._spin(1, MAX_WIDTH, self.tr("Units in each hidden layer"))
        self.depth_spin = self._spin(1, MAX_DEPTH, self.tr("Number of hidden layers"))
        self.optimizer_combo = QComboBox()
        for name, label in (("sgd", self.tr("SGD")), ("momentum", self.tr("SGD + momentum")),
                            ("adam", self.tr("Adam"))):
            self.optimizer_combo.addItem(label, name)
        self.lr_input = LearningRateInput()
        self.batch_spin = self._spin(1, 65536, self.tr("Samples per step"))
        self.seed_spin = self._spin(0, 2**31 - 1, self.tr("Same seed, same settings: the same run, step for step"))
        self.steps_spin = self._spin(1, 10_000_000, self.tr("How many optimizer steps the run makes"))
        self.steps_spin.setSingleStep(100)
        self.device_combo = QComboBox()
        self.pace_box = PaceBox()
        self.set_devices([DeviceInfo(id="cpu", name="CPU", available=True)], waiting=True)
        self._build_layout()
        self.model_combo.currentIndexChanged.connect(self._model_changed)
        for widget in (self.dataset_combo, self.optimizer_combo, self.device_combo, self.pace_box):
            widget.currentIndexChanged.connect(self.config_changed)
        for spin in (self.width_spin, self.depth_spin, self.batch_spin, self.seed_spin, self.steps_spin):
            spin.valueChanged.connect(self.config_changed)
        self.lr_input.value_changed.connect(self.config_changed)
        self.apply_config(TrainConfig())
        self.set_run_state("idle", has_run=False)

    def _spin(self, low: int, high: int, tip: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setToolTip(tip)
        spin.setKeyboardTracking(False)
        return spin

    def _build_layout(self) -> None:
        """One toolbar row: run buttons first, then settings by importance. Where the window is
        too narrow, QToolBar moves the last ones into its » menu (each label stays with its field)."""
        self.setObjectName("trainingToolBar")  # lets QMainWindow.saveState find it
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.buttons = []
        self.field_actions = {}  # first widget of a field → its toolbar action (to hide it)
        for action in self.run_actions.all():
            self.addAction(action)
            self.buttons.append(self.widgetForAction(action))
        train_font = self.buttons[0].font()
        train_font.setBold(True)
        self.buttons[0].setFont(train_font)
        self.addSeparator()
        for text, widgets in (
                (self.tr("Model"), [self.model_combo]), (self.tr("Data"), [self.dataset_combo]),
                (self.tr("Device"), [self.device_combo]), (self.tr("Steps"), [self.steps_spin]),
                (self.tr("Pace"), [self.pace_box]),
                (self.tr("Learning rate"), [self.lr_input.spin, self.lr_input]),
                (self.tr("Optimizer"), [self.optimizer_combo]),
                (self.tr("Width"), [self.width_spin]), (self.tr("Depth"), [self.depth_spin]),
                (self.tr("Batch"), [self.batch_spin]), (self.tr("Seed"), [self.seed_spin])):
            self.field_actions[widgets[0]] = self.addWidget(self._field(text, widgets))
        for spin in (self.width_spin, self.depth_spin, self.batch_spin, self.seed_spin):
            spin.setMaximumWidth(self.fontMetrics().horizontalAdvance("000000") + 30)
        self.lr_input.slider.setFixedWidth(90)
        self.lr_input.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        for combo in (self.model_combo, self.dataset_combo, self.optimizer_combo, self.device_combo):
            # Long device names must not widen the bar; the full name is in the list and tooltip.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)

    def _field(self, text: str, widgets: list) -> QWidget:
        """A label and its field(s) as one toolbar item."""
        field = QWidget()
        field.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        layout = QHBoxLayout(field)
        layout.setContentsMargins(6, 0, 2, 0)
        layout.setSpacing(4)
        label = QLabel(text)
        label.setBuddy(widgets[0])
        layout.addWidget(label)
        for widget in widgets:
            layout.addWidget(widget)
        return field

    def add_check_action(self, action: QAction) -> None:
        """A visible Check button first on the bar (messages say "press Check")."""
        first = self.actions()[0] if self.actions() else None
        self.insertAction(first, action)
        self.insertSeparator(first)

    def set_simplified(self, simple: bool) -> None:
        """Presentation mode: only the run buttons and what a class talks about (model, data,
        steps, learning rate) stay on the bar; the other settings keep their values."""
        advanced = (self.optimizer_combo, self.width_spin, self.depth_spin, self.batch_spin,
                    self.seed_spin, self.device_combo)
        for widget in advanced:
            self.field_actions[widget].setVisible(not simple)

    def visible_fields(self) -> list:
        """The first widget of each field shown on the bar now."""
        return [widget for widget, action in self.field_actions.items() if action.isVisible()]

    # ------------------------------------------------------------------ config

    def config(self) -> TrainConfig:
        """The TrainConfig these controls describe (fields they do not show keep their defaults)."""
        return dataclasses.replace(
            self._base,
            model=self.model_combo.currentData(),
            dataset=self.dataset_combo.currentData() or self._base.dataset,
            width=self.width_spin.value(), depth=self.depth_spin.value(),
            optimizer=self.optimizer_combo.currentData(), lr=self.lr_input.value(),
            batch_size=self.batch_spin.value(), seed=self.seed_spin.value(),
            steps=self.steps_spin.value(), device=self.device_combo.currentData() or "cpu",
            max_steps_per_second=self.pace_box.value())

    def apply_config(self, config: TrainConfig) -> None:
        """Show ``config`` (device and pace stay as chosen: they belong to the machine and the
        class, not the lesson)."""
        self._base = config
        self._select(self.model_combo, config.model)
        self._fill_datasets(config.model, config.dataset)
        self.width_spin.setValue(config.width)
        self.depth_spin.setValue(config.depth)
        self._select(self.optimizer_combo, config.optimizer)
        self.lr_input.set_value(config.lr)
        self.batch_spin.setValue(config.batch_size)
        self.seed_spin.setValue(config.seed)
        self.steps_spin.setValue(config.steps)

    def apply_saved_config(self, config: TrainConfig) -> bool:
        """Every setting of a saved experiment, its device included where this machine has it
        (else the device stays as chosen). False when the device could not be used."""
        self.apply_config(config)
        if config.device in self.device_ids():
            self.device_combo.setCurrentIndex(self.device_combo.findData(config.device))
            return True
        return config.device == "cpu"

    def set_custom_points(self, kind, fields: dict, source_name: str) -> None:
        """Train on these points (TrainConfig custom_x/custom_y) with the model of their
        ``kind`` ("fit-1d" or "classify-2d"); kind None goes back to the data set."""
        custom = {"custom_x": fields.get("custom_x"), "custom_y": fields.get("custom_y")}
        if kind is not None and self.model_combo.currentData() != kind:
            self._select(self.model_combo, kind)  # refills the data sets of that kind
        self._base = dataclasses.replace(self._base, **custom)
        self.points_source = source_name if kind is not None else ""
        tip = self.tr("Where the points come from.")
        if self.points_source:
            tip = self.tr("Training uses {count} points from {name} instead of a data set.").format(
                count=self.custom_points_count(), name=self.points_source)
        self.dataset_combo.setToolTip(tip)
        self.config_changed.emit()

    def custom_points_count(self) -> int:
        points = getattr(self._base, "custom_x", None)
        return len(points) if points else 0

    def apply_preset_train(self, train: dict) -> None:
        """A preset's Train line on top of the defaults and its model's own defaults (as the
        command line layers them: a line that names only the tutorial net gets plain SGD)."""
        known = {f.name for f in dataclasses.fields(TrainConfig)}
        given = {k: v for k, v in train.items() if k in known}
        self.apply_config(TrainConfig(**{**defaults_for(given.get("model", TrainConfig.model)), **given}))

    def set_steps(self, steps: int) -> None:
        self.steps_spin.setValue(steps)

    def _select(self, combo: QComboBox, value: str) -> None:
        index = combo.findData(value)
        if index < 0:  # a value the engine knows and this list does not: offer it as it is
            combo.addItem(str(value), value)
            index = combo.count() - 1
        combo.setCurrentIndex(index)

    def _fill_datasets(self, model: str, selected: str | None = None) -> None:
        names = MODEL_DATASETS.get(model, [])
        previous = selected or self.dataset_combo.currentData()
        self.dataset_combo.blockSignals(True)
        self.dataset_combo.clear()
        for name in names:
            self.dataset_combo.addItem(name, name)
        if names and (previous in names or selected):
            self._select(self.dataset_combo, previous)
        self.dataset_combo.setPlaceholderText(self.tr("its own data") if not names else "")
        self.dataset_combo.setEnabled(len(names) > 1)
        self.dataset_combo.blockSignals(False)

    def _model_changed(self) -> None:
        """A model chosen brings the settings its lesson means (the tutorial net: plain SGD at
        1e-6, as on the command line); the data set stays where the new model has it."""
        model = self.model_combo.currentData()
        self._fill_datasets(model)
        defaults = defaults_for(model)
        if "optimizer" in defaults:
            self._select(self.optimizer_combo, defaults["optimizer"])
        if "lr" in defaults:
            self.lr_input.set_value(defaults["lr"])
        if "batch_size" in defaults:
            self.batch_spin.setValue(defaults["batch_size"])
        if "steps" in defaults:
            self.steps_spin.setValue(defaults["steps"])
        self.config_changed.emit()

    # ------------------------------------------------------------------ devices

    def set_devices(self, devices: list, waiting: bool = False) -> None:
        """Fill the device picker from EngineReady.devices; absent devices are greyed out, reason as tooltip."""
        current = self.device_combo.currentData() or "cpu"
        self.device_combo.blockSignals(True)
        self.device_combo.clear()
        reasons = []
        for device in devices:
            self.device_combo.addItem(device_label(device), device.id)
            index = self.device_combo.count() - 1
            if not device.available:
                self.device_combo.model().item(index).setEnabled(False)
                reason = device.reason or self.tr("not available")
                self.device_combo.setItemData(index, reason, Qt.ItemDataRole.ToolTipRole)
                reasons.append(f"{device_label(device)}: {reason}")
            else:
                self.device_combo.setItemData(index, device.name, Qt.ItemDataRole.ToolTipRole)
        index = self.device_combo.findData(current)
        usable = index >= 0 and self.device_combo.model().item(index).isEnabled()
        self.device_combo.setCurrentIndex(index if usable else 0)
        self.device_combo.blockSignals(False)
        tip = self.tr("Where the toy model trains.")
        if waiting:
            tip += "\n" + self.tr("GPUs appear here once the engine has started.")
        if reasons:
            tip += "\n" + self.tr("Not available:") + "\n" + "\n".join(reasons)
        self.device_combo.setToolTip(tip)

    def device_ids(self, available_only: bool = True) -> list[str]:
        model = self.device_combo.model()
        return [self.device_combo.itemData(i) for i in range(self.device_combo.count())
                if not available_only or model.item(i).isEnabled()]

    # ------------------------------------------------------------------ run state

    def set_run_state(self, state: str, has_run: bool) -> None:
        """Enable what makes sense: settings only while no run is active; Pause reads Resume when paused."""
        assert state in RUN_STATES, state
        active = state != RunState.IDLE
        self.run_actions.train.setEnabled(not active)
        self.run_actions.pause.setEnabled(active)
        self.run_actions.pause.setText(self.tr("Resume") if state == RunState.PAUSED else self.tr("Pause"))
        self.run_actions.step.setEnabled(True)
        self.run_actions.reset.setEnabled(active or has_run)
        self.run_actions.stop.setEnabled(active)
        for widget in (self.model_combo, self.width_spin, self.depth_spin, self.optimizer_combo,
                       self.lr_input, self.lr_input.spin, self.batch_spin, self.seed_spin, self.steps_spin,
                       self.device_combo):
            widget.setEnabled(not active)
        self.dataset_combo.setEnabled(not active and self.dataset_combo.count() > 1)
