"""The window's words for what the engine and the client send, in the window's language.

Reading order: codes.py (an error, the verdict's sentence, a gradcheck failure, a note, a phase,
each from its code in playground/codes/), restart.py (an engine restart and how a run ended),
details.py (the toggle that shows the untranslated detail of a message), reword.py (a built
window's texts re-worded after a language switch).
"""
