"""A handout as a PDF: the page laid out by Qt's own QTextDocument on A4 and written by QPdfWriter
(no LaTeX, no browser).

The document is paginated here, at the printed page's size, rather than by QTextDocument.print_
(which paginates a copy that cannot be inspected), so that a section can be kept on one page: a
heading with its picture, and the code with its heading wherever it fits on a page (else the
heading with the code's first line). Code lines too long for the page are wrapped here with a
hanging indent (their own indent and four spaces more): Qt's pre-wrap continues at column 0,
which in Python reads as a new statement.
"""
from __future__ import annotations

import html
import math
import re
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playground.cli.handout_page import Handout

PAGE_MARGIN_MM = 15
A4_MM = (210, 297)
DOCUMENT_DPI = 96  # QTextDocument's units: CSS pixels
CODE_POINT_SIZE = 9
CODE_PADDING_PX = 8  # the pre's padding in the CSS, each side
FOOT_PX = 24  # the band at the foot of the printed area that holds the page number
HANGING_INDENT = 4  # spaces more than the line's own indent on each continuation


def write_pdf(handout: Handout, out: Path, css: str, pictures: list[tuple[str, bytes]]) -> None:
    """``css``: the page's style sheet; ``pictures``: the PNGs its body names, by name."""
    from PySide6.QtCore import QMarginsF, QSizeF, QUrl
    from PySide6.QtGui import QFont, QImage, QPageLayout, QPageSize, QPdfWriter, QTextDocument

    writer = QPdfWriter(str(out))
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(PAGE_MARGIN_MM, PAGE_MARGIN_MM, PAGE_MARGIN_MM, PAGE_MARGIN_MM),
                                     QPageLayout.Unit.Millimeter))
    writer.setResolution(300)
    writer.setTitle(handout.html_body.split("</h1>", 1)[0].removeprefix("<h1>"))
    document = QTextDocument()
    page = QSizeF(_pixels(A4_MM[0] - 2 * PAGE_MARGIN_MM), _pixels(A4_MM[1] - 2 * PAGE_MARGIN_MM) - FOOT_PX)
    document.setPageSize(page)  # paginated here: print_ then scales each page onto the printer's
    font = QFont(handout.font_family) if handout.font_family else QFont("Noto Sans")
    font.setPointSizeF(10.5)
    document.setDefaultFont(font)
    document.setDefaultStyleSheet(css)
    for name, picture in pictures:
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), QImage.fromData(picture))
    text_width = page.width() - 2 * document.documentMargin()
    body = re.sub(r"width='(\d+)'", lambda found: f"width='{min(int(found.group(1)), int(text_width))}'",
                  handout.html_body)  # a picture's height follows its width
    document.setHtml(_wrapped_code(body, code_columns(text_width)))
    keep_sections_together(document, page.height())
    print_pages(document, writer, page)


def print_pages(document, writer, page) -> None:
    """Each page of the paginated ``document`` scaled onto the writer's, its number at the foot
    (QTextDocument.print_ numbers only the pages it paginates itself)."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QPainter

    painter = QPainter(writer)
    scale = writer.width() / page.width()
    for index in range(document.pageCount()):
        if index:
            writer.newPage()
        painter.save()
        painter.scale(scale, scale)
        painter.translate(0, -index * page.height())
        document.drawContents(painter, QRectF(0, index * page.height(), page.width(), page.height()))
        painter.restore()
        painter.save()
        painter.scale(scale, scale)
        font = QFont(document.defaultFont())
        font.setPixelSize(12)  # in the document's pixels: a point size would be the writer's 300 dpi, scaled again
        painter.setFont(font)
        painter.setPen(QColor("#777777"))
        painter.drawText(QRectF(0, page.height(), page.width(), FOOT_PX),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(index + 1))
        painter.restore()
    painter.end()


def code_columns(text_width: float) -> int:
    """How many characters of the code's font a line of the page holds (two spare: a font
    that falls back to a wider one must not wrap again)."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from playground.cli.handout_page import CODE_FONTS

    font = QFont([family.strip(" '") for family in CODE_FONTS.split(",")])
    font.setPointSizeF(CODE_POINT_SIZE)
    advance = QFontMetricsF(font).horizontalAdvance("M")
    return max(20, math.floor((text_width - 2 * CODE_PADDING_PX) / advance) - 2)


def wrap_code_line(line: str, columns: int) -> list[str]:
    """``line`` cut into pieces of at most ``columns`` characters, at a space where there is one,
    each continuation indented by the line's own indent and HANGING_INDENT spaces."""
    indent = " " * min(len(line) - len(line.lstrip(" ")) + HANGING_INDENT, columns // 2)
    pieces, rest = [], line
    while len(rest) > columns:
        cut = rest.rfind(" ", len(indent) + 1, columns + 1)
        cut = cut if cut > len(indent) else columns
        pieces.append(rest[:cut].rstrip())
        rest = indent + rest[cut:].lstrip()
    return pieces + [rest]


def _wrapped_code(body: str, columns: int) -> str:
    def wrap(found: re.Match) -> str:
        lines = html.unescape(found.group(1)).split("\n")
        wrapped = [piece for line in lines for piece in wrap_code_line(line, columns)]
        return f"<pre>{html.escape(chr(10).join(wrapped))}</pre>"

    return re.sub(r"<pre>(.*?)</pre>", wrap, body, flags=re.DOTALL)


def keep_sections_together(document, page_height: float) -> None:
    """A page break before each heading whose section would be split between two pages, where
    the section fits on one; else before a heading left alone at the bottom of a page."""
    from PySide6.QtGui import QTextCursor, QTextFormat

    layout = document.documentLayout()
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() == 2:
            section = _section(block)
            top = layout.blockBoundingRect(block).top()
            bottom = layout.blockBoundingRect(section[-1]).bottom()
            if bottom - top > page_height:  # it cannot fit: keep the heading with what follows it
                bottom = layout.blockBoundingRect(section[min(1, len(section) - 1)]).bottom()
            if _page(top, page_height) != _page(bottom - 1, page_height) and bottom - top <= page_height:
                form = block.blockFormat()
                form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                QTextCursor(block).setBlockFormat(form)
        block = block.next()


def _section(heading) -> list:
    """The heading and the blocks after it, up to the next heading or a box (a table)."""
    from PySide6.QtGui import QTextCursor

    blocks, block = [heading], heading.next()
    while block.isValid() and block.blockFormat().headingLevel() == 0 and QTextCursor(block).currentTable() is None:
        blocks.append(block)
        block = block.next()
    return blocks


def _page(y: float, page_height: float) -> int:
    return math.floor(y / page_height)


def _pixels(millimetres: float) -> float:
    return millimetres / 25.4 * DOCUMENT_DPI
