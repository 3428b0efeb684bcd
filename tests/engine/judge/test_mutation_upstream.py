"""The other-upstream checks at their edges, pinned where the mutation run found them unpinned (upstream.py)."""
from __future__ import annotations

from tests.engine.judge.test_sensitivity import function, judged


def test_a_grid_of_two_points_is_too_small_to_call_a_backward_mixing():
    data = judged(function("return x * x", "return g * 2 * x"), points=2)
    assert (data.verdict, data.summary_code) == ("matches", "matches") and len(data.x) == 2
