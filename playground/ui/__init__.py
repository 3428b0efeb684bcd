"""The window: Qt, pyqtgraph and numpy only; it reaches the engine through client/.

Reading order: app.py (the entry point), window/ (the main window and its parts), bridge.py (the
client's messages as Qt signals), editor/, plots/, training/ (the controls and a run), compare/
(A and B side by side), graph/ (the autograd graph), files/ (opening, saving, importing and
exporting); then what every part uses: words/ (what the engine sends, in the window's language),
i18n.py (the language), theme.py (the colours), numbers.py (number fields) and icon.py.
"""
