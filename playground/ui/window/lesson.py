"""The lesson pane: the preset picker (in lesson order, with Previous/Next) and the lesson's text."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from playground.formats.lesson_html import inline_html as _inline
from playground.formats.lesson_html import join_lines, lesson_html
from playground.ui.i18n import current_language
from playground.ui.theme import colours
from playground.ui.window.lesson_picker import LessonPicker
from playground.ui.window.whole_lines import WholeLinesBrowser

__all__ = ["LessonPane", "join_lines", "lesson_html", "question_html", "question_style"]


def question_html(heading: str, question: str) -> str:
    """The question for the class as a highlighted box at the top of the lesson text."""
    if not question:
        return ""
    return (f"<table width='100%' cellpadding='6' style='margin-top:4px; margin-bottom:4px'>"
            f"<tr><td bgcolor='{colours().question_background}' "
            f"style='border-left: 4px solid {colours().question_border}; color: {colours().question_text}'>"
            f"<b>{html.escape(heading)}</b> {_inline(question)}</td></tr></table>")


def question_style() -> str:
    """The question for the class stands out from the lesson text: it is what the teacher asks.
    Its own background needs its own text colour (a pale box kept light text under a dark
    desktop palette, unreadable), both from the theme."""
    theme = colours()
    return (f"QLabel {{ background: {theme.question_background}; "
            f"border-left: 4px solid {theme.question_border}; padding: 4px 6px; "
            f"color: {theme.question_text}; }}")


class LessonPane(QWidget):
    """Picker + text + the question for the class. ``preset_chosen(name)`` when the user picks a
    lesson (the window may refuse it, e.g. when unsaved edits are kept; it then calls
    ``show_preset`` with the current one). ``set_compact(True)`` (presentation mode) folds the
    text away and keeps the picker, Previous/Next and the question."""

    preset_chosen = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.presets = []
        self._question = ""
        self.picker = LessonPicker()  # a long title wraps onto a second line rather than being cut
        self.picker.setToolTip(self.tr("Lessons, in order: picking one loads its code"))
        self.previous_button = QToolButton()
        self.previous_button.setText("◀")
        self.previous_button.setToolTip(self.tr("Previous lesson"))
        self.next_button = QToolButton()
        self.next_button.setText("▶")
        self.next_button.setToolTip(self.tr("Next lesson"))
        self.text = WholeLinesBrowser()  # no line drawn sliced at the box's edge
        self.text.setOpenExternalLinks(True)
        self.text.setMinimumHeight(60)
        self.question_label = QLabel()
        self.question_label.setWordWrap(True)
        self.question_label.setTextFormat(Qt.TextFormat.RichText)
        self.question_label.setStyleSheet(question_style())
        self.question_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.question_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.question_label.hide()
        self.compact = False
        header = QHBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.addWidget(self.picker, 1)
        header.addWidget(self.previous_button)
        header.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        layout.addLayout(header)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.question_label)
        self.picker.activated.connect(self._picked)
        self.previous_button.clicked.connect(lambda: self._move(-1))
        self.next_button.clicked.connect(lambda: self._move(1))
        self.show_own_code()

    def set_presets(self, presets: list) -> None:
        """The lessons to offer (list_presets(): already in lesson order)."""
        self.presets = list(presets)
        self.picker.clear()
        self.picker.addItem(self.tr("Your own code — pick a lesson…"), None)
        for preset in self.presets:
            # A teacher's lessons follow the built-in ones, their folder's name before each.
            folder = f"{preset.collection} · " if preset.collection else ""
            self.picker.addItem(f"{folder}{preset.order:02d} · {preset.text_in(current_language()).title}",
                                preset.name)
        self._update_buttons()

    def current_name(self) -> str | None:
        return self.picker.currentData()

    def show_preset(self, preset) -> None:
        """Select ``preset`` in the picker (no signal) and show its lesson and question."""
        index = self.picker.findData(preset.name)
        self.picker.setCurrentIndex(max(index, 0))
        words = preset.text_in(current_language())  # the lesson in the window's language
        topic = (f"<p style='color:{colours().hint_text}'>{html.escape(words.topic)}</p>"
                 if words.topic else "")
        heading = self.tr("Question for the class:")  # outside the f-string: lupdate reads no f-strings
        predict = self.tr("Predict, then reveal:")
        # The question first: in a short window (1920×1080 at 200 %) the pane shows a few lines,
        # and the question is what the class needs to see; the title is in the picker above.
        # A "predict, then reveal" question last: it is what to do once the lesson is read.
        self.text.setHtml(
            f"{question_html(heading, words.question)}"
            f"<h3 style='margin-bottom:2px'>{html.escape(words.title)}</h3>{topic}"
            f"{lesson_html(words.lesson)}{question_html(predict, words.predict)}")
        self.text.verticalScrollBar().setValue(0)
        self._show_question(words.question)
        self._update_buttons()

    def question_text(self) -> str:
        """"Question for the class: …" for the current lesson ("" when there is none)."""
        return self._question

    def _show_question(self, question: str) -> None:
        self._question = ""
        if not question:
            self.question_label.clear()
            self.question_label.hide()
            return
        self._question = self.tr("Question for the class: {question}").format(question=question)
        heading = self.tr("Question for the class:")
        self.question_label.setText(f"<b>{html.escape(heading)}</b> {_inline(question)}")
        self.question_label.setVisible(self.compact)

    def set_compact(self, compact: bool) -> None:
        """Fold the lesson text away (presentation mode) or bring it back; the question stays."""
        self.compact = compact
        self.text.setVisible(not compact)
        self.question_label.setVisible(compact and bool(self._question))

    def refresh_theme(self) -> None:
        """The question box and the lesson text in the theme now in use."""
        self.question_label.setStyleSheet(question_style())
        preset = next((p for p in self.presets if p.name == self.current_name()), None)
        if preset is not None:
            self.show_preset(preset)

    def set_question_point_size(self, points: float) -> None:
        """The question's text size (a style-sheeted label does not follow the application font)."""
        font = self.question_label.font()
        font.setPointSizeF(points)
        self.question_label.setFont(font)

    def compact_height(self, width: int) -> int:
        """The height the folded pane needs at ``width`` (picker row and wrapped question)."""
        layout = self.layout()
        if layout.hasHeightForWidth():
            return layout.heightForWidth(width)
        return layout.sizeHint().height()

    def show_own_code(self, name: str | None = None) -> None:
        """No lesson: say what the playground does with the code in the editor."""
        self.picker.setCurrentIndex(0 if self.picker.count() else -1)
        title = html.escape(name) if name else html.escape(self.tr("Your own code"))
        hint = lesson_html(self.tr(
            "Write a `torch.autograd.Function` (a `forward` and a `backward`) in the editor, or paste "
            "one from the PyTorch docs. The plots show f(x), the derivative your backward claims, "
            "the numerical derivative and autograd's own; the verdict says whether your backward "
            "is right.\n\nPress Train to train a small model that uses your function and watch "
            "the loss and every parameter's gradient."))
        self.text.setHtml(f"<h3 style='margin-bottom:2px'>{title}</h3>{hint}")
        self._show_question("")
        self._update_buttons()

    def _picked(self, index: int) -> None:
        name = self.picker.itemData(index)
        if name:
            self.preset_chosen.emit(name)

    def _move(self, delta: int) -> None:
        index = self.picker.currentIndex() + delta
        if 1 <= index < self.picker.count():
            self.preset_chosen.emit(self.picker.itemData(index))

    def _update_buttons(self) -> None:
        index = self.picker.currentIndex()
        self.previous_button.setEnabled(index > 1)
        self.next_button.setEnabled(0 <= index < self.picker.count() - 1)
