"""A mutation run over the judge: `python -m tests.mutation [--modules ...] [--out FILE]`.

Not a test package: no module here is named test_*.py, so pytest neither collects nor imports it.
"""
