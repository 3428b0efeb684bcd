"""python -m tests.mutation [--modules check.py ...] [--out FILE] [--resume] [--list]

Mutates playground/engine/judge/*.py (and, named with --modules, referee/compare.py or fit.py) one mutant at a time in a private copy of the repository (never
this checkout), runs the tests that cover each module with -x and a time limit, and writes one JSON
line per mutant. Run it under `nice -n 15`: it keeps one core busy for several minutes.
"""
from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from collections import Counter
from dataclasses import asdict
from pathlib import Path

from tests.mutation.forking import prepare_parent, run_tests
from tests.mutation.operators import mutants_of, mutated_source
from tests.mutation.targets import JUDGE, pytest_arguments, source_path, tests_for

REPOSITORY = Path(__file__).resolve().parents[2]
COPIED = ("playground", "tests", "resources", "pyproject.toml", "setup.py")


def private_copy(target: Path) -> Path:
    """A fresh copy of what the tests need, without bytecode, at target."""
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    for name in COPIED:
        source = REPOSITORY / name
        if source.is_dir():
            shutil.copytree(source, target / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        elif source.exists():
            shutil.copy2(source, target / name)
    return target


def expanded(copy: Path, patterns: list[str]) -> list[str]:
    """Test files matching the patterns in the copy, in pattern order."""
    found: list[str] = []
    for pattern in patterns:
        found += [str(path.relative_to(copy)) for path in sorted(copy.glob(pattern)) if str(path) not in found]
    return found


def judge_modules(chosen: list[str] | None) -> list[str]:
    names = chosen or [path.name for path in sorted((REPOSITORY / JUDGE).glob("*.py"))]  # compare.py: only when named
    return [name if name.endswith(".py") else f"{name}.py" for name in names if name != "__init__.py"]


def already_done(out: Path) -> set[tuple[str, int, str]]:
    if not out.exists():
        return set()
    return {(r["module"], r["index"], r["description"]) for r in map(json.loads, out.read_text().splitlines())}


def survivors_of(earlier: Path) -> set[tuple[str, str, str]]:
    """(module, mutation, source line) of every mutant that survived an earlier run, or ran out of time
    (on a busy machine a surviving mutant's full run can outlast its limit), robust to moved lines."""
    records = map(json.loads, earlier.read_text().splitlines())
    return {(r["module"], r["description"], r["text"]) for r in records if r["status"] in ("survived", "timeout")}


def run_module(copy: Path, module: str, out: Path, done: set, timeout_factor: float,
               only: set | None = None, every: int = 1, patterns: list[str] | None = None,
               offset: int = 0) -> None:
    """Every mutant of one module (or those in only) against its tests; a line of JSON each, appended to out."""
    target = copy / source_path(module)
    original = target.read_text()
    lines = original.splitlines()
    tests = pytest_arguments(module, expanded(copy, patterns or tests_for(module)))
    baseline = run_tests(tests, timeout=600)
    if baseline.status != "survived":
        sys.exit(f"{module}: the tests fail without a mutant ({baseline.tail}); fix that first")
    timeout = timeout_factor * baseline.seconds + 10
    for position, mutant in enumerate(mutants_of(module, original)):
        if position % every != offset % every:  # a sample: every Nth mutant in source order, from the offset-th
            continue
        if (mutant.module, mutant.index, mutant.description) in done:
            continue
        if only is not None and (module, mutant.description, lines[mutant.line - 1].strip()) not in only:
            continue
        target.write_text(mutated_source(original, mutant))
        try:
            outcome = run_tests(tests, timeout)
        finally:
            target.write_text(original)
        record = {**asdict(mutant), "text": lines[mutant.line - 1].strip(), **asdict(outcome)}
        with out.open("a") as sink:
            sink.write(json.dumps(record) + "\n")
        print(f"{outcome.status:8} {module}:{mutant.line} {mutant.description}  ({outcome.seconds}s)", flush=True)


def score(out: Path) -> str:
    """killed/total per module and overall (a timeout counts as killed)."""
    records = [json.loads(line) for line in out.read_text().splitlines()]
    rows, totals = [], Counter()
    for module in sorted({r["module"] for r in records}):
        mine = [r for r in records if r["module"] == module]
        killed = sum(r["status"] != "survived" for r in mine)
        totals.update(killed=killed, total=len(mine))
        rows.append(f"{module:18} {killed:4}/{len(mine):<4} {100 * killed / len(mine):5.1f}%")
    rows.append(f"{'all':18} {totals['killed']:4}/{totals['total']:<4} "
                f"{100 * totals['killed'] / max(1, totals['total']):5.1f}%")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.mutation", description=__doc__.splitlines()[0])
    parser.add_argument("--modules", nargs="*", help="judge modules to mutate (default: all)")
    parser.add_argument("--out", type=Path, default=Path("mutation-results.jsonl"))
    parser.add_argument("--resume", action="store_true", help="skip mutants already in --out")
    parser.add_argument("--copy", type=Path, help="where the private copy goes (default: a temporary directory)")
    parser.add_argument("--timeout-factor", type=float, default=3.0, help="time limit = factor × clean run + 10 s")
    parser.add_argument("--survivors-of", type=Path, help="run only the mutants that survived in this earlier --out")
    parser.add_argument("--every", type=int, default=1, help="mutate only every Nth mutant of each module (a sample)")
    parser.add_argument("--offset", type=int, default=0,
                        help="with --every N: take the mutants at positions offset, offset + N, ... (another sample)")
    parser.add_argument("--tests", nargs="*", help="test file patterns instead of the module's own (targets.py)")
    parser.add_argument("--list", action="store_true", help="count the mutants and stop")
    args = parser.parse_args(argv)
    modules = judge_modules(args.modules)
    if args.list:
        for module in modules:
            print(module, len(mutants_of(module, (REPOSITORY / source_path(module)).read_text())))
        return
    out = args.out.resolve()
    if not args.resume and out.exists():
        out.unlink()
    done = already_done(out)
    only = survivors_of(args.survivors_of) if args.survivors_of else None
    with tempfile.TemporaryDirectory(prefix="judge-mutation-") as scratch:
        copy = private_copy(args.copy or Path(scratch) / "repository")
        prepare_parent(copy)
        for module in modules:
            if only is None or any(key[0] == module for key in only):
                run_module(copy, module, out, done, args.timeout_factor, only, args.every, args.tests, args.offset)
    print(score(out))


if __name__ == "__main__":
    main()
