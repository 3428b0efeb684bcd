"""The training controls and the window's side of a run.

Reading order: controls.py (what to train and the run buttons), lr_input.py, pace.py, session.py
(idle / running / paused and what the buttons do), hand_points.py (data drawn by hand).
"""
