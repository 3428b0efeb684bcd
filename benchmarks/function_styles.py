"""What the checks of PyTorch 2's ways to write a gradient cost (issue 23): a check of a Function
with a jvp and a vmap rule, against the same check without them (what the judge did before).

Each Function is judged in this process, as the engine judges it after its warm-up, with the
checks beyond the backward's curves (engine/judge/extra_checks.py: jvp, torch.func, vmap, opcheck)
and without them; the two alternate, round after round, and the medians are compared. The budget:
at most 1.3 times the check without them. Run alone: ``python -m benchmarks.function_styles``.
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from unittest import mock

from benchmarks.report import Row, fmt

BUDGET = 1.3
EXAMPLES = Path(__file__).resolve().parent.parent / "tests" / "engine" / "judge" / "examples"
SUBJECTS = {  # name: (file of tests/engine/judge/examples, or a preset's name; the subject)
    "mycube_jvp_vmap": ("styled_mycube_jvp.py", "MyCube"),
    "numpy_sort_jvp_vmap": ("styled_extending_func_vmap.py", "NumpySort"),
    "classic_jvp": ("styled_classic_jvp.py", "Exp"),
    "wrong_jvp_lesson": ("forward_mode_jvp", None),
}


def _source(name: str) -> str:
    path = EXAMPLES / name
    if path.is_file():
        return path.read_text()
    from playground.formats.presets import read_preset_source

    return read_preset_source(name)


def _only_gradcheck(subject, probe, *args, **kwargs) -> None:
    """The judge before issue 23: gradcheck's own outcomes and nothing more."""
    from playground.engine.judge.outcomes import from_gradcheck
    from playground.vocabulary import CheckName

    probe.checks = [c for c in (from_gradcheck(CheckName.BACKWARD, probe.gradcheck),
                                from_gradcheck(CheckName.DOUBLE_BACKWARD, probe.gradgradcheck)) if c]


def measure(repeats: int = 15, points: int = 1001) -> dict:
    """{subject: {"with_ms", "without_ms", "ratio", "checks"}}: medians of ``repeats`` alternating rounds."""
    from playground import protocol
    from playground.engine.judge import check
    from playground.engine.warm_up import warm_up

    warm_up()
    result = {}
    for name, (file, subject) in SUBJECTS.items():
        request = protocol.CompileRequest(request_id=1, source=_source(file), subject=subject, points=points)
        with_checks, without = [], []
        checks = []
        for _ in range(repeats):
            start = time.perf_counter()
            checks = [str(c.name) for c in check.run_check(request).probe.checks if c.passed is not None]
            with_checks.append(time.perf_counter() - start)
            with mock.patch.object(check, "run_extra_checks", _only_gradcheck):
                start = time.perf_counter()
                check.run_check(request)
                without.append(time.perf_counter() - start)
        result[name] = {"with_ms": statistics.median(with_checks) * 1e3,
                        "without_ms": statistics.median(without) * 1e3, "checks": checks}
        result[name]["ratio"] = result[name]["with_ms"] / result[name]["without_ms"]
    return result


def rows(result: dict) -> list[Row]:
    """One row per Function: the check with the new checks against the check without them."""
    return [Row(f"styles.{name}", f"Check of {name} ({', '.join(figures['checks'][2:]) or 'no new check ran'}): "
                                  f"with / without the new checks",
                f"{fmt(figures['with_ms'], 1)} vs {fmt(figures['without_ms'], 1)} ms = {fmt(figures['ratio'], 2)}",
                f"≤ {BUDGET:g}×", figures["ratio"] <= BUDGET, figures["ratio"])
            for name, figures in result.items()]


if __name__ == "__main__":
    figures = measure(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
    for row in rows(figures):
        print(f"{row.measurement}: {row.result} [{row.verdict}]")
    print(json.dumps(figures, indent=1))
