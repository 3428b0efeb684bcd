"""A submission whose forward remembers where it was called, graded the whole way (`check DIR
--reference`): the right softplus earns 5/5; a wrong backward (exp(x) for softplus' sigmoid(x))
behind a forward that, near the inputs it has seen, answers as if exp were its slope earns the
forward's point alone, 1/5, as the honest file with the same wrong backward does. The criteria's
points (vocabulary.DEFAULT_POINTS): forward 1 (it is softplus at every input it meets first),
backward 2 and double backward 1 (exp(x) is not sigmoid(x), nor its derivative), consistency 1
(its backward against its own forward: a forward that is softplus at gradcheck's input but
changes by exp(x)·eps around it is no function gradcheck may differentiate)."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.cli.test_grade_reference import RIGHT, SOFTPLUS, WRONG_BACKWARD
from tests.repo import REPO

pytestmark = pytest.mark.slow  # the grader's processes: a few seconds

MEMORISER = '''import torch

SEEN = []


class Softplus(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        for old in SEEN:
            if old.shape == x.shape and 0 < float((x - old).abs().max()) < 1e-4:
                return torch.nn.functional.softplus(old) + torch.exp(old) * (x - old)
        SEEN.append(x.detach().clone())
        return torch.nn.functional.softplus(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * torch.exp(x)
'''


def test_a_memorising_forward_earns_no_consistency_point(tmp_path):
    reference = tmp_path / "solution.py"
    reference.write_text(SOFTPLUS.format(name="Softplus", forward="torch.nn.functional.softplus(x)",
                                         derivative="torch.sigmoid(x)"))
    students = tmp_path / "class"
    students.mkdir()
    for name, text in {"a_right.py": RIGHT, "b_wrong_backward.py": WRONG_BACKWARD, "c_memoriser.py": MEMORISER}.items():
        (students / name).write_text(text)
    run = subprocess.run([sys.executable, "-m", "playground", "check", str(students), "--reference", str(reference),
                          "--no-sandbox", "--json"], cwd=REPO, capture_output=True, text=True, timeout=300)
    rows = {json.loads(line)["file"].rsplit("/", 1)[-1]: json.loads(line) for line in run.stdout.splitlines()}
    assert {name: row["score"] for name, row in rows.items()} == {
        "a_right.py": 5.0, "b_wrong_backward.py": 1.0, "c_memoriser.py": 1.0}, run.stderr
    tests = {test["name"]: test["message"] for test in rows["c_memoriser.py"]["tests"]}
    assert tests["forward"].startswith("forward: matches")
    assert tests["consistency"].startswith("consistency: the slope of its forward differs from the reference's")
