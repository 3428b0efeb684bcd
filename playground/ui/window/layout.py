"""The main window's widgets and where they sit.

At 1280×720 everything must be readable; at 1920×1080 the plots get the extra room:

    Train Pause Step Reset Stop │ Model ▾ Data ▾ Device ▾ Steps Learning rate … (toolbar)
    ┌ lesson picker ◀ ▶ ─────────┬─ f(x) ──────────────┬─ derivative + verdict ─┐
    │ lesson text                │                     │                        │
    ├ subject (when several) ────┼─────────────────────┴────────────────────────┤
    │ editor                     │ [Loss | Gradients | Model]                   │
    │                            │                                              │
    ├ console ───────────────────┤                                              │
    └────────────────────────────┴──────────────────────────────────────────────┘
    status: engine · check                                 progress · steps/s

On a short screen f(x) and its derivative become a tab beside the others (plot_area.py).
In compare mode the editor gets a second tab (subject B) and the plots give way to the Compare
view (compare.py); in presentation mode the console and the lesson text fold away (presentation.py).
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from playground.ui.editor.pane import EditorPane
from playground.ui.plots.area import PlotArea
from playground.ui.plots.panels import DerivativePanel, FunctionPanel, GradientPanel, LossPanel, ModelPanel
from playground.ui.training.controls import TrainingControls
from playground.ui.window.console import ConsolePane
from playground.ui.window.lesson import LessonPane
from playground.ui.window.status import PlaygroundStatusBar


def build_layout(window) -> None:
    """Create the window's widgets as attributes of ``window`` and lay them out."""
    window.lesson = LessonPane()
    window.editor_pane = EditorPane()
    window.console = ConsolePane()
    window.function_panel = FunctionPanel()
    window.derivative_panel = DerivativePanel()
    window.loss_panel = LossPanel()
    window.gradient_panel = GradientPanel()
    window.model_panel = ModelPanel()
    window.controls = TrainingControls()
    window.status = PlaygroundStatusBar()
    window.setStatusBar(window.status)

    left = QSplitter(Qt.Orientation.Vertical)
    left.setChildrenCollapsible(False)
    left.addWidget(window.lesson)
    window.editor_tabs = QTabWidget()
    window.editor_tabs.setDocumentMode(True)
    window.editor_tabs.setTabBarAutoHide(True)  # one tab (no comparison): no tab bar
    window.editor_tabs.addTab(_editor_box(window), "A")
    left.addWidget(window.editor_tabs)
    left.addWidget(window.console)
    left.setStretchFactor(1, 1)  # the editor takes what the window gains later

    window.addToolBar(window.controls)
    window.plot_area = PlotArea(window.function_panel, window.derivative_panel, window.loss_panel,
                                window.gradient_panel, window.model_panel)
    window.training_tabs = window.plot_area.tabs

    main = QSplitter(Qt.Orientation.Horizontal)
    window.right_stack = QStackedWidget()  # the plots, or the Compare view
    window.right_stack.addWidget(window.plot_area)
    main.addWidget(left)
    main.addWidget(window.right_stack)
    main.setStretchFactor(1, 1)  # the plots take what the window gains later
    main.setCollapsible(0, True)  # a narrow window folds the editor column (apply_default_sizes)
    window.splitters = {"main": main, "left": left}
    window.setCentralWidget(main)


class SubjectRow(QWidget):
    """"Subject: [picker]" above the editor, shown only when the code defines several
    Functions or Modules; ``chosen(name)`` when the user picks one."""

    chosen = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.picker = QComboBox()
        self.picker.setToolTip(self.tr(
            "Your code defines several Functions or Modules: which one the plots and training use"))
        label = QLabel(self.tr("Subject:"))
        label.setBuddy(self.picker)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(label)
        row.addWidget(self.picker, 1)
        self.picker.activated.connect(lambda index: self.chosen.emit(self.picker.itemData(index)))
        self.setVisible(False)

    def show_choices(self, result) -> None:
        """The names in a CompileResult (None: hide), with its subject selected."""
        names = []
        if result is not None:
            names = [(n, self.tr("Function")) for n in result.functions]
            names += [(n, self.tr("Module")) for n in result.modules]
        if len(names) <= 1:
            self.setVisible(False)
            return
        self.picker.blockSignals(True)
        self.picker.clear()
        for name, kind in names:
            self.picker.addItem(f"{name}  ({kind})", name)
        self.picker.setCurrentIndex(max(self.picker.findData(result.subject), 0))
        self.picker.blockSignals(False)
        self.setVisible(True)


def _editor_box(window) -> QWidget:
    """The editor with the subject picker above it (shown only when there is a choice)."""
    window.subject_row = SubjectRow()
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(2)
    layout.addWidget(window.subject_row)
    layout.addWidget(window.editor_pane, 1)
    return box


# The editor column: 40% of the width (30% in presentation mode, where the plots are the
# point), but no more than ~80 columns of code need; then its lesson / editor / console shares.
EDITOR_COLUMN_SHARE, PRESENTATION_EDITOR_SHARE, EDITOR_COLUMN_MAX_PX = 0.40, 0.30, 720
# f(x) and its derivative side by side need about this much width to be two readable plots;
# the editor column gives way down to its own minimum first.
PLOTS_MIN_PX, EDITOR_COLUMN_MIN_PX = 700, 260
# Narrower than this (1024×768 at 150 %, 1280×720 at 200 %), the editor column folds away so the
# plots are not strips; its splitter handle at the left edge drags it back.
FOLD_EDITOR_BELOW_PX = 760
LEFT_SHARES = (0.22, 0.58, 0.20)
SHORT_LEFT_SHARES = (0.22, 0.78, 0.0)  # under SHORT_WINDOW_PX: no console, the editor gets it
SHORT_WINDOW_PX = 560


def editor_column_width(width: int, presentation: bool) -> int:
    """How wide the editor column is in a window ``width`` logical px wide."""
    if width < FOLD_EDITOR_BELOW_PX:
        return 0
    share = PRESENTATION_EDITOR_SHARE if presentation else EDITOR_COLUMN_SHARE
    left = min(int(width * share), EDITOR_COLUMN_MAX_PX)
    if width - left < PLOTS_MIN_PX:
        left = max(width - PLOTS_MIN_PX, min(EDITOR_COLUMN_MIN_PX, left))
    return left


def apply_default_sizes(window) -> None:
    """Split the window by the shares above (when it is first shown at its size, and when
    presentation mode changes).

    Totals come from the outer splitter: the inner widgets have not been resized yet then."""
    main = window.splitters["main"]
    width, height = main.width(), main.height()
    left = editor_column_width(width, window.presentation.active)
    main.setSizes([left, width - left])
    shares = SHORT_LEFT_SHARES if height < SHORT_WINDOW_PX else LEFT_SHARES
    if window.console.isVisible():
        window.splitters["left"].setSizes([int(height * share) for share in shares])
    window.plot_area.arrange_for(width - left, height)
