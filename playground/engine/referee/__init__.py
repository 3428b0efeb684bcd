"""The referee: the judging process of `check --reference`, which never runs a submission's code.

It holds the teacher's reference (trusted code, run here), picks the inputs, and for each
submission asks a sandboxed process forked by the zygote (engine/submission/) for its forward,
backward and double backward at those inputs, as plain arrays; it compares them with the
reference's here, and runs gradcheck here on a proxy Function whose forward and backward are
calls into that process. A submission that patches torch, numpy or the judge changes only its
own answers.

Reading order:

- main.py: the process (``python -m playground.engine.referee.main FD``): the command line's
  orders in, a FileGraded per submission out.
- reference.py: the reference loaded, its arguments, the cases (inputs.py: every size and value
  drawn from the seed and the reference's text) and its answers; the criteria with points.
- grade_file.py: one submission, from its fork to its findings.
- criteria.py: each criterion's judge (the edges criterion's: extreme inputs, off by default).
- compare.py: a criterion's answers against the reference's, as a finding.
- proxy.py: the proxy Function, and gradcheck on it (the consistency criterion).
- channel.py: a submission's pipe, read with a deadline.
- zygote_client.py: the zygote, seen from here.
"""
