"""The Python API behind ``playground.check``, ``playground.show`` and ``playground.testing``.

Reading order:

- check.py: ``check()`` and its ``Report``, what a caller sees.
- subject_source.py: the source text of what ``check`` and ``show`` were given (a class, an
  instance, text, a path, a lesson's name).
- judging_process.py: the caller's side of the judging process, kept from call to call.
- report_line.py: the one line that carries an answer from that process back to the caller.
- judging_runner.py: the judging process itself (``python -m playground.api.judging_runner``),
  which judges through ``client/judging.py`` as the command line does.
- show.py: ``show()``, the window in a process of its own.
- grade.py: ``grade()``, a class graded against the teacher's reference (playground/grading/).

Nothing here imports torch or Qt; the package's own ``__init__`` imports nothing, so the runner's
process loads only what it uses.
"""
