"""A request stopped at its time limit blames the user's code only when that code was running."""
from __future__ import annotations

from playground.engine.usercode.errors import time_limit_message, was_in_user_code
from playground.engine.usercode.source import compile_source


def raised_in(source: str):
    namespace = compile_source(source).namespace
    try:
        namespace["run"]()
    except KeyboardInterrupt as interrupt:
        return interrupt
    raise AssertionError("no interrupt")


def test_an_interrupt_inside_the_users_code_is_theirs():
    interrupt = raised_in("def run():\n    raise KeyboardInterrupt\n")
    assert was_in_user_code(interrupt)
    assert time_limit_message(10, "forward", True).startswith("Your code ran past the time limit of 10 s in forward")


def library_call():
    """Stands for torch's own Python (e.g. torch.nn.functional) that the user's loop calls."""
    raise KeyboardInterrupt


def test_an_interrupt_in_a_library_frame_the_users_loop_calls_is_theirs():
    namespace = compile_source("def run(library_call):\n    while True:\n        library_call()\n").namespace
    try:
        namespace["run"](library_call)
    except KeyboardInterrupt as interrupt:
        assert was_in_user_code(interrupt)


def test_an_interrupt_in_the_judges_own_frames_is_not_the_users():
    def judge_work():
        raise KeyboardInterrupt

    try:
        judge_work()
    except KeyboardInterrupt as interrupt:
        assert not was_in_user_code(interrupt)
    words = time_limit_message(10, "check", False)
    assert "not in your code" in words and "endless loop" not in words
