"""The desktop app's entry point: ``python main.py [FILE] [--snapshot OUT.png] ...``.

The engine process (which imports torch, ~2 s) is spawned first, before Qt loads, and imports
torch while the window is built and put on screen; the window's client adopts it once the window
is on screen. This process never imports torch.
"""
from __future__ import annotations

import argparse
import os
import signal
import sys
from pathlib import Path
from typing import Optional

APP_NAME = "Autograd Playground"
DEFAULT_SIZE = (1600, 1000)


def parse_size(text: str) -> tuple[int, int]:
    """"1280x720" → (1280, 720)."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size is WIDTHxHEIGHT, e.g. 1280x720, not {text!r}") from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError(f"size {text} is too small (at least 320x240)")
    return width, height


def parse_sizes(text: str) -> list[tuple[int, int]]:
    """"1024x768,1280x720" → [(1024, 768), (1280, 720)]."""
    return [parse_size(part) for part in text.split(",") if part.strip()]


def parse_language(text: str) -> str:
    """--lang: en, ja, zh_CN or ru (ja_JP, zh-CN, ru_RU... are understood too)."""
    from playground.ui.i18n import LANGUAGES, normalize

    code = normalize(text)
    if code is None:
        raise argparse.ArgumentTypeError(f"language is one of {', '.join(LANGUAGES)}, not {text!r}")
    return code


def program_name() -> str:
    """How the person started the program, for usage lines they can type again: the installed
    command ``autograd-playground``, ``python -m playground``, or ``python main.py`` in a checkout."""
    started = Path(sys.argv[0]).name if sys.argv and sys.argv[0] else ""
    if started == "__main__.py":
        return "python -m playground"
    if started == "main.py":
        return "python main.py"
    return "autograd-playground"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=program_name(),
        description="Autograd Playground: write a torch.autograd.Function, see whether its "
                    "backward is right, train with it and watch every gradient.")
    parser.add_argument("file", nargs="?", help="a Python file to open")
    parser.add_argument("--preset", metavar="NAME", help="open a lesson (name, file stem or number; with "
                                                         "--lessons DIR, a lesson of DIR first)")
    parser.add_argument("--lessons", metavar="DIR", type=Path,
                        help="a teacher's folder of lessons: listed after the built-in ones, its first one opened")
    parser.add_argument("--snapshot", metavar="OUT.png", type=Path,
                        help="render the window to OUT.png and exit (offscreen where there is no display)")
    parser.add_argument("--snapshot-sizes", metavar="WxH,...", type=parse_sizes,
                        help="with --snapshot: one picture per window size, OUT-WxH.png (and .json)")
    parser.add_argument("--train-steps", metavar="N", type=int, default=0,
                        help="train N steps first (with --snapshot), or start training at once")
    parser.add_argument("--size", metavar="WxH", type=parse_size, help="window size, e.g. 1280x720")
    parser.add_argument("--presentation", action="store_true",
                        help="start in presentation mode (large text, thick lines)")
    parser.add_argument("--compare", metavar="PRESET_B",
                        help="compare mode, with the lesson PRESET_B as subject B")
    parser.add_argument("--graph", action="store_true",
                        help="show the autograd graph (with --snapshot: after training, and where "
                             "the code's example makes backward calls, its backward step by step)")
    parser.add_argument("--predict", action="store_true",
                        help="Predict mode in the backward, step by step: every gradient of the "
                             "example hidden until revealed (with --snapshot: needs --graph)")
    parser.add_argument("--lang", metavar="CODE", type=parse_language,
                        help="the window's language: en, ja, zh_CN or ru (default: the one chosen "
                             "in View > Language, else the system's)")
    parser.add_argument("--theme", choices=("system", "light", "dark"),
                        help="the window's colours (default: the one chosen in View > Theme)")
    parser.add_argument("--timeout", metavar="S", type=float, default=120.0,
                        help="--snapshot gives up after S seconds (default 120)")
    return parser


def parse_args(argv: Optional[list]) -> argparse.Namespace:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.file and args.preset:
        parser.error("give a FILE or --preset NAME, not both")
    if args.train_steps < 0:
        parser.error("--train-steps is 0 or more")
    if args.snapshot_sizes and not args.snapshot:
        parser.error("--snapshot-sizes needs --snapshot OUT.png")
    if args.predict and args.snapshot and not args.graph:
        parser.error("--snapshot --predict needs --graph (the example's backward, step by step)")
    return args


def main(argv: Optional[list] = None) -> int:
    """Run the app; returns the process exit code. ``argv`` excludes the program name."""
    argv = sys.argv[1:] if argv is None else list(argv)
    from playground.client.early_engine import end_early_engine, start_early_engine

    # First of all: the engine imports torch on the other core while this process loads Qt and
    # builds the window (client/early_engine.py); the window's client adopts it when it starts.
    start_early_engine(argv)
    try:
        return _run(argv)
    finally:
        end_early_engine()  # one the window did not take (it failed to start): not left behind


def _run(argv: list) -> int:
    args = parse_args(argv)
    from playground.ui.window.display import needs_offscreen  # not window/snapshot.py: it loads the graphs

    if needs_offscreen():
        if not args.snapshot:
            print("No display found (DISPLAY and WAYLAND_DISPLAY are not set). Run the app on a "
                  "desktop, or make a picture without one: python main.py --snapshot OUT.png",
                  file=sys.stderr)
            return 1
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    preset = None
    if args.preset:
        from playground.formats.lesson_folder import find_lesson
        from playground.formats.presets import find_preset, list_presets

        # with --lessons DIR, a lesson of DIR first: the folder being opened is the one meant
        preset = (find_lesson(args.lessons, args.preset) if args.lessons else None) or find_preset(args.preset)
        if preset is None:
            names = ", ".join(p.name for p in list_presets())
            print(f"No preset called {args.preset!r}. The presets are: {names}", file=sys.stderr)
            return 2
    compare = None
    if args.compare:
        from playground.formats.presets import find_preset, list_presets

        compare = find_preset(args.compare)
        if compare is None:
            names = ", ".join(p.name for p in list_presets())
            print(f"No preset called {args.compare!r} for --compare. The presets are: {names}",
                  file=sys.stderr)
            return 2
    if args.file and not Path(args.file).is_file():
        print(f"No such file: {args.file}", file=sys.stderr)
        return 2
    if args.lessons and not args.lessons.is_dir():
        print(f"No such folder: {args.lessons}", file=sys.stderr)
        return 2

    from PySide6.QtWidgets import QApplication

    from playground.ui.feature_check import make_feature_check_cheap

    make_feature_check_cheap()  # before the window's ~500 imports: PySide6 reads each one's source
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setOrganizationName(APP_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    from playground.ui.icon import APP_ID, app_icon

    # A task bar shows "Autograd Playground" with its icon (not "main.py" or "python3"): Wayland
    # and the desktop file match on the desktop file name.
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())

    from PySide6.QtCore import QSettings

    from playground.ui.i18n import chosen_language, install_language

    install_language(chosen_language(args.lang, QSettings()))  # before any widget words itself

    from playground.ui.window.main_window import MainWindow

    snapshot_mode = args.snapshot is not None
    window = MainWindow(autosave=not snapshot_mode)
    if args.theme:
        window.menus.theme.apply(args.theme, remember=False)
    if _place(window, args.size) and not snapshot_mode:
        window.showMaximized()
    else:
        window.show()
    app.processEvents()  # on screen now; the engine (spawned first, importing torch) is adopted next

    runner = None
    if snapshot_mode:
        from playground.ui.window.snapshot import SnapshotRunner

        runner = SnapshotRunner(window, args.snapshot, args.train_steps, args.timeout,
                                presentation=args.presentation,
                                compare=compare.name if compare else None, graph=args.graph,
                                sizes=args.snapshot_sizes, predict=args.predict)

    def begin() -> None:
        window.start_engine()
        opened = False
        if args.lessons:  # its lessons in the picker; its first one opened unless FILE or --preset is
            opened = window.lesson_folders.open_folder(args.lessons, load_first=not (args.file or preset))
            opened = opened and not (args.file or preset)
        if not opened and not _load_first_document(window, args, preset, offer_restore=not snapshot_mode):
            if runner is not None:
                runner.exit_code, runner.message = 1, "snapshot failed: could not open the file"
                app.exit(1)
                return
        if runner is not None:
            runner.start()
            return
        if args.presentation:
            window.presentation.set_active(True)
        if compare is not None:
            window.compare.load_preset(compare.name)
            window.compare.show_a()
        if args.graph:
            window.show_graph()
        if args.predict:  # Run ▸ Run Example opens with every gradient hidden
            window.example_tab.view.set_predict(True)
        if args.train_steps:
            window.controls.set_steps(args.train_steps)
            window.train()

    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, begin)
    _quit_on_ctrl_c(app)
    code = app.exec()
    window.shutdown()
    return runner.exit_code if runner is not None else code


def _place(window, size: Optional[tuple]) -> bool:
    """--size; else the size the window had last time; else the whole screen up to 1920×1200
    (five plots, an editor and a lesson want it all), a comfortable size on bigger screens.
    True when the window should be shown maximized."""
    if size is not None:
        window.resize(*size)
        return False
    if window.restore_geometry():
        return False
    screen = window.screen().availableGeometry() if window.screen() else None
    if screen is None:
        window.resize(*DEFAULT_SIZE)
        return False
    if screen.width() <= 1920 and screen.height() <= 1200:
        window.setGeometry(screen)  # where no window manager maximizes, this is the same
        return True
    window.resize(*DEFAULT_SIZE)
    return False


def _load_first_document(window, args, preset, offer_restore: bool) -> bool:
    """FILE, --preset, text restored after a crash, or the first lesson."""
    if args.file:
        return window.documents.open_path(args.file, ask=False)
    if preset is not None:
        return window.load_preset(window.lesson_folders.listed_name(preset))
    if offer_restore and window.offer_restore():
        return True
    if window.presets:
        return window.load_preset(window.presets[0].name)
    return True


def _quit_on_ctrl_c(app) -> None:
    """Ctrl+C in the terminal closes the window like Quit (Qt's loop would otherwise swallow it)."""
    from PySide6.QtCore import QTimer

    def close_all(*_args) -> None:
        for widget in app.topLevelWidgets():
            widget.close()
        app.quit()

    signal.signal(signal.SIGINT, close_all)
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)  # lets Python run its signal handlers between Qt events
    timer.start(250)
