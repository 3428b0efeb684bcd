"""The autograd graph behind the loss, drawn natively.

Reading order: tab.py (the tab in the window, View ▸ Autograd Graph), view.py (the drawing),
layout.py (where each box goes), canvas.py (zoom and pan).
"""
