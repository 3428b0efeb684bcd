"""Grading a class against the teacher's reference: the command line's side, torch-free.

Four processes, every boundary on playground/wire.py (data, never pickles)::

    command line ──GradeSetup, GradeFile──► referee ──SpawnSubmission, EndSubmission──► zygote
    (scores, rows)◄──GradeReady, FileGraded──  (the reference,        ◄──SubmissionSpawned + its pipe──  (imported torch;
                                                comparisons, gradcheck)                                 forks, kills)
                                                  │  LoadSubmission, EvaluateRequest                        │ fork
                                                  └──────────────► submission's process ◄─────────────────┘
                                                    ◄── SandboxReport, SubmissionLoaded, Evaluated   (sandboxed; evaluates only)

The submission's process evaluates and decides nothing; the referee compares and never runs
a submission's code; this side turns findings into points. Reading order:

- run.py: ``grade_against_reference``: the referee started, the files sent, the rows in order.
- referee_process.py: the referee's process seen from here.
- points.py: ``--points forward=1,backward=2,...,edges=1``; scoring.py: findings → tests, scores, a
  row (worded with playground/codes/grading.py, whose sentences the referee's findings use too).
- outputs.py: CSV with score columns, Gradescope's and PrairieLearn's results.json.
- lesson.py: a lesson file that carries its reference and points.

The referee is engine/referee/, the zygote and the submission's process engine/submission/, the
sandbox playground/sandbox/.
"""
