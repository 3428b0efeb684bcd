"""playground/codes/ is the list of every code the engine and the client send: the engine sends
none that is not there, each entry is sent by someone, and each sentence names only parameters
that come with it. (That each has its words in ja, zh_CN and ru: tests/ui/words/.)"""
from __future__ import annotations

import ast
import string

import pytest

from playground import codes
from playground.vocabulary import Phase, RestartReason
from tests.repo import REPO

# Calls whose argument at this position is a code of this kind.
CODE_ARGUMENTS = {"user_error": (1, codes.Kind.ERROR), "CustomDataError": (1, codes.Kind.ERROR),
                  "DeviceUnavailableError": (2, codes.Kind.ERROR), "note": (0, codes.Kind.NOTE),
                  "failed": (0, codes.Kind.GRADCHECK), "failure_message": (0, codes.Kind.GRADCHECK),
                  "check_failed": (1, codes.Kind.CHECK), "check_skipped": (1, codes.Kind.CHECK),
                  "check_passed": (2, codes.Kind.CHECK)}
# Modules whose functions return (code, params): the summary's and gradcheck's choosers, and the
# exception table of errors.py.
RETURNS_CODES = {"playground/engine/judge/summary.py": codes.Kind.SUMMARY,
                 "playground/engine/judge/gradcheck.py": codes.Kind.GRADCHECK,
                 "playground/engine/judge/extra_checks.py": codes.Kind.SUMMARY,
                 "playground/engine/usercode/errors.py": codes.Kind.ERROR,
                 "playground/engine/judge/jacobian_pattern.py": codes.Kind.NOTE,
                 "playground/engine/judge/jacobian_verdict.py": codes.Kind.SUMMARY}


def _text(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def sent_codes() -> dict[codes.Kind, set[str]]:
    """Every code named where the engine and the client make a message, by kind."""
    found: dict[codes.Kind, set[str]] = {kind: set() for kind in codes.Kind}
    for path in sorted((REPO / "playground" / "engine").rglob("*.py")) + sorted(
            (REPO / "playground" / "client").rglob("*.py")):
        relative = path.relative_to(REPO).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                for keyword in node.keywords:
                    if keyword.arg == "code" and _text(keyword.value):
                        kind = {"GradcheckResult": codes.Kind.GRADCHECK,  # a grade's findings: tests/grading/
                                "CriterionFinding": codes.Kind.FINDING}.get(name, codes.Kind.ERROR)
                        found[kind].add(_text(keyword.value))
                if name in CODE_ARGUMENTS:
                    position, kind = CODE_ARGUMENTS[name]
                    if len(node.args) > position and _text(node.args[position]):
                        found[kind].add(_text(node.args[position]))
            elif isinstance(node, ast.FunctionDef):  # def __init__(self, ..., code: str = "device_unavailable")
                arguments = node.args.args[len(node.args.args) - len(node.args.defaults):]
                found[codes.Kind.ERROR].update(_text(default) for argument, default in zip(arguments, node.args.defaults)
                                               if argument.arg == "code" and _text(default))
            elif isinstance(node, ast.Assign) and any(getattr(t, "attr", "") == "code" for t in node.targets):
                if _text(node.value):
                    found[codes.Kind.ERROR].add(_text(node.value))
            elif isinstance(node, ast.Return) and relative in RETURNS_CODES and isinstance(node.value, ast.Tuple):
                first = node.value.elts[0] if node.value.elts else None
                if _text(first):
                    found[RETURNS_CODES[relative]].add(_text(first))
                if isinstance(first, ast.Subscript) and isinstance(first.value, ast.Dict):
                    found[RETURNS_CODES[relative]].update(_text(v) for v in first.value.values if _text(v))
    return found


def test_the_scan_finds_codes_of_every_kind_that_the_engine_makes():
    found = sent_codes()
    assert {"wrong_gradient_count", "exception", "interrupted", "custom_count", "bad_config",
            "unknown_device", "engine_no_answer", "missing_argument"} <= found[codes.Kind.ERROR]
    assert {"matches", "backward_random", "not_elementwise"} <= found[codes.Kind.SUMMARY]
    assert {"gradcheck_mismatch", "gradgradcheck_mismatch", "gradcheck_random"} <= found[codes.Kind.GRADCHECK]
    assert found[codes.Kind.NOTE] == set(codes.NOTES)


@pytest.mark.parametrize("kind", [codes.Kind.ERROR, codes.Kind.SUMMARY, codes.Kind.GRADCHECK, codes.Kind.CHECK,
                                  codes.Kind.NOTE])
def test_every_code_the_engine_sends_is_in_the_registry_and_each_entry_is_sent(kind):
    found = sent_codes()[kind]
    if kind == codes.Kind.ERROR:
        from playground.engine.usercode.errors import _TRANSLATIONS  # the exception table

        found |= {entry[1] for entry in _TRANSLATIONS} | {codes.restart_error_code(r) for r in RestartReason}
        found -= {codes.restart_error_code(r) for r in RestartReason}  # worded by RESTARTS
    registered = set(codes.REGISTRY[kind])
    assert found - registered == set(), f"sent but not in playground/codes/: {sorted(found - registered)}"
    assert registered - found == set(), f"in playground/codes/ but never sent: {sorted(registered - found)}"


def test_the_exception_table_of_the_engine_names_only_registered_codes():
    from playground.engine.usercode.errors import _TRANSLATIONS

    assert {entry[1] for entry in _TRANSLATIONS} <= set(codes.ERRORS)


def test_every_restart_reason_and_phase_has_its_words():
    assert set(codes.RESTARTS) == {reason.value for reason in RestartReason}
    assert set(codes.PHASES) == {phase.value for phase in Phase}
    for reason in RestartReason:
        assert codes.restart_of_error(codes.restart_error_code(reason)) == reason


@pytest.mark.parametrize("code", codes.every_code(), ids=lambda code: f"{code.kind}:{code.name}")
def test_each_sentence_names_only_parameters_that_come_with_its_code(code):
    derived = {"where", "signal"}
    assert code.fields() <= set(code.params) | derived, code.name
    assert all(code.detail not in codes.fields_of(sentence) for sentence in code.sentences.values()), \
        "a detail is never part of the sentence a window translates"
    assert (code.inline == "") == (code.detail == "" or code.kind == codes.Kind.ERROR and code.name == "module_width")
    for example in code.examples:
        assert set(example) <= set(code.params), example
    if code.choose is not None:
        assert {code.choose(example) for example in code.examples} == set(code.sentences)


@pytest.mark.parametrize("code", codes.every_code(), ids=lambda code: f"{code.kind}:{code.name}")
def test_each_sentence_is_worded_in_english_from_its_examples(code):
    examples = code.examples or [{name: f"<{name}>" for name in code.params}]
    for example in examples:
        text = codes.word(code, example)
        assert text and "{" not in text, (code.name, example)
        if code.detail and example.get(code.detail):
            assert str(example[code.detail]) not in text


def test_a_list_parameter_reads_as_a_list_and_a_missing_one_leaves_no_sentence():
    missing = codes.ERRORS["subject_not_found"]
    assert codes.word(missing, {"name": "B", "available": ["A", "C"]}).endswith("found: A, C.")
    assert codes.word(missing, {"name": "B", "available": []}).endswith("found: —.")
    assert codes.word(missing, {"name": "B"}) is None


def test_the_english_of_a_restart_is_the_clients_and_says_where():
    assert codes.restart_sentence("timeout", {"phase": "backward", "line": 12, "limit": 5.0}) == (
        "Your code ran longer than the time limit of 5 s in backward (line 12); the engine was stopped "
        "and started again. Your text is untouched.")
    assert "SIGTERM" in codes.restart_sentence("crashed", {"exitcode": -15})
    assert codes.restart_sentence("user", {}) == "The engine was restarted."
    assert codes.restart_sentence("no such reason", {}) is None


def test_every_sentence_is_a_plain_format_string():
    for code in codes.every_code():
        for sentence in [*code.sentences.values(), code.inline]:
            list(string.Formatter().parse(sentence))  # raises on a stray brace
