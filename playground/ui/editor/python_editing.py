"""Python-aware editing commands on a QTextCursor: indent, dedent, comment toggle, auto-indent.

The text rules are plain functions on strings (easy to reason about and test); the cursor
functions apply them to the lines a selection touches, each as one undo step.
"""
from __future__ import annotations

from PySide6.QtGui import QTextCursor

INDENT_WIDTH = 4
INDENT = " " * INDENT_WIDTH
# After these statements the block they end is over, so the next line steps one level out.
_BLOCK_ENDERS = ("return", "pass", "raise", "break", "continue")


def leading_whitespace(line: str) -> str:
    """The indentation of a line (its leading spaces and tabs)."""
    return line[: len(line) - len(line.lstrip(" \t"))]


def strip_comment(line: str) -> str:
    """The line without a trailing # comment (a # inside a one-line string does not count)."""
    quote = None
    index = 0
    while index < len(line):
        ch = line[index]
        if quote:
            if ch == "\\":
                index += 1
            elif ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#":
            return line[:index]
        index += 1
    return line


def next_line_indent(line_before_cursor: str) -> str:
    """Indentation for the line that Enter starts: the same as this one, one level more after a
    line ending in ':', one level less after return/pass/raise/break/continue."""
    indent = leading_whitespace(line_before_cursor)
    code = strip_comment(line_before_cursor).rstrip()
    if code.endswith(":"):
        return indent + INDENT
    words = code.split(maxsplit=1)
    if words and words[0] in _BLOCK_ENDERS and not code.endswith(("(", "[", "{", ",", "\\")):
        return indent[:-INDENT_WIDTH] if indent.endswith(INDENT) else ""
    return indent


def dedent_width(line: str) -> int:
    """How many leading characters Shift+Tab removes: one tab, or spaces back to a multiple of 4."""
    if line.startswith("\t"):
        return 1
    spaces = len(line) - len(line.lstrip(" "))
    if spaces == 0:
        return 0
    return spaces % INDENT_WIDTH or INDENT_WIDTH


def commented(lines: list[str]) -> list[str]:
    """Toggle '# ' on lines: uncomment if every non-blank line is a comment, else comment them all
    at the smallest indentation among them (so the block keeps its shape). Blank lines stay."""
    code_lines = [line for line in lines if line.strip()]
    if not code_lines:
        return list(lines)
    if all(line.lstrip().startswith("#") for line in code_lines):
        return [_uncomment(line) for line in lines]
    column = min(len(leading_whitespace(line)) for line in code_lines)
    return [line[:column] + "# " + line[column:] if line.strip() else line for line in lines]


def _uncomment(line: str) -> str:
    indent = leading_whitespace(line)
    body = line[len(indent):]
    if not body.startswith("#"):
        return line
    body = body[2:] if body.startswith("# ") else body[1:]
    return indent + body


# --- cursor commands -------------------------------------------------------------------------

def selected_block_range(cursor: QTextCursor) -> tuple[int, int]:
    """First and last block numbers a selection covers; a selection that ends at the very start of
    a line does not include that line (as after selecting whole lines with Shift+Down)."""
    doc = cursor.document()
    first = doc.findBlock(cursor.selectionStart())
    last = doc.findBlock(cursor.selectionEnd())
    if last.blockNumber() > first.blockNumber() and cursor.selectionEnd() == last.position():
        last = last.previous()
    return first.blockNumber(), last.blockNumber()


def spans_lines(cursor: QTextCursor) -> bool:
    """Whether the selection touches more than one line."""
    first, last = selected_block_range(cursor)
    return cursor.hasSelection() and last > first


def transform_selected_lines(cursor: QTextCursor, transform) -> None:
    """Replace the lines the selection covers by transform(lines), as one undo step, and select
    the whole resulting lines so the command can be repeated (Tab Tab, Ctrl+/ Ctrl+/)."""
    doc = cursor.document()
    first_number, last_number = selected_block_range(cursor)
    first, last = doc.findBlockByNumber(first_number), doc.findBlockByNumber(last_number)
    lines = [doc.findBlockByNumber(n).text() for n in range(first_number, last_number + 1)]
    new_lines = transform(lines)
    if new_lines == lines:
        return
    had_selection = cursor.hasSelection()
    column = cursor.positionInBlock()
    start = first.position()  # blocks are rebuilt by the edit; keep plain positions
    edit = QTextCursor(doc)
    edit.beginEditBlock()
    edit.setPosition(start)
    edit.setPosition(last.position() + last.length() - 1, QTextCursor.MoveMode.KeepAnchor)
    edit.insertText("\n".join(new_lines))
    edit.endEditBlock()
    if had_selection:
        cursor.setPosition(start)
        cursor.setPosition(edit.position(), QTextCursor.MoveMode.KeepAnchor)
    else:
        # One line, no selection: keep the caret on the same text it was on.
        shift = len(new_lines[0]) - len(lines[0])
        cursor.setPosition(start + max(0, min(column + shift, len(new_lines[0]))))


def insert_indent(cursor: QTextCursor) -> None:
    """Tab without a multi-line selection: spaces up to the next multiple of 4."""
    column = cursor.positionInBlock() if not cursor.hasSelection() else (
        cursor.selectionStart() - cursor.document().findBlock(cursor.selectionStart()).position())
    cursor.insertText(" " * (INDENT_WIDTH - column % INDENT_WIDTH))


def indent_lines(lines: list[str]) -> list[str]:
    """Tab on a multi-line selection: one level more on every non-blank line."""
    return [INDENT + line if line.strip() else line for line in lines]


def dedent_lines(lines: list[str]) -> list[str]:
    """Shift+Tab: one level less on every line that has one."""
    return [line[dedent_width(line):] for line in lines]


def newline_with_indent(cursor: QTextCursor) -> None:
    """Enter: break the line and indent the new one (see next_line_indent), one undo step.
    Whitespace right after the caret is dropped so the moved text starts at the new indent."""
    cursor.beginEditBlock()
    cursor.removeSelectedText()
    before = cursor.block().text()[: cursor.positionInBlock()]
    after = cursor.block().text()[cursor.positionInBlock():]
    trailing = len(after) - len(after.lstrip(" \t"))
    if trailing:
        cursor.movePosition(QTextCursor.MoveOperation.Right, QTextCursor.MoveMode.KeepAnchor, trailing)
        cursor.removeSelectedText()
    cursor.insertText("\n" + next_line_indent(before))
    cursor.endEditBlock()


def smart_backspace(cursor: QTextCursor) -> bool:
    """Backspace inside leading spaces removes back to the previous multiple of 4.
    Returns False (nothing done) where an ordinary backspace is right."""
    if cursor.hasSelection():
        return False
    column = cursor.positionInBlock()
    before = cursor.block().text()[:column]
    if column == 0 or before.strip(" "):
        return False
    width = column % INDENT_WIDTH or INDENT_WIDTH
    cursor.movePosition(QTextCursor.MoveOperation.Left, QTextCursor.MoveMode.KeepAnchor, width)
    cursor.removeSelectedText()
    return True
