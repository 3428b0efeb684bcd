"""Saving the trained model's weights: its ``state_dict`` as a .pt file that ``torch.load`` reads
anywhere (the tensors are moved to the CPU first, so a model trained on CUDA loads on a laptop)."""
from __future__ import annotations

import os
import tempfile
from typing import Optional

import torch
from torch import nn

from playground.protocol import ErrorInfo, ExportDone, ExportWeights


def cpu_state_dict(model: nn.Module) -> dict:
    """``model.state_dict()`` with every tensor detached, on the CPU and row-major (the tutorial
    net keeps its weights column-major: a file's reader may ``.view()`` them) (same keys, order)."""
    state = model.state_dict()
    copied = type(state)((key, value.detach().cpu().contiguous() if torch.is_tensor(value) else value)
                         for key, value in state.items())
    metadata = getattr(state, "_metadata", None)
    if metadata is not None:  # load_state_dict reads the modules' versions from it
        copied._metadata = metadata
    return copied


def save_weights(model: nn.Module, path: str) -> str:
    """Write ``model``'s state_dict to ``path`` (written whole or not at all); returns the path."""
    path = os.path.abspath(os.path.expanduser(path))
    state = cpu_state_dict(model)
    folder = os.path.dirname(path)
    handle, temporary = tempfile.mkstemp(prefix=".weights-", suffix=".pt", dir=folder)
    try:
        with os.fdopen(handle, "wb") as file:
            torch.save(state, file)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise
    return path


def export_weights(model: Optional[nn.Module], request: ExportWeights) -> ExportDone:
    """Answer an ExportWeights request: the file written, or an error as data."""
    if model is None:
        return ExportDone(request.request_id, request.path, ErrorInfo(
            line=None, phase="engine", type="NoModel",
            message="There is no trained model to export yet: train one first.",
            code="export_no_model"))
    try:
        path = save_weights(model, request.path)
    except OSError as error:
        reason = error.strerror or str(error)
        return ExportDone(request.request_id, request.path, ErrorInfo(
            line=None, phase="engine", type=type(error).__name__, message=f"Could not write {request.path}: {reason}",
            code="export_failed", params={"path": request.path, "reason": reason}))
    except Exception as error:  # a user Module's get_extra_state() raised, a tensor that cannot be saved...
        return ExportDone(request.request_id, request.path, ErrorInfo(
            line=None, phase="engine", type=type(error).__name__, message=f"Could not save the weights: {error}",
            code="export_failed", params={"path": request.path, "reason": str(error)}))
    return ExportDone(request.request_id, path)
