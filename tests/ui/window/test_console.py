"""The console: bounded, and honest about what it no longer shows."""
from __future__ import annotations

import pytest

from playground.protocol import ErrorInfo
from playground.ui.window.console import MAX_BLOCKS, ConsolePane

pytestmark = pytest.mark.qt_log_level_fail("WARNING")


def test_a_flood_keeps_max_blocks_and_counts_every_line_it_drops(qtbot):
    console = ConsolePane()
    qtbot.addWidget(console)
    printed = 0
    for chunk in range(40):
        console.append_output("\n".join(f"line {printed + i}" for i in range(1, 301)))
        printed += 300
        if chunk % 10 == 0:
            console.append_info("a note of the app")
    lines = console.plain_text().splitlines()
    assert console.document().blockCount() <= MAX_BLOCKS
    shown = [line for line in lines if line.startswith("line ")]
    assert shown[-1] == f"line {printed}"
    assert len(shown) + console.scrolled_away == printed
    assert f"{console.scrolled_away:,} earlier lines not shown" in lines[0]


def test_errors_link_their_line_and_hide_the_apps_own_type_names(qtbot):
    console = ConsolePane()
    qtbot.addWidget(console)
    console.append_error(ErrorInfo(line=7, phase="backward", type="ZeroDivisionError", message="division by zero"))
    console.append_error(ErrorInfo(line=None, phase="compile", type="KeyboardInterrupt",
                                   message="Your code ran past the time limit."))
    text = console.plain_text()
    assert "Line 7" in text and "ZeroDivisionError: division by zero" in text
    assert "KeyboardInterrupt" not in text and "ran past the time limit" in text
    clicked = []
    console.line_activated.connect(clicked.append)
    console._on_anchor(__import__("PySide6.QtCore", fromlist=["QUrl"]).QUrl("line:7"))
    assert clicked == [7]


def test_lines_the_engine_dropped_are_counted_in_the_same_header(qtbot):
    console = ConsolePane()
    qtbot.addWidget(console)
    console.append_output("line 1001\nline 1002", dropped=1000)
    console.append_output("line 3001", dropped=1998)
    lines = console.plain_text().splitlines()
    assert "2,998 earlier lines not shown" in lines[0]
    assert [line for line in lines if line.startswith("line ")] == ["line 1001", "line 1002", "line 3001"]


def test_predict_holds_what_the_code_printed_and_gives_it_back_in_its_place(qtbot):
    console = ConsolePane()
    qtbot.addWidget(console)
    console.append_output("loss 9.2804")
    console.append_info("Run Example — what the example printed (backward calls: 1):")
    console.append_output("tensor([0.0000, 2.5588])\nsecond line")
    before = console.plain_text()
    console.set_held(True)  # Predict mode hides the gradients
    text = console.plain_text()
    assert "2.5588" not in text and "9.2804" not in text and "Run Example" in text
    held = [line for line in text.splitlines() if "held until the gradients are revealed" in line]
    assert len(held) == 2 and held[1].endswith("lines: 2") and console.held_lines() == 3
    console.append_output("tensor([0.0000, 2.5588])")  # run again while held: it waits beside the others
    assert "2.5588" not in console.plain_text() and console.held_lines() == 4
    assert len([line for line in console.plain_text().splitlines() if "held until" in line]) == 2
    console.set_held(False)  # revealed
    assert console.plain_text() == before + "\ntensor([0.0000, 2.5588])" and console.held_lines() == 0
    console.append_output("after")
    assert console.plain_text().splitlines()[-1] == "after"


def test_held_lines_that_scroll_away_are_counted(qtbot):
    console = ConsolePane()
    qtbot.addWidget(console)
    console.set_held(True)
    console.append_output("\n".join(f"early {i}" for i in range(10)))
    for index in range(MAX_BLOCKS):
        console.append_info(f"note {index}")
    assert console.scrolled_away == 10 and console.held_lines() == 0
    console.set_held(False)
    assert "early" not in console.plain_text()


def test_one_bug_is_one_entry_naming_its_lines_the_one_in_backward_first(qtbot):
    console = ConsolePane()
    qtbot.addWidget(console)
    message = "Mul.backward returned 1 gradient(s), but forward takes 2 input(s)."
    params = {"function": "Mul", "expected": 2, "got": 1}
    surfaced = ErrorInfo(line=20, phase="compile", type="RuntimeError", message=message, code="wrong_gradient_count",
                         params=params)
    in_backward = ErrorInfo(line=14, phase="backward", type="UserCodeError", message=message,
                            code="wrong_gradient_count", params=params)
    console.append_error(surfaced)  # the check: at the line that called backward, then in backward
    console.append_error(in_backward)
    lines = console.plain_text().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Line 14 · in backward — Mul.backward returned 1")
    assert "(also: Line 20 · while running the file)" in lines[0] and "RuntimeError" not in lines[0]
    clicked = []
    console.line_activated.connect(clicked.append)
    for line in (14, 20):  # both lines are links
        assert console._block_of_link(f"line:{line}") is not None
        console._on_anchor(__import__("PySide6.QtCore", fromlist=["QUrl"]).QUrl(f"line:{line}"))
    assert clicked == [14, 20]
    console.append_error(in_backward)  # the same place again: nothing new
    assert console.plain_text().splitlines() == lines
    console.append_info("Run Example — what the example printed (backward calls: 1):")
    console.append_error(surfaced)  # another run's error, after other words: its own entry
    assert len(console.plain_text().splitlines()) == 3
    console.append_error(ErrorInfo(line=3, phase="forward", type="ZeroDivisionError",
                                   message="division by zero"))  # another bug
    assert console.plain_text().splitlines()[-1].startswith("Line 3")
