"""A cut sentence in Chinese or Japanese is cut by characters: those scripts put no spaces
between words, and cutting at the last space kept only "在 12…" of "在 12 个点通过" (issue 29)."""
from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from playground.ui.plots.labels import elide_words


def test_a_chinese_sentence_is_cut_by_characters_not_at_its_last_space(qtbot):
    font = QFont()
    text = "✓ gradcheck 在 12 个点通过，误差在容许范围之内"
    width = QFontMetricsF(font).horizontalAdvance("✓ gradcheck 在 12 个点通过") + 2
    shown = elide_words(text, font, width)
    assert shown.startswith("✓ gradcheck 在 12 个点") and shown.endswith("…")
    assert QFontMetricsF(font).horizontalAdvance(shown) <= width


def test_a_sentence_with_spaces_between_its_words_is_still_cut_at_a_word(qtbot):
    font = QFont()
    text = "≈ gradcheck fails, as it must for a surrogate gradient"
    width = QFontMetricsF(font).horizontalAdvance("≈ gradcheck fails, as it mu")
    assert elide_words(text, font, width) == "≈ gradcheck fails, as it…"
