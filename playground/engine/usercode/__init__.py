"""The user's text → a compiled module, the subject to study, and its errors and prints as data.

Reading order: source.py (compile the text; transcript.py, a pasted interpreter session), subject.py (which Function or Module to study;
function_activation.py wraps a Function as a layer, seeding.py seeds what a subject's making draws),
plan.py, call_sites.py and usage.py (how to call it: arguments and shapes), calls.py and spy.py
(watching its calls and what its backward returns), errors.py and diagnose.py (failures, mapped to
editor lines, and their real causes), printed.py and capture.py (what it prints, kept bounded).
"""
