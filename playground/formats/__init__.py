"""The files the playground reads and writes, torch-free and Qt-free.

Reading order: presets.py (the lessons in resources/presets) and lesson_languages.py (their
translations), experiment.py (code and settings in one .py file), points_csv.py (the user's own
points).
"""
