"""A handout's picture of the example's backward: the step view the window's Run Example opens
on (ui/graph/example_view.py: every node with its value and the gradient that reached it, the
whole flow), drawn offscreen into a PNG at twice the size it is printed at.

The run is the lesson's own example (its top-level code, its ``if __name__ == "__main__":``
demo), recorded as `graph` records it (cli/graph.py), in the engine that judged the lesson's
code for its curves (one start of torch, not two); a lesson whose example makes no backward call
has no such picture. The drawing is the window's own scene,
rendered, never drawn again here: what the class saw on the projector is what is on paper.
"""
from __future__ import annotations

from typing import Optional

from playground import protocol

SHOWN_WIDTH = 640  # at most this many CSS pixels across, as the curves
STEPS_SCALE = 2  # drawn at twice the size it is shown at, as the curves (export_picture.SCALE)
VIEW_SIZE = (1000, 700)  # the view the drawing is laid out in (the window's graph tab, roughly)
BORDER = 8  # CSS pixels of white around the drawing


def example_of(client, source: str, filename: str, timeout: float) -> Optional[protocol.ExampleResult]:
    """The lesson's example run and recorded by ``client`` (an EngineClient already started; its
    last backward call kept); None where it made no backward call or did not run."""
    from playground.client.blocking import wait_for_answer

    request = protocol.ExampleRequest(request_id=0, source=source, filename=filename, keep=1)
    result = wait_for_answer(client, client.request(request, timeout=timeout), protocol.ExampleResult)
    if not isinstance(result, protocol.ExampleResult) or result.errors or not result.graphs:
        return None
    return result


def steps_png(result: protocol.ExampleResult, language: str) -> tuple[bytes, int]:
    """The step view's drawing of the last recorded call, every step taken, in ``language`` (its
    boxes' words: "grad", "leaf"), as PNG bytes, and the width in CSS pixels it is to be shown at
    (the PNG is STEPS_SCALE times that across). Needs a QApplication (widgets)."""
    from PySide6.QtCore import QCoreApplication, QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from playground.cli.export_picture import png_bytes
    from playground.ui.graph.example_view import ExampleGraphView
    from playground.ui.i18n import ENGLISH, PlaygroundTranslator

    translator = PlaygroundTranslator(language) if language != ENGLISH else None
    if translator is not None:
        QCoreApplication.installTranslator(translator)
    view = ExampleGraphView()
    try:
        view.resize(*VIEW_SIZE)
        view.show_result(result)  # opens on the whole flow: every gradient shown, the last node current
        area = view.scene.itemsBoundingRect().adjusted(-BORDER, -BORDER, BORDER, BORDER)
        shown = max(1, min(round(area.width()), SHOWN_WIDTH))
        scale = STEPS_SCALE * shown / area.width()  # a wide graph is shrunk to fit the page
        image = QImage(STEPS_SCALE * shown, max(1, round(area.height() * scale)), QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        view.scene.render(painter, QRectF(0, 0, image.width(), image.height()), area)
        painter.end()
    finally:
        view.deleteLater()
        if translator is not None:
            QCoreApplication.removeTranslator(translator)
    return png_bytes(image), shown
