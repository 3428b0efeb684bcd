"""Which editor command a key press means (the editor's own keys, over QPlainTextEdit's)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

_CTRL = Qt.KeyboardModifier.ControlModifier
_SHIFT = Qt.KeyboardModifier.ShiftModifier

# Keys a window-wide shortcut must not take from the editor while it has the focus.
_CLAIMED_WITH_CTRL = (Qt.Key.Key_Slash, Qt.Key.Key_F, Qt.Key.Key_Space)  # Ctrl+Space: completion
_CLAIMED = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)


def editor_command(event: QKeyEvent) -> str | None:
    """The CodeEditor method a key press calls, None for keys QPlainTextEdit handles itself.

    Ctrl+/ toggle_comment; Ctrl+F show_find_bar; F3 / Shift+F3 find_next / find_previous;
    Tab indent; Shift+Tab dedent; Enter (and Shift+Enter, which would otherwise put a soft line
    break inside a line of code) newline; Backspace backspace; Ctrl+= / Ctrl++ / Ctrl+- / Ctrl+0
    zoom_in / zoom_out / zoom_reset (the window may own these keys; then they never get here).
    """
    key, modifiers = event.key(), event.modifiers()
    ctrl, shift = bool(modifiers & _CTRL), bool(modifiers & _SHIFT)
    if ctrl:
        return {Qt.Key.Key_Slash: "toggle_comment",
                Qt.Key.Key_F: None if shift else "show_find_bar",
                Qt.Key.Key_Equal: "zoom_in", Qt.Key.Key_Plus: "zoom_in",
                Qt.Key.Key_Minus: "zoom_out", Qt.Key.Key_0: "zoom_reset"}.get(key)
    if key == Qt.Key.Key_F3:
        return "find_previous" if shift else "find_next"
    if key == Qt.Key.Key_Backtab or (key == Qt.Key.Key_Tab and shift):
        return "dedent"
    if key == Qt.Key.Key_Tab:
        return "indent"
    if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        return "newline"
    if key == Qt.Key.Key_Backspace and not shift:
        return "backspace"
    return None


def claims_shortcut(event: QKeyEvent) -> bool:
    """Whether the editor takes this key even where the window has a shortcut on it."""
    if event.modifiers() & _CTRL:
        return event.key() in _CLAIMED_WITH_CTRL
    return event.key() in _CLAIMED
