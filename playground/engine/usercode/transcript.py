"""A paste that mixes plain code and an interpreter transcript: a post's classes, then its
``>>> layer = LayerWithCustomGrad()`` session with the output printed between the prompts.

The prompts come off (their code at the left margin, a ``...`` continuation keeps its own
indentation), the printed output after a prompt, up to a blank line, becomes a comment, and the
plain code in between is dedented together (a paste often gives its first line a stray space).
No line moves, so errors point at the lines the person sees. A text whose first line is a prompt
is a plain doctest, which source.straighten handles alone.
"""
from __future__ import annotations

import textwrap

PROMPTS = (">>> ", ">>>")
CONTINUATIONS = ("... ", "...")


def has_prompts(lines: list) -> bool:
    return any(line.lstrip().startswith(">>>") for line in lines)


def untranscribed(lines: list) -> tuple[str, set]:
    """(the text as plain code, the numbers of the lines that were ``>>>`` prompts)."""
    out: list = []
    kinds: list = []  # "prompt" | "continuation" | "output" | "code" per line
    in_transcript = False
    for line in lines:
        stripped = line.lstrip()
        code = _after(stripped, PROMPTS)
        if code is not None:
            out.append(code)
            kinds.append("prompt")
            in_transcript = True
            continue
        continuation = _after(stripped, CONTINUATIONS) if in_transcript else None
        if continuation is not None:
            out.append(continuation)
            kinds.append("continuation")
        elif in_transcript and stripped:
            out.append("# " + line)  # printed output
            kinds.append("output")
        else:
            in_transcript = False  # a blank line ends a transcript's output
            out.append(line)
            kinds.append("code")
    plain = [i for i, kind in enumerate(kinds) if kind == "code"]
    dedented = textwrap.dedent("\n".join(out[i] for i in plain)).split("\n")
    for i, line in zip(plain, dedented):
        out[i] = line
    return "\n".join(out), {i + 1 for i, kind in enumerate(kinds) if kind == "prompt"}


def _after(stripped: str, prompts: tuple):
    for prompt in prompts:
        if stripped.startswith(prompt):
            return stripped[len(prompt):]
    return None
