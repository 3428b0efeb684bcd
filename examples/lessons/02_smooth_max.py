"""Smooth maximum of two tensors: write both gradients

smax(a, b) = log(exp(a) + exp(b)) is the larger of a and b with the corner rounded off: close to
max(a, b) far from a = b, and smooth everywhere. A Function with two inputs returns one gradient
for each, in the order forward takes them.

Its gradients are the two inputs' softmax weights: ∂f/∂a = σ(a − b) and ∂f/∂b = σ(b − a), where σ
is the sigmoid. Each lies between 0 and 1, and the two always add up to 1.

- Fill in the two lines with `...` in `backward`.
- The plots vary a with b held fixed; the Jacobian tab has a block for each input.
- Run ▸ Run Example steps through the backward of the example at the bottom of the code.

Topic: Functions with two inputs
Question: What do the two gradients add up to, and which input receives almost all of the gradient
    when a is much larger than b?
Predict: The example calls smax(a, b) at a = 2, b = 0. Before Run ▸ Run Example reveals them: what
    will a.grad and b.grad be?
Verdict: matches
Train: model=fit-1d dataset=abs lr=0.01 steps=1500
View: curves
Points: forward=1, backward=3, double_backward=1, consistency=1
Function: SmoothMax
Seed: 5
Timeout: 10
"""
import torch


class SmoothMax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return torch.logaddexp(a, b)  # log(exp(a) + exp(b)) without overflow

    @staticmethod
    def backward(ctx, grad_output):
        a, b = ctx.saved_tensors
        # BEGIN SOLUTION
        weight_a = torch.sigmoid(a - b)
        return grad_output * weight_a, grad_output * (1 - weight_a)
        # STARTER
        # weight_a = ...  # ∂f/∂a = ?
        # return grad_output * weight_a, grad_output * ...  # ∂f/∂b = ?
        # END SOLUTION


if __name__ == "__main__":
    a = torch.tensor([2.0], requires_grad=True)
    b = torch.tensor([0.0], requires_grad=True)
    y = SmoothMax.apply(a, b)
    y.backward()
    print("a.grad:", a.grad, "b.grad:", b.grad)  # σ(2) and σ(-2): they add up to 1
