"""The Jacobian view: your backward's Jacobian beside the true one and their difference, block by
block (one block per output and input), from ProbeData.jacobian.

Reading order: matrix_plot.py (one heat map with its outlines and marker), panel.py (the three
heat maps of the chosen block with one colour scale, the block picker, the pattern's words and
the hover readout).
"""
