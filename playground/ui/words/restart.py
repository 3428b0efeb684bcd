"""An engine restart in the window's language: the one wording of playground/codes/ (the client
says the same sentence in English), filled from the EngineRestarted's reason, phase, line, exit
code and limits; and how a run ended."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from playground import codes, protocol
from playground.ui.words.codes import Words, english_window
from playground.ui.words.codes import tr as tr_code
from playground.vocabulary import RunEnd


def tr(text: str) -> str:
    # Named tr: pyside6-lupdate collects the strings of calls named tr or translate only.
    return QCoreApplication.translate("MainWindow", text)


def restart_words(restarted: protocol.EngineRestarted, time_limit: float) -> Words:
    """Why the engine was restarted, where, and that the text is safe. ``time_limit``: the
    limit to quote when the restart does not carry one (the bridge's compile limit)."""
    params = {"phase": restarted.phase, "line": restarted.line, "exitcode": restarted.exitcode,
              "limit": restarted.time_limit or time_limit, "memory_mb": restarted.memory_limit_mb,
              "detail": restarted.detail or None}
    if english_window():
        return Words(restarted.message or codes.restart_sentence(restarted.reason, params, inline=True) or "")
    text = codes.restart_sentence(restarted.reason, params, tr_code)
    return Words(text, restarted.detail) if text else Words(restarted.message)


def restart_text(restarted: protocol.EngineRestarted, time_limit: float) -> str:
    """E.g. "Your code ran longer than the time limit of 5 s in backward (line 12); the engine
    was stopped and started again. Your text is untouched."."""
    return restart_words(restarted, time_limit).text


def run_finished_text(finished: protocol.TrainFinished) -> str:
    """One line for the console when a run ends."""
    if finished.reason == RunEnd.DONE:
        loss = "" if finished.final_loss is None else tr(", final loss {loss:.4g}").format(
            loss=finished.final_loss)
        return tr("Training finished: {steps} steps{loss}, {rate:,.0f} steps/s.").format(
            steps=finished.step, loss=loss, rate=finished.steps_per_second)
    if finished.reason == RunEnd.STOPPED:
        return tr("Training stopped at step {step}.").format(step=finished.step)
    return tr("Training ended with an error at step {step}.").format(step=finished.step)
