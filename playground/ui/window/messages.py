"""What the window says about engine restarts and finished runs, in words for a student."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from playground import protocol
from playground.ui.i18n import current_language
from playground.ui.restart_words import restart_sentence
from playground.ui.window.console import phase_words


def tr(text: str) -> str:
    # Named tr: pyside6-lupdate collects the strings of calls named tr or translate only.
    return QCoreApplication.translate("MainWindow", text)


def restart_text(restarted: protocol.EngineRestarted, limit: float) -> str:
    """The client's own words (they name the line and exit status), else ours by reason.

    E.g. "Your code ran longer than 5 s in backward; the engine was restarted. Your text is untouched."."""
    if current_language() != "en":  # the client's English names the time limit; others are worded here
        worded = restart_sentence(restarted.reason, restarted.phase, restarted.line, restarted.exitcode)
        if worded:
            return worded
    if restarted.message:
        return restarted.message
    where = " " + phase_words(restarted.phase) if restarted.phase else ""
    if restarted.reason == "timeout":
        text = tr("Your code ran longer than {limit:g} s{where}; the engine was restarted.").format(
            limit=limit, where=where)
    elif restarted.reason == "stop":
        text = tr("Your code did not stop{where}, so the engine was stopped and restarted.").format(
            where=where)
    elif restarted.reason == "memory":
        text = tr("Your code used more memory than allowed{where}; the engine was restarted.").format(
            where=where)
    elif restarted.reason == "crashed":
        text = tr("The engine stopped unexpectedly{where}; it was restarted.").format(where=where)
    elif restarted.reason == "failed":
        return tr("The engine could not start. Check that torch is installed in this environment.")
    else:
        text = tr("The engine was restarted.")
    return text + " " + tr("Your text is untouched.")


def run_finished_text(finished: protocol.TrainFinished) -> str:
    """One line for the console when a run ends."""
    if finished.reason == "done":
        loss = "" if finished.final_loss is None else tr(", final loss {loss:.4g}").format(
            loss=finished.final_loss)
        return tr("Training finished: {steps} steps{loss}, {rate:,.0f} steps/s.").format(
            steps=finished.step, loss=loss, rate=finished.steps_per_second)
    if finished.reason == "stopped":
        return tr("Training stopped at step {step}.").format(step=finished.step)
    return tr("Training ended with an error at step {step}.").format(step=finished.step)

