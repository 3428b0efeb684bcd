"""The step's words keep the chain rule in sight (issue 29): at 1024×768 in presentation mode, in
Japanese, the tanh post stepped back to MulBackward0 (L = sum(y·y)) showed its received and sent
lines and left the chain rule below the fold of the words' scroll area. After a step the chain
rule's lines lie inside the area's viewport."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from playground.ui import i18n
from tests.ui.graph.test_tanh_post_projector import stepped_window, tanh_result  # noqa: F401 (a fixture)

pytestmark = [pytest.mark.usefixtures("fail_on_qt_warnings")]


def chain_rule_rows(view) -> tuple[float, float]:
    """(top, bottom) in the words' own px of the lines from the first "dL/d" (the chain rule's
    formula, in every language) to the end of the words, laid out as the label lays them out."""
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(view.detail.font())
    document.setHtml(view.detail.text())
    document.setTextWidth(view.detail.contentsRect().width())
    found = document.find("dL/")
    assert not found.isNull()
    block = found.block()
    top = document.documentLayout().blockBoundingRect(block).top()
    line = block.layout().lineForTextPosition(found.position() - block.position())
    scale = view.detail.height() / document.size().height()  # the label's own height, should it differ
    return (top + line.y()) * scale, document.size().height() * scale


def test_after_a_step_the_chain_rule_is_inside_the_words_viewport(qtbot, tmp_path, tanh_result):  # noqa: F811
    try:
        window = stepped_window(qtbot, tmp_path, tanh_result, (1024, 768), True, "ja")
        view = window.example_tab.view
        while view.stepper.current is None or view.stepper.current.label != "MulBackward0":
            assert view.step_back()
        for _ in range(3):
            QApplication.processEvents()
        top, bottom = chain_rule_rows(view)
        shown_from = view.detail_area.verticalScrollBar().value()
        room = view.detail_area.viewport().height()
        assert top > room  # below the fold of an area that does not scroll: the case of the issue
        assert shown_from <= top and min(bottom, top + room) <= shown_from + room + 0.5, (shown_from, top, bottom, room)
        view.step_forward()  # the next step's words follow too (custom_tanhBackward's chain rule)
        for _ in range(3):
            QApplication.processEvents()
        top, bottom = chain_rule_rows(view)
        shown_from = view.detail_area.verticalScrollBar().value()
        assert shown_from <= top and min(bottom, top + room) <= shown_from + room + 0.5, (shown_from, top, bottom, room)
        window.shutdown()
    finally:
        i18n.install_language("en")
