"""Autograd Playground: write a torch.autograd.Function, see whether its backward is right, train with it."""

__version__ = "0.1.0"
