"""The live check's run state without Qt (playground/ui/check/check_state.py): which check is
current, which of its stages are in and still running, which answers are stale."""
from __future__ import annotations

import subprocess
import sys

from playground import protocol
from playground.ui.check.check_state import LiveCheckState, stages_after
from playground.vocabulary import CheckStage, RestartReason
from tests.repo import REPO


def answer(request_id: int, stage: CheckStage = CheckStage.CHECKS, functions=("Square",),
           output: str = "") -> protocol.CompileResult:
    return protocol.CompileResult(request_id, list(functions), [], None, None, output, [], None, stage=stage)


def test_the_stages_come_in_the_engines_order():
    assert stages_after(None) == [CheckStage.CURVES, CheckStage.JACOBIAN, CheckStage.CHECKS]
    assert stages_after(CheckStage.CURVES) == [CheckStage.JACOBIAN, CheckStage.CHECKS]
    assert stages_after(CheckStage.CHECKS) == []


def test_each_stage_is_taken_in_turn_and_the_complete_one_ends_the_wait():
    state = LiveCheckState()
    state.sent(7)
    assert state.waiting and state.stages_running == [CheckStage.CURVES, CheckStage.JACOBIAN, CheckStage.CHECKS]
    assert state.take(answer(7, CheckStage.CURVES))
    assert state.stages_running == [CheckStage.JACOBIAN, CheckStage.CHECKS]
    assert state.take(answer(7, CheckStage.JACOBIAN))
    assert state.stages_running == [CheckStage.CHECKS]
    assert state.take(answer(7, CheckStage.CHECKS))
    assert not state.waiting and state.stages_running == []


def test_a_complete_answer_without_stages_before_it_is_taken():
    """An engine that answers at once (or the client's answer for a lost check) sends CHECKS alone."""
    state = LiveCheckState()
    state.sent(1)
    assert state.take(answer(1)) and not state.waiting


def test_another_checks_answers_are_stale():
    state = LiveCheckState()
    state.sent(1)
    state.sent(2)
    assert not state.take(answer(1, CheckStage.CURVES)) and not state.take(answer(1))
    assert state.arrived is None and state.waiting


def test_a_stage_before_one_drawn_is_stale():
    state = LiveCheckState()
    state.sent(3)
    state.take(answer(3, CheckStage.JACOBIAN))
    assert state.is_stale(answer(3, CheckStage.CURVES))
    assert not state.is_stale(answer(3, CheckStage.JACOBIAN)) and not state.is_stale(answer(3, CheckStage.CHECKS))


def test_an_edit_cancels_the_stages_still_to_come():
    state = LiveCheckState()
    state.sent(4)
    state.take(answer(4, CheckStage.CURVES))
    assert state.edited()
    assert state.stages_running == [] and state.waiting
    assert not state.take(answer(4, CheckStage.JACOBIAN)) and not state.take(answer(4))
    assert state.arrived == CheckStage.CURVES


def test_an_edit_after_the_complete_answer_cancels_nothing():
    state = LiveCheckState()
    state.sent(5)
    state.take(answer(5))
    assert not state.edited()
    state.cleared()
    assert not state.edited() and not state.waiting


def test_a_new_check_starts_afresh_after_a_cancelled_one():
    state = LiveCheckState()
    state.sent(6)
    state.edited()
    state.sent(7, compiling=True)
    assert not state.cancelled and state.compiling and state.take(answer(7, CheckStage.CURVES))


def test_printed_output_is_the_current_checks_only():
    state = LiveCheckState()
    state.sent(8)
    state.output(protocol.Output(request_id=8, text="a\n"))
    state.output(protocol.Output(request_id=7, text="old\n", dropped=3))
    state.output(protocol.Output(request_id=8, text="b\n", dropped=2))
    assert state.printed_text(answer(8)) == "a\nb\n" and state.dropped == 2
    assert state.printed_text(answer(8, output="top\n")) == "top\na\nb\n"
    state.sent(9)
    assert state.printed == [] and state.dropped == 0


def test_a_renamed_subject_is_dropped_once_in_a_row():
    state = LiveCheckState()
    state.sent(1)
    assert state.subject_gone(answer(1, functions=("Renamed",)), "Square")
    assert not state.subject_gone(answer(2, functions=("Renamed",)), "Square"), "asked again once, not forever"
    assert not state.subject_gone(answer(3, functions=("Square",)), "Square")
    assert not state.subject_gone(answer(4, functions=()), "Square"), "no names (an error): nothing to fall back to"


def test_a_restart_that_lost_the_check_while_it_waited_sends_it_again():
    state = LiveCheckState()
    state.sent(2)
    waited = protocol.EngineRestarted(reason=RestartReason.CRASHED, phase=None, request_id=1, exitcode=1, message="",
                                      lost_request_ids=[1, 2])
    ran = protocol.EngineRestarted(reason=RestartReason.TIMEOUT, phase=None, request_id=2, exitcode=None, message="",
                                   lost_request_ids=[2])
    assert state.lost_innocently(waited) and not state.lost_innocently(ran)
    state.take(answer(2))
    assert not state.lost_innocently(waited), "answered: nothing was lost"


def test_the_model_imports_no_qt():
    code = "import sys, playground.ui.check.check_state; print('PySide6' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
