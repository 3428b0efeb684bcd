"""`export handout` (cli/export_handout.py, cli/export_picture.py): one self-contained HTML file or
a PDF laid out by Qt, with the lesson's title, question and text in its language, the curves as
an embedded PNG at twice its size, and the starter or (--answers) the solution."""
from __future__ import annotations

import base64
import re
import shutil
import struct
import subprocess
import sys

import pytest

from playground.cli.export_picture import ticks
from playground.formats.presets import parse_preset
from tests.repo import REPO

pytestmark = pytest.mark.timeout(240)
LESSON = REPO / "examples" / "lessons" / "01_log_cosh.py"
SOLUTION_LINE = "return grad_output * torch.tanh(x)"
STARTER_LINE = "return grad_output * ...  # f&#x27;(x) = ?"


def export(*arguments) -> subprocess.CompletedProcess:
    done = subprocess.run([sys.executable, "-m", "playground", "export", "handout", *map(str, arguments)],
                          cwd=REPO, capture_output=True, text=True, timeout=200)
    assert done.returncode == 0, done.stderr
    return done


def embedded_png(page: str) -> bytes:
    found = re.search(r"src='data:image/png;base64,([A-Za-z0-9+/=]+)'", page)
    assert found, "the picture is inside the file"
    return base64.b64decode(found.group(1))


def test_the_html_handout_is_one_file_with_the_lesson_its_picture_and_the_starter(tmp_path):
    out = tmp_path / "handout.html"
    export(LESSON, "-o", out)
    page = out.read_text(encoding="utf-8")
    lesson = parse_preset(LESSON)
    assert f"<h1>{lesson.title}</h1>" in page and "<html lang='en'>" in page
    assert "Question for the class:" in page and "What does the derivative tend to for very large |x|" in page
    assert "a loss that is gentle with outliers" in page
    assert STARTER_LINE in page and SOLUTION_LINE not in page and "BEGIN SOLUTION" not in page
    assert "Points: forward=1" not in page, "the code below the docstring: the lesson's text is above it"
    picture = embedded_png(page)
    assert picture[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", picture[16:24]) == (1280, 520)  # twice the 640 x 260 it is shown at
    assert "<img src='data:image/png;base64," in page and "width='640'" in page
    assert not re.search(r"(src|href)=['\"](?!data:)", page), "nothing outside the file"


def test_answers_in_japanese(tmp_path):
    out = tmp_path / "answers.html"
    export(LESSON, "-o", out, "--lang", "ja", "--answers")
    page = out.read_text(encoding="utf-8")
    assert "<html lang='ja'>" in page and "<h1>log-cosh（なめらかな絶対値）：backward を書こう</h1>" in page
    assert "クラスへの問い：" in page
    assert SOLUTION_LINE in page and "# STARTER" not in page
    assert "'Noto Sans CJK JP'" in page, "the CSS names a font that carries Japanese"


def embedded_fonts(pdf: bytes) -> set[str]:
    return {name.decode() for name in re.findall(rb"/BaseFont\s*/([^\s/]+)", pdf)}


@pytest.mark.parametrize("language, system", [("ja", "Japanese"), ("zh_CN", "SimplifiedChinese"),
                                              ("ru", "Cyrillic")])
def test_the_pdf_embeds_a_font_that_carries_its_script(qapp, tmp_path, language, system):
    from PySide6.QtGui import QFontDatabase

    out = tmp_path / "handout.pdf"
    export(LESSON, "-o", out, "--lang", language)
    pdf = out.read_bytes()
    assert pdf[:5] == b"%PDF-"
    wanted = getattr(QFontDatabase.WritingSystem, system)
    carriers = {family.replace(" ", "") for family in QFontDatabase.families()
                if wanted in QFontDatabase.writingSystems(family)}
    assert embedded_fonts(pdf) & carriers, (embedded_fonts(pdf), language)


@pytest.mark.skipif(shutil.which("gs") is None, reason="Ghostscript reads the PDF's text back")
def test_the_pdf_reads_back_as_the_lesson_and_its_starter(tmp_path):
    out = tmp_path / "handout.pdf"
    export(LESSON, "-o", out)
    text = subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=txtwrite", "-sOutputFile=-", str(out)],
                          capture_output=True, text=True, timeout=60).stdout
    words = " ".join(text.split())
    assert "Log-cosh, a smooth absolute value: write its backward" in words
    assert "Question for the class:" in words and "return grad_output * ... # f'(x) = ?" in words
    assert "torch.tanh(x)" not in words


def test_a_built_in_lesson_in_russian(tmp_path):
    out = tmp_path / "soft_clip.html"
    export("soft_clip", "-o", out, "--lang", "ru")
    page = out.read_text(encoding="utf-8")
    assert "Первая своя Function" in page and "return grad_output * soft_clip_derivative(x)" in page


def test_a_handout_is_html_or_pdf(tmp_path):
    done = subprocess.run([sys.executable, "-m", "playground", "export", "handout", str(LESSON), "-o",
                           str(tmp_path / "x.docx")], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "OUT.html or OUT.pdf" in done.stderr


@pytest.mark.parametrize("low, high, expected", [(-5, 5, [-4, -2, 0, 2, 4]), (0, 1, [0, 0.2, 0.4, 0.6, 0.8, 1]),
                                                 (-1.06, 1.06, [-1, -0.5, 0, 0.5, 1])])
def test_ticks_are_round_numbers_inside_the_range(low, high, expected):
    assert ticks(low, high) == pytest.approx(expected)


def test_where_the_jacobian_is_the_main_picture_the_handout_shows_it_instead_of_the_curves(tmp_path):
    out = tmp_path / "softmax.html"
    export("softmax_diagonal", "-o", out)  # its View line: jacobian; its backward keeps the diagonal only
    page = out.read_text(encoding="utf-8")
    assert "The Jacobian: your backward's beside the true one" in page.replace("&#x27;", "'")
    assert "The function and its derivative" not in page
    picture = embedded_png(page)
    assert picture[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", picture[16:24])
    assert width > height > 0  # two square maps side by side


STEPS_HEADING = "The example's backward, step by step"


def pictures_after(page: str, heading: str) -> list[tuple[bytes, int]]:
    """Each PNG under ``heading`` and the width it is shown at."""
    part = page.replace("&#x27;", "'").split(f"<h2>{heading}</h2>", 1)[1].split("<h2>", 1)[0]
    return [(base64.b64decode(data), int(width))
            for data, width in re.findall(r"src='data:image/png;base64,([A-Za-z0-9+/=]+)' width='(\d+)'", part)]


def test_a_lesson_whose_example_calls_backward_shows_the_step_view_at_twice_its_size(qapp, tmp_path):
    from PySide6.QtGui import QImage

    out = tmp_path / "basics.html"
    export("autograd_basics", "-o", out)  # its example: loss = model(torch.ones(4, 1)).sum(); loss.backward()
    page = out.read_text(encoding="utf-8")
    [(picture, shown)] = pictures_after(page, STEPS_HEADING)
    width, height = struct.unpack(">II", picture[16:24])
    assert 0 < shown <= 640 and width == 2 * shown and height > 0
    image = QImage.fromData(picture)
    dark = sum(1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
               if image.pixelColor(x, y).lightness() < 128)
    assert dark > 200, "the boxes' borders, arrows and numbers are drawn"


def test_a_lesson_whose_example_makes_no_backward_call_has_no_step_view(tmp_path):
    out = tmp_path / "log_cosh.html"
    export(LESSON, "-o", out)  # no top-level code, no __main__ demo
    assert STEPS_HEADING not in out.read_text(encoding="utf-8").replace("&#x27;", "'")


TWO_INPUTS = REPO / "examples" / "lessons" / "02_smooth_max.py"  # log(exp(a) + exp(b)); the student writes backward


@pytest.fixture(scope="module")
def smooth_max_probe():
    from playground.cli.export_handout import judged_and_run

    probe, _ = judged_and_run(parse_preset(TWO_INPUTS), timeout=60)
    assert probe is not None
    return probe


def test_a_derivative_panel_per_input_titled_with_the_value_the_other_is_held_at(smooth_max_probe):
    import torch

    from playground.cli.handout_curves import CurveChoice, curve_panels

    probe = smooth_max_probe
    [held] = [curves.held for curves in probe.inputs if curves.held is not None]
    panels = curve_panels(probe, CurveChoice(true=True, yours=True))
    assert [panel.title for panel in panels] == [f"f(a, b)   b = {held:.3g}", f"∂f/∂a   b = {held:.3g}",
                                                 f"∂f/∂b   b = {held:.3g}"]
    a = torch.tensor(probe.x, dtype=torch.float64, requires_grad=True)
    b = torch.full_like(a, held, requires_grad=True)
    torch.logaddexp(a, b).sum().backward()
    for panel, expected in zip(panels[1:], (a.grad, b.grad)):
        yours, true = (values for values, *_ in panel.curves)  # the solution's, then the numerical one
        assert yours == pytest.approx(expected.numpy(), abs=1e-6)
        assert true == pytest.approx(expected.numpy(), abs=1e-4)
    assert panels[0].curves[0][0] == pytest.approx(torch.logaddexp(a, b).detach().numpy(), abs=1e-6)


def test_where_the_student_writes_backward_their_handout_draws_f_alone(smooth_max_probe):
    from playground.cli.handout_curves import curve_choice, curve_panels

    lesson = parse_preset(TWO_INPUTS)
    assert curve_choice(lesson, answers=True).yours and curve_choice(lesson, answers=True).true
    student = curve_choice(lesson, answers=False)
    assert not student.yours and not student.true
    assert [panel.title for panel in curve_panels(smooth_max_probe, student)] == [
        f"f(a, b)   b = {smooth_max_probe.inputs[1].held:.3g}"]


FORWARD_SOLUTION = '''import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        # BEGIN SOLUTION
        return x * x
        # STARTER
        # return ...
        # END SOLUTION

    @staticmethod
    def backward(ctx, grad_output):
        x, = ctx.saved_tensors
        return grad_output * 2 * x
'''


def test_which_method_holds_the_solution():
    from playground.cli.handout_curves import solution_in_backward

    assert solution_in_backward(TWO_INPUTS.read_text(encoding="utf-8"))
    assert not solution_in_backward(FORWARD_SOLUTION)
    assert solution_in_backward("def backward(:\n# BEGIN SOLUTION\n# END SOLUTION\n"), "unreadable: show less"


def test_the_students_handout_gives_away_neither_the_derivative_nor_the_examples_gradients(tmp_path):
    student, answers = tmp_path / "student.html", tmp_path / "answers.html"
    export(TWO_INPUTS, "-o", student)
    export(TWO_INPUTS, "-o", answers, "--answers")
    student_page, answers_page = (path.read_text(encoding="utf-8").replace("&#x27;", "'") for path in (student, answers))
    [student_png], answers_pngs = embedded_pngs(student_page), embedded_pngs(answers_page)
    assert struct.unpack(">II", student_png[16:24]) == (1280, 520), "f alone, the whole width"
    assert struct.unpack(">II", answers_pngs[0][16:24]) == (1280, 1040), "f, ∂f/∂a and ∂f/∂b: two rows"
    assert "for you to find" in student_page and "for you to find" not in answers_page
    assert "<h2>The function</h2>" in student_page and "<h2>The function and its derivative</h2>" in answers_page
    assert STEPS_HEADING not in student_page and STEPS_HEADING in answers_page, "the example's grads are the answer"


def embedded_pngs(page: str) -> list[bytes]:
    return [base64.b64decode(data) for data in re.findall(r"src='data:image/png;base64,([A-Za-z0-9+/=]+)'", page)]


def test_a_long_code_line_continues_under_its_own_indent():
    from playground.cli.handout_pdf import HANGING_INDENT, wrap_code_line

    line = "        s = torch.sigmoid(g)  # recomputed here, so that double backward sees it depends on g"
    pieces = wrap_code_line(line, 60)
    assert len(pieces) == 2 and all(len(piece) <= 60 for piece in pieces)
    assert pieces[1].startswith(" " * (8 + HANGING_INDENT)) and not pieces[1][8 + HANGING_INDENT].isspace()
    assert " ".join(piece.strip() for piece in pieces) == line.strip()
    assert wrap_code_line("return x", 60) == ["return x"]


def pdf_pages(path) -> list[str]:
    """Each page's text, as Ghostscript reads it back."""
    subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=txtwrite", f"-sOutputFile={path}.%d.txt", str(path)],
                   capture_output=True, timeout=60, check=True)
    pages = sorted(path.parent.glob(f"{path.name}.*.txt"), key=lambda page: int(page.name.split(".")[-2]))
    return [" ".join(page.read_text(encoding="utf-8", errors="replace").split()) for page in pages]


@pytest.mark.skipif(shutil.which("gs") is None, reason="Ghostscript reads the PDF's text back")
def test_the_pdf_keeps_the_code_on_one_page_with_its_heading(tmp_path):
    out = tmp_path / "answers.pdf"
    export(TWO_INPUTS, "-o", out, "--answers")  # its three panels and the step view fill the first page
    pages = pdf_pages(out)
    assert len(pages) >= 2
    [page] = [page for page in pages if "import torch" in page]
    assert "The solution" in page and "class SmoothMax" in page and "y.backward()" in page
    assert [page.split()[-1] for page in pages] == [str(number) for number in range(1, len(pages) + 1)], \
        "each page numbered at its foot"


def _pages_of(document, block, page_height: float) -> tuple[int, int]:
    box = document.documentLayout().blockBoundingRect(block)
    return int(box.top() // page_height), int((box.bottom() - 1) // page_height)


@pytest.mark.parametrize("section", ["<pre>" + "\n".join(f"line_{n} = {n}" for n in range(12)) + "</pre>",
                                     "<p><img src='picture.png' width='200' height='150'></p><p>caption</p>"])
def test_a_section_that_would_straddle_two_pages_starts_on_the_next(qapp, section):
    from PySide6.QtCore import QSizeF
    from PySide6.QtGui import QTextDocument

    from playground.cli.handout_pdf import keep_sections_together

    page_height = 400.0
    document = QTextDocument()
    document.setPageSize(QSizeF(500, page_height))
    document.setHtml("<p>filler</p>" * 10 + "<h2>Heading</h2>" + section)
    heading = next(block for block in _blocks(document) if block.text() == "Heading")
    last = list(_blocks(document))[-1]
    assert _pages_of(document, heading, page_height)[0] == 0 and _pages_of(document, last, page_height)[1] == 1, \
        "as laid out, the section begins on the first page and ends on the second"
    keep_sections_together(document, page_height)
    assert _pages_of(document, heading, page_height)[0] == _pages_of(document, last, page_height)[1] == 1


def _blocks(document):
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()
