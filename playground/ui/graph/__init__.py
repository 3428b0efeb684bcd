"""The autograd graph behind the loss, drawn natively.

Reading order: tab.py (the tab in the window, View ▸ Autograd Graph), view.py (the drawing),
layout.py (where each box goes), canvas.py (zoom and pan); then the code's own example, Run ▸ Run
Example: example_tab.py (its tab), example_view.py (each backward call, step by step, with its
numbers), example_drawing.py (its boxes), example_steps.py (the stepping, the numbers as text and
the chain rule's products), example_words.py (its words, the chain rule in the code's names), and
predict_cover.py (what Predict mode lays over the Jacobian until the gradients are revealed).
"""
