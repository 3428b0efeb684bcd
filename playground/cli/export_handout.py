"""`export handout LESSON -o OUT.html|OUT.pdf [--lang CODE] [--answers]`: a lesson on paper.

One self-contained file: the lesson's title, topic, question for the class, text and its predict
question; the picture the window opens on for its code (f(x) and a derivative panel per input, or
where the Jacobian is the main picture its block beside the true one; PNG at twice its size,
embedded); where the lesson has an example that calls backward, the example's step view as Run
Example draws it (export_steps.py); and the code, the starter a student opens or, with
``--answers``, the teacher's solution. A student's handout shows nothing the student is asked to
write (cli/handout_curves.py: no derivative where the solution is the backward, no step view, no
Jacobian of the solution's backward). The PDF (cli/handout_pdf.py) is laid out by Qt's own
QTextDocument and written by QPdfWriter (no LaTeX, no browser), in a font that carries the
language's script (ui/i18n.py's CJK families, then Qt's fallback). The curves come from judging
the lesson's code in an engine process (cli/check.py).
"""
from __future__ import annotations

import ast
import base64
import html
import os
import struct
import sys
from pathlib import Path
from typing import Optional

from playground import protocol
from playground.cli.handout_page import CODE_FONTS, Handout
from playground.cli.source_files import InputError
from playground.formats.lesson_html import inline_html, lesson_html
from playground.formats.presets import Preset

PICTURE_POINTS = 401
PICTURE_NAME = "curves.png"  # the PDF's image resources
JACOBIAN_NAME = "jacobian.png"
STEPS_NAME = "steps.png"
BODY_FONTS = "'Noto Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"


def add_handout_parser(kinds) -> None:
    handout = kinds.add_parser("handout", help="an HTML or PDF handout of a lesson")
    handout.add_argument("lesson", metavar="LESSON", help="a lesson file (NN_name.py) or a built-in lesson's name")
    handout.add_argument("-o", "--output", required=True, help="OUT.html or OUT.pdf")
    handout.add_argument("--lang", default="en", help="en, ja, zh_CN or ru (default en)")
    handout.add_argument("--answers", action="store_true", help="the solution instead of the starter")
    handout.add_argument("--timeout", type=float, default=30.0, help="seconds the code may take to be judged")
    handout.set_defaults(handler=run_export_handout)


def run_export_handout(args) -> int:
    from playground.cli.lessons import load_lesson

    out = Path(args.output)
    if out.suffix.lower() not in (".html", ".htm", ".pdf"):
        print("error: a handout is OUT.html or OUT.pdf", file=sys.stderr)
        return 2
    try:
        lesson = load_lesson(args.lesson)
    except InputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    _application()
    probe, example = judged_and_run(lesson, args.timeout)
    handout = make_handout(lesson, args.lang, args.answers, probe, example)
    write_handout(handout, out)
    print(f"wrote {out}")
    return 0


def judged_and_run(lesson: Preset, timeout: float) -> tuple[Optional[protocol.ProbeData],
                                                             Optional[protocol.ExampleResult]]:
    """The lesson's code judged on a grid, and its example run and recorded, in one engine
    process (None for what cannot be had)."""
    from playground.cli.export_steps import example_of
    from playground.client.judging import JudgeSession

    request = protocol.CompileRequest(request_id=0, source=lesson.source(), points=PICTURE_POINTS,
                                      subject=lesson.grading.get("function") or None, filename=str(lesson.path))
    with JudgeSession(timeout) as session:
        result = session.check(request)
        example = example_of(session.client, lesson.source(), str(lesson.path), timeout)
    return (result.probe if result.ok else None), example


def make_handout(lesson: Preset, language: str, answers: bool, probe: Optional[protocol.ProbeData],
                 example: Optional[protocol.ExampleResult] = None) -> Handout:
    from playground.cli.export_picture import SCALE, panels_png
    from playground.cli.export_steps import steps_png
    from playground.cli.export_words import words_in
    from playground.cli.handout_curves import curve_choice, curve_panels
    from playground.ui.i18n import ENGLISH, cjk_family, normalize

    code = normalize(language) or ENGLISH
    words, labels = lesson.text_in(code), words_in(code)
    family = cjk_family(code)
    choice = curve_choice(lesson, answers)
    # Your backward's Jacobian and the example's gradients are the answer where the student writes it
    jacobian = jacobian_picture(lesson, probe, labels, family) if choice.yours else None
    picture = None  # the curves, where the Jacobian is not the main picture (the window's choice)
    if jacobian is None and probe is not None and probe.f:
        picture = panels_png(probe.x, curve_panels(probe, choice), family)
    source = without_docstring(lesson.solution_source() if answers else lesson.student_source())
    parts = [f"<h1>{inline_html(words.title)}</h1>"]
    if words.topic:
        parts.append(f"<p class='topic'>{inline_html(words.topic)}</p>")
    parts.append(_box(labels["question"], words.question))
    parts.append(lesson_html(words.lesson))
    if picture is not None:
        heading = labels["picture" if choice.true or choice.yours else "function"]
        parts.append(f"<h2>{html.escape(heading)}</h2><p><img src='{PICTURE_NAME}' width='640'></p>"
                     f"<p class='caption'>{html.escape(labels[choice.legend_key])}</p>")
    if jacobian is not None:
        width = struct.unpack(">I", jacobian[16:20])[0] // SCALE
        parts.append(f"<h2>{html.escape(labels['jacobian'])}</h2><p><img src='{JACOBIAN_NAME}' width='{width}'></p>")
    steps = steps_png(example, code) if example is not None and choice.yours else None
    if steps is not None:
        parts.append(f"<h2>{html.escape(labels['steps'])}</h2><p><img src='{STEPS_NAME}' width='{steps[1]}'></p>"
                     f"<p class='caption'>{html.escape(labels['steps_caption'])}</p>")
    parts.append(f"<h2>{html.escape(labels['solution' if answers else 'starter'])}</h2>"
                 f"<pre>{html.escape(source.rstrip())}</pre>")
    if words.predict:
        parts.append(_box(labels["predict"], words.predict))
    return Handout(code, "\n".join(parts), picture, family, jacobian, steps[0] if steps is not None else None)


def jacobian_picture(lesson: Preset, probe: Optional[protocol.ProbeData], labels: dict,
                     family: Optional[str]) -> Optional[bytes]:
    """The Jacobian's block the window opens on, where the Jacobian is the lesson's main picture
    (its View line, or the judge's choice as the window makes it); None elsewhere."""
    from playground.cli.export_picture import jacobian_png
    from playground.ui.jacobian.blocks import worst_block

    if probe is None or probe.jacobian is None or not is_jacobian_lesson(lesson, probe):
        return None
    block = probe.jacobian.blocks[worst_block(probe.jacobian.blocks)]
    if block.yours is None or block.true is None:
        return None
    return jacobian_png(block.yours, block.true, (labels["yours"], labels["true"]), family)


def is_jacobian_lesson(lesson: Preset, probe: Optional[protocol.ProbeData]) -> bool:
    """Is the Jacobian the picture the window opens the lesson on (its View line, or the judge's
    choice as the window makes it)?"""
    from playground.formats.presets import LessonView
    from playground.ui.jacobian.blocks import jacobian_is_main

    if probe is None or probe.jacobian is None or not probe.jacobian.blocks:
        return False
    return lesson.view == LessonView.JACOBIAN or (lesson.view is None and jacobian_is_main(probe))


def without_docstring(source: str) -> str:
    """The code below the module's docstring: the lesson's text is on the page already."""
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return source
    first = body[0] if body else None
    if not isinstance(first, ast.Expr) or not isinstance(first.value, ast.Constant) \
            or not isinstance(first.value.value, str):
        return source
    end = first.end_lineno or 0
    return "\n".join(source.split("\n")[end:]).lstrip("\n")


def handout_html(handout: Handout) -> str:
    """The handout as one HTML file, its picture inlined as a data URL."""
    body = handout.html_body
    for name, picture in _pictures(handout):
        inline = "data:image/png;base64," + base64.b64encode(picture).decode("ascii")
        body = body.replace(f"src='{name}'", f"src='{inline}'")
    title = body.split("</h1>", 1)[0].removeprefix("<h1>")
    return (f"<!DOCTYPE html>\n<html lang='{handout.language.replace('_', '-')}'>\n<head>\n<meta charset='utf-8'>\n"
            f"<title>{title}</title>\n<style>\n{_css(_script_families(handout))}</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n")


def write_handout(handout: Handout, out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    if out.suffix.lower() == ".pdf":
        from playground.cli.handout_pdf import write_pdf

        write_pdf(handout, out, _css(f"'{handout.font_family}', " if handout.font_family else ""), _pictures(handout))
    else:
        out.write_text(handout_html(handout), encoding="utf-8")


def _pictures(handout: Handout) -> list[tuple[str, bytes]]:
    named = ((PICTURE_NAME, handout.picture), (JACOBIAN_NAME, handout.jacobian), (STEPS_NAME, handout.steps))
    return [(name, picture) for name, picture in named if picture is not None]


def _script_families(handout: Handout) -> str:
    """The CSS font families of the handout's script, best first: every one the window knows for
    it (the reader's machine has its own fonts), the generating machine's own first."""
    from playground.ui.i18n import CJK_FAMILIES

    families = [handout.font_family] if handout.font_family else []
    families += [family for family in CJK_FAMILIES.get(handout.language, ()) if family not in families]
    return "".join(f"'{family}', " for family in families)


def _box(label: str, text: str) -> str:
    return (f"<table class='question' width='100%' cellpadding='6'><tr><td bgcolor='#fff4d6'>"
            f"<b>{html.escape(label)}</b> {inline_html(text)}</td></tr></table>")


def _css(family: str) -> str:
    return (f"body {{ font-family: {family}{BODY_FONTS}; max-width: 46em; margin: 2em auto; line-height: 1.45; }}\n"
            f"pre, code {{ font-family: {CODE_FONTS}; }}\n"
            "pre { background: #f6f6f6; padding: 8px; font-size: 9pt; white-space: pre-wrap; }\n"
            "h1 { font-size: 16pt; margin-bottom: 2px; } h2 { font-size: 12pt; margin-top: 14px; }\n"
            ".topic { color: #777777; margin-top: 0; } .caption { color: #555555; font-size: 9pt; }\n"
            "table.question td { border-left: 4px solid #e0a800; }\n")


def _application():
    """Qt's painting and PDF writing need a QGuiApplication, the step view's widgets a
    QApplication; offscreen where there is no display."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    existing = QGuiApplication.instance()
    if existing is not None:
        return existing
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return QApplication([sys.argv[0]])
