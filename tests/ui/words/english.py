"""Whether a text a translated window shows still holds an English sentence."""
from __future__ import annotations

import re

# Three Latin words in a row make an English sentence (code such as "def forward(ctx, x)" or
# "torch.zeros_like(input)" does not count: its words are joined by dots, brackets, underscores).
WORD = re.compile(r"^\(?[A-Za-z]{2,}[,.;:!?)]*$")
# Python's and torch's names are code in any language ("def forward, def backward").
CODE_WORDS = {"def", "forward", "backward", "ctx", "self", "None", "return", "class", "torch", "nn", "Module",
              "Function", "autograd", "gradcheck", "gradgradcheck", "cpu", "cuda", "mps", "NaN", "Inf", "Python"}


def english_sentence(text: str, params: dict) -> str:
    """The first run of three English words in ``text`` once the parameters' values are taken
    out ("" when there is none)."""
    for value in sorted((str(v) for v in params.values() if v not in (None, "")), key=len, reverse=True):
        text = text.replace(value, " ◆ ")
    run = []
    for token in text.split():
        english = WORD.match(token) and token.strip("(),.;:!?") not in CODE_WORDS
        run = run + [token] if english else []
        if len(run) >= 3:
            return " ".join(run)
    return ""
