"""The Jacobian view: your backward's Jacobian beside the true one and their difference, block by
block (one block per output and input), from ProbeData.jacobian, and under them the
vector–Jacobian product for a grad_output v.

Reading order: blocks.py (numpy: the block to open on, the shared scale, cell names),
matrix_plot.py (one heat map with its outlines, marker and the framed row of v), vjp.py (numpy:
v and vᵀJ from the block's matrices), vjp_view.py (the bars of your backward(v) and vᵀJ per input),
panel.py (the three heat maps of the chosen block with one colour scale, the block picker, the
pattern's words, the hover readout and the bars below).
"""
