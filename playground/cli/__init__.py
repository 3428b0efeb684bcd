"""The command line (``autograd-playground``, ``python -m playground``): the same engine as the
window, reached only through client/.

Reading order: main.py (the commands and their options), source_files.py (the FILE argument),
check.py (one file judged in an engine) and report.py (what it prints), grade.py (a class's
folder, in parallel), train.py (a run with progress lines), desktop_entry.py (install-desktop).
"""
