"""Python syntax highlighting for a QTextDocument, lexed by Pygments one line at a time.

Pygments' PythonLexer is a state machine (a stack of states such as "root" or "inside a
triple-quoted string"). Lexing each line with the stack the previous line ended in gives the same
tokens as lexing the whole file (checked against 300+ real files), so the highlighter stores that
stack as the block state: Qt then re-lexes only the edited line, and the lines after it only while
their starting state changes (typing three quotes re-colours the rest of the file, one more letter
re-lexes one line). Multi-line strings and docstrings therefore stay correct without lexing the
whole document on every keystroke.
"""
from __future__ import annotations

import re

from pygments.lexer import ExtendedRegexLexer, LexerContext
from pygments.lexers.python import PythonLexer
from pygments.token import String, _TokenType
from PySide6.QtGui import QColor, QFont, QSyntaxHighlighter, QTextCharFormat, QTextDocument

from playground.ui.editor.theme import LIGHT_THEME, EditorTheme

# A docstring is a triple-quoted string that starts a statement; Pygments' whole-file lexer
# recognises it by this shape, which a line-by-line lexer has to recognise itself.
_DOCSTRING_START = re.compile(r"""^\s*[rRuUbB]{0,2}(\"\"\"|''')""")
_ROOT = ("root",)


LONG_LINE = 10_000  # characters; longer lines are left unhighlighted


class _StatefulPythonLexer(ExtendedRegexLexer, PythonLexer):
    """PythonLexer driven through a LexerContext, whose state stack survives the end of a line."""


class PythonHighlighter(QSyntaxHighlighter):
    """Colours Python code in a QTextDocument by Pygments token type."""

    def __init__(self, document: QTextDocument, theme: EditorTheme = LIGHT_THEME):
        super().__init__(document)
        self._made_lexer: _StatefulPythonLexer | None = None
        self._styles = {ttype: _char_format(style) for ttype, style in theme.token_styles.items()}
        self._format_cache: dict[_TokenType, QTextCharFormat | None] = {}
        # Block states are ints; each distinct (stack, in_docstring) pair gets one, -1 = root.
        self._state_ids: dict[tuple[tuple[str, ...], bool], int] = {}
        self._states: list[tuple[tuple[str, ...], bool]] = []

    @property
    def _lexer(self) -> _StatefulPythonLexer:
        """Made with the first line to colour: Pygments compiles the lexer's rules then (~40 ms),
        after the window is on screen, not while it is built."""
        if self._made_lexer is None:
            self._made_lexer = _StatefulPythonLexer()
        return self._made_lexer

    def set_theme(self, theme: EditorTheme) -> None:
        """Colour the tokens by another theme's styles, and colour the text again."""
        self._styles = {ttype: _char_format(style) for ttype, style in theme.token_styles.items()}
        self._format_cache = {}
        self.rehighlight()

    def format_for(self, ttype: _TokenType) -> QTextCharFormat | None:
        """The format of a token type (its own, else its nearest styled parent's), None if plain."""
        if ttype not in self._format_cache:
            walk = ttype
            while walk is not None and walk not in self._styles:
                walk = walk.parent
            self._format_cache[ttype] = self._styles.get(walk) if walk is not None else None
        return self._format_cache[ttype]

    def highlightBlock(self, text: str) -> None:  # noqa: N802 (Qt override)
        if len(text) > LONG_LINE:
            # Lexing a pasted 300 KB line takes seconds: show it plain, keep the state around it.
            self.setCurrentBlockState(self.previousBlockState())
            return
        stack, in_docstring = self._state_of(self.previousBlockState())
        if not text and stack == _ROOT:
            # An empty line outside a string: nothing to colour and the state stays root, as the
            # lexer would say; the empty editor the window opens with makes no lexer (~40 ms).
            self.setCurrentBlockState(self._state_id(_ROOT, False))
            return
        if not in_docstring and stack == _ROOT and _DOCSTRING_START.match(text):
            in_docstring = True
        entered_string = stack != _ROOT
        context = LexerContext(text + "\n", 0, stack=list(stack))
        utf16 = _utf16_positions(text)
        runs: list[list] = []  # [start, end, format], adjacent equal formats merged
        for pos, ttype, value in self._lexer.get_tokens_unprocessed(context=context):
            # context.stack is the state *before* this token: once a docstring's string state
            # has been entered and left again, the docstring is over.
            if in_docstring:
                if context.stack != ["root"]:
                    entered_string = True
                elif entered_string:
                    in_docstring = False
            fmt = self._token_format(ttype, in_docstring)
            if fmt is None or pos >= len(text):
                continue
            end = min(pos + len(value), len(text))
            if runs and runs[-1][2] is fmt and runs[-1][1] == pos:
                runs[-1][1] = end
            else:
                runs.append([pos, end, fmt])
        for start, end, fmt in runs:
            if utf16 is not None:
                start, end = utf16[start], utf16[end]
            self.setFormat(start, end - start, fmt)
        final_stack = tuple(context.stack)
        self.setCurrentBlockState(self._state_id(final_stack, in_docstring and final_stack != _ROOT))

    def _token_format(self, ttype: _TokenType, in_docstring: bool) -> QTextCharFormat | None:
        if in_docstring and ttype in String and ttype not in String.Escape:
            ttype = String.Doc
        return self.format_for(ttype)

    def _state_id(self, stack: tuple[str, ...], in_docstring: bool) -> int:
        if stack == _ROOT and not in_docstring:
            return -1
        key = (stack, in_docstring)
        if key not in self._state_ids:
            self._state_ids[key] = len(self._states)
            self._states.append(key)
        return self._state_ids[key]

    def _state_of(self, state_id: int) -> tuple[tuple[str, ...], bool]:
        if 0 <= state_id < len(self._states):
            return self._states[state_id]
        return _ROOT, False


def _char_format(style) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setForeground(QColor(style.color))
    if style.bold:
        fmt.setFontWeight(QFont.Weight.Bold)
    if style.italic:
        fmt.setFontItalic(True)
    return fmt


def _utf16_positions(text: str) -> list[int] | None:
    """Map str indices to Qt's UTF-16 indices, or None when they are the same (no astral chars).

    Python counts an emoji as one character, QString as two; formats are set in QString units.
    """
    if text.isascii() or all(ord(ch) <= 0xFFFF for ch in text):
        return None
    positions = [0]
    for ch in text:
        positions.append(positions[-1] + (2 if ord(ch) > 0xFFFF else 1))
    return positions
