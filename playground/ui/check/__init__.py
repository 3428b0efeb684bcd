"""Checking the editor's code as the person types, below the window that assembles it: the run
state decided without Qt (check_state.py) and the Qt side that drives it (live_check.py)."""
