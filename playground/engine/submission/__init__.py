"""A submission's side of grading against a reference: it evaluates, it decides nothing.

Reading order:

- evaluate.py: forward, backward and double backward of a Function at given inputs, as plain
  arrays (the referee evaluates the reference with the same code, so both are asked alike).
- matching.py: which Function of the submission is graded (named, else the reference's name,
  else the reference's number of inputs).
- serve.py: the submission's process: compile the file, then answer evaluations until told to stop.
- child.py: what a freshly forked process does before that: its own session, no inherited
  descriptors, the sandbox (playground/sandbox/), the report of what the sandbox holds.
- zygote.py: the warm process (``python -m playground.engine.submission.zygote``) that has
  imported torch and forks one such process per submission, then kills it and all it started.

The referee (engine/referee/) talks to these processes only through playground/wire.py.
"""
