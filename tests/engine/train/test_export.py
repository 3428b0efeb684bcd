"""Exporting the trained model's weights: the .pt file, and the engine's ExportWeights answer."""
from __future__ import annotations

import os

import pytest
import torch
from torch import nn

from playground import protocol
from playground.engine.train.export import cpu_state_dict, export_weights, save_weights
from tests.engine.harness import InProcessEngine, of_type

MY_RELU = '''
import torch

class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return input.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        return grad_output * (input > 0)
'''
BROKEN_BACKWARD = MY_RELU.replace("return grad_output * (input > 0)", "return 1 / 0")


def small_config(**changes) -> protocol.TrainConfig:
    options = {"model": "classify-2d", "dataset": "blobs", "steps": 5, "width": 4, "depth": 1,
               "samples": 40, "batch_size": 8}
    return protocol.TrainConfig(**{**options, **changes})


def train(source: str = MY_RELU, request_id: int = 1, **changes) -> protocol.TrainRequest:
    """A small run that snapshots only at its end (snapshots cost time, not meaning, here)."""
    return protocol.TrainRequest(request_id=request_id, source=source, subject=None, config=small_config(**changes),
                                 snapshot_interval=60.0)


def test_saved_weights_load_with_torch_load_and_match_the_state_dict(tmp_path):
    model = nn.Sequential(nn.Linear(2, 3), nn.BatchNorm1d(3), nn.Linear(3, 2))
    path = save_weights(model, str(tmp_path / "model.pt"))
    loaded = torch.load(path, weights_only=True)
    expected = model.state_dict()
    assert list(loaded) == list(expected)
    for key, value in expected.items():
        assert torch.equal(loaded[key], value)
    fresh = nn.Sequential(nn.Linear(2, 3), nn.BatchNorm1d(3), nn.Linear(3, 2))
    fresh.load_state_dict(loaded)  # strict: every key there, none extra
    assert os.listdir(tmp_path) == ["model.pt"]  # no temporary file left behind


def test_state_dict_tensors_are_detached_cpu_copies():
    model = nn.Linear(2, 1)
    state = cpu_state_dict(model)
    assert all(t.device.type == "cpu" and not t.requires_grad for t in state.values())
    assert hasattr(state, "_metadata")


def test_column_major_weights_are_saved_row_major():
    """The tutorial net keeps its weights column-major; a file's reader may .view() them."""
    model = nn.Module()
    model.w1 = nn.Parameter(torch.arange(6.0).reshape(2, 3).t().contiguous().t())
    state = cpu_state_dict(model)
    assert state["w1"].is_contiguous() and torch.equal(state["w1"], model.w1.detach())
    assert state["w1"].view(-1).tolist() == [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]


def test_no_model_yet_is_an_error_as_data(tmp_path):
    done = export_weights(None, protocol.ExportWeights(request_id=3, path=str(tmp_path / "w.pt")))
    assert done.request_id == 3 and done.error.code == "export_no_model"
    assert not (tmp_path / "w.pt").exists()


def test_an_unwritable_path_is_an_error_as_data(tmp_path):
    path = str(tmp_path / "missing-folder" / "w.pt")
    done = export_weights(nn.Linear(1, 1), protocol.ExportWeights(request_id=4, path=path))
    assert done.error.code == "export_failed" and done.error.params["path"] == path
    assert "missing-folder" in done.error.message


def test_engine_exports_the_last_finished_runs_model(tmp_path):
    engine = InProcessEngine()
    replies = engine.run(train())
    assert of_type(replies, protocol.TrainFinished)[0].reason == "done"
    path = str(tmp_path / "trained.pt")
    done = of_type(engine.run(protocol.ExportWeights(request_id=9, path=path)), protocol.ExportDone)
    assert len(done) == 1 and done[0].error is None and done[0].request_id == 9
    loaded = torch.load(path, weights_only=True)
    started = of_type(replies, protocol.TrainStarted)[0]
    assert list(loaded) == started.param_names == ["fc1.weight", "fc1.bias", "out.weight", "out.bias"]
    assert [tuple(t.shape) for t in loaded.values()] == started.param_shapes


def test_engine_exports_the_weights_of_a_run_in_progress(tmp_path):
    engine = InProcessEngine()
    path = str(tmp_path / "now.pt")
    replies = engine.run(train(steps=10), protocol.ExportWeights(request_id=2, path=path))
    done = of_type(replies, protocol.ExportDone)
    assert done[0].error is None and set(torch.load(path, weights_only=True)) >= {"fc1.weight"}
    finished = of_type(replies, protocol.TrainFinished)[0]
    assert finished.reason == "done" and replies.index(done[0]) < replies.index(finished)


def test_a_run_that_failed_leaves_no_model_to_export(tmp_path):
    engine = InProcessEngine()
    engine.run(train())
    failed = engine.run(train(BROKEN_BACKWARD, request_id=2))
    assert of_type(failed, protocol.TrainFinished)[0].reason == "error"
    done = of_type(engine.run(protocol.ExportWeights(request_id=3, path=str(tmp_path / "w.pt"))), protocol.ExportDone)
    assert done[0].error.code == "export_no_model"


@pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device here")
def test_weights_trained_on_cuda_load_on_the_cpu(tmp_path):
    engine = InProcessEngine()
    engine.run(train(device="cuda"))
    path = str(tmp_path / "cuda.pt")
    engine.run(protocol.ExportWeights(request_id=2, path=path))
    loaded = torch.load(path, map_location=None, weights_only=True)
    assert all(t.device.type == "cpu" for t in loaded.values())
