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
