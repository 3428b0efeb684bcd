"""Scores from findings, the points option, lessons, and the formats teachers plug into:
pure functions on this side of the referee, no process started."""
from __future__ import annotations

import argparse
import json

import pytest

from playground import protocol
from playground.grading import outputs
from playground.grading.lesson import LessonError, lesson_setup, read_lesson
from playground.grading.points import DEFAULT_POINTS, PointsError, parse_points, points_option
from playground.grading.scoring import failed_row, row_of
from playground.vocabulary import Criterion

POINTS = {Criterion.FORWARD: 1.0, Criterion.BACKWARD: 2.0, Criterion.DOUBLE_BACKWARD: 1.0,
          Criterion.CONSISTENCY: 1.0}
GRADED = [c for c in Criterion if c in POINTS]  # edges is off by default: the referee sends no finding


def graded(*findings, errors=()) -> protocol.FileGraded:
    return protocol.FileGraded(request_id=0, path="student.py", functions=["Softplus"], modules=[], subject="Softplus",
                               matched_by="name", findings=list(findings), errors=list(errors),
                               output="", sandbox="on: landlock 7", seconds=0.25)


def finding(criterion, cases, passed, code="values", message="m") -> protocol.CriterionFinding:
    return protocol.CriterionFinding(criterion=criterion, cases=cases, passed=passed, code=code, params={},
                                     message=message)


def test_partial_credit_is_the_share_of_cases_that_match_and_not_graded_criteria_are_worth_nothing():
    row = row_of(graded(finding(Criterion.FORWARD, 5, 5, "matches"), finding(Criterion.BACKWARD, 10, 5),
                        finding(Criterion.DOUBLE_BACKWARD, 0, 0, "not_graded"),
                        finding(Criterion.CONSISTENCY, 1, 0, "gradcheck")), POINTS)
    scores = {t["name"]: (t["score"], t["max_score"]) for t in row["tests"]}
    assert scores == {"forward": (1.0, 1.0), "backward": (1.0, 2.0), "double_backward": (0.0, 0.0),
                      "consistency": (0.0, 1.0)}
    assert (row["score"], row["max_score"], row["verdict"]) == (2.0, 4.0, "differs")
    assert "backward, consistency" in row["summary"]


def test_full_marks_match_and_a_file_that_could_not_be_loaded_is_an_error_with_zero():
    full = row_of(graded(*[finding(c, 3, 3, "matches") for c in GRADED]), POINTS)
    assert (full["score"], full["max_score"], full["verdict"], full["ok"]) == (5.0, 5.0, "matches", True)
    broken = row_of(graded(*[finding(c, 3, 0, "no_function", f"{c}: not graded: SyntaxError") for c in GRADED],
                           errors=[protocol.ErrorInfo(line=3, phase="compile", type="SyntaxError", message="bad")]),
                    POINTS)
    assert (broken["score"], broken["verdict"]) == (0.0, "error")
    assert broken["errors"][0]["line"] == 3
    failed = failed_row("x.py", POINTS, "the referee ended")
    assert failed["verdict"] == "error" and [t["name"] for t in failed["tests"]] == [str(c) for c in GRADED]


def test_points_name_criteria_and_keep_the_defaults_for_the_others():
    assert parse_points("backward=3, consistency=0")[Criterion.BACKWARD] == 3.0
    assert parse_points("backward=3")[Criterion.FORWARD] == DEFAULT_POINTS[Criterion.FORWARD]
    assert parse_points("")[Criterion.EDGES] == 0.0 and parse_points("edges=1")[Criterion.EDGES] == 1.0
    assert points_option("1001") == 1001  # --points without a reference: grid points, as before
    with pytest.raises(PointsError):
        parse_points("speed=3")
    with pytest.raises(argparse.ArgumentTypeError):
        points_option("forward=many")


def test_a_lesson_carries_its_points_function_seed_and_timeout_and_what_is_chosen_wins():
    text = '"""Softplus\\n\\nWrite it.\\n\\nPoints: forward=2, backward=2, edges=1\\nFunction: Softplus\\nSeed: 7\\nTimeout: 4\\n"""\n'
    setup = lesson_setup(text, "lesson.py")
    assert isinstance(setup, protocol.GradeSetup) and setup.reference_source == text
    assert setup.points[Criterion.FORWARD] == 2.0 and setup.points[Criterion.EDGES] == 1.0
    assert (setup.reference_function, setup.function, setup.seed, setup.timeout) == ("Softplus", None, 7, 4.0)
    chosen = lesson_setup(text, "lesson.py", seed=3, timeout=None, points=parse_points("backward=4"))
    assert (chosen.seed, chosen.timeout, chosen.points[Criterion.BACKWARD]) == (3, 4.0, 4.0)
    assert chosen.points[Criterion.EDGES] == 0.0  # the command line's points replace the lesson's
    plain = lesson_setup("x = 1\n", "reference.py")
    assert (plain.points, plain.seed, plain.timeout) == (DEFAULT_POINTS, 0, 10.0)
    assert read_lesson("x = 1\n", "reference.py") == {}
    with pytest.raises(LessonError):
        read_lesson('"""T\\n\\nPoints: forward=x\\n"""\n', "lesson.py")


def test_gradescope_results_fit_the_documented_fields():
    rows = [row_of(graded(finding(Criterion.FORWARD, 5, 5, "matches"), finding(Criterion.BACKWARD, 10, 0),
                          finding(Criterion.DOUBLE_BACKWARD, 5, 0), finding(Criterion.CONSISTENCY, 1, 1)), POINTS)]
    document = outputs.gradescope_results(rows)
    assert outputs.validate_gradescope(document) == []
    assert document["score"] == 2.0 and [t["status"] for t in document["tests"]] == ["passed", "failed", "failed",
                                                                                     "passed"]
    assert {t["visibility"] for t in document["tests"]} == {"visible"}
    json.dumps(document, allow_nan=False)
    assert outputs.validate_gradescope({"tests": [{"status": "ok", "score": 1}], "visibility": "public"}) == [
        "results: 'visibility' is 'public', not one of hidden, after_due_date, after_published, visible",
        "tests[0]: 'status' is 'ok', not one of passed, failed"]
    assert outputs.validate_gradescope({"tests": [{"name": "t"}]})  # no score anywhere


def test_prairielearn_results_score_between_zero_and_one_and_a_compile_error_is_not_gradable():
    rows = [row_of(graded(*[finding(c, 2, 1) for c in GRADED]), POINTS)]
    document = outputs.prairielearn_results(rows)
    assert document["gradable"] and document["score"] == 0.5
    assert {t["max_points"] for t in document["tests"]} == {1.0, 2.0}
    broken = [row_of(graded(*[finding(c, 2, 0, "no_function") for c in GRADED],
                            errors=[protocol.ErrorInfo(line=2, phase="compile", type="SyntaxError",
                                                       message="invalid syntax")]), POINTS)]
    document = outputs.prairielearn_results(broken)
    assert document["gradable"] is False and document["format_errors"] == ["line 2: SyntaxError: invalid syntax"]


def test_results_are_laid_out_per_submission_or_written_to_the_one_file_named(tmp_path):
    rows = [row_of(graded(finding(Criterion.FORWARD, 1, 1, "matches")), POINTS, file=f"class/{name}.py")
            for name in ("ada", "bob")]
    written = outputs.write_per_submission(rows, str(tmp_path / "out"), outputs.gradescope_results)
    assert [p.relative_to(tmp_path).as_posix() for p in written] == ["out/ada/results/results.json",
                                                                      "out/bob/results/results.json"]
    single = outputs.write_per_submission(rows[:1], str(tmp_path / "results.json"), outputs.gradescope_results)
    assert json.loads(single[0].read_text())["tests"][0]["name"] == "forward"
    record = outputs.csv_record(rows[0])
    assert set(record) == set(outputs.CSV_COLUMNS) and record["forward"] == 1.0
