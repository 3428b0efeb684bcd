"""Every fault the checks saw, not only the first: what the verdict's sentence leaves unsaid, as notes.

The verdict's sentence names one fault: the one that decided it (a Jacobian block that differs, the
curves, a wrong jvp). A backward can have more than one: brevitas' squared hinge loss returns None for
the target (a Jacobian block that differs, where the call varies the target) and overwrites
grad_output without ever multiplying by it (gradcheck's ×2 upstream shows that). A person who fixes
the fault named and runs the check again should not meet the next one only then.
"""
from __future__ import annotations

from playground import protocol
from playground.engine.usercode.diagnose import note
from playground.vocabulary import Verdict

# gradcheck failures that are faults of their own, not the wrong derivative a differing Jacobian or
# curve already shows (playground/codes/gradcheck.py)
OWN_FAULTS = {"gradcheck_ignores_grad_output", "gradcheck_random", "gradcheck_random_upstream"}
# verdict sentences that already say what gradcheck found (playground/codes/verdict.py)
SAY_GRADCHECK = {"gradcheck_failed", "jacobian_agrees", "gradcheck_fails_for_parameter", "ignores_grad_output",
                 "backward_random", "not_proportional", "sums_grad_output", "wrong_for_negative_grad_output"}


def unsaid_faults(probe: protocol.ProbeData) -> list:
    """Notes for the faults a "differs" verdict's sentence does not name."""
    if probe.verdict != Verdict.DIFFERS:
        return []
    found = []
    gradcheck = probe.gradcheck
    if (gradcheck is not None and not gradcheck.passed and gradcheck.code in OWN_FAULTS
            and probe.summary_code not in SAY_GRADCHECK):
        found.append(note("gradcheck_finds_more", text=gradcheck.message))
    have = {remark.code for remark in probe.notes}
    return [remark for remark in found if remark.code not in have]
