# Written for these tests in the shape of the "Custom Python Operators" tutorial: an operator whose
# forward leaves torch (numpy instead of PIL), a fake implementation for torch.compile, a backward
# written with a second custom op, register_autograd, a demo call, and opcheck at the top level.
from typing import Sequence

import numpy as np
import torch
from torch import Tensor


@torch.library.custom_op("mylib::crop", mutates_args=())
def crop(pic: Tensor, box: Sequence[int]) -> Tensor:
    left, right = box
    cropped = np.ascontiguousarray(pic.cpu().numpy()[..., left:right])
    return torch.from_numpy(cropped).to(pic.device)


@crop.register_fake
def _(pic, box):
    left, right = box
    return pic.new_empty(pic.shape[:-1] + (right - left,))


@torch.library.custom_op("mylib::paste", mutates_args=())
def paste(im1: Tensor, im2: Tensor, coord: Sequence[int]) -> Tensor:
    result = im1.cpu().numpy().copy()
    left = coord[0]
    result[..., left:left + im2.shape[-1]] = im2.cpu().numpy()
    return torch.from_numpy(result).to(im1.device)


@paste.register_fake
def _(im1, im2, coord):
    return torch.empty_like(im1)


def setup_context(ctx, inputs, output):
    pic, box = inputs
    ctx.pic_shape = pic.shape
    ctx.box = box


def backward(ctx, grad_output):
    grad_input = grad_output.new_zeros(ctx.pic_shape)
    grad_input = paste(grad_input, grad_output, ctx.box)
    return grad_input, None


crop.register_autograd(backward, setup_context=setup_context)

img = torch.rand(4, 10, requires_grad=True)
result = crop(img, (2, 8))
result.sum().backward()
assert torch.equal(img.grad[:, 2:8], torch.ones(4, 6))

examples = [[torch.randn(4, 10), (2, 8)], [torch.randn(3, 10, requires_grad=True), (0, 5)]]
for example in examples:
    torch.library.opcheck(crop, example)
