"""What a handout puts on its page, shared by the HTML (cli/export_handout.py) and the PDF
(cli/handout_pdf.py) that each write it: one place, so neither imports the other back."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

CODE_FONTS = "'DejaVu Sans Mono', 'Noto Sans Mono', 'Liberation Mono', monospace"


@dataclass
class Handout:
    """What goes on the page, in one language."""

    language: str
    html_body: str  # the page's body, its picture named PICTURE_NAME
    picture: Optional[bytes]  # PNG; None where the code cannot be drawn
    font_family: Optional[str]  # the script's family where it needs its own (Japanese, Chinese)
    jacobian: Optional[bytes] = None  # PNG of the Jacobian, where it is the lesson's main picture
    steps: Optional[bytes] = None  # PNG of the example's step view, where the example calls backward
