"""A lesson's Hidden criteria stay hidden on Gradescope (cli/export_graders.py): the tests that hold
them are `after_published`, and the results' top-level output, which a student always sees, says
nothing of them — not their score, not their message, not the summary that would name them."""
from __future__ import annotations

from playground.cli.export_graders import visible_output

ROW = {"file": "alice.py", "summary": "5/6: the double backward differs from the reference's",
       "score": 5.0, "max_score": 6.0, "errors": [],
       "tests": [{"name": "forward", "score": 1.0, "max_score": 1.0, "message": "matches"},
                 {"name": "backward", "score": 3.0, "max_score": 3.0, "message": "matches"},
                 {"name": "double_backward", "score": 0.0, "max_score": 1.0,
                  "message": "0.00764655 instead of 0 at the third input"},
                 {"name": "consistency", "score": 1.0, "max_score": 1.0, "message": "gradcheck passed"}]}


def test_the_output_a_student_sees_names_only_the_criteria_shown_now():
    text = visible_output([ROW], {"double_backward"})
    assert text.splitlines() == ["alice.py: 5/5 on the criteria shown now; double_backward once the grades are published",
                                 "  forward 1/1: matches", "  backward 3/3: matches", "  consistency 1/1: gradcheck passed"]
    assert "0.00764655" not in text and "differs" not in text


def test_with_none_of_its_criteria_hidden_a_file_shows_its_whole_score():
    assert visible_output([ROW], {"edges"}).splitlines()[0] == "alice.py: 5/6 on the criteria shown now"
