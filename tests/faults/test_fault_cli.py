"""`python -m playground check` on bad files, as a teacher's loop over students' files runs it:
never a hang, never exit status 0 for code that crashed, a clear message in the JSON."""
from __future__ import annotations

import json
import time
from pathlib import Path

from tests.cli.in_process import run_in_process
from tests.faults.fault_sources import GOOD, SAVE, function, line_of
from tests.repo import REPO

ROOT = REPO


def check(path: Path, *options: str) -> tuple[dict, int, float]:
    started = time.monotonic()
    # the entry point in this process (tests/cli/in_process.py): the code still runs in an engine
    done = run_in_process("check", str(path), "--json", "--points", "101", *options, cwd=ROOT)
    assert done.stdout.strip(), done.stderr
    return json.loads(done.stdout), done.returncode, time.monotonic() - started


def write(tmp_path: Path, name: str, content) -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def test_an_endless_loop_is_an_error_after_the_timeout(tmp_path):
    source = function("while True:\n    x = x + 0\nreturn x", "return grad_output")
    report, code, seconds = check(write(tmp_path, "loop.py", source), "--timeout", "2")
    assert code == 2 and report["verdict"] == "error"
    error = report["errors"][0]
    assert error["phase"] == "forward" and error["line"] == line_of(source, "while True")
    assert "time limit of 2 s" in error["message"]
    # Cut off at the limit, not before it; a check that hung would run into check()'s own
    # timeout (how long the engine took to start is the machine's business, not the limit's).
    assert seconds >= 2


def test_os_exit_0_is_not_a_match(tmp_path):
    report, code, _ = check(write(tmp_path, "exit.py", "import os\nos._exit(0)\n"))
    assert code == 2 and report["verdict"] == "error" and report["ok"] is False
    assert "os._exit()" in report["errors"][0]["message"]


def test_a_segfault_is_an_error_with_its_line(tmp_path):
    source = function(SAVE, "import ctypes\nctypes.string_at(0)\nreturn grad_output")
    report, code, _ = check(write(tmp_path, "crash.py", source))
    assert code == 2
    error = report["errors"][0]
    assert "segmentation fault" in error["message"]
    assert error["phase"] == "backward" and error["line"] == line_of(source, "string_at")


def test_a_latin1_file_is_not_utf8(tmp_path):
    path = write(tmp_path, "latin1.py", ("# café crème\n" + GOOD).encode("latin-1"))
    report, code, _ = check(path)
    assert code == 2 and "not UTF-8" in report["errors"][0]["message"]


def test_a_binary_file_is_an_error(tmp_path):
    blob = bytes(range(256)) * 64  # not UTF-8
    report, code, _ = check(write(tmp_path, "blob.py", blob))
    assert code == 2 and "not UTF-8" in report["errors"][0]["message"]
    zeros = b"\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00"  # valid UTF-8, but null bytes
    report, code, _ = check(write(tmp_path, "elf.py", zeros))
    assert code == 2 and "binary" in report["errors"][0]["message"]


def test_a_10_mb_file_is_checked(tmp_path):
    source = GOOD + ("# " + "c" * 78 + "\n") * (10 * 2**20 // 81)
    report, code, _ = check(write(tmp_path, "big.py", source))
    assert code == 0, report["errors"]
    assert report["verdict"] == "matches"


def test_at_points_on_code_that_fails_there_is_an_error_not_a_traceback(tmp_path):
    source = function(SAVE, "x, = ctx.saved_tensors\nif (x == 0.123).any():\n    raise ValueError('not at one half')\nreturn 2 * x * grad_output")
    report, code, _ = check(write(tmp_path, "half.py", source), "--at", "0.123")
    assert code == 2 and report["at"] is None
    assert "not at one half" in report["errors"][0]["message"]
