"""The devices a toy model can train on: the CPU, every CUDA device, and MPS where present."""
from __future__ import annotations

import sys

import torch

from playground.protocol import DeviceInfo, ErrorInfo


class DeviceUnavailableError(ValueError):
    """A device that this machine does not have; ``.info`` says which and why, as data."""

    def __init__(self, device_id: str, reason: str, code: str = "device_unavailable"):
        message = f"Device {device_id} is not available: {reason}"
        if device_id.startswith("cuda"):
            message = f"CUDA device {device_id} is not available: {reason}"
        super().__init__(message)
        self.info = ErrorInfo(
            line=None,
            phase="train",
            type="DeviceUnavailable",
            message=message,
            code=code,
            params={"device": device_id, "reason": reason},
        )


def cpu_name() -> str:
    return f"CPU ({torch.get_num_threads()} threads)"


def cuda_unavailable_reason() -> str:
    """Why torch cannot use a CUDA device here, in words for a tooltip ("" if it can)."""
    if torch.version.cuda is None and getattr(torch.version, "hip", None) is None:
        return "this PyTorch build has no CUDA support (it is a CPU-only build)"
    if not torch.cuda.is_available() or torch.cuda.device_count() == 0:
        return "this machine has no CUDA GPU (or its driver is not loaded)"
    return ""


def mps_unavailable_reason() -> str:
    """Why torch cannot use Apple's MPS here ("" if it can)."""
    mps = getattr(torch.backends, "mps", None)
    if mps is None or not mps.is_built():
        return "this PyTorch build has no MPS support (MPS is for Apple computers)"
    if not mps.is_available():
        return "MPS needs macOS 12.3 or later on an Apple silicon or AMD GPU"
    return ""


def list_devices(include_unavailable: bool = False) -> list[DeviceInfo]:
    """The CPU, every CUDA device with its name, and MPS where present.

    With ``include_unavailable``, a device kind this machine lacks is listed too, with
    ``available=False`` and the reason (for a disabled entry with a tooltip): ``cuda``
    always, ``mps`` only on macOS, where it could be expected.
    """
    devices = [DeviceInfo(id="cpu", name=cpu_name(), available=True)]
    cuda_reason = cuda_unavailable_reason()
    if not cuda_reason:
        for index in range(torch.cuda.device_count()):
            devices.append(DeviceInfo(id=f"cuda:{index}", name=torch.cuda.get_device_name(index), available=True))
    elif include_unavailable:
        devices.append(DeviceInfo(id="cuda", name="CUDA GPU", available=False, reason=cuda_reason))
    mps_reason = mps_unavailable_reason()
    if not mps_reason:
        devices.append(DeviceInfo(id="mps", name="Apple GPU (MPS)", available=True))
    elif include_unavailable and sys.platform == "darwin":
        devices.append(DeviceInfo(id="mps", name="Apple GPU (MPS)", available=False, reason=mps_reason))
    return devices


def parse_device(device_id: str) -> torch.device:
    try:
        return torch.device(device_id.strip())
    except (RuntimeError, ValueError):
        raise DeviceUnavailableError(
            device_id, "it is not a device name; use cpu, cuda, cuda:N or mps", code="unknown_device"
        ) from None


def resolve_device(device_id: str) -> torch.device:
    """The torch.device for ``device_id`` ("cpu", "cuda", "cuda:N", "mps").

    Raises DeviceUnavailableError (a ValueError) with a clear message when this machine does not
    have it, e.g. "CUDA device cuda:0 is not available: this machine has no CUDA GPU ...".
    """
    device = parse_device(device_id)
    if device.type == "cpu":
        return torch.device("cpu")
    if device.type == "cuda":
        reason = cuda_unavailable_reason()
        if reason:
            raise DeviceUnavailableError(device_id, reason)
        index = torch.cuda.current_device() if device.index is None else device.index
        count = torch.cuda.device_count()
        if index >= count:
            raise DeviceUnavailableError(
                device_id, f"this machine has {count} CUDA device(s): cuda:0 to cuda:{count - 1}"
            )
        return torch.device("cuda", index)
    if device.type == "mps":
        reason = mps_unavailable_reason()
        if reason:
            raise DeviceUnavailableError(device_id, reason)
        return torch.device("mps")
    raise DeviceUnavailableError(
        device_id, "the playground trains on cpu, cuda or mps only", code="unknown_device"
    )
