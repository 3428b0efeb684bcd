"""The main window's widgets and where they sit.

At 1280×720 everything must be readable; at 1920×1080 the plots get the extra room:

    Train Pause Step Reset Stop │ Model ▾ Data ▾ Device ▾ Steps Learning rate … (toolbar)
    ┌ lesson picker ◀ ▶ ─────────┬─ f(x) ──────────────┬─ derivative + verdict ─┐
    │ lesson text                │                     │                        │
    ├ subject (when several) ────┼─────────────────────┴────────────────────────┤
    │ editor                     │ [Loss | Gradients | Model | Jacobian]        │
    │                            │                                              │
    ├ console ───────────────────┤                                              │
    └────────────────────────────┴──────────────────────────────────────────────┘
    status: engine · check                                 progress · steps/s

On a short screen f(x) and its derivative become a tab beside the others (plots/area.py); where
the window is too narrow for both beside readable code (960×540 logical: 1920×1080 at scale 2),
one of them at a time, the derivative first, with a switch (window/one_curve.py).
In compare mode the editor gets a second tab (subject B) and the plots give way to the Compare
view (compare/controller.py); in presentation mode the console and the lesson text fold away
(presentation.py).

build_layout() makes the widgets, lays them out and returns them as WindowParts; the window puts
them in its frame (central widget, toolbar, status bar) and keeps each under the same name.
Whoever needs a part is handed it (or the WindowParts), not the window.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QSplitter, QStackedWidget, QTabWidget, QVBoxLayout, QWidget

from playground.ui.editor.code_editor import CodeEditor
from playground.ui.editor.code_start import code_lines
from playground.ui.editor.pane import EditorPane
from playground.ui.jacobian.panel import JacobianPanel
from playground.ui.plots.area import TABS_BELOW_PX, PlotArea
from playground.ui.plots.panels import DerivativePanel, FunctionPanel, GradientPanel, LossPanel, ModelPanel
from playground.ui.training.controls import TrainingControls
from playground.ui.window.console import ConsolePane
from playground.ui.window.lesson import LessonPane
from playground.ui.window.one_curve import CurveSwitch
from playground.ui.window.plot_tabs import PlotTabLabels
from playground.ui.window.status import PlaygroundStatusBar
from playground.ui.window.subject_row import SubjectRow


@dataclass(frozen=True)
class WindowParts:
    """The main window's widgets, laid out (see the picture above)."""

    lesson: LessonPane
    subject_row: SubjectRow
    editor_pane: EditorPane
    console: ConsolePane
    editor_tabs: QTabWidget  # A's editor; B's beside it in compare mode
    function_panel: FunctionPanel
    derivative_panel: DerivativePanel
    loss_panel: LossPanel
    gradient_panel: GradientPanel
    model_panel: ModelPanel
    plot_area: PlotArea  # the five panels, arranged for the room there is
    right_stack: QStackedWidget  # the plot area, or the Compare view
    left_splitter: QSplitter  # lesson / editor / console
    main_splitter: QSplitter  # the editor column / the right stack: the central widget
    controls: TrainingControls  # the toolbar
    status: PlaygroundStatusBar
    jacobian_panel: JacobianPanel  # your backward's Jacobian against the true one: a tab after Model
    curve_switch: CurveSwitch  # f(x) or its derivative, where only one fits beside the code
    tab_labels: PlotTabLabels  # the plot tabs' labels, short where the whole ones do not fit

    def probe_panels(self) -> list:
        """f(x), its derivative and the Jacobian: what a check draws."""
        return [self.function_panel, self.derivative_panel, self.jacobian_panel]

    def curve_panels(self) -> list:
        """f(x) and its derivative: the curves, shown together."""
        return [self.function_panel, self.derivative_panel]

    def training_panels(self) -> list:
        """Loss, gradients and model: what a run draws."""
        return [self.loss_panel, self.gradient_panel, self.model_panel]


def build_layout() -> WindowParts:
    """Make the window's widgets and lay them out; the window places the main splitter, the
    controls and the status bar."""
    lesson, subject_row, editor_pane, console = LessonPane(), SubjectRow(), EditorPane(), ConsolePane()
    panels = FunctionPanel(), DerivativePanel(), LossPanel(), GradientPanel(), ModelPanel()

    left = QSplitter(Qt.Orientation.Vertical)
    left.setChildrenCollapsible(False)
    left.addWidget(lesson)
    editor_tabs = QTabWidget()
    editor_tabs.setDocumentMode(True)
    editor_tabs.setTabBarAutoHide(True)  # one tab (no comparison): no tab bar
    editor_tabs.addTab(_editor_box(subject_row, editor_pane), "A")
    left.addWidget(editor_tabs)
    left.addWidget(console)
    left.setStretchFactor(1, 1)  # the editor takes what the window gains later
    left.setCollapsible(2, True)  # a short window folds the console (SHORT_LEFT_SHARES): the code's rows

    plot_area = PlotArea(*panels)
    jacobian_panel = JacobianPanel()
    plot_area.tabs.addTab(jacobian_panel, jacobian_panel.tr("Jacobian"))
    main = QSplitter(Qt.Orientation.Horizontal)
    right_stack = QStackedWidget()  # the plots, or the Compare view
    right_stack.addWidget(plot_area)
    main.addWidget(left)
    main.addWidget(right_stack)
    main.setStretchFactor(1, 1)  # the plots take what the window gains later
    main.setCollapsible(0, True)  # a narrow window folds the editor column (apply_default_sizes)
    switch = CurveSwitch(panels[0], panels[1], plot_area.tabs, plot_area.probe_row)
    tab_labels = PlotTabLabels(plot_area.tabs, plot_area.probe_row, panels[2])
    return WindowParts(lesson, subject_row, editor_pane, console, editor_tabs, *panels, plot_area,
                       right_stack, left, main, TrainingControls(), PlaygroundStatusBar(), jacobian_panel,
                       switch, tab_labels)


def _editor_box(subject_row: SubjectRow, editor_pane: EditorPane) -> QWidget:
    """The editor with the subject picker above it (shown only when there is a choice)."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(2)
    layout.addWidget(subject_row)
    layout.addWidget(editor_pane, 1)
    return box


# The editor column: 40% of the width (30% in presentation mode, where the plots are the
# point), or what the code's widest line needs where that is more and the plots keep their
# minimum, but no more than ~80 columns of code need; then its lesson / editor / console shares.
EDITOR_COLUMN_SHARE, PRESENTATION_EDITOR_SHARE, EDITOR_COLUMN_MAX_PX = 0.40, 0.30, 720
# f(x) and its derivative side by side need about this much width to be two readable plots
# (at 700 a real check's row of checks left lesson 11's f(x) 238 px wide at 1280×720); the
# editor column gives way down to its own minimum first.
PLOTS_MIN_PX, EDITOR_COLUMN_MIN_PX = 740, 260
# Narrower than this (1024×768 at 150 %, 1280×720 at 200 %), the editor column folds away so the
# plots are not strips; its splitter handle at the left edge drags it back.
FOLD_EDITOR_BELOW_PX = 760
# Presentation mode on a window whose central area is this tall: f(x) and its derivative stack
# (plots/area.py) and need only STACKED_PLOTS_MIN_PX of width, each still 250×150 or more, and the
# editor column takes the rest where the code wants it (at 1024×768 it showed 20 characters).
STACK_PLOTS_FROM_PX, STACKED_PLOTS_MIN_PX = 650, 440
# The Jacobian in front in presentation mode: three maps and their colour bar want this much (at
# 440 px each map was ~110 px, its title cut); the code gets its room back with the curves.
JACOBIAN_PLOTS_MIN_PX = 560
# Beside one curve at a time (960×540), the maps take turns too (jacobian/maps_row.py): one map
# needs less, and lesson 18's class line and backward are whole in the code's 40 more px (a map
# 408×188). Presentation mode's larger sentences keep JACOBIAN_PLOTS_MIN_PX (at 520 its maps and
# bars were 148 px tall).
JACOBIAN_ONE_MAP_PX = 520
# View ▸ Room for the Code: the editor as wide as the code wants, the picture beside it this wide
# (small, still in sight: the class reads the code and still sees what it draws).
CODE_ROOM_PICTURE_PX = 320
# The code wants no more than this many columns: a longer line wraps (editor/wrapped_lines.py).
CODE_COLUMNS_MAX = 60
# Beside the Jacobian's three maps, fewer: at 1280×720 sixty columns left each map 118 px wide.
CODE_COLUMNS_BESIDE_MAPS = 44
# Narrower than this (logical px: 1920×1080 at scale 2 is 960, 1366×768 at 1.5 is 910), f(x) and
# its derivative side by side leave the code 20 columns or fewer (13 at 960×540); where they
# cannot stack, one curve at a time (window/one_curve.py), the picture this wide (the
# derivative's data area ~320 px) and the code the rest, up to CODE_COLUMNS_MAX.
ONE_CURVE_BELOW_PX = 1000
ONE_CURVE_PLOTS_MIN_PX = 420  # at 400 the plot tabs did not fit in Russian, short labels and all
CODE_SLACK_PX = 16  # the editor pane's own margins and a caret's room past the widest line
LEFT_SHARES = (0.22, 0.58, 0.20)
SHORT_LEFT_SHARES = (0.22, 0.78, 0.0)  # under SHORT_WINDOW_PX: no console, the editor gets it
SHORT_WINDOW_PX = 560


def plots_min_width(height: int, presentation: bool, jacobian_in_front: bool = False,
                    one_curve: bool = False) -> int:
    """The width the picture needs beside the editor column, in an area ``height`` logical px
    tall: f(x) and its derivative side by side, or stacked in presentation mode where the height
    allows, or ``one_curve`` at a time; in presentation mode or beside one curve with the
    Jacobian in front, its three maps."""
    if jacobian_in_front and one_curve and not presentation:
        return JACOBIAN_ONE_MAP_PX
    if jacobian_in_front and (presentation or one_curve):
        return JACOBIAN_PLOTS_MIN_PX
    if one_curve:
        return ONE_CURVE_PLOTS_MIN_PX
    return STACKED_PLOTS_MIN_PX if presentation and height >= STACK_PLOTS_FROM_PX else PLOTS_MIN_PX


def one_curve_at_a_time(width: int, height: int, presentation: bool) -> bool:
    """In an area ``width`` × ``height`` logical px, is there room for only one curve beside
    readable code? Not where the editor column folds (the curves have the whole width), nor where
    presentation mode stacks them, nor in a window tall enough for the curves above the training
    tabs (plots/area.py), whose corner holds the switch."""
    stacked = presentation and height >= STACK_PLOTS_FROM_PX
    return FOLD_EDITOR_BELOW_PX <= width < ONE_CURVE_BELOW_PX and not stacked and height < TABS_BELOW_PX


def editor_column_width(width: int, presentation: bool, code_px: int = 0, height: int = 0,
                        plots_min: Optional[int] = None) -> int:
    """How wide the editor column is in an area ``width`` × ``height`` logical px: its share, or
    as wide as the code needs (``code_px``, its widest line whole up to CODE_COLUMNS_MAX) where
    that is more and the picture keeps ``plots_min`` (by default plots_min_width's)."""
    if width < FOLD_EDITOR_BELOW_PX:
        return 0
    if plots_min is None:
        plots_min = plots_min_width(height, presentation)
    share = PRESENTATION_EDITOR_SHARE if presentation else EDITOR_COLUMN_SHARE
    left = min(int(width * share), EDITOR_COLUMN_MAX_PX)
    left = max(left, min(code_px, width - plots_min, EDITOR_COLUMN_MAX_PX))
    if width - left < plots_min:
        left = max(width - plots_min, min(EDITOR_COLUMN_MIN_PX, left))
    return left


def code_width(editor: CodeEditor, most_columns: int = CODE_COLUMNS_MAX) -> int:
    """The editor's width that shows every line of its code whole (lines after the module
    docstring, inline comments aside; at most ``most_columns`` columns, longer ones wrap), in
    its font now, with its gutter, frame and scroll bar."""
    metrics = QFontMetricsF(editor.font())
    widest = max((metrics.horizontalAdvance(line) for line in code_lines(editor.toPlainText())), default=0.0)
    widest = min(widest, metrics.horizontalAdvance(" ") * most_columns)
    chrome = (editor.viewportMargins().left() + 2 * editor.document().documentMargin() + 2 * editor.frameWidth()
              + editor.verticalScrollBar().sizeHint().width() + CODE_SLACK_PX)
    return int(widest + chrome + 0.999)


def apply_default_sizes(parts: WindowParts, presentation: bool) -> None:
    """Split the window by the shares above (when it is first shown at its size, when
    presentation mode changes, and in presentation mode when the curves or the Jacobian come to
    the front: the picture in front gets its room).

    Totals come from the outer splitter: the inner widgets have not been resized yet then."""
    main = parts.main_splitter
    width, height = main.width(), main.height()
    jacobian_in_front = parts.plot_area.tabs.currentWidget() is parts.jacobian_panel
    columns = CODE_COLUMNS_BESIDE_MAPS if jacobian_in_front else CODE_COLUMNS_MAX
    comparing = parts.right_stack.currentWidget() is not parts.plot_area  # the Compare view has its own
    one_curve = one_curve_at_a_time(width, height, presentation) and not comparing
    parts.curve_switch.set_one_at_a_time(one_curve)
    left = editor_column_width(width, presentation, code_width(parts.editor_pane.editor, columns), height,
                               plots_min_width(height, presentation, jacobian_in_front, one_curve))
    parts.plot_area.arrange_for(width - left, height)  # first: stacked plots ask for less width
    main.setSizes([left, width - left])
    parts.tab_labels.fit()  # the curves' tab hidden or shown (one_curve.py)
    shares = SHORT_LEFT_SHARES if height < SHORT_WINDOW_PX else LEFT_SHARES
    if parts.console.isVisible():
        parts.left_splitter.setSizes([int(height * share) for share in shares])


def give_code_room(parts: WindowParts) -> None:
    """The editor column as wide as the code's lines want (code_width), the picture keeping
    CODE_ROOM_PICTURE_PX: while the class reads the code (apply_default_sizes gives it back)."""
    main = parts.main_splitter
    width, height = main.width(), main.height()
    left = min(max(code_width(parts.editor_pane.editor), main.sizes()[0]), width - CODE_ROOM_PICTURE_PX)
    parts.plot_area.arrange_for(width - left, height)
    main.setSizes([left, width - left])
