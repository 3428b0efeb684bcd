"""A class's folder is the students' (an upload unpacked by the autograder keeps its links): a
submission that is a symbolic link to the reference, a hard link to it, or a link to a file only
the grader may read. The file is read before the sandbox, with the grader's rights (root's, often),
so a link was followed: the link to the reference scored full marks, and a link to a private
file whose words read as Python (``token = ab12…``) sent them back in the row's NameError. Now a
submission is a file of its own or an error row; honest classmates graded beside are unchanged,
and nothing is left in the grader's temporary folder.
"""
from __future__ import annotations

import json
import os
import sys

import pytest

from playground.sandbox import landlock
from tests.sandbox.test_attacks_world import HONEST, comparable, grade

ABI, WHY = landlock.abi_version()
pytestmark = [pytest.mark.slow, pytest.mark.skipif(not sys.platform.startswith("linux") or ABI < 6,
                                                   reason=f"the sandbox needs Linux with Landlock 6 ({WHY})")]
TOKEN = "zq7secretTokenOfTheTeacher"


def test_links_to_the_reference_or_a_private_file_are_no_submission(tmp_path):
    teacher, honest, mixed, private, temporary = (tmp_path / name for name in
                                                   ("teacher", "honest", "mixed", "private", "tmp"))
    for folder in (teacher, honest, mixed, private, temporary):
        folder.mkdir()
    os.chmod(temporary, 0o777)
    reference = teacher / "solution.py"
    reference.write_text(HONEST["a_right.py"])
    secret = private / "credentials"
    secret.write_text(f"token = {TOKEN}\n")
    os.chmod(secret, 0o600)
    for name, text in HONEST.items():
        (honest / name).write_text(text)
        (mixed / name).write_text(text)
    (mixed / "b_symlink.py").symlink_to(reference)
    os.link(reference, mixed / "d_hardlink.py")
    (mixed / "f_private.py").symlink_to(secret)
    alone, _ = grade(honest, reference, temporary, [], 2)
    beside, errors = grade(mixed, reference, temporary, [], 2)
    assert sorted(beside) == sorted([*HONEST, "b_symlink.py", "d_hardlink.py", "f_private.py"]), errors
    for name in HONEST:
        assert comparable(beside[name]) == comparable(alone[name]), name
    for name, why in (("b_symlink.py", "is a symbolic link"), ("d_hardlink.py", "is the reference itself"),
                      ("f_private.py", "is a symbolic link")):
        row = beside[name]
        assert row["score"] == 0.0, (name, row["tests"])
        assert why in row["errors"][0]["message"], (name, row["errors"])
    assert TOKEN not in json.dumps(beside)
    assert list(temporary.iterdir()) == []
