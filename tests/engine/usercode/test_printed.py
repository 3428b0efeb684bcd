"""BoundedOutput: what user code prints, kept bounded (the last lines, long lines cut)."""
from __future__ import annotations

import sys
import warnings

import pytest

from playground.engine.usercode.printed import CUT_MARK, BoundedOutput, captured


def test_a_print_flood_keeps_the_last_lines_and_counts_the_rest():
    output = BoundedOutput(max_lines=100)
    with captured(output):
        for i in range(20_000):
            print(i, "of many")
    lines = output.text().splitlines()
    assert len(lines) == 100 and lines[0] == "19900 of many" and lines[-1] == "19999 of many"
    assert output.dropped == 19_900 and output.total_lines == 20_000


def test_few_lines_come_back_verbatim_with_the_unfinished_last_one():
    output = BoundedOutput()
    output.write("one\ntw")
    output.write("o\nthree")
    assert output.text() == "one\ntwo\nthree" and output.dropped == 0
    output.write("\n")
    assert output.text() == "one\ntwo\nthree\n" and output.total_lines == 3


def test_a_long_line_written_in_small_pieces_is_cut_once():
    output = BoundedOutput(max_line_chars=50)
    for _ in range(10_000):
        output.write("xy")
    assert output.text() == "x" + "yx" * 24 + "y" + CUT_MARK
    output.write("\nshort\n")
    assert output.text().splitlines() == ["x" + "yx" * 24 + "y" + CUT_MARK, "short"]


def test_a_character_split_between_two_buffer_flushes_survives():
    output = BoundedOutput(max_lines=10 ** 6, max_line_chars=10 ** 6)
    text = "aü€😀\n" * 50_000  # 1- to 4-byte characters across many 64 KiB flushes
    for start in range(0, len(text), 997):
        output.write(text[start:start + 997])
    assert output.text() == text


def test_only_text_is_accepted_and_odd_characters_are_shown():
    output = BoundedOutput()
    with pytest.raises(TypeError):
        output.write(b"bytes")
    output.write("lone \ud800 surrogate\n")
    assert output.text() == "lone \\ud800 surrogate\n"


def test_bytes_written_to_the_buffer_arrive_too_and_closing_keeps_the_text():
    output = BoundedOutput()
    output.buffer.write("bytes ü\n".encode())  # sys.stdout.buffer, as on a real stdout
    output.write("text\n")
    output.close()  # user code may close sys.stdout
    assert output.text() == "bytes ü\ntext\n" and output.total_lines == 2


def test_captured_takes_print_stderr_and_warnings_and_restores_them():
    saved = sys.stdout, sys.stderr
    output = BoundedOutput()
    with captured(output):
        print("to stdout")
        print("to stderr", file=sys.stderr)
        warnings.warn("careful")
        assert sys.stdin.read() == ""  # input() gets an empty line, never waits
    assert (sys.stdout, sys.stderr) == saved
    assert output.text().splitlines()[:2] == ["to stdout", "to stderr"]
    assert "UserWarning: careful" in output.text()
