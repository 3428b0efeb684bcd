"""A Module with its own weights: a linear layer written by hand

An nn.Module owns parameters; a Function does the arithmetic. The Module
below stores weight and bias and passes them to LinearFunction.apply together
with the input. backward returns one gradient per input: for the input, for
the weight and for the bias.

grad_output @ weight sends the gradient back to the input;
grad_outputᵀ @ input is what the weight gets; the bias gets grad_output
summed over the batch. ctx.needs_input_grad skips work nobody asked for.
The judge checks the weight's and the bias's gradients too. Train it in layer
mode, where a hidden layer of the network is this Module.

Topic: a Module with its own weights
Question: Why is the bias gradient a sum over the batch, and what shape must each returned gradient have?
Verdict: matches
Train: model=layer dataset=sin lr=0.01 steps=1500
View: jacobian
"""
import torch
import torch.nn as nn


class LinearFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input, weight, bias):
        ctx.save_for_backward(input, weight)
        return input @ weight.t() + bias

    @staticmethod
    def backward(ctx, grad_output):
        input, weight = ctx.saved_tensors
        grad_input = grad_weight = grad_bias = None
        if ctx.needs_input_grad[0]:
            grad_input = grad_output @ weight
        if ctx.needs_input_grad[1]:
            grad_weight = grad_output.t() @ input
        if ctx.needs_input_grad[2]:
            grad_bias = grad_output.sum(0)
        return grad_input, grad_weight, grad_bias


class MyLinear(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        bound = 1 / in_features ** 0.5
        self.weight = nn.Parameter(torch.empty(out_features, in_features).uniform_(-bound, bound))
        self.bias = nn.Parameter(torch.empty(out_features).uniform_(-bound, bound))

    def forward(self, x):
        return LinearFunction.apply(x, self.weight, self.bias)
