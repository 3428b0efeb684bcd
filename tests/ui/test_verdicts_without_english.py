"""Issue 29: the verdict read in Russian, Japanese or Chinese has no English phrase left in it:
the derivative panel's headline for every summary code, the verdict's sentence (SUMMARIES) and
the judge's notes (NOTES), each through the window's own translations
(tests/formats/english_runs.py says what counts as an English phrase)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from playground import codes
from playground.protocol import ProbeData
from playground.ui import i18n
from playground.ui.plots.verdict import headline
from playground.vocabulary import Verdict
from tests.formats.english_runs import english_runs

LANGUAGES = ("ja", "zh_CN", "ru")
VERDICT_KINDS = (codes.Kind.SUMMARY, codes.Kind.NOTE)


@pytest.fixture
def english_afterwards(qapp):
    yield
    i18n.install_language("en")


def probe_of(code: codes.Code, verdict: Verdict, by_design: bool = False) -> ProbeData:
    """A probe whose verdict carries ``code`` with the parameters of its first example."""
    params = dict(code.examples[0]) if code.examples else {name: "1" for name in code.params}
    return ProbeData(x=[0.0], output_names=["y"], f=[[0.0]], backward=[[0.0]], numeric=[[0.0]],
                     autograd=None, second=None, differs=[[False]], nonsmooth=[[False]], verdict=verdict,
                     by_design=by_design, differ_fraction=0.4, max_error=0.5, gradcheck=None,
                     gradgradcheck=None, summary="English sentence", summary_code=code.name,
                     summary_params=params)


def verdict_sentences() -> list[tuple[str, str]]:
    """(code name, English sentence) of every variant of every verdict and note code."""
    return [(code.name, sentence) for code in codes.every_code() if code.kind in VERDICT_KINDS
            for sentence in code.sentences.values()]


def headlines() -> list[str]:
    """The headline of every summary code, as a difference, a match and a surrogate gradient."""
    shown = [headline(None)[0]]
    for code in codes.SUMMARIES.values():
        shown += [headline(probe_of(code, verdict, by_design))[0]
                  for verdict, by_design in ((Verdict.DIFFERS, False), (Verdict.MATCHES, False),
                                             (Verdict.DIFFERS, True), (Verdict.ERROR, False))]
    return sorted(set(shown))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_verdict_sentence_and_note_is_translated_without_english_phrases(
        qapp, english_afterwards, language):
    i18n.install_language(language)
    offenders, untranslated = [], []
    for name, sentence in verdict_sentences():
        text = QCoreApplication.translate(codes.CONTEXT, sentence)
        if text == sentence:
            untranslated.append(name)
        offenders += [f"{name}: {run!r} in {text!r}" for run in english_runs(text)]
    assert len(verdict_sentences()) > 40  # the registry's verdicts and notes were all read
    assert untranslated == []
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_verdict_headline_reads_without_english_phrases(qapp, english_afterwards, language):
    english = headlines()
    i18n.install_language(language)
    translated = headlines()
    assert len(translated) == len(english) > 15  # each code's own headline, not a fallback
    assert set(translated).isdisjoint(english)
    offenders = [f"{run!r} in {text!r}" for text in translated for run in english_runs(text)]
    assert not offenders, "\n".join(offenders)
