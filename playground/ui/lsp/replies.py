"""The servers' replies read into what the editor shows: completion items, the signature being
typed, a hover's first paragraph. Qt-free; every field a server may leave out is optional here."""
from __future__ import annotations

import re
from dataclasses import dataclass

HOVER_LONGEST = 600  # characters of a docstring in a tooltip: the rest is the docs' to say
# torch's docstrings are reStructuredText: :attr:`input`, :func:`~torch.round` read as the name.
_RST_ROLE = re.compile(r":[a-z]+(?::[a-z]+)?:`~?([^`<]+?)(?:\s*<[^>]*>)?`")


@dataclass(frozen=True)
class CompletionItem:
    """One completion: what the list shows, what replaces the word being typed, what it is."""

    label: str
    insert_text: str
    detail: str = ""


def completion_items(result: object) -> list[CompletionItem]:
    """A CompletionList or a list of CompletionItems, in the server's order (sortText first)."""
    items = result.get("items", []) if isinstance(result, dict) else result if isinstance(result, list) else []
    ordered = sorted((item for item in items if isinstance(item, dict) and item.get("label")),
                     key=lambda item: str(item.get("sortText") or item["label"]))
    return [CompletionItem(label=str(item["label"]), insert_text=_insert_text(item), detail=str(item.get("detail") or ""))
            for item in ordered]


def _insert_text(item: dict) -> str:
    edit = item.get("textEdit")
    if isinstance(edit, dict) and isinstance(edit.get("newText"), str):
        return edit["newText"]
    return str(item.get("insertText") or item["label"])


def signature_parts(result: object, typed_index: int | None = None) -> tuple[str, tuple[int, int] | None, int] | None:
    """(the active signature's label, the active parameter's (start, end) in it, how many other
    signatures there are), or None where there is no signature to show. ``typed_index``: the
    argument the caret is in, counted from the text (argument_index), for a server that does not
    say (jedi-language-server 0.45.1 sends no activeParameter)."""
    if not isinstance(result, dict) or not result.get("signatures"):
        return None
    signatures = result["signatures"]
    index = result.get("activeSignature") or 0
    signature = signatures[index if 0 <= index < len(signatures) else 0]
    active = signature.get("activeParameter", result.get("activeParameter"))
    active = typed_index if active is None else active
    if isinstance(active, int) and active >= len(signature.get("parameters") or []):
        # Past this overload's parameters (torch.where's first takes one): the first that has as many.
        signature = next((each for each in signatures if len(each.get("parameters") or []) > active), signature)
        active = signature.get("activeParameter", active)
    label = str(signature.get("label", ""))
    parameters = signature.get("parameters") or []
    span = None
    if isinstance(active, int) and 0 <= active < len(parameters):
        span = _parameter_span(label, parameters[active].get("label"))
    return label, span, len(signatures) - 1


def argument_index(before_caret: str) -> int | None:
    """Which argument of the innermost open call the caret is in (0 for the first), from the
    text before it; None outside a call. Brackets and strings inside the call are skipped."""
    depth_commas: list[int] = []
    quote = ""
    for character in before_caret:
        if quote:
            quote = "" if character == quote else quote
        elif character in "'\"":
            quote = character
        elif character in "([{":
            depth_commas.append(0 if character == "(" else -1)
        elif character in ")]}" and depth_commas:
            depth_commas.pop()
        elif character == "," and depth_commas and depth_commas[-1] >= 0:
            depth_commas[-1] += 1
    return depth_commas[-1] if depth_commas and depth_commas[-1] >= 0 else None


def _parameter_span(label: str, parameter: object) -> tuple[int, int] | None:
    if isinstance(parameter, list) and len(parameter) == 2:
        return int(parameter[0]), int(parameter[1])
    if isinstance(parameter, str) and parameter:
        start = label.find(parameter, label.find("(") + 1)
        return (start, start + len(parameter)) if start >= 0 else None
    return None


def hover_text(result: object) -> str:
    """The docstring's first paragraph (and the one after it, where the first is only torch's
    signature line); '' where there is none."""
    contents = result.get("contents") if isinstance(result, dict) else None
    if isinstance(contents, dict):
        text = str(contents.get("value", ""))
    elif isinstance(contents, list):
        text = "\n\n".join(part if isinstance(part, str) else str(part.get("value", "")) for part in contents)
    else:
        text = str(contents or "")
    docstring = text.split("\n---\n")[-1]
    docstring = _RST_ROLE.sub(lambda match: match.group(1), docstring)
    paragraphs = [paragraph.strip() for paragraph in docstring.split("\n\n") if paragraph.strip()]
    if not paragraphs:
        return ""
    shown = paragraphs[0]
    if len(paragraphs) > 1 and ("->" in shown or shown.endswith(")")) and "\n" not in shown:
        shown += "\n\n" + paragraphs[1]
    return shown if len(shown) <= HOVER_LONGEST else shown[:HOVER_LONGEST - 1] + "…"
