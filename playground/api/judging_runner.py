"""The process that ``playground.check`` runs its judging in: ``python -m playground.api.judging_runner``.

The engine is a ``spawn`` child, and spawn re-runs the parent's main script in the child; a
user's script without an ``if __name__ == "__main__":`` guard would then run again, and call
``check`` again, in every engine. So the caller's process only starts this small process (its
main module is this one, always safe to re-import) and reads a JSON line back per order
(judging_process.py keeps it for later calls). It imports no torch itself: the engine does, as for
the command line, with the same time limit and faults; its engine stays up from order to order.
"""
from __future__ import annotations

import json
import sys
from typing import Optional

from playground.api.report_line import report_line
from playground.vocabulary import Verdict


def judge(order: dict, session) -> dict:
    """``order``: text, filename, function, xs, shape, timeout, name, device and the Jacobian's
    probe input (jacobian_shape, jacobian_values, jacobian_numbers) → the report's fields.
    ``session``: the JudgeSession (one engine) that every order of this process goes to."""
    from playground import protocol
    from playground.cli.report import check_report, check_to_json

    shape = tuple(order["shape"]) if order.get("shape") else None
    request = protocol.CompileRequest(request_id=0, source=order["text"], subject=order.get("function"), x_min=-5.0,
                                      x_max=5.0, points=1001, shape=shape,
                                      filename=order["filename"], device=order.get("device") or "cpu",
                                      jacobian_shape=tuple(order["jacobian_shape"]) if order.get("jacobian_shape")
                                      else None,
                                      jacobian_values=order.get("jacobian_values") or "random",
                                      jacobian_numbers=order.get("jacobian_numbers"))
    xs: Optional[list] = order.get("xs")
    result, values = session.check(request), None
    if xs and result.ok:
        answer = session.values_at(protocol.ValuesAtRequest(request_id=0, source=request.source,
                                                            subject=request.subject, xs=list(xs),
                                                            filename=request.filename))
        result.errors.extend(answer.errors)
        values = answer.values
    fields = check_to_json(order["name"], result, values, xs is not None)
    return {"fields": fields, "text": check_report(order["name"], result, values),
            "differs_where": differs_where(result.probe) if fields["verdict"] == Verdict.DIFFERS else []}


def differs_where(probe) -> list:
    """Runs of grid points where the backward differs, as [first x, last x], across outputs."""
    if probe is None or not len(probe.differs):
        return []
    import numpy as np

    mask = np.logical_or.reduce([np.asarray(m, dtype=bool) for m in probe.differs])
    x = np.asarray(probe.x, dtype=float)
    edges = np.flatnonzero(np.diff(np.concatenate([[0], mask.astype(np.int8), [0]])))
    return [[float(x[start]), float(x[stop - 1])] for start, stop in zip(edges[::2], edges[1::2])]


def main() -> int:
    """Answer one JSON order per input line until the input ends (the caller exited or closed it)."""
    from playground.client.judging import JudgeSession

    session = None
    try:
        for line in sys.stdin:
            if not line.strip():
                continue
            order = json.loads(line)
            if session is None or session.timeout != order["timeout"]:
                # The engine words its errors with the limit it was started with: a new limit, a new engine.
                if session is not None:
                    session.close()
                session = JudgeSession(order["timeout"])
            print(report_line(judge(order, session)), flush=True)
    finally:
        if session is not None:
            session.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
