from __future__ import annotations

import pytest
import torch

from playground.engine.train import devices
from playground.engine.train.devices import (
    DeviceUnavailableError,
    list_devices,
    resolve_device,
)

needs_cuda = pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device here")


@pytest.fixture
def no_cuda(monkeypatch):
    """A machine whose torch has CUDA support but no GPU."""
    monkeypatch.setattr(torch.version, "cuda", "12.4")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 0)


@pytest.fixture
def two_gpus(monkeypatch):
    """A machine with two (pretend) CUDA devices; nothing here touches a real GPU."""
    names = ["NVIDIA H100 80GB HBM3", "NVIDIA A100-SXM4-40GB"]
    monkeypatch.setattr(torch.version, "cuda", "12.4")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 2)
    monkeypatch.setattr(torch.cuda, "current_device", lambda: 0)
    monkeypatch.setattr(torch.cuda, "get_device_name", lambda index=None: names[index])
    return names


def test_cpu_comes_first_with_its_thread_count():
    first = list_devices()[0]
    assert first.id == "cpu" and first.available
    assert first.name == f"CPU ({torch.get_num_threads()} threads)"


def test_resolve_cpu():
    assert resolve_device("cpu") == torch.device("cpu")
    assert resolve_device(" cpu ") == torch.device("cpu")


def test_every_cuda_device_is_listed_with_its_name(two_gpus):
    listed = {d.id: d for d in list_devices()}
    assert listed["cuda:0"].name == two_gpus[0] and listed["cuda:0"].available
    assert listed["cuda:1"].name == two_gpus[1]


def test_cuda_resolves_by_index_and_without_one(two_gpus):
    assert resolve_device("cuda:1") == torch.device("cuda", 1)
    assert resolve_device("cuda") == torch.device("cuda", 0)


def test_a_cuda_index_past_the_last_device_is_refused(two_gpus):
    with pytest.raises(ValueError, match=r"cuda:5 is not available: this machine has 2 CUDA device"):
        resolve_device("cuda:5")


def test_absent_cuda_gives_a_clear_error(no_cuda):
    with pytest.raises(ValueError) as caught:
        resolve_device("cuda:0")
    assert str(caught.value).startswith("CUDA device cuda:0 is not available: this machine has no CUDA GPU")
    info = caught.value.info
    assert info.code == "device_unavailable" and info.phase == "train"
    assert info.params["device"] == "cuda:0" and "no CUDA GPU" in info.params["reason"]


def test_a_cpu_only_build_says_so(monkeypatch):
    monkeypatch.setattr(torch.version, "cuda", None)
    monkeypatch.setattr(torch.version, "hip", None, raising=False)
    with pytest.raises(DeviceUnavailableError, match="CPU-only build"):
        resolve_device("cuda")


def test_unavailable_cuda_is_offered_only_on_request_with_the_reason(no_cuda):
    assert [d.id for d in list_devices()] == ["cpu"]
    offered = {d.id: d for d in list_devices(include_unavailable=True)}
    assert offered["cuda"].available is False
    assert "no CUDA GPU" in offered["cuda"].reason


def test_mps_is_listed_where_present(monkeypatch):
    monkeypatch.setattr(torch.backends.mps, "is_built", lambda: True)
    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: True)
    assert "mps" in [d.id for d in list_devices()]
    assert resolve_device("mps") == torch.device("mps")


def test_absent_mps_is_refused_and_offered_disabled_on_macos(monkeypatch):
    monkeypatch.setattr(torch.backends.mps, "is_built", lambda: True)
    monkeypatch.setattr(torch.backends.mps, "is_available", lambda: False)
    monkeypatch.setattr(devices.sys, "platform", "darwin")
    with pytest.raises(ValueError, match="Device mps is not available: MPS needs macOS"):
        resolve_device("mps")
    offered = {d.id: d for d in list_devices(include_unavailable=True)}
    assert offered["mps"].available is False and "macOS" in offered["mps"].reason
    monkeypatch.setattr(devices.sys, "platform", "linux")
    assert "mps" not in [d.id for d in list_devices(include_unavailable=True)]


@pytest.mark.parametrize("name", ["gpu", "cuda:x", "", "xla"])
def test_names_that_are_no_device_are_refused(name):
    with pytest.raises(ValueError) as caught:
        resolve_device(name)
    assert caught.value.info.code == "unknown_device"
    assert "cpu" in str(caught.value)


@pytest.mark.cuda
@needs_cuda
def test_real_cuda_devices_resolve_and_are_named():
    listed = {d.id: d for d in list_devices()}
    for index in range(torch.cuda.device_count()):
        assert listed[f"cuda:{index}"].name == torch.cuda.get_device_name(index)
        assert resolve_device(f"cuda:{index}") == torch.device("cuda", index)
    with pytest.raises(ValueError, match="not available"):
        resolve_device(f"cuda:{torch.cuda.device_count()}")
