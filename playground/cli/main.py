"""The command line: the same engine as the window, for scripts and for checking students' work.

    python -m playground check FILE [--function NAME] [--shape S] [--at X1,X2,...] [--device D] [--compile]
                                    [--timeout S] [--json]
        (and the Jacobian's probe input: [--jacobian-shape S] [--jacobian-values random|linspace|numbers]
         [--jacobian-numbers N1,N2,...])
    python -m playground check PATH... [--jobs N] [--expect matches|differs] [--csv OUT] [--json]
    python -m playground check PATH... --reference SOLUTION.py | --lesson LESSON.py [--points forward=1,...]
                               [--gradescope OUT] [--prairielearn OUT] [--csv OUT] [--json]
    python -m playground train FILE [--model M] [--dataset D] [--steps N] [--device DEV] ... [--timeout S] [--json]
    python -m playground graph FILE [--keep N] [--max-elements N] [--timeout S] [--json]
    python -m playground presets
    python -m playground lessons check DIR
    python -m playground export gradescope|prairielearn LESSON -o OUT
    python -m playground install-desktop [--target DIR]
    python -m playground [app] [FILE] [--preset NAME] [--snapshot OUT.png] ...

FILE may also be a preset's name. ``check`` exits 0 when the backward matches, 1 when it differs,
2 on an error (a time limit passed and a crash of the code count as errors); ``train`` exits 0
when the run finished and 2 on an error. Both run the code in an engine process (cli/check.py,
cli/train.py), never in this one.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Optional

from playground.cli.source_files import InputError, read_source
from playground.client.limits import COMPILE_CHECK_SECONDS  # what `check --compile` adds to the time limit
from playground.formats import presets

__all__ = ["main", "InputError", "read_source"]

EXIT_MATCHES, EXIT_DIFFERS, EXIT_ERROR = 0, 1, 2
COMMANDS = ("check", "train", "graph", "presets", "lessons", "export", "install-desktop")  # anything else opens the window


def main(argv: Optional[list] = None) -> int:
    """Run the command line; returns the exit status."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv or argv[0] not in COMMANDS + ("-h", "--help"):
        # A desktop user came for the window (`autograd-playground [app] [FILE] [--lang ja]`);
        # its options are the app's own.
        return run_app_command(argv[1:] if argv and argv[0] == "app" else argv)
    parser = _build_parser()
    args = parser.parse_args(_join_negative_lists(argv))
    if args.command is None:
        parser.print_help()
        return EXIT_ERROR
    return args.handler(args)


def _join_negative_lists(argv: list) -> list:
    """`--at -1,0,2` → `--at=-1,0,2`: argparse would take "-1,0,2" for an option."""
    joined, index = [], 0
    while index < len(argv):
        item = argv[index]
        if item in ("--at", "--range") and index + 1 < len(argv) and argv[index + 1][:2].lstrip("-")[:1].isdigit():
            joined.append(f"{item}={argv[index + 1]}")
            index += 2
            continue
        joined.append(item)
        index += 1
    return joined


def _build_parser() -> argparse.ArgumentParser:
    from playground.cli.grade_reference import add_reference_arguments
    from playground.grading.points import points_option
    from playground.ui.app import program_name

    parser = argparse.ArgumentParser(prog=program_name(), description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command")

    check = commands.add_parser("check", help="compile a file and judge its backward; several files or "
                                               "folders: grade them, a row each")
    check.add_argument("file", nargs="+", help="a .py file or a preset's name; or files and folders to grade")
    check.add_argument("--function", help="the Function or Module to study (default: picked automatically)")
    check.add_argument("--json", action="store_true", help="print one JSON object (a line per file when grading)")
    check.add_argument("--jobs", type=int, help="files judged at once when grading (default: the CPU count)")
    check.add_argument("--expect", choices=("matches", "differs"),
                       help="the verdict every file should have: exit status 0 only if each has it")
    check.add_argument("--csv", metavar="OUT", help="when grading, also write a row per file to OUT (CSV)")
    check.add_argument("--isolate", action="store_true",
                       help="when grading, a fresh engine for every file (slower; no file can change torch "
                            "for the files after it)")
    check.add_argument("--shape", help="input shape for the probe, e.g. 8,16")
    check.add_argument("--at", help="also report values at these x, e.g. -1,0,0.5")
    check.add_argument("--jacobian-shape", metavar="S",
                       help="the Jacobian's probe input shape, e.g. 3,4 (default: the code's own call's)")
    check.add_argument("--jacobian-values", choices=("random", "linspace", "numbers"),
                       help="how that input is filled: random (seeded, the default), linspace (evenly over "
                            "--range) or numbers (--jacobian-numbers)")
    check.add_argument("--jacobian-numbers", metavar="N1,N2,...",
                       help="that input's own values, row-major (implies --jacobian-values numbers)")
    check.add_argument("--range", default="-5,5", help="x range of the grid (default -5,5)")
    check.add_argument("--points", type=points_option, default=1001,
                       help="grid points (default 1001); with --reference, points per criterion, e.g. "
                            "forward=1,backward=2,double_backward=1,consistency=1 (edges=1 adds extreme inputs)")
    check.add_argument("--device", default="cpu",
                       help="where the judge computes: cpu (default), cuda or cuda:N; the same verdicts")
    check.add_argument("--timeout", type=float, default=10.0,
                       help="seconds the code may take to compile and be judged (default 10)")
    check.add_argument("--compile", action="store_true",
                       help="also run the Function under torch.compile(fullgraph=True) on the CPU: graph breaks "
                            "and the same outputs and gradients as eager (slow: adds %d s to --timeout; "
                            "inductor needs a C++ compiler)" % COMPILE_CHECK_SECONDS)
    add_reference_arguments(check)
    check.set_defaults(handler=run_check_command)

    train = commands.add_parser("train", help="train a toy model that uses the subject")
    _add_source_arguments(train)
    for name, kind in (("model", str), ("dataset", str), ("steps", int), ("device", str),
                       ("seed", int), ("lr", float), ("batch-size", int), ("width", int),
                       ("depth", int), ("optimizer", str)):
        train.add_argument(f"--{name}", type=kind)
    train.add_argument("--timeout", type=float, default=10.0,
                       help="seconds the code may take to compile, and a single training step (default 10)")
    train.set_defaults(handler=run_train_command)

    from playground.cli.graph import add_graph_parser

    add_graph_parser(commands)
    commands.choices["graph"].set_defaults(handler=run_graph_command)

    listing = commands.add_parser("presets", help="list the presets, a line each")
    listing.set_defaults(handler=run_presets_command)

    from playground.cli.export import add_export_parser
    from playground.cli.lessons import add_lessons_parser

    add_lessons_parser(commands)  # a teacher's folder of lessons
    add_export_parser(commands)  # a lesson for Gradescope or PrairieLearn

    desktop = commands.add_parser("install-desktop", help="add the app to a Linux desktop's menu (entry and icon)")
    desktop.add_argument("--target", metavar="DIR", help="data folder to write to (default: ~/.local/share)")
    desktop.set_defaults(handler=_run_install_desktop_command)

    app = commands.add_parser("app", help="open the window (the default; `app --help` for its options)")
    app.add_argument("file", nargs="?")
    return parser


def _add_source_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a .py file or a preset's name")
    parser.add_argument("--function", help="the Function or Module to study (default: picked automatically)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _parse_floats(text: str, what: str) -> list:
    try:
        return [float(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise InputError(f"{what} must be numbers separated by commas, got {text!r}") from None


def _jacobian_fields(args) -> dict:
    """CompileRequest's jacobian_* fields from --jacobian-shape, --jacobian-values and
    --jacobian-numbers (what the engine cannot honour comes back as ProbeData.jacobian_error)."""
    shape = None
    if args.jacobian_shape:
        sizes = _parse_floats(args.jacobian_shape, "--jacobian-shape")
        if not sizes or any(size != int(size) for size in sizes):
            raise InputError(f"--jacobian-shape must be whole numbers separated by commas, got "
                             f"{args.jacobian_shape!r}")
        shape = tuple(int(size) for size in sizes)
    numbers = _parse_floats(args.jacobian_numbers, "--jacobian-numbers") if args.jacobian_numbers else None
    values = args.jacobian_values or ("numbers" if numbers is not None else "random")
    return {"jacobian_shape": shape, "jacobian_values": values, "jacobian_numbers": numbers}


def _input_error(args, error: InputError, command: str) -> int:
    info = {"line": None, "phase": "compile", "type": "InputError", "message": str(error)}
    if args.json:
        print(json.dumps({"file": args.file, "ok": False, "verdict": "error", "errors": [info]}
                         if command == "check" else {"file": args.file, "ok": False, "errors": [info]}))
    else:
        print(f"error: {error}", file=sys.stderr)
    return EXIT_ERROR


# --------------------------------------------------------------------------- check


def run_check_command(args) -> int:
    """`check`: compile, judge, report; exit status by verdict."""
    from playground.cli import grade
    from playground.cli.grade_reference import run_reference_grade, wants_reference
    from playground.cli.report import check_report, check_to_json

    if wants_reference(args):  # against the teacher's solution, each file in a sandbox
        return run_reference_grade(args)
    if isinstance(args.points, dict):
        print("error: --points with criteria (forward=1,...) needs --reference or --lesson", file=sys.stderr)
        return EXIT_ERROR
    if grade.is_batch(args.file) or args.csv:
        return _run_grade_command(args)
    args.file = args.file[0]
    try:
        text, filename = read_source(args.file)
        x_min, x_max = _parse_floats(args.range, "--range")[:2]
        shape = tuple(int(v) for v in _parse_floats(args.shape, "--shape")) if args.shape else None
        xs = _parse_floats(args.at, "--at") if args.at else None
        jacobian = _jacobian_fields(args)
    except (InputError, ValueError) as error:
        return _input_error(args, InputError(str(error)), "check")
    from playground import protocol
    from playground.cli.check import check_file

    request = protocol.CompileRequest(request_id=0, source=text, subject=args.function, x_min=x_min, x_max=x_max,
                                      points=args.points, shape=shape, filename=filename,
                                      device=args.device, compile=args.compile, **jacobian)
    # In an engine process, the values at points too: a hang or crash is an error.
    result, at, each = check_file(request, xs, args.timeout + (COMPILE_CHECK_SECONDS if args.compile else 0))
    if args.json:
        print(json.dumps(check_to_json(args.file, result, at, xs is not None, each)))
    else:
        print(check_report(args.file, result, at, each))
    verdict = result.probe.verdict if result.probe is not None and not result.errors else "error"
    return grade.exit_status(verdict, args.expect)


def _run_grade_command(args) -> int:
    """`check PATH...`: grade files and folders (cli/grade.py)."""
    from playground.cli import grade

    try:
        x_min, x_max = _parse_floats(args.range, "--range")[:2]
        shape = tuple(int(v) for v in _parse_floats(args.shape, "--shape")) if args.shape else None
        if args.at:
            raise InputError("--at works with one file, not when grading")
    except (InputError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_ERROR
    options = grade.GradeOptions(args.function, x_min, x_max, args.points, shape, args.timeout, args.expect,
                                 args.isolate, args.device)
    return grade.run_grade(args.file, options, args.jobs, args.json, args.csv)


# --------------------------------------------------------------------------- train


def run_train_command(args) -> int:
    """`train`: run a toy model with the subject; print progress or one JSON object."""
    from playground.cli.train import train_from_args

    try:
        text, filename = read_source(args.file)
    except InputError as error:
        return _input_error(args, error, "train")
    return train_from_args(args, text, filename)


# --------------------------------------------------------------------------- graph


def run_graph_command(args) -> int:
    """`graph`: run the example, print its recorded backward calls (cli/graph.py)."""
    from playground.cli.graph import run_graph_command as run_graph

    try:
        text, filename = read_source(args.file)
    except InputError as error:
        return _input_error(args, error, "graph")
    return run_graph(args, text, filename)


# --------------------------------------------------------------------------- presets / app


def run_presets_command(args) -> int:
    """`presets`: one line each, in lesson order."""
    items = presets.list_presets()
    width = max((len(p.name) for p in items), default=0)
    for preset in items:
        print(f"{preset.name:<{width}}  {preset.title}  [{preset.expected_verdict}]")
    return 0


def _run_install_desktop_command(args) -> int:
    from playground.cli.desktop_entry import run_install_desktop_command

    return run_install_desktop_command(args)


def run_app_command(app_argv: list) -> int:
    """`app` (and no command at all): open the window with the app's own options
    (FILE, --preset, --snapshot, --lang ...)."""
    from playground.ui.app import main as app_main

    return app_main(app_argv)
