"""A failure of user code as the engine reports it: ErrorInfo, and PHASES, the names of the phases
it can happen in. Every other module of the messages carries these."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from playground.vocabulary import Phase, names

PHASES = names(Phase)


@dataclass(kw_only=True)
class ErrorInfo:
    """A failure of user code, as data: where (``line`` in the user's text, or None) and when."""

    line: Optional[int]
    phase: Phase
    type: str  # exception type name, e.g. "ZeroDivisionError"
    message: str  # English, for a student; no frames of the app's own code
    code: str = ""  # stable identifier for translation, e.g. "wrong_gradient_count"
    params: dict[str, object] = field(default_factory=dict)  # values for the translated wording

    def to_json(self) -> dict:
        return {"line": self.line, "phase": self.phase, "type": self.type, "message": self.message}
