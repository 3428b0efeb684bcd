"""Softplus and its backward

Write softplus(x) = log(1 + exp(x)) as a torch.autograd.Function with its own backward. It must
not overflow for large x (the edges criterion tries x up to ±10,000), its backward must scale
with grad_output, and the backward of your backward (double backward) must be right too.

This file is the teacher's reference: `autograd-playground check submissions/ --lesson
examples/softplus_lesson.py` grades every student's file against it, on inputs the students
never see. The lines below say how many points each criterion is worth.

Points: forward=1, backward=2, double_backward=1, consistency=1, edges=1
Function: Softplus
Seed: 0
Timeout: 10
"""
import torch


class Softplus(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.nn.functional.softplus(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * torch.sigmoid(x)
