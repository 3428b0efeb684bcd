"""Judging a backward: f, the derivative the backward claims, the true derivatives, the verdict.

Reading order: check.py (one request, start to end), probe.py (the judging itself), probe_inputs.py
and probe_steps.py (its input shape and its steps), callers.py (the subject made callable on a
batch), derivative.py (the claimed and autograd derivatives), numeric.py (the numerical one, kinks
and jumps), upstream.py (how grad_output is treated), gradcheck.py, summary.py (the verdict and
its sentence's code).
"""
