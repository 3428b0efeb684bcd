"""`python -m playground train --json` on bad code, as a teacher's grading loop runs it: the
student's code runs in an engine process, so whatever it does — os._exit(0), an endless loop or
a segfault in backward, a NaN, a huge allocation — the command exits 2 within its time limit
with a JSON error naming what happened, and never 0 with nothing printed."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import pytest

from tests.cli.in_process import run_in_process
from tests.faults.fault_helpers import assert_student_words
from tests.faults.fault_sources import SAVE, function, line_of

TIME_LIMIT = 2  # --timeout: the longest a single step may take here


@dataclass
class TrainCase:
    name: str
    source: str
    words: tuple  # each must be in the error's message (lower case)
    type: str
    at: Optional[str] = None  # the error's line contains this; None: no line

    @property
    def line(self) -> Optional[int]:
        return line_of(self.source, self.at) if self.at else None


CASES = [
    TrainCase("os_exit_in_backward", function(SAVE, "import os\nos._exit(0)"),
              ("os._exit()", "status 0"), "EngineCrashed"),
    TrainCase("endless_loop_in_backward", function(SAVE, "while True:\n    grad_output = grad_output + 0"),
              ("time limit", f"{TIME_LIMIT} s", "train"), "KeyboardInterrupt", at="while True"),
    TrainCase("segfault_in_backward", function(SAVE, "import ctypes\nctypes.string_at(0)\nreturn grad_output"),
              ("segmentation fault",), "EngineCrashed", at="string_at"),
    TrainCase("nan_in_backward", function(SAVE, "return grad_output * float('nan')"),
              ("nan", "step 1"), "NonFiniteError"),
    TrainCase("huge_allocation_in_backward", function(SAVE, "big = torch.empty(2**40)\nreturn grad_output"),
              ("memory",), "RuntimeError", at="torch.empty"),
]


def train(path: Path) -> tuple[dict, int]:
    # the entry point in this process (tests/cli/in_process.py): the code still runs in an engine
    done = run_in_process("train", str(path), "--json", "--steps", "50", "--width", "8",
                          "--timeout", str(TIME_LIMIT))
    assert done.stdout.strip(), f"nothing printed (exit status {done.returncode}): {done.stderr[-2000:]}"
    return json.loads(done.stdout), done.returncode


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_train_survives_bad_code_with_exit_2_and_a_json_error(tmp_path, case: TrainCase):
    path = tmp_path / f"{case.name}.py"
    path.write_text(case.source, encoding="utf-8")
    report, code = train(path)
    assert code == 2 and report["ok"] is False, report
    error = report["errors"][0]
    assert error["type"] == case.type, error
    assert error["phase"] == "train" and error["line"] == case.line, error
    assert_student_words(error["message"])
    for word in case.words:
        assert word in error["message"].lower(), f"{word!r} not in {error['message']!r}"
