"""`export gradescope|prairielearn LESSON`: a lesson graded where the course runs its grading.

    python -m playground export gradescope LESSON -o autograder.zip [--wheel APP.whl] [--no-sandbox]
    python -m playground export prairielearn LESSON -o DIR [--image NAME] [--timeout S] [--lang CODE]
    python -m playground export handout LESSON -o OUT.html|OUT.pdf [--lang CODE] [--answers]  (export_handout.py)

LESSON is a lesson file (``NN_name.py``, its ``NN_name.i18n.toml`` beside it) or a built-in
lesson's name. Gradescope gets a zip whose root holds ``setup.sh`` (installs CPU torch and this
app from the wheel inside the zip), ``run_autograder`` and the lesson; PrairieLearn a question
folder: ``info.json`` (external grading in ``--image``), a ``Dockerfile`` and the wheel beside it
to build that image, ``question.html`` with the lesson's text and a file editor holding the
starter, and ``tests/`` with the lesson and the grader. Both graders are
cli/export_graders.py, run from the installed app: they grade as `check --lesson` does.
"""
from __future__ import annotations

import json
import math
import shutil
import subprocess
import sys
import tempfile
import uuid
import zipfile
from pathlib import Path
from typing import Optional

from playground.cli.lessons import load_lesson
from playground.cli.source_files import InputError
from playground.formats.lesson_html import inline_html, lesson_html
from playground.formats.presets import Preset

EXIT_WRITTEN, EXIT_ERROR = 0, 2
CPU_TORCH_INDEX = "https://download.pytorch.org/whl/cpu"  # an unpinned `torch` from PyPI brings GBs of CUDA
STUDENT_FILE = "solution.py"  # the file a PrairieLearn student edits
DEFAULT_IMAGE = "autograd-playground-grader"
EXECUTABLE = 0o755

SETUP_SH = """#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image.
set -euo pipefail
cd "$(dirname "$0")"
if ! python3 -m pip --version >/dev/null 2>&1; then
    apt-get update && apt-get install -y python3 python3-pip
fi
export PIP_BREAK_SYSTEM_PACKAGES=1  # the image is this autograder's alone
python3 -m pip install --no-cache-dir --index-url {index} torch
python3 -m pip install --no-cache-dir ./{wheel}
"""
RUN_AUTOGRADER = """#!/usr/bin/env bash
# Gradescope runs this for each submission: grades /autograder/submission against lesson.py and
# writes /autograder/results/results.json ($AUTOGRADER_ROOT instead of /autograder, to try it).
# From its own folder: `python -m` puts the current folder first on sys.path, and a json.py of the
# submission's there would be imported in its place (-P is Python 3.11's, the platform's may be older).
cd "$(dirname "$0")"
exec "${{PYTHON:-python3}}" -m playground.cli.export_graders gradescope{options}
"""
RUN_SH = """#!/usr/bin/env bash
# PrairieLearn runs this in the question's image: grades /grade/student against tests/lesson.py and
# writes /grade/results/results.json ($GRADE_ROOT instead of /grade, to try it).
# From its own folder, not the student's: a json.py there would shadow the standard library.
cd "$(dirname "$0")"
exec "${{PYTHON:-python3}}" -m playground.cli.export_graders prairielearn{options}
"""
DOCKERFILE = """# The image this question is graded in: `docker build -t {image} .` in this folder.
FROM python:3.11-slim
RUN pip install --no-cache-dir --index-url {index} torch
COPY {wheel} /tmp/
RUN pip install --no-cache-dir /tmp/{wheel} && rm /tmp/{wheel}
"""


def add_export_parser(commands) -> None:
    """`export gradescope|prairielearn` on the command line's parser."""
    export = commands.add_parser("export", help="a lesson for Gradescope, PrairieLearn or paper (handout)")
    kinds = export.add_subparsers(dest="export_kind", required=True)
    gradescope = kinds.add_parser("gradescope", help="an autograder.zip (setup.sh, run_autograder)")
    prairielearn = kinds.add_parser("prairielearn", help="a question folder with an external grader")
    for parser in (gradescope, prairielearn):
        parser.add_argument("lesson", metavar="LESSON", help="a lesson file (NN_name.py) or a built-in lesson's name")
        parser.add_argument("-o", "--output", required=True, help="the zip (gradescope) or folder (prairielearn)")
        parser.add_argument("--wheel", help="this app's wheel to install there (default: built from this checkout)")
        parser.add_argument("--no-sandbox", action="store_true",
                            help="grade without the sandbox there (a container that cannot enter it): a hostile "
                                 "submission can then change its own score; use it only where the platform "
                                 "isolates each submission")
    prairielearn.add_argument("--image", default=DEFAULT_IMAGE, help="the grading image's name (Dockerfile beside)")
    prairielearn.add_argument("--timeout", type=int, help="seconds PrairieLearn allows a grading (default: from "
                                                          "the lesson's Timeout)")
    prairielearn.add_argument("--lang", default="en", help="the language of the question's text (en, ja, zh_CN, ru)")
    gradescope.set_defaults(handler=run_export_gradescope)
    prairielearn.set_defaults(handler=run_export_prairielearn)
    from playground.cli.export_handout import add_handout_parser

    add_handout_parser(kinds)  # the lesson on paper: cli/export_handout.py


def run_export_gradescope(args) -> int:
    try:
        lesson = load_lesson(args.lesson)
        with tempfile.TemporaryDirectory() as work:
            wheel = app_wheel(args.wheel, Path(work))
            write_gradescope_zip(lesson, Path(args.output), wheel, sandbox=not args.no_sandbox)
    except InputError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_ERROR
    print(f"wrote {args.output}: upload it as the assignment's autograder")
    return EXIT_WRITTEN


def run_export_prairielearn(args) -> int:
    try:
        lesson = load_lesson(args.lesson)
        with tempfile.TemporaryDirectory() as work:
            wheel = app_wheel(args.wheel, Path(work))
            write_prairielearn_question(lesson, Path(args.output), wheel, image=args.image, timeout=args.timeout,
                                        language=args.lang, sandbox=not args.no_sandbox)
    except InputError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_ERROR
    print(f"wrote {args.output}: build its image with `docker build -t {args.image} {args.output}`")
    return EXIT_WRITTEN


def write_gradescope_zip(lesson: Preset, out: Path, wheel: Path, sandbox: bool = True) -> None:
    """Gradescope's autograder.zip: setup.sh, run_autograder, lesson.py and the wheel at its root."""
    options = "" if sandbox else " --no-sandbox"
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        _add(archive, "setup.sh", SETUP_SH.format(index=CPU_TORCH_INDEX, wheel=wheel.name), EXECUTABLE)
        _add(archive, "run_autograder", RUN_AUTOGRADER.format(options=options), EXECUTABLE)
        _add(archive, "lesson.py", lesson.source())
        archive.write(wheel, wheel.name)


def write_prairielearn_question(lesson: Preset, out: Path, wheel: Path, image: str = DEFAULT_IMAGE,
                                timeout: Optional[int] = None, language: str = "en", sandbox: bool = True) -> None:
    """A PrairieLearn question folder graded externally by the lesson's grader."""
    (out / "tests").mkdir(parents=True, exist_ok=True)
    grading = {"enabled": True, "image": image, "entrypoint": "/grade/tests/run.sh",
               "timeout": timeout or grading_timeout(lesson)}
    info = {"uuid": str(uuid.uuid5(uuid.NAMESPACE_URL, f"autograd-playground:{lesson.path.name}")),
            "title": lesson.text_in(language).title, "topic": lesson.text_in(language).topic or "Autograd",
            "tags": ["autograd-playground"], "type": "v3", "singleVariant": True, "gradingMethod": "External",
            "externalGradingOptions": grading}
    (out / "info.json").write_text(json.dumps(info, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (out / "question.html").write_text(question_html(lesson, language), encoding="utf-8")
    (out / STUDENT_FILE).write_text(lesson.student_source(), encoding="utf-8")
    (out / "Dockerfile").write_text(DOCKERFILE.format(image=image, index=CPU_TORCH_INDEX, wheel=wheel.name),
                                    encoding="utf-8")
    shutil.copy(wheel, out / wheel.name)
    (out / "tests" / "lesson.py").write_text(lesson.source(), encoding="utf-8")
    run = out / "tests" / "run.sh"
    run.write_text(RUN_SH.format(options="" if sandbox else " --no-sandbox"), encoding="utf-8")
    run.chmod(EXECUTABLE)


def question_html(lesson: Preset, language: str) -> str:
    """The question's page: the lesson's text and question, a file editor holding the starter
    (read from solution.py beside it, so no HTML ever mangles the code), and the grader's results."""
    from playground.cli.export_words import words_in

    words = lesson.text_in(language)
    label = words_in(language)["question"]
    return (f"<pl-question-panel>\n<h4>{inline_html(words.title)}</h4>\n{lesson_html(words.lesson)}\n"
            f"<p><strong>{inline_html(label)}</strong> {inline_html(words.question)}</p>\n</pl-question-panel>\n\n"
            f'<pl-file-editor file-name="{STUDENT_FILE}" ace-mode="ace/mode/python" '
            f'source-file-name="{STUDENT_FILE}"></pl-file-editor>\n\n'
            "<pl-submission-panel>\n<pl-external-grader-results></pl-external-grader-results>\n"
            "<pl-file-preview></pl-file-preview>\n</pl-submission-panel>\n")


def grading_timeout(lesson: Preset) -> int:
    """Seconds PrairieLearn allows: the lesson's own limit for the file, and a minute to start."""
    per_file = float(lesson.grading.get("timeout") or 10)
    return int(math.ceil(60 + 2 * per_file))


def app_wheel(given: Optional[str], work: Path) -> Path:
    """This app's wheel: the one given, or one built from this checkout (a copy of it, so the
    build leaves nothing behind in it). Raises InputError."""
    if given:
        path = Path(given)
        if not path.is_file() or path.suffix != ".whl":
            raise InputError(f"--wheel {given}: not a wheel file")
        return path
    root = Path(__file__).resolve().parents[2]
    if not (root / "pyproject.toml").is_file() or not (root / "setup.py").is_file():
        raise InputError("this app is installed, not a checkout: give its wheel with --wheel "
                         "(pip download autograd-playground --no-deps)")
    source = work / "source"
    source.mkdir()
    for name in ("playground", "resources"):
        shutil.copytree(root / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(root / name, source / name)
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                            "-w", str(work / "wheel"), str(source)], capture_output=True, text=True)
    wheels = sorted((work / "wheel").glob("*.whl"))
    if built.returncode != 0 or not wheels:
        raise InputError(f"could not build this app's wheel: {built.stderr.strip()[-500:]}")
    return wheels[0]


def _add(archive: zipfile.ZipFile, name: str, text: str, mode: int = 0o644) -> None:
    info = zipfile.ZipInfo(name)
    info.external_attr = (0o100000 | mode) << 16  # a regular file with its permission bits
    info.compress_type = zipfile.ZIP_DEFLATED
    archive.writestr(info, text)
