"""Reading the user's points from CSV text: both kinds, headers and separators, and an error
that names the line for every kind of malformed file."""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from playground.formats.points_csv import (
    MAX_LABEL,
    PointsCsvError,
    parse_points_csv,
    read_points_csv,
)


def test_two_columns_are_points_to_fit():
    points = parse_points_csv("0, 1\n0.5, 2.5\n-1e-1, 3\n")
    assert points.kind == "fit-1d" and points.labels is None and len(points) == 3
    np.testing.assert_array_equal(points.x, [0.0, 0.5, -0.1])
    np.testing.assert_array_equal(points.y, [1.0, 2.5, 3.0])
    assert points.config_fields() == {"custom_x": [0.0, 0.5, -0.1], "custom_y": [1.0, 2.5, 3.0]}


def test_three_columns_are_labelled_points_to_classify():
    points = parse_points_csv("x,y,label\n0,0,0\n1,1,1\n2,0.5,2.0\n")
    assert points.kind == "classify-2d" and points.labels.dtype == np.int64
    np.testing.assert_array_equal(points.xy, [[0, 0], [1, 1], [2, 0.5]])
    assert points.config_fields() == {"custom_x": [[0.0, 0.0], [1.0, 1.0], [2.0, 0.5]],
                                      "custom_y": [0, 1, 2]}


@pytest.mark.parametrize("text", [
    "\ufeffx;y\n1;2\n3;4\n",  # byte order mark, semicolons
    "x\ty\n1\t2\n3\t4\n",  # tabs
    "1 2\n3 4\n",  # spaces
    "# my points\n\n1,2\n\n3,4\n",  # comments and blank lines
    "1,2\r\n3,4\r\n",  # Windows line ends
])
def test_common_variants_read_the_same(text):
    points = parse_points_csv(text)
    np.testing.assert_array_equal(points.x, [1, 3])
    np.testing.assert_array_equal(points.y, [2, 4])


@pytest.mark.parametrize("text, kind, line, code, words", [
    ("", None, None, "csv_empty", "no points"),
    ("x,y\n# nothing\n", None, None, "csv_empty", "no points"),
    ("1,2\n", None, None, "csv_too_few", "only one point"),
    ("1,2,3,4\n5,6,7,8\n", None, 1, "csv_column_count", "found 4 values"),
    ("1,2\n3,4,5\n", None, 2, "csv_column_count", "expected 2 values (x, y), found 3"),
    ("1,2\n3,4\n", "classify-2d", 1, "csv_column_count", "expected 3 values (x, y, label)"),
    ("x,y\n1,2\n3,abc\n", None, 3, "csv_not_a_number", "'abc', which is not a number"),
    ("1,2\n3,\n", None, 2, "csv_missing_value", "y value is missing"),
    ("1,2\nnan,4\n", None, 2, "csv_not_finite", "finite"),
    ("0,0,0\n1,1,1.5\n", None, 2, "csv_label_not_integer", "not a whole number"),
    ("0,0,0\n1,1,-1\n", None, 2, "csv_label_range", "out of range"),
    ("0,0,0\n1,1,12\n", None, 2, "csv_label_range", f"0 to {MAX_LABEL}"),
    ("x,y\nx,y\n1,2\n", None, 2, "csv_not_a_number", "not a number"),  # a second header is data
])
def test_malformed_files_name_the_line_and_the_problem(text, kind, line, code, words):
    with pytest.raises(PointsCsvError) as caught:
        parse_points_csv(text, kind)
    error = caught.value
    assert (error.line, error.code) == (line, code)
    assert words in error.message
    assert str(error) == (f"line {line}: {error.message}" if line else error.message)
    assert error.params["line"] == line


def test_a_kind_that_does_not_exist_is_a_programming_error():
    with pytest.raises(ValueError, match="unknown kind"):
        parse_points_csv("1,2\n3,4\n", "fit-3d")


def test_read_points_csv_reads_a_file_and_refuses_binary(tmp_path):
    good = tmp_path / "points.csv"
    good.write_text("x,y,label\n0,0,0\n1,1,1\n", encoding="utf-8")
    assert read_points_csv(good).kind == "classify-2d"
    binary = tmp_path / "picture.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00")
    with pytest.raises(PointsCsvError) as caught:
        read_points_csv(binary)
    assert caught.value.code == "csv_not_text"


def test_the_module_imports_neither_torch_nor_qt():
    code = ("import sys, playground.formats.points_csv; "
            "print(sorted(m for m in ('torch', 'PySide6') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
