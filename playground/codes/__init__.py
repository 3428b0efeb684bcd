"""Every code the engine and the client send, with its parameters and its English sentences.

A message from the engine carries English words *and* a stable code with parameters, so that the
window can say the same thing in the person's language (ui/words/). This is the one list of those
codes; a test checks that the engine sends no code that is not here, and that each sentence here
has its words in ja, zh_CN and ru.

- ``ERRORS``: ``ErrorInfo.code`` (engine/usercode/errors.py and the engine's other ``user_error``
  calls; ``engine_<reason>`` and ``engine_no_answer`` are the client's);
- ``SUMMARIES``: ``ProbeData.summary_code``, the verdict's sentence (engine/judge/summary.py);
- ``GRADCHECKS``: ``GradcheckResult.code``, why gradcheck or gradgradcheck failed;
- ``CHECKS``: ``CheckOutcome.code``, what a check of forward mode, torch.func, vmap, opcheck or
  torch.compile found, or why it did not run (engine/judge/extra_checks.py);
- ``NOTES``: ``ProbeData.notes``, remarks the judge adds to the verdict;
- ``RESTARTS``: ``EngineRestarted.reason``, why the client ended the engine;
- ``PHASES``: ``ErrorInfo.phase`` and ``PhaseStarted.phase``, as the words "in backward";
- ``FINDINGS``: ``CriterionFinding.code``, how a submission did on one criterion of a grade
  against a reference; ``TOTALS``: a graded row's summary (both in grading.py).

Each code has one or more English sentences (variants: the first whose fields all came is used,
unless the code ``choose``s one from its parameters). A field that is not a parameter is derived
(wording.py): ``where`` is the phase (and line) as words, " in backward (line 12)". Text that
does not come from here — Python's or torch's own message, an operating system's error — is the
code's ``detail``: the English message says it inline (``inline``), a translated window shows it
behind a "details" toggle and never in its sentence.

Torch-free and Qt-free: the engine, the client (which words restarts in English) and the window
(which passes each sentence through ``tr``) all use ``word()``. ``QT_TRANSLATE_NOOP`` marks the
sentences for pyside6-lupdate; at run time it returns its text.

Reading order: base.py (a code, its kind, and QT_TRANSLATE_NOOP that marks its sentences),
phases.py, restarts.py, errors.py, verdict.py (SUMMARIES), gradcheck.py, checks.py, notes.py,
jacobian.py and grading.py (which add their codes to ERRORS, SUMMARIES and NOTES), registry.py
(every code by kind), wording.py (``word``, ``word_english``, ``restart_sentence``).
"""
from __future__ import annotations

# isort: off
# In reading order, which is the registry's order too: jacobian.py, then grading.py, add their
# codes to ERRORS, SUMMARIES and NOTES as they are imported.
from playground.codes.base import CONTEXT, QT_TRANSLATE_NOOP, Code, Kind, Params, Translate, english, fields_of
from playground.codes.phases import LINE_SUFFIX, PHASES, phase_words, where_words
from playground.codes.restarts import RESTARTS, signal_name
from playground.codes.errors import ERRORS, RESTART_ERROR_PREFIX, restart_error_code, restart_of_error
from playground.codes.verdict import SUMMARIES
from playground.codes.gradcheck import GRADCHECKS
from playground.codes.checks import CHECKS
from playground.codes.notes import NOTES
from playground.codes import jacobian  # noqa: F401 (adds to ERRORS, SUMMARIES and NOTES)
from playground.codes.grading import FINDINGS, TOTALS, finding_english, total_english  # (and adds to ERRORS)
from playground.codes.registry import REGISTRY, every_code
from playground.codes.wording import UNTOUCHED, restart_sentence, shown, word, word_english
# isort: on

__all__ = ["CHECKS", "CONTEXT", "ERRORS", "FINDINGS", "GRADCHECKS", "LINE_SUFFIX", "NOTES", "PHASES",
           "QT_TRANSLATE_NOOP", "REGISTRY", "RESTARTS", "RESTART_ERROR_PREFIX", "SUMMARIES", "TOTALS", "UNTOUCHED",
           "Code", "Kind", "Params", "Translate", "english", "every_code", "fields_of", "finding_english",
           "phase_words", "restart_error_code",
           "restart_of_error", "restart_sentence", "shown", "signal_name", "total_english", "where_words", "word",
           "word_english"]
