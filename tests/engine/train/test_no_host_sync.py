"""A training step never waits for the device: no value of a tensor is read on the host until a
snapshot drains the records (on a GPU every such read is a synchronisation). Checked on the CPU
by making every host read raise while steps run."""
from __future__ import annotations

import pytest
import torch
from torch import nn

from playground.engine.train.trainer import Trainer
from playground.protocol import TrainConfig
from tests.engine.train.relu_function import MyReLU

HOST_READS = ("item", "tolist", "numpy", "cpu", "__bool__", "__float__", "__int__", "__index__", "nonzero")


class Activation(nn.Module):
    def forward(self, x):
        return MyReLU.apply(x)


class HostRead(AssertionError):
    pass


def forbid_host_reads(monkeypatch) -> None:
    def make(name):
        def read(self, *args, **kwargs):
            raise HostRead(f"Tensor.{name} during a training step")
        return read

    for name in HOST_READS:
        monkeypatch.setattr(torch.Tensor, name, make(name))


@pytest.mark.parametrize("settings", [
    dict(model="tutorial-2layer", optimizer="sgd", lr=1e-6),
    dict(model="fit-1d", dataset="sin", optimizer="adam", lr=1e-2, batch_size=16),
    dict(model="classify-2d", dataset="spiral", optimizer="momentum", lr=1e-2, batch_size=16),
    dict(model="classify-2d", dataset="xor", optimizer="adam", lr=1e-2, train_fraction=1.0, l2=1e-3),
])
def test_steps_read_nothing_back_and_the_snapshot_reads_it_all(monkeypatch, settings):
    config = TrainConfig(steps=100, samples=64, width=8, depth=2, seed=2, **settings)
    trainer = Trainer(config, lambda features: Activation(), metrics_interval=0.0)  # score every step
    with monkeypatch.context() as patched:
        forbid_host_reads(patched)
        for _ in range(6):  # past the first epoch of minibatches, and the record buffer's rows
            trainer.step()
    snapshot = trainer.snapshot(1, 0.0)
    assert snapshot.step == 6 and len(snapshot.loss) == 6
    assert all(len(norms) == 6 for norms in snapshot.grad_norms.values())


def test_the_check_itself_catches_a_host_read(monkeypatch):
    forbid_host_reads(monkeypatch)
    with pytest.raises(HostRead):
        torch.ones(2).sum().item()
    with pytest.raises(HostRead):
        bool(torch.ones(()) > 0)
