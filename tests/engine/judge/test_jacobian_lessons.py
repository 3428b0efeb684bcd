"""The lessons on Jacobians show what they say: the diagonal-only softmax its missing entries,
the right softmax none, the Russian answer's Module both of its gradients, and the linear layer
its input, weight and bias blocks."""
from __future__ import annotations

import numpy as np

from playground import protocol
from playground.engine.judge.check import run_check
from playground.formats.presets import find_preset


def judged(name: str) -> protocol.ProbeData:
    result = run_check(protocol.CompileRequest(request_id=1, source=find_preset(name).source(), points=201))
    assert result.errors == [] and result.probe is not None, [e.message for e in result.errors]
    return result.probe


def test_the_diagonal_only_softmax_lesson_shows_its_missing_entries():
    probe = judged("softmax_diagonal")
    assert probe.verdict == "differs" and not probe.by_design and probe.decided_by == ["jacobian"]
    block = probe.jacobian.blocks[0]
    assert block.pattern == "jacobian_diagonal_only" and block.differs.sum() == 24
    assert not block.differs[np.eye(8, dtype=bool)].any()


def test_the_right_softmax_lesson_differs_nowhere():
    probe = judged("softmax_jacobian")
    assert probe.verdict == "matches"
    assert [b.max_abs_diff < 1e-6 for b in probe.jacobian.blocks] == [True]
    # the grid's rows are constant and softmax is flat along them: the Jacobian, which sees the
    # mixing, decides the verdict and is the window's main picture
    assert probe.summary_code == "jacobian_agrees" and "jacobian" in probe.decided_by


def test_the_module_lesson_shows_both_gradients():
    probe = judged("module_weights_jacobian")
    assert probe.verdict == "matches"
    blocks = {b.input: b for b in probe.jacobian.blocks}
    assert set(blocks) == {"x", "weights"} and probe.jacobian.inputs_from == "call"
    for block in blocks.values():
        assert (block.rows, block.cols) == (10, 10) and block.max_abs_diff < 1e-6
        assert np.array_equal(block.true != 0, np.eye(10, dtype=bool))


def test_the_module_lessons_mix_up_shows_in_the_weights_block():
    text = find_preset("module_weights_jacobian").source().replace(
        "grad_weights = input.clone() * grad_output", "grad_weights = weights.clone() * grad_output")
    result = run_check(protocol.CompileRequest(request_id=1, source=text, points=201))
    blocks = {b.input: b.pattern for b in result.probe.jacobian.blocks}
    assert result.probe.verdict == "differs"
    assert blocks == {"x": "jacobian_matches", "weights": "jacobian_swapped"}


def test_the_linear_layer_lesson_has_its_weight_and_bias_blocks():
    probe = judged("linear_module")
    found = probe.jacobian
    assert [b.input for b in found.blocks] == ["x", "weight", "bias"]
    assert all(b.pattern == "jacobian_matches" and b.max_abs_diff < 1e-6 for b in found.blocks)
