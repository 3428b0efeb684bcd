"""`lessons check DIR`: what is wrong with a teacher's folder of lessons, before the class sees it.

The folder's own problems come from formats/lesson_folder.py (no code runs for them): files that
do not parse, unknown fields, a language missing a field, solution markers that do not pair up.
Here are added the grading lines (Points, Function, Seed, Timeout, Hidden) as grading reads them,
and each solution judged in an engine process (cli/check.py), as `check` judges a file: a lesson
whose solution does not get the verdict its Verdict line says is a problem. Exit status 0 when
nothing is wrong, 1 when something is.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Optional

from playground import protocol
from playground.cli.source_files import InputError
from playground.formats import presets
from playground.formats.lesson_folder import LessonFolder, LessonProblem, read_lesson_folder
from playground.formats.presets import Preset, PresetError
from playground.grading.lesson import LessonError, read_lesson
from playground.vocabulary import DEFAULT_POINTS, Criterion, Verdict

JUDGE_POINTS = 201  # the grid of each solution's check: enough for its verdict, as the presets' tests use
EXIT_CLEAN, EXIT_PROBLEMS = 0, 1


def add_lessons_parser(commands) -> None:
    """`lessons check DIR` on the command line's parser."""
    lessons = commands.add_parser("lessons", help="a teacher's folder of lessons: `lessons check DIR`")
    actions = lessons.add_subparsers(dest="lessons_command", required=True)
    check = actions.add_parser("check", help="list a lesson folder's problems (fields, languages, solutions' verdicts)")
    check.add_argument("folder", metavar="DIR", help="a folder of NN_name.py lessons (and NN_name.i18n.toml)")
    check.add_argument("--no-judge", action="store_true", help="do not judge the solutions (no engine starts)")
    check.add_argument("--timeout", type=float, default=30.0, help="seconds each solution may take to be judged")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    check.set_defaults(handler=run_lessons_check)


def run_lessons_check(args: argparse.Namespace) -> int:
    folder = check_folder(args.folder, judge=not args.no_judge, timeout=args.timeout)
    if args.json:
        print(json.dumps({"folder": str(folder.directory), "lessons": [lesson.path.name for lesson in folder.lessons],
                          "problems": [{"file": p.file, "message": p.message} for p in folder.problems]}))
    else:
        for problem in folder.problems:
            print(problem)
        count = len(folder.problems)
        print(f"{len(folder.lessons)} lessons in {folder.directory}: "
              + ("no problems" if not count else f"{count} problem{'s' if count > 1 else ''}"))
    return EXIT_PROBLEMS if folder.problems else EXIT_CLEAN


def check_folder(directory: str, judge: bool = True, timeout: float = 30.0) -> LessonFolder:
    """The folder's problems, its grading lines' and (``judge``) its solutions' verdicts'."""
    folder = read_lesson_folder(Path(directory))
    for lesson in folder.lessons:
        folder.problems.extend(LessonProblem(lesson.path.name, message) for message in grading_problems(lesson))
    if judge and folder.lessons:
        folder.problems.extend(judged_problems(folder.lessons, timeout))
    return folder


def grading_problems(lesson: Preset) -> list[str]:
    """What grading cannot read of the lesson's Points, Function, Seed, Timeout and Hidden lines."""
    problems = []
    try:
        read_lesson(lesson.source(), lesson.path.name)
    except LessonError as error:
        problems.append(str(error).removeprefix(f"{lesson.path.name}: "))
    known = {str(criterion) for criterion in Criterion}
    for name in lesson.hidden:
        if name not in known:
            problems.append(f"Hidden: {name!r} is not a criterion ({', '.join(sorted(known))})")
    return problems


def judged_problems(lessons: list[Preset], timeout: float) -> list[LessonProblem]:
    """A problem for each lesson whose solution does not get its own Verdict line's verdict."""
    from playground.client.judging import JudgeSession

    problems = []
    with JudgeSession(timeout) as session:
        for number, lesson in enumerate(lessons):
            request = protocol.CompileRequest(request_id=number, source=lesson.source(), points=JUDGE_POINTS,
                                              subject=lesson.grading.get("function") or None,
                                              filename=str(lesson.path))
            message = verdict_problem(lesson, session.check(request))
            if message:
                problems.append(LessonProblem(lesson.path.name, message))
    return problems


def verdict_problem(lesson: Preset, result: protocol.CompileResult) -> Optional[str]:
    """Why ``result`` (the solution judged) is not what the lesson's Verdict line says; None if it is."""
    expected = Verdict(lesson.expected_verdict)
    if result.errors or result.probe is None:
        error = result.errors[0] if result.errors else None
        where = f" (line {error.line})" if error is not None and error.line else ""
        words = f"{error.type}: {error.message}" if error is not None else "no verdict"
        return f"the solution cannot be judged{where}: {words}"
    probe = result.probe
    if probe.verdict != expected:
        return f"the solution {probe.verdict} (Verdict says {expected}): {probe.summary}"
    if expected == Verdict.DIFFERS and probe.by_design != lesson.by_design:
        said = "differs by design" if lesson.by_design else "differs"
        got = "by design" if probe.by_design else "not by design"
        return f"the solution differs {got} (Verdict says {said}): {probe.summary}"
    return double_backward_problem(lesson, probe)


def double_backward_problem(lesson: Preset, probe: protocol.ProbeData) -> Optional[str]:
    """A reference whose double backward is wrong while its Points give that criterion: the class
    is graded against it, so every correct submission would lose those points."""
    second = probe.gradgradcheck
    if second is None or second.passed or Verdict(lesson.expected_verdict) != Verdict.MATCHES:
        return None
    try:
        points = read_lesson(lesson.source(), lesson.path.name).get("points", DEFAULT_POINTS)
    except LessonError:
        return None  # grading_problems names it
    worth = points.get(Criterion.DOUBLE_BACKWARD, 0.0)
    if not worth:
        return None
    return (f"the solution's double backward fails gradgradcheck (largest error {second.max_abs_error:.3g}), "
            f"and Points give double_backward {worth:g}: submissions are graded against it, so a correct "
            f"one would lose those points. Build the backward from saved inputs with differentiable "
            f"operations, or give double_backward=0")


def load_lesson(argument: str) -> Preset:
    """The lesson of a file path (NN_name.py) or a built-in lesson's name. Raises InputError."""
    path = Path(argument)
    try:
        if path.is_file():
            return presets.parse_preset(path)
        found = presets.find_preset(argument)
    except PresetError as error:
        raise InputError(str(error)) from None
    if found is None:
        raise InputError(f"no lesson file or built-in lesson called {argument!r}")
    return found
