"""A corpus of real published Functions (r*.py) and deliberate bugs (b*.py), each with the verdict
derived from the mathematics before the judge ran, and where it comes from, in its header:

    # Source: project, path, licence
    # Subject: the class to judge (optional; automatic otherwise)
    # Subject-is: the class the automatic choice must judge (optional: what the code's own call applies)
    # Code: the summary code the verdict must carry (optional)
    # Expected: matches | differs | differs by design | error (why)
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from playground import protocol
from playground.engine.judge.check import run_check

CORPUS = Path(__file__).parent / "examples" / "corpus"
FILES = sorted(CORPUS.glob("*.py"))


def header(path: Path) -> dict:
    found = dict(re.findall(r"^# (Source|Subject|Subject-is|Code|Expected): ([^\n]*)", path.read_text(), re.MULTILINE))
    found["verdict"] = re.match(r"(matches|differs by design|differs|error)", found["Expected"]).group(1)
    return found


def judged_verdict(result: protocol.CompileResult) -> str:
    probe = result.probe
    if probe is None or probe.verdict == "error" or result.errors:
        return "error"
    return "differs by design" if probe.by_design else probe.verdict


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_corpus_file_is_judged_as_the_mathematics_says(path):
    expected = header(path)
    result = run_check(protocol.CompileRequest(request_id=1, source=path.read_text(), subject=expected.get("Subject"),
                                               points=201))
    assert judged_verdict(result) == expected["verdict"], (
        [e.message for e in result.errors], result.probe and result.probe.summary)
    if "Subject-is" in expected:
        assert result.subject == expected["Subject-is"]
    if "Code" in expected:
        assert result.probe.summary_code == expected["Code"], result.probe.summary


def test_corpus_has_forty_six_real_functions_and_twelve_bugs_each_with_a_source():
    real = [p for p in FILES if p.name.startswith("r")]
    bugs = [p for p in FILES if p.name.startswith("b")]
    assert len(real) >= 46 and len(bugs) >= 12
    assert all(header(p).get("Source") for p in FILES)
