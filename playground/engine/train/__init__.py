"""Training a toy model that uses the subject, and what a snapshot shows about it.

Reading order: run.py (one run: steps, Pause / Step / Stop, snapshots), config.py, trainer.py
(one step at a time), models.py (the toy models; the subject inside is usercode/function_activation.py),
losses.py, datasets.py and batches.py, backward.py, devices.py; what a snapshot carries:
records.py, grad_stats.py, predictions.py; pace.py (a cap on steps per second); graph.py and
graph_fold.py (the autograd graph); export.py (the trained weights).
"""
