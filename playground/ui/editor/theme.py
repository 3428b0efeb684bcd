"""Colours and token styles of the code editor: a light theme that stays readable on a projector.

Projectors wash out pale colours and thin strokes, so every colour here is dark enough to read
against white at a distance, keywords are bold, and backgrounds (current line, matches, errors)
are tinted strongly enough to survive a low-contrast beamer.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from pygments.token import Comment, Error, Keyword, Name, Number, Operator, String, _TokenType


@dataclass(frozen=True)
class TokenStyle:
    """How one kind of token is drawn: a colour (#rrggbb) and optional bold/italic."""
    color: str
    bold: bool = False
    italic: bool = False


def _default_token_styles() -> dict[_TokenType, TokenStyle]:
    # Looked up from the most specific token type upwards, so String.Doc beats String.
    return {
        Keyword: TokenStyle("#0033b3", bold=True),
        Keyword.Constant: TokenStyle("#0033b3", bold=True),       # True, False, None
        Name.Builtin: TokenStyle("#7a3e9d"),
        Name.Builtin.Pseudo: TokenStyle("#94558d", italic=True),  # self, cls
        Name.Function: TokenStyle("#00627a", bold=True),
        Name.Function.Magic: TokenStyle("#b200b2"),
        Name.Class: TokenStyle("#00627a", bold=True),
        Name.Decorator: TokenStyle("#8c6c00"),
        Name.Exception: TokenStyle("#a31515"),
        String: TokenStyle("#067d17"),
        String.Doc: TokenStyle("#4d6b53", italic=True),
        String.Escape: TokenStyle("#0037a6", bold=True),
        String.Interpol: TokenStyle("#0037a6"),
        Number: TokenStyle("#1750eb"),
        Comment: TokenStyle("#6b6b6b", italic=True),
        Operator.Word: TokenStyle("#0033b3", bold=True),          # and, or, not, in, is
        Error: TokenStyle("#c00000"),
    }


@dataclass(frozen=True)
class EditorTheme:
    """Every colour the editor, its gutter and its find bar paint with."""
    background: str = "#ffffff"
    text: str = "#1f2328"
    selection: str = "#b4d5fe"
    current_line: str = "#fff7d1"
    gutter_background: str = "#f2f3f5"
    gutter_text: str = "#6e7781"
    gutter_current_text: str = "#1f2328"
    gutter_border: str = "#dcdfe4"
    error_background: str = "#ffe1e1"
    error_underline: str = "#d00000"
    error_marker: str = "#d32f2f"
    hint_underline: str = "#b86e00"  # marks as you type: amber, below an error's red
    hint_marker: str = "#e08a00"
    inline_text: str = "#8a8f98"  # the example's numbers after the code: there, but quieter than code
    match_background: str = "#ffd24d"
    step_line: str = "#d6ecff"  # the line of the node the example's step view is at (blue: not a mark)
    token_styles: dict[_TokenType, TokenStyle] = field(default_factory=_default_token_styles)


LIGHT_THEME = EditorTheme()


def _dark_token_styles() -> dict[_TokenType, TokenStyle]:
    # Lighter shades of the same families, each 4.5:1 or more on the dark background.
    return {
        Keyword: TokenStyle("#7AA2F7", bold=True),
        Keyword.Constant: TokenStyle("#7AA2F7", bold=True),
        Name.Builtin: TokenStyle("#C79BF2"),
        Name.Builtin.Pseudo: TokenStyle("#D7A6CF", italic=True),
        Name.Function: TokenStyle("#4FC1D9", bold=True),
        Name.Function.Magic: TokenStyle("#E68AE6"),
        Name.Class: TokenStyle("#4FC1D9", bold=True),
        Name.Decorator: TokenStyle("#E0C060"),
        Name.Exception: TokenStyle("#FF8080"),
        String: TokenStyle("#8FD18F"),
        String.Doc: TokenStyle("#A3BFA8", italic=True),
        String.Escape: TokenStyle("#9DB8FF", bold=True),
        String.Interpol: TokenStyle("#9DB8FF"),
        Number: TokenStyle("#8FB4FF"),
        Comment: TokenStyle("#A0A0A0", italic=True),
        Operator.Word: TokenStyle("#7AA2F7", bold=True),
        Error: TokenStyle("#FF6E6E"),
    }


DARK_THEME = EditorTheme(
    background="#1e1e1e", text="#e6e6e6", selection="#264f78", current_line="#2a2d2e",
    gutter_background="#252526", gutter_text="#9a9a9a", gutter_current_text="#e6e6e6",
    gutter_border="#3a3a3a", error_background="#5a1e1e", error_underline="#ff6e6e",
    error_marker="#ff6e6e", hint_underline="#f0b040", hint_marker="#f0b040", inline_text="#8c8c8c", match_background="#6b5200",
    step_line="#17384f", token_styles=_dark_token_styles())
