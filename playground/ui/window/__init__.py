"""The main window, made of parts.

Reading order: main_window.py (what the window is made of and what opening a document, Train and
closing do), layout.py (the widgets, laid out, as WindowParts); what a check, a run and the
engine put on screen: check_display.py, run_display.py, engine_status.py, status.py,
console.py (console_held.py: what Predict mode holds back); the live check (ui/check/live_check.py, below the window); the lesson and subject picker (lesson.py,
subject_row.py); the menus (menus.py, language_menu.py, theme_menu.py, help.py); presentation
mode (presentation.py); what is shown to the engine and to --snapshot (shown_views.py,
shown_texts.py, plot_sizes.py, snapshot.py).
"""
