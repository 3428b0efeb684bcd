"""The code editor.

Reading order: pane.py (the editor with its find bar), code_editor.py (CodeEditor), keys.py and
python_editing.py (Python-aware keys and commands), code_start.py, highlighter.py and theme.py
(colours), gutter.py (line numbers and error dots), error_marks.py, find_bar.py.
"""
