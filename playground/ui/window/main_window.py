"""The main window: editor, lesson, console, plots and training controls around one engine.

User code never runs here (DESIGN.md): the window sends text to the engine through an
EngineBridge and draws what comes back. This module wires the parts, and each lives in its own
module and is handed what it uses: the widgets, laid out (layout.py's WindowParts, each kept
here under its own name); A's check and run on screen (check_display, run_display); the
engine's own news (engine_status); documents and autosave (files/); live checking and the check
under torch.compile (compile_check); the training session and the run buttons over A and B
(compare/runs.py); compare mode, presentation mode, the graph tab (graph/tab.py), the example's
backward step by step (graph/example_tab.py), import and export (files/exchange.py) and the
menus. What stays here is what opening a document, pressing Train or closing the window does
to all of them.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox

from playground import protocol
from playground.formats.presets import PresetError, list_presets
from playground.ui.check.live_check import LiveCheck
from playground.ui.compare.controller import Compare, SubjectA
from playground.ui.compare.runs import PairedRuns
from playground.ui.editor.inline_values import InlineValues
from playground.ui.files.autosave import Autosave, default_autosave_dir
from playground.ui.files.documents import DocumentManager, SourceDropFilter
from playground.ui.files.exchange import WindowExchange
from playground.ui.files.restore import offer_restore
from playground.ui.graph.example_tab import ExampleTab
from playground.ui.graph.tab import GraphTab
from playground.ui.numbers import apply_number_rule
from playground.ui.training.session import TrainingSession
from playground.ui.window.check_display import CheckDisplay
from playground.ui.window.compile_check import CompileCheck
from playground.ui.window.engine_status import EngineStatus
from playground.ui.window.layout import apply_default_sizes, build_layout, give_code_room
from playground.ui.window.lesson_folders import LessonFolders
from playground.ui.window.menus import WindowMenus
from playground.ui.window.presentation import Presentation
from playground.ui.window.run_display import RunDisplay
from playground.ui.window.shown_views import ShownViewsWatcher

if TYPE_CHECKING:  # only for the type: the window imports the engine's bridge when it makes one
    from playground.ui.bridge import Bridge

GEOMETRY_KEY = "window/geometry"
DEFAULT_X_RANGE = (-5.0, 5.0)


class MainWindow(QMainWindow):
    """The playground window.

    ``bridge``: an EngineBridge (made and owned by the window when None; a bridge passed in is
    left running when the window closes, so tests can share one engine). ``settings``: where
    recent files and choices are kept. ``autosave_dir``: None for the user's data folder;
    ``autosave=False`` turns autosave and the restore offer off (snapshot mode).
    ``compare_bridge_factory(parent)``: makes subject B's bridge for compare mode (None: a new
    engine the window owns; a bridge from a factory is left running, so tests can share one).
    """

    code_room_changed = Signal(bool)  # View ▸ Room for the Code on or off

    def __init__(self, bridge: Optional[Bridge] = None, settings: Optional[QSettings] = None,
                 autosave_dir: Optional[Path] = None, autosave: bool = True,
                 compare_bridge_factory=None):
        super().__init__()
        self._sized = False  # shared out at its size once shown
        self._sharing = False  # apply_default_sizes is re-arranging the tabs
        if bridge is None:
            from playground.ui.bridge import EngineBridge
            bridge = EngineBridge(self)
            self.owns_bridge = True
        else:
            self.owns_bridge = False
        self.bridge: Bridge = bridge
        self.settings = settings if settings is not None else QSettings()
        self.presets = self._load_presets()
        self.parts = parts = build_layout()  # the widgets, placed in the window's frame here:
        self.setStatusBar(parts.status)
        self.addToolBar(parts.controls)
        self.setCentralWidget(parts.main_splitter)
        self.lesson, self.subject_row, self.editor_pane, self.console = (
            parts.lesson, parts.subject_row, parts.editor_pane, parts.console)
        self.function_panel, self.derivative_panel = parts.function_panel, parts.derivative_panel
        self.loss_panel, self.gradient_panel, self.model_panel = (
            parts.loss_panel, parts.gradient_panel, parts.model_panel)
        self.editor_tabs, self.right_stack, self.plot_area = parts.editor_tabs, parts.right_stack, parts.plot_area
        self.training_tabs = parts.plot_area.tabs
        self.controls, self.status = parts.controls, parts.status
        self.lesson.set_presets(self.presets)
        source = self.editor_pane.editor.toPlainText
        self.documents = DocumentManager(self.editor_pane.editor, self, self.settings)
        self.presentation = Presentation(self, parts, self.all_plot_panels, self.extra_editors)
        self.session = TrainingSession(bridge, self)
        self.compare = Compare(parts, self.presets, self.presentation,
                               SubjectA(self.session, source, lambda: self.last_probe, self.live_subject_name),
                               compare_bridge_factory, owns_bridge=compare_bridge_factory is None, parent=self)
        self.checks = CheckDisplay(parts, self.session, self.compare, self)
        self.menus = WindowMenus(self, parts, self.documents, self.presentation, self.compare, self.settings)
        self.presentation.fold_with(self.menus.panel_toggles)
        self.controls.add_check_action(self.menus.check)
        self.live = LiveCheck(bridge, source, parent=self)
        self.editor_help = None  # the language servers' help: made with the engine (start_engine)
        self.compile_check = CompileCheck(self.menus.check_compile, self.live, self.derivative_panel,
                                          self.status, lambda: self.bridge.time_limit, self)
        self.graph_tab = GraphTab(bridge, self.training_tabs, self.menus.view_menu, self.compare, self.session, self,
                                  view_made=lambda _view: self._panel_made())
        self.example_tab = ExampleTab(bridge, self.training_tabs, self.menus.run_menu, source,
                                      lambda: self.compare.active and self.compare.set_active(False), self,
                                      pace=self.controls.pace_box, view_made=lambda _view: self._panel_made())
        self.example_tab.noted.connect(self.console.append_info)
        self.example_tab.printed.connect(self.console.append_output)
        self.example_tab.failed.connect(self.console.append_error)
        self.inline_values = InlineValues(self.editor_pane.editor)  # the example's numbers at their lines
        self.inline_values.follow(self.example_tab)
        self.example_tab.hide_with_gradients(self.console.set_held, parts.jacobian_panel)
        self.run_display = RunDisplay(parts, self.compare, self.graph_tab, self)
        self.runs = PairedRuns(self.session, self.compare, self._run_request,
                               self.run_display.clear, self._set_run_state, self)
        self.exchange = WindowExchange(self, parts, bridge, self.documents, self.session, self.live,
                                       self.compare, self.live_subject_name,
                                       self.menus.file_menu, self.menus.file_end_separator)
        self.lesson_folders = LessonFolders(self)  # a teacher's lessons: open, drop, Show Solution, handout
        self.shown_views = ShownViewsWatcher(bridge, self.model_panel, self.gradient_panel, self)
        self.engine = EngineStatus(bridge, parts, self.live, self.session, self)
        self._connect()
        apply_number_rule(self)  # every number field: a decimal point, "," typed as "."
        self.autosave = None
        if autosave:
            directory = autosave_dir or default_autosave_dir()
            self.autosave = Autosave(directory, self.editor_pane.editor.toPlainText,
                                     self.documents.is_modified, self._document_origin, parent=self)
            self.autosave.start()
        self._closed = False
        # A .py file dropped on the window or the editor opens it (not pasted as a path).
        self.drop_filter = SourceDropFilter(self.documents)
        self.setAcceptDrops(True)
        self.installEventFilter(self.drop_filter)
        self.editor_pane.editor.viewport().installEventFilter(self.drop_filter)
        self.lesson_folders.watch_drops(self)  # a dropped folder opens as lessons
        self.lesson_folders.watch_drops(self.editor_pane.editor.viewport())
        self.documents.set_text("", "new")

    def _load_presets(self) -> list:
        try:
            return list_presets()
        except PresetError as error:
            self._preset_error = str(error)
            return []

    def _connect(self) -> None:
        editor = self.editor_pane.editor
        editor.text_changed_by_user.connect(self._on_text_edited)
        editor.document().modificationChanged.connect(self.setWindowModified)
        self.documents.title_changed.connect(self.setWindowTitle)
        self.documents.loaded.connect(self._on_document_loaded)
        self.console.line_activated.connect(self.go_to_line)
        self.lesson.preset_chosen.connect(self.load_preset)
        self.subject_row.chosen.connect(self.live.set_subject)
        self.function_panel.range_requested.connect(self.live.set_range)
        self.parts.jacobian_panel.when_built(  # its insides are made when first shown or used
            lambda panel: panel.input_choice.chosen.connect(self.live.set_jacobian_input))
        self.live.checked.connect(self.checks.show_result)
        self.live.staged.connect(self.checks.show_stage)  # the curves first, then the Jacobian
        self.live.cancelled.connect(self.checks.stages_cancelled)
        self.live.requested.connect(lambda _rid: self.status.checking())
        self.live.empty.connect(self.checks.show_empty)
        self.session.cleared.connect(self.run_display.clear)
        self.session.started.connect(self.run_display.started)
        self.session.snapshot.connect(self.run_display.add)
        self.session.finished.connect(self.run_display.finished)
        self.controls.pace_box.currentIndexChanged.connect(self._on_pace_changed)
        self.training_tabs.currentChanged.connect(self._on_view_changed)
        actions = self.controls.run_actions
        actions.train.triggered.connect(self.train)
        actions.pause.triggered.connect(self.runs.pause_or_resume)
        actions.step.triggered.connect(self.step)
        actions.reset.triggered.connect(self.runs.reset)
        actions.stop.triggered.connect(self.runs.stop)

    # ------------------------------------------------------------------ engine

    def start_engine(self) -> None:
        """Start the engine process (after the window is on screen: torch loads there, not here)."""
        if getattr(self, "_preset_error", None):
            self.console.append_warning(self._preset_error)
        self.bridge.start()
        if self.editor_help is None:  # after the first frame: ui/lsp/ is not on its way (issue 31)
            from playground.ui.lsp.editor_help import EditorHelp

            self.editor_help = EditorHelp(self.editor_pane.editor)
            self.editor_help.unavailable.connect(self.console.append_warning)
        self.editor_help.start_after(self.bridge)
        ready = self.bridge.ready_message
        if ready is not None:
            self.engine.show_ready(ready)  # a shared engine that was ready before this window

    # ------------------------------------------------------------------ checking

    def _on_text_edited(self) -> None:
        if not self.documents.loading:
            self.live.schedule()

    def check_now(self) -> None:
        """Run ▸ Check Code: run the text now (and from now on live, for a file opened unrun)."""
        self.live.live = True
        self.live.check_now()

    def go_to_line(self, line: int) -> None:
        self.editor_pane.editor.go_to_line(line)
        self.editor_pane.editor.setFocus()

    # ------------------------------------------------------------------ documents

    def load_preset(self, name: str) -> bool:
        """Load a lesson: its code, its lesson text, its training settings; check it at once."""
        preset = next((p for p in self.presets if p.name == name), None)
        if preset is None or not self.documents.maybe_discard():
            self._show_current_lesson()
            return False
        self.controls.apply_preset_train(preset.train)
        self.reset_probe_range()  # each lesson opens on its own range, not the last one's
        self.documents.set_text(self.lesson_folders.text_of(preset), "preset", preset=(preset.name, preset.title))
        self.editor_pane.editor.show_code_start()
        return True

    def reset_probe_range(self) -> None:
        """The default x range, and plots that follow their data again (undo the user's zoom)."""
        self.live.x_range = DEFAULT_X_RANGE
        self.function_panel.reset_range(*DEFAULT_X_RANGE)
        self.derivative_panel.reset_range()

    def open_file(self, path) -> bool:
        return self.documents.open_path(path)

    def _show_current_lesson(self) -> None:
        preset = next((p for p in self.presets if p.name == self.documents.preset_name), None)
        if preset is not None:
            self.lesson.show_preset(preset)
        else:
            self.lesson.show_own_code(self.documents.display_name())

    def _on_document_loaded(self, origin: str) -> None:
        """New text in the editor: stop the old run, clear old results, check it (if allowed).
        An experiment file brings its settings: subject, x range and every training setting."""
        self.stop_run()
        self.run_display.clear()
        self.status.reset_training()
        if origin == "new":
            self.reset_probe_range()
            self.checks.show_probe(None)
        self.console.clear()
        self.example_tab.clear()  # a step-by-step graph of the code before must not stay
        self.live.subject = None
        self.live.jacobian_input = self.parts.jacobian_panel.reset_input()  # the new code's own call's
        self.checks.forget_subject()
        if self.documents.experiment is not None:
            self.exchange.apply_experiment(self.documents.experiment)
        if self.documents.experiment_error:
            self.console.append_warning(self.documents.experiment_error)
            self.documents.experiment_error = ""
        self._show_current_lesson()
        self.checks.lesson_view.expect(self._current_preset_view())
        if self.presentation.active:
            self.presentation.fit_lesson_soon()  # another question, another height
        self.plot_area.show_probe()
        if self._sized:
            self.apply_default_sizes()  # the new code's lines get their room (layout.py)
        run_at_once = origin != "file" or self.menus.check_opened.isChecked()
        self.live.live = run_at_once
        if run_at_once:
            self.live.check_now()
        else:
            self.checks.show_probe(None)
            self.status.set_check_text(self.tr("· not checked yet"))
            self.console.append_info(self.tr(
                "Opened {name}. It has not run: a file is Python code that runs on your computer "
                "with your rights. Press Check (Ctrl+Return) or Train to run it.").format(
                    name=self.documents.display_name()))

    def _current_preset_view(self):
        preset = next((p for p in self.presets if p.name == self.documents.preset_name), None)
        return preset.view if preset is not None else None

    def _document_origin(self) -> dict:
        path = self.documents.path
        return {"path": str(path) if path else None, "preset": self.documents.preset_name,
                "lesson": self.lesson_folders.current_lesson_file()}

    def offer_restore(self) -> bool:
        """If an earlier session was killed with unsaved text, offer it back. True if restored."""
        if self.autosave is None:
            return False
        restored = offer_restore(self, self.autosave.directory, self.documents, self.presets,
                                 self.lesson_folders.lesson_at)
        if restored:
            self.autosave.save_now()
        return restored

    # ------------------------------------------------------------------ training

    def _run_request(self) -> tuple:
        return self.editor_pane.editor.toPlainText(), self.live.subject, self.controls.config()

    def train(self) -> None:
        """Train (A, and B in compare mode)."""
        self.live.live = True  # pressing Train is asking to run the code
        self.runs.train()

    def step(self) -> None:
        self.live.live = True
        self.runs.step()

    def _on_pace_changed(self) -> None:
        """The pace travels with Train (the run's config): say so when a run is going on."""
        if self.session.active:
            self.status.showMessage(self.tr(
                "The new pace applies from the next run: press Reset to start this one again "
                "with it."), 8000)

    def _set_run_state(self, state: str, has_run: bool) -> None:
        self.controls.set_run_state(state, has_run)
        self.status.run_state(state)

    def stop_run(self) -> None:
        self.runs.stop()

    # ------------------------------------------------------------------ classroom

    def all_plot_panels(self) -> list:
        """Every panel with set_presentation: the five plots and the Compare view once made."""
        panels = self.parts.probe_panels() + self.parts.training_panels()
        # the graph's and the example's views are made when first needed, in the fonts in use then (_panel_made)
        panels += [tab.view for tab in (self.graph_tab, self.example_tab) if tab.has_view]
        if self.compare.view is not None:
            panels.append(self.compare.view)
        return panels

    def _panel_made(self) -> None:
        """A panel made after the window (the graph's or the example's view) takes presentation
        mode's fonts."""
        if self.presentation.active or self.presentation.zoom_steps:
            self.presentation.refresh()

    @property
    def graph_view(self):
        """The autograd graph's view (graph/view.py), made the first time it is asked for."""
        return self.graph_tab.view

    def extra_editors(self) -> list:
        """Editors besides A's whose font follows zoom (subject B's)."""
        return [self.compare.pane.editor] if self.compare.pane is not None else []

    def show_graph(self) -> bool:
        """View ▸ Autograd Graph: bring the graph tab to the front."""
        return self.graph_tab.show_graph()

    def live_subject_name(self) -> Optional[str]:
        return self.live.subject or self.checks.last_subject

    @property
    def engine_info(self) -> Optional[protocol.EngineReady]:
        """The engine's EngineReady (torch's version, devices), once it came."""
        return self.engine.info

    @property
    def last_probe(self) -> Optional[protocol.ProbeData]:
        """The probe f(x) and its derivative show now (None: nothing judged on screen)."""
        return self.checks.last_probe

    @property
    def probe_shown(self) -> bool:
        return self.checks.probe_shown

    # ------------------------------------------------------------------ closing

    def showEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            self.apply_default_sizes()

    def apply_default_sizes(self) -> None:
        """Share the window out as it is shared when the window opens at its size (layout.py)."""
        apply_default_sizes(self.parts, self.presentation.active)
        self.code_room_changed.emit(False)

    def give_code_room(self, on: bool) -> None:
        """View ▸ Room for the Code (F7): the editor as wide as the code's lines want, the
        picture small beside it, while the class reads the code; off: the picture's room back."""
        if on:
            give_code_room(self.parts)
            self.code_room_changed.emit(True)
        else:
            self.apply_default_sizes()

    def _on_view_changed(self, _index: int) -> None:
        """In presentation mode, or one curve at a time, the curves and the Jacobian each want their
        room beside the code (layout.py plots_min_width): share the width again when one of them
        comes to the front."""
        front = self.training_tabs.currentWidget()
        sharing_by_view = self.presentation.active or self.parts.curve_switch.one_at_a_time
        if sharing_by_view and self._sized and not self._sharing and \
                front in (self.plot_area.probe_row, self.parts.jacobian_panel):
            self._sharing = True
            try:
                self.apply_default_sizes()
            finally:
                self._sharing = False

    def plot_sizes(self) -> dict:
        """The room each plot on screen has now (plot_sizes.py), as --snapshot writes it."""
        from playground.ui.window.plot_sizes import plot_sizes  # it loads compare/view.py: not before the first frame

        compare_view = self.compare.view if self.compare.active else None
        return plot_sizes(self, self.parts, self.presentation.active, compare_view)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        self.presentation.window_resized()

    def show_about(self) -> None:
        """Help ▸ About: version, licence, and the versions of torch, Qt and pyqtgraph."""
        from playground.ui.window.help import about_html  # help loads when first asked for

        torch_version = self.engine_info.torch_version if self.engine_info else None
        QMessageBox.about(self, self.tr("About Autograd Playground"), about_html(torch_version))

    def show_quick_start(self) -> None:
        """Help ▸ Quick Start (F1): the panes and a first thing to try."""
        from playground.ui.window.help import quick_start_html, show_help

        self.help_dialog = show_help(self, self.tr("Quick Start"), quick_start_html())

    def show_shortcuts(self) -> None:
        """Help ▸ Keyboard Shortcuts, read from the window's own actions."""
        from playground.ui.window.help import shortcuts_html, show_help

        self.help_dialog = show_help(self, self.tr("Keyboard Shortcuts"), shortcuts_html(self))

    def restore_geometry(self) -> bool:
        """Size and place of the last session's window, if there was one."""
        geometry = self.settings.value(GEOMETRY_KEY)
        return bool(geometry) and self.restoreGeometry(geometry)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt)
        if not self._closed and not self.documents.maybe_discard():
            event.ignore()
            return
        if self.autosave is not None:  # a session of its own, not a --snapshot run
            self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.shutdown()
        event.accept()

    def shutdown(self) -> None:
        """Stop autosave (a clean exit), stop the run, leave the engine (shut it down if ours)."""
        if self._closed:
            return
        self._closed = True
        if self.autosave is not None:
            self.autosave.stop()
        self.session.stop()
        self.compare.shutdown()
        if self.editor_help is not None:
            self.editor_help.shutdown()
        self.presentation.restore_application_font()
        from playground.ui.bridge import release_bridge  # the bridge module loads with the first bridge

        release_bridge(self.bridge, self.owns_bridge,
                       (self.live, self.session, self.engine, self.exchange, self.graph_tab, self.example_tab), [])
