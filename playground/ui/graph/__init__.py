"""The autograd graph behind the loss, drawn natively.

Reading order: tab.py (the tab in the window, View ▸ Autograd Graph), view.py (the drawing),
layout.py (where each box goes), canvas.py (zoom and pan); then the code's own example, Run ▸ Run
Example: example_tab.py (its tab), example_view.py (each backward call, step by step, with its
numbers), example_steps.py (the stepping and the numbers as text).
"""
