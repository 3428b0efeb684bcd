"""Every code the engine sends has its words in ja, zh_CN and ru, and a translated window shows
no English sentence for it: not in the verdict panel, the console or the status bar. torch's and
Python's own words (a code's detail) wait behind "details"; they are never in the sentence."""
from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from playground import codes, protocol
from playground.ui import i18n
from playground.ui.plots.derivative_panel import DerivativePanel
from playground.ui.window.console import ConsolePane
from playground.ui.window.shown_texts import console_texts, status_texts, verdict_texts
from playground.ui.window.status import PlaygroundStatusBar
from playground.ui.words.codes import error_words, gradcheck_words, note_words, phase_words, summary_words
from playground.ui.words.restart import restart_words
from tests.repo import REPO
from tests.ui.fakes import probe_data
from tests.ui.words.english import english_sentence

LANGUAGES = ("ja", "zh_CN", "ru")
# Parameters by name, for a code that gives no examples of its own.
SAMPLE = {
    "function": "Scale", "expected": 2, "got": 1, "index": 0, "name": "MyReLU", "decorator": "staticmethod",
    "attribute": "apply", "opener": 2, "line": 3, "available": ["A", "C"], "module": "Block", "call": "Block()",
    "text": "mat1 and mat2 shapes cannot be multiplied (2x1 and 3x4)", "features": 1, "out": 1, "argument": "k",
    "subject": "MyReLU", "tried": "(1001,)", "method": "forward", "rows": 1001, "x": "0.5", "step": 7,
    "where": "fc1.weight", "value": "NaN", "device": "cuda:3",
    "reason": "this machine has no CUDA GPU (or its driver is not loaded)", "field": "lr", "columns": "x, y",
    "points": 12, "targets": 10, "count": 1, "most": 100000, "max_label": 9, "path": "/tmp/model.pt",
    "script": "clip", "found": "Tensor", "msg": "invalid syntax", "type": "ZeroDivisionError",
    "message": "division by zero in the user's own backward", "percent": "40", "error": "0.5", "factor": "2",
    "kinks": 1, "parameter": "bias", "gradcheck": "passes", "output": "y", "input": "bias",
    "bytes": "800000000000", "limit": 5.0, "phase": "backward", "in_user_code": True, "memory_mb": 2048,
    "exitcode": 1, "gradcheck_message": "gradcheck failed: the gradient of y with respect to 'bias' does not match",
    "ignores_grad_output": False, "why": "no_default", "task": "regression", "check": "gradcheck",
    "detail": "unknown message 'Evil' from the engine", "total": 12, "row": 1, "column": 2,
    "shapes": "x (3, 4)", "dtype": "float32", "blocks": 2, "other": "b", "wrong": "b", "right": "a",
    "transform": "vmap"}
def parameter_sets(code: codes.Code) -> list[dict]:
    if code.examples:
        return [dict(example) for example in code.examples]
    return [{name: SAMPLE[name] for name in code.params}]


def each(kinds) -> list:
    return [pytest.param(code, id=f"{code.kind}:{code.name}") for code in codes.every_code() if code.kind in kinds]


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.mark.parametrize("language_code", LANGUAGES)
@pytest.mark.parametrize("code", each(set(codes.Kind)))
def test_each_sentence_of_each_code_is_translated_in_the_ts_and_the_qm(code, language_code, qapp):
    folder = REPO / "resources" / "i18n"
    catalog = _catalog(folder, language_code)
    compiled = _compiled(folder, language_code)
    for sentence in code.sentences.values():
        assert (codes.CONTEXT, sentence) in catalog, f"{code.name}: no {language_code} words for {sentence!r}"
        assert compiled.translate(codes.CONTEXT, sentence) == catalog[(codes.CONTEXT, sentence)]


_CACHE: dict = {}


def _catalog(folder, language_code):
    return _CACHE.setdefault(("ts", language_code), i18n.read_catalog(folder / f"playground_{language_code}.ts"))


def _compiled(folder, language_code):
    if ("qm", language_code) not in _CACHE:
        translator = QTranslator()
        assert translator.load(str(folder / f"playground_{language_code}.qm"))
        _CACHE[("qm", language_code)] = translator
    return _CACHE[("qm", language_code)]


@pytest.mark.parametrize("code", each({codes.Kind.ERROR}))
def test_an_error_is_shown_in_the_console_and_the_status_bar_with_no_english_sentence(code, language, qtbot):
    console, status = ConsolePane(), PlaygroundStatusBar()
    qtbot.addWidget(console)
    qtbot.addWidget(status)
    for params in parameter_sets(code):
        error = protocol.ErrorInfo(line=4, phase="backward", type="UserCodeError",
                                   message="English words of the engine", code=code.name,
                                   params=params)
        words = error_words(error)
        assert words.text and "English words of the engine" not in words.text, (code.name, params)
        console.append_error(error)
        status.checked(protocol.CompileResult(1, [], [], None, None, "", [error], None))
        for text in console_texts(console) + status_texts(status):
            assert english_sentence(text, params) == "", (code.name, text)
        if code.detail and params.get(code.detail):
            assert str(params[code.detail]) not in words.text and words.detail == str(params[code.detail])


@pytest.mark.parametrize("code", each({codes.Kind.RESTART}))
def test_a_restart_and_the_request_it_lost_are_worded_with_no_english_sentence(code, language, qtbot):
    console, status = ConsolePane(), PlaygroundStatusBar()
    qtbot.addWidget(console)
    qtbot.addWidget(status)
    for params in parameter_sets(code) or [{}]:
        restarted = protocol.EngineRestarted(reason=code.name, phase=params.get("phase"), request_id=3,
                                             message="English words of the client",
                                             exitcode=params.get("exitcode"), line=params.get("line"),
                                             time_limit=params.get("limit"), memory_limit_mb=params.get("memory_mb"),
                                             detail=params.get("detail", ""))
        words = restart_words(restarted, 5.0)
        status.engine_restarted(words.text)
        lost = protocol.ErrorInfo(line=restarted.line, phase=restarted.phase or "engine", type="EngineCrashed",
                                  message=restarted.message,
                                  code=codes.restart_error_code(code.name), params=params)
        console.append_error(lost)
        for text in [words.text, *console_texts(console), *status_texts(status)]:
            assert "English words of the client" not in text
            assert english_sentence(text, params) == "", (code.name, text)
    if code.name == "timeout":
        assert "5" in restart_words(protocol.EngineRestarted(reason="timeout", phase=None, request_id=3, message="",
                                                             time_limit=5.0), 9.0).text, \
            "a translated time-out keeps its seconds"


def verdict_panel(qtbot) -> DerivativePanel:
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    return panel


@pytest.mark.parametrize("code", each({codes.Kind.SUMMARY}))
def test_a_verdict_is_shown_with_no_english_sentence(code, language, qtbot):
    panel = verdict_panel(qtbot)
    for params in parameter_sets(code):
        probe = probe_data()
        probe.verdict, probe.summary, probe.summary_code, probe.summary_params = (
            "differs", "English words of the judge", code.name, params)
        probe.gradcheck = protocol.GradcheckResult(False, 0.5, "gradcheck failed: English", 12, "full",
                                                   "gradcheck_mismatch", SAMPLE_MISMATCH)
        panel.show_probe(probe)
        assert "English words of the judge" not in summary_words(probe).text
        for text in verdict_texts(panel):
            assert english_sentence(text, {**params, **SAMPLE_MISMATCH}) == "", (code.name, text)


SAMPLE_MISMATCH = {"output": "y", "input": "bias", "points": 12, "error": 0.5}


@pytest.mark.parametrize("code", each({codes.Kind.GRADCHECK}))
def test_why_gradcheck_failed_is_shown_with_no_english_sentence(code, language, qtbot):
    panel = verdict_panel(qtbot)
    for params in parameter_sets(code):
        for name in ("gradcheck", "gradgradcheck"):
            result = protocol.GradcheckResult(False, 0.5, f"{name} failed: English words of torch", 12, "full",
                                              code.name, params)
            probe = probe_data()
            probe.gradcheck, probe.gradgradcheck = result, result
            panel.show_probe(probe)
            assert "English words of torch" not in gradcheck_words(result, name).text
            shown = verdict_texts(panel) + [panel.gradgradcheck_label.hint]
            for text in shown:
                assert english_sentence(text, params) == "", (code.name, text)
            assert panel.details.isHidden() == (not code.detail), "torch's own words wait behind details"
            if code.detail:
                assert params[code.detail] in panel.details.detail()


@pytest.mark.parametrize("code", each({codes.Kind.NOTE}))
def test_a_note_on_the_verdict_is_shown_with_no_english_sentence(code, language, qtbot):
    panel = verdict_panel(qtbot)
    for params in parameter_sets(code):
        probe = probe_data()
        probe.summary_code, probe.summary_params = "matches", {"points": 101}
        probe.notes = [protocol.Note(code.name, params, "English words of the judge")]
        panel.show_probe(probe)
        assert note_words(probe.notes[0]).text != "English words of the judge"
        for text in verdict_texts(panel):
            assert english_sentence(text, params) == "", (code.name, text)


@pytest.mark.parametrize("code", each({codes.Kind.PHASE}))
def test_a_phase_is_worded_in_the_status_bar_and_the_console(code, language, qtbot):
    status = PlaygroundStatusBar()
    qtbot.addWidget(status)
    status.checking(code.name)
    words = phase_words(code.name)
    assert words != code.sentences["0"], "translated"
    assert code.name == "compile" or words in status.check_label.text()


def test_the_issues_examples_read_in_japanese(language, qtbot):
    """`gradcheck 失敗：the gradient of y with respect to 'bias' does not match…` and `UserCodeError:
    Scale.backward returned 1 gradient(s)…` were what a Japanese window said."""
    if language != "ja":
        pytest.skip("the issue's examples are Japanese")
    panel = verdict_panel(qtbot)
    probe = probe_data()
    probe.verdict, probe.summary_code = "differs", "gradcheck_fails_for_parameter"
    probe.summary_params = {"parameter": "bias", "error": "3.68"}
    probe.gradcheck = protocol.GradcheckResult(False, 3.68, "gradcheck failed: the gradient of y …", 12, "full",
                                               "gradcheck_mismatch", {"output": "y", "input": "bias", "points": 12,
                                                                      "error": 3.68})
    panel.show_probe(probe)
    assert panel.gradcheck_label.text() == (
        "✗ gradcheck 失敗：'bias' についての y の勾配が、ランダムな 12 点で数値微分と一致しません（最大の差 3.68）。")
    console = ConsolePane()
    qtbot.addWidget(console)
    console.append_error(protocol.ErrorInfo(line=9, phase="backward", type="UserCodeError",
                                            message="Scale.backward returned 1 gradient(s)…",
                                            code="wrong_gradient_count",
                                            params={"function": "Scale", "expected": 2, "got": 1}))
    text = console.plain_text()
    assert "UserCodeError" not in text and "returned" not in text and "Scale.backward が返した勾配は 1 個" in text


def test_a_detail_opens_below_its_error_and_closes_again(qtbot, language):
    console = ConsolePane()
    qtbot.addWidget(console)
    console.append_error(protocol.ErrorInfo(line=3, phase="forward", type="ValueError", message="math domain error",
                                            code="exception",
                                            params={"type": "ValueError", "text": "math domain error"}))
    assert "math domain error" not in console.plain_text()
    console.toggle_detail(1)
    assert console.plain_text().splitlines()[-1] == "math domain error"
    console.toggle_detail(1)
    assert "math domain error" not in console.plain_text()


def test_an_english_window_says_the_detail_inline_as_the_engine_does(qapp):
    i18n.install_language("en")
    error = protocol.ErrorInfo(line=3, phase="forward", type="ValueError", message="math domain error",
                               code="exception",
                               params={"type": "ValueError", "text": "math domain error"})
    assert (error_words(error).text, error_words(error).detail) == ("math domain error", "")
    assert QCoreApplication.translate(codes.CONTEXT, "in backward") == "in backward"
    probe = probe_data()
    probe.summary_code, probe.summary_params = "backward_error", {"message": "boom"}
    assert summary_words(probe).text == "Your backward raised an error: boom"
    assert np.isfinite(probe.x).all()
