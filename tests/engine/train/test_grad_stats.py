"""The snapshot's gradient statistics: histograms counted on the host as torch.histc counts them,
and the zero fraction from count_nonzero."""
from __future__ import annotations

import numpy as np
import pytest
import torch
from torch import nn

from playground.engine.train.grad_stats import GradientInspector, bucket_counts, histogram_range, in_memory_order


def test_bucket_counts_equal_histc():
    generator = torch.Generator().manual_seed(0)
    pieces = [torch.randn(25_600, generator=generator), torch.rand(1000, generator=generator) * 1e-3,
              torch.randn(7, generator=generator) * 50]
    for piece in pieces:
        low, high = histogram_range(piece.min().item(), piece.max().item())
        counts = bucket_counts(piece.numpy(), low, high, 40)
        np.testing.assert_array_equal(counts, torch.histc(piece, bins=40, min=low, max=high).numpy())
        assert counts.sum() == len(piece) and counts.dtype == np.int64


def test_the_top_edge_counts_in_the_last_bin_and_outsiders_nan_and_inf_are_left_out():
    piece = torch.tensor([0.0, 0.5, 1.0, 1.0, -0.1, 1.1, float("nan"), float("inf")])
    counts = bucket_counts(piece.numpy(), 0.0, 1.0, 4)
    np.testing.assert_array_equal(counts, [1, 0, 1, 2])
    np.testing.assert_array_equal(counts, torch.histc(piece[:6], bins=4, min=0.0, max=1.0).numpy())


def test_one_value_gets_a_range_around_it():
    assert histogram_range(2.0, 2.0) == (1.5, 2.5)
    assert histogram_range(0.0, 1e-40) == (-0.5, 0.5)
    assert histogram_range(float("nan"), 1.0) == (-1.0, 1.0)


@pytest.mark.parametrize("bins", [0, 7, 40])
def test_details_match_the_gradients_whatever_their_shapes(bins):
    generator = torch.Generator().manual_seed(1)
    params = [("w", nn.Parameter(torch.zeros(300, 20))), ("b", nn.Parameter(torch.zeros(20))),
              ("s", nn.Parameter(torch.zeros(()))), ("none", nn.Parameter(torch.zeros(3)))]
    for _name, p in params[:3]:
        p.grad = torch.randn(p.shape, generator=generator)
    params[0][1].grad[:10] = 0.0  # 200 exact zeros of 6000
    details = GradientInspector(params, torch.device("cpu"), side=256).details(bins)
    w = params[0][1].grad
    assert details.zero_fraction["w"] == pytest.approx(200 / 6000)
    assert details.zero_fraction["none"] == 1.0 and details.grad_max["none"] == 0.0
    assert details.grad_max["b"] == pytest.approx(params[1][1].grad.abs().max().item())
    assert details.gradients["w"].shape == (256, 20) and details.gradients["s"].shape == (1,)
    if not bins:
        assert details.histograms == {}
        return
    shown = torch.from_numpy(details.gradients["w"])
    counts, edges = details.histograms["w"]
    low, high = float(edges[0]), float(edges[-1])
    assert len(counts) == bins and low == pytest.approx(w.min().item()) and high == pytest.approx(w.max().item())
    np.testing.assert_array_equal(counts, torch.histc(shown, bins=bins, min=low, max=high).numpy())
    assert details.histograms["s"][0].sum() == 1


def test_bucket_counts_equal_histc_when_the_range_is_wider_or_narrower_than_the_values():
    generator = torch.Generator().manual_seed(2)
    piece = torch.randn(10_000, generator=generator)
    for low, high in [(-10.0, 10.0), (-0.5, 0.5), (0.0, 3.0), (-1.0, -1.0 + 1e-3)]:
        counts = bucket_counts(piece.numpy(), low, high, 40)
        np.testing.assert_array_equal(counts, torch.histc(piece, bins=40, min=low, max=high).numpy())
    assert bucket_counts(np.empty(0, np.float32), 0.0, 1.0, 5).tolist() == [0] * 5


def test_gradients_sent_are_copies_that_later_steps_do_not_change():
    params = [("w", nn.Parameter(torch.zeros(4, 3))), ("b", nn.Parameter(torch.zeros(3)))]
    for _name, p in params:
        p.grad = torch.ones(p.shape)
    details = GradientInspector(params, torch.device("cpu")).details(4)
    for _name, p in params:
        p.grad.mul_(5.0)  # an optimizer step writes .grad in place
    np.testing.assert_array_equal(details.gradients["w"], np.ones((4, 3), np.float32))
    np.testing.assert_array_equal(details.gradients["b"], np.ones(3, np.float32))
    assert all(array.dtype == np.float32 for array in details.gradients.values())


def test_a_column_major_gradient_gives_the_same_details_as_row_major():
    generator = torch.Generator().manual_seed(3)
    values = torch.randn(1000, 100, generator=generator)
    values[::7] = 0.0
    details = []
    for layout in (values.clone(), values.t().contiguous().t()):
        p = nn.Parameter(torch.zeros(1000, 100))
        p.grad = layout
        details.append(GradientInspector([("w1", p)], torch.device("cpu")).details(40))
    row, column = details
    assert row.grad_max == column.grad_max and row.zero_fraction == column.zero_fraction
    np.testing.assert_array_equal(row.gradients["w1"], column.gradients["w1"])
    assert row.gradients["w1"].shape == (256, 100)
    np.testing.assert_array_equal(row.histograms["w1"][0], column.histograms["w1"][0])


def test_in_memory_order_views_a_transposed_matrix_and_copies_anything_else():
    matrix = torch.arange(6.0).reshape(2, 3)
    column = matrix.t().contiguous().t()
    assert in_memory_order(column).data_ptr() == column.data_ptr()
    assert sorted(in_memory_order(column).tolist()) == sorted(matrix.reshape(-1).tolist())
    assert in_memory_order(matrix).tolist() == [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]
    assert in_memory_order(matrix[:, ::2]).tolist() == [0.0, 2.0, 3.0, 5.0]


def test_a_wide_column_major_gradient_is_picked_like_its_row_major_copy():
    generator = torch.Generator().manual_seed(4)
    values = torch.randn(300, 1000, generator=generator)
    inspector = GradientInspector([], torch.device("cpu"))
    row = inspector.downsample(values)
    column = inspector.downsample(values.t().contiguous().t())
    assert row.shape == column.shape == (256, 256)
    assert torch.equal(row, column)
