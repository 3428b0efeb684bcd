"""The few words an exported lesson says besides its own text (headings of a handout, the question's
label in PrairieLearn), in the lesson's language: the window's translations (resources/i18n), read
without an application. ``QT_TRANSLATE_NOOP`` marks them for `make translations`."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from playground.ui.i18n import ENGLISH, PlaygroundTranslator, normalize

CONTEXT = "Handout"
WORDS: dict[str, object] = {  # QT_TRANSLATE_NOOP gives its text back
    "question": QT_TRANSLATE_NOOP("Handout", "Question for the class:"),
    "predict": QT_TRANSLATE_NOOP("Handout", "Predict, then reveal:"),
    "starter": QT_TRANSLATE_NOOP("Handout", "The code to complete"),
    "solution": QT_TRANSLATE_NOOP("Handout", "The solution"),
    "picture": QT_TRANSLATE_NOOP("Handout", "The function and its derivative"),
    "function": QT_TRANSLATE_NOOP("Handout", "The function"),
    "legend": QT_TRANSLATE_NOOP("Handout", "f(x) (grey), the derivative of the backward (orange) and the "
                                           "numerical derivative (blue, dashed)"),
    "legend_true": QT_TRANSLATE_NOOP("Handout", "f (grey) and the numerical derivative (blue, dashed): the true one"),
    "legend_hidden": QT_TRANSLATE_NOOP("Handout", "f (grey). Its derivative is not drawn: it is what your "
                                                  "backward computes, for you to find"),
    "jacobian": QT_TRANSLATE_NOOP("Handout", "The Jacobian: your backward's beside the true one"),
    "yours": QT_TRANSLATE_NOOP("Handout", "your backward"),
    "true": QT_TRANSLATE_NOOP("Handout", "true"),
    "steps": QT_TRANSLATE_NOOP("Handout", "The example's backward, step by step"),
    "steps_caption": QT_TRANSLATE_NOOP("Handout", "Each node of the example's graph with its value and the "
                                                  "gradient that reached it, as Run Example shows them"),
}


def words_in(language: str) -> dict[str, str]:
    """WORDS in ``language`` (English where a word has no translation yet)."""
    code = normalize(language) or ENGLISH
    if code == ENGLISH:
        return {key: str(text) for key, text in WORDS.items()}
    translator = PlaygroundTranslator(code)
    return {key: str(translator.translate(CONTEXT, str(text)) or text) for key, text in WORDS.items()}
