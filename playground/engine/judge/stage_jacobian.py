"""The Jacobian as soon as the curves are drawn: the window's second answer (CheckStage.JACOBIAN).

The complete check takes the Jacobian last, after gradcheck and the further checks, and lets it
change the verdict (jacobian_verdict.py); the command line and grading see only that. The window
asks for its answer in steps, so here the same Jacobian (same inputs: the probe's caller and the
person's choice) is taken early and set beside the curves' answer, the verdict left as the curves
gave it. Taking it runs the user's forward and backward once more: what they print then is
not kept (the complete check prints its own), and torch's generator is put back as it was, so
that the checks after draw the same numbers as without this answer.
"""
from __future__ import annotations

import copy
from typing import Callable, Optional

import torch

from playground import protocol
from playground.engine.judge.callers import single_thread
from playground.engine.judge.jacobian import jacobian
from playground.engine.judge.jacobian_choice import JacobianChoice, JacobianInputError
from playground.engine.judge.jacobian_inputs import probed_subject
from playground.engine.judge.probe_inputs import make_caller
from playground.engine.judge.probe_steps import ProbeSteps
from playground.engine.usercode.printed import BoundedOutput, captured


def jacobian_preview(subject, curves: protocol.ProbeData, caller, choice: JacobianChoice,
                     on_phase: Callable = lambda phase: None) -> protocol.ProbeData:
    """A copy of the curves' answer with the Jacobian at the probe input filled in (or
    ``jacobian_error`` saying why the person's choice cannot be used); a Jacobian that cannot be
    taken leaves the copy without one, as the complete check would."""
    preview = copy.deepcopy(curves)
    steps = ProbeSteps(subject, on_phase)
    generator_state = torch.get_rng_state()
    try:
        with captured(BoundedOutput()), single_thread(), torch.enable_grad():
            preview.jacobian = _taken(subject, caller, steps, choice)
    except JacobianInputError as error:
        preview.jacobian_error = error.info
    except Exception:  # the Jacobian is a second opinion: its failure is said by the complete check
        pass
    finally:
        torch.set_rng_state(generator_state)
    return preview


def _taken(subject, caller, steps: ProbeSteps, choice: JacobianChoice) -> Optional[protocol.Jacobian]:
    probed = probed_subject(subject, caller or _grid_caller(subject), steps.phase, choice)
    return None if probed is None else jacobian(probed)


def _grid_caller(subject):
    """A caller at inferred shapes, as the complete check makes one where the probe made none."""
    try:
        return make_caller(subject)
    except Exception:  # noqa: BLE001 - then the Jacobian is taken at the call's inputs only
        return None
