"""Minibatches for training, drawn on the device from a seeded generator."""
from __future__ import annotations

import torch


def seeded_generator(seed: int, device: torch.device) -> torch.Generator:
    """A generator on ``device`` where torch has one there, else on the CPU."""
    try:
        return torch.Generator(device=device).manual_seed(seed)
    except RuntimeError:
        return torch.Generator().manual_seed(seed)


class BatchStream:
    """The whole training set as one batch when ``batch_size`` covers it; otherwise batches of
    exactly ``batch_size`` points, reshuffled every epoch (the last, smaller chunk is skipped)."""

    def __init__(self, x: torch.Tensor, y: torch.Tensor, batch_size: int, seed: int):
        self.x, self.y = x, y
        self.size = len(x)
        self.batch_size = min(batch_size, self.size)
        self.full_batch = self.batch_size >= self.size
        self.generator = seeded_generator(seed, x.device)
        self.chunks: tuple = ()
        self.position = 0

    def next(self) -> tuple[torch.Tensor, torch.Tensor]:
        """The next (inputs, targets) batch."""
        if self.full_batch:
            return self.x, self.y
        if self.position == len(self.chunks):
            self._shuffle()
        indices = self.chunks[self.position]
        self.position += 1
        return self.x.index_select(0, indices), self.y.index_select(0, indices)

    def _shuffle(self) -> None:
        order = torch.randperm(self.size, generator=self.generator, device=self.generator.device)
        order = order.to(self.x.device)
        whole = self.size // self.batch_size
        self.chunks = order[: whole * self.batch_size].split(self.batch_size)
        self.position = 0
