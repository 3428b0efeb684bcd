"""Benchmarks: the playground against raw PyTorch, and the window's speed (``python -m benchmarks``).

Not tests: they print figures. ``--quick`` runs every measurement briefly, to prove they work.
"""
