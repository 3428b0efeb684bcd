"""The one reader of pasted text: plain code, an interpreter transcript, or both, as doctest reads them.

A compile (source.py) and Run Example (engine/example/script.py) both read the editor's text
here, so a paste runs the same way in both. What is read:

- ``>>>`` starts an example and ``...`` right after it continues it; the prompts come off (the
  code keeps its indentation after the prompt). After an example, every line up to the next
  prompt is its output or prose, as doctest reads a docstring: printed output, output after a
  blank line (``Tensor.register_hook``'s docstring), a sentence of the post between two ``>>>``
  blocks. Those lines become comments; a ``# doctest: +SKIP`` directive comments its example out.
- Plain code before the first prompt (``import torch``, a post's classes) stays code.
- A single space scraped from a web page before whole blocks (`` class F(...):`` whose body is
  indented by four) is forgiven, and said (``forgiven``); a paste indented as a whole is dedented.
- Prompts inside a string (a docstring's example) are left alone: such a text parses as it is.

No line moves, so errors and recorded nodes name the lines the person sees.
"""
from __future__ import annotations

import ast
import textwrap
from dataclasses import dataclass, field

from playground.engine.usercode.diagnose import note
from playground.protocol import Note

PROMPT = ">>>"
CONTINUATION = "..."
SKIP_DIRECTIVE = "doctest: +SKIP"


@dataclass
class Reading:
    """The text as plain code, line for line, and what was done to it."""

    text: str
    prompts: set = field(default_factory=set)  # numbers (from 1) of the lines that were ``>>>`` prompts
    forgiven: list = field(default_factory=list)  # numbers of the lines whose single stray space was dropped


def read_paste(text: str) -> Reading:
    """``text`` as code Python can run; never raises (code that still does not parse is given
    back as near to the paste as it can be, for the compile to name its line)."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if not has_prompts(lines) or _prompts_in_strings(lines):
        return _plain(lines, list(range(len(lines))))
    out, kinds = _untranscribed(lines)
    code_lines = [i for i, kind in enumerate(kinds) if kind == "code"]
    reading = _plain(out, code_lines)
    reading.prompts = {i + 1 for i, kind in enumerate(kinds) if kind == "prompt"}
    return reading


def reading_notes(reading: Reading) -> list[Note]:
    """What the console says of how the text was read: the stray spaces that were forgiven
    (a compile's ``CompileResult.notes``, Run Example's ``ExampleResult.notes``)."""
    if not reading.forgiven:
        return []
    return [note("stray_space_forgiven", lines=", ".join(str(line) for line in reading.forgiven))]


def has_prompts(lines: list) -> bool:
    return any(line.lstrip().startswith(PROMPT) for line in lines)


def parses(text: str) -> bool:
    try:
        ast.parse(text)
    except (SyntaxError, ValueError):
        return False
    return True


def _prompts_in_strings(lines: list) -> bool:
    """A text that starts with code and parses as it is keeps its prompts: they are in a string."""
    first = next((line for line in lines if line.strip()), "")
    return not first.lstrip().startswith(PROMPT) and parses(textwrap.dedent("\n".join(lines)))


def _untranscribed(lines: list) -> tuple[list, list]:
    """(the lines with prompts off and output commented, the kind of each line: "prompt",
    "continuation", "output" or "code")."""
    out: list = []
    kinds: list = []
    after_example = False  # every line from here to the next prompt is output or prose
    continuing = False  # the line before was a prompt or a continuation
    skipping = False  # a directive on a line of its own skips the rest of the transcript
    for line in lines:
        stripped = line.lstrip()
        if stripped.startswith(PROMPT) or (continuing and stripped.startswith(CONTINUATION)):
            kind = "prompt" if stripped.startswith(PROMPT) else "continuation"
            code = _after_prompt(stripped)
            if SKIP_DIRECTIVE in code and code.lstrip().startswith("#"):
                skipping = True
            out.append("# " + code if skipping or SKIP_DIRECTIVE in code else code)
            kinds.append(kind)
            after_example = continuing = True
        elif after_example:
            out.append("# " + line if stripped else line)
            kinds.append("output")
            continuing = False
        else:
            out.append(line)
            kinds.append("code")
    return out, kinds


def _after_prompt(stripped: str) -> str:
    rest = stripped[len(PROMPT):] if stripped.startswith(PROMPT) else stripped[len(CONTINUATION):]
    return rest[1:] if rest.startswith(" ") else rest


def _plain(lines: list, code_lines: list) -> Reading:
    """The code lines as they are if they parse; else with a stray single space forgiven; else
    dedented together (a paste indented as a whole)."""
    text = "\n".join(lines)
    if parses(text):
        return Reading(text)
    forgiven = _stray_spaces(lines, code_lines)
    if forgiven:
        fixed = [line[1:] if i in forgiven else line for i, line in enumerate(lines)]
        if parses("\n".join(fixed)):
            return Reading("\n".join(fixed), forgiven=[i + 1 for i in sorted(forgiven)])
    dedented = list(lines)
    for i, line in zip(code_lines, textwrap.dedent("\n".join(lines[i] for i in code_lines)).split("\n")):
        dedented[i] = line
    return Reading("\n".join(dedented))


def _stray_spaces(lines: list, code_lines: list) -> set:
    """Code lines that begin with exactly one space, outside strings and brackets: each the
    first line of a block as a web page gave it (the rest of the block is indented by four)."""
    inside = _inside_strings_or_brackets(lines)
    return {i for i in code_lines
            if lines[i].startswith(" ") and not lines[i].startswith("  ") and lines[i].strip()
            and i not in inside}


def _inside_strings_or_brackets(lines: list) -> set:
    """Indices of lines that continue a string or an open bracket, as far as a rough count
    can tell (a stray space there is part of the text, not of the layout)."""
    inside: set = set()
    depth, quote = 0, None
    for index, line in enumerate(lines):
        if depth or quote:
            inside.add(index)
        depth, quote = _scan(line, depth, quote)
    return inside


def _scan(line: str, depth: int, quote):
    """(bracket depth, open triple quote) after ``line``."""
    i = 0
    while i < len(line):
        if quote:
            if line.startswith(quote, i):
                i, quote = i + 3, None
                continue
        elif line.startswith(('"""', "'''"), i):
            quote = line[i:i + 3]
            i += 3
            continue
        elif line[i] == "#":
            break
        elif line[i] in "([{":
            depth += 1
        elif line[i] in ")]}":
            depth = max(depth - 1, 0)
        elif line[i] in "\"'":
            end = line.find(line[i], i + 1)
            i = end + 1 if end > 0 else len(line)
            continue
        i += 1
    return depth, quote
