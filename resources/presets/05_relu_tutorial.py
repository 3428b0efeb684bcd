"""The hand-written ReLU of the PyTorch tutorial, in its two-layer net

This is MyReLU from the PyTorch tutorial "Defining new autograd functions":
forward clamps negatives to 0 and saves its input; backward lets the
gradient through where the input was positive and zeroes it elsewhere.

ReLU has a kink at 0, where no derivative exists; the judge leaves that point
out. Train it in the tutorial's net (64 samples × 1000 features → 100 → 10,
plain SGD at lr 1e-6) and watch the fraction of exact zeros in the gradients:
those are the units whose input was negative.

The tutorial's training loop is below, under if __name__ == "__main__": checking
the code does not run it, Run ▸ Run Example does, and keeps its last backward
calls to step through.

Topic: ctx.save_for_backward
Question: What gradient does a unit get when its input is negative for every sample, and can it ever recover?
Predict: Run ▸ Run Example, Predict on, step to MyReLU's node in the call the tab opens on (the
    last one recorded of the 500). Before you reveal it: where will the gradient it sends on be exactly zero, and why?
Verdict: matches
Train: model=tutorial-2layer optimizer=sgd lr=1e-6 steps=500
View: curves
"""
import torch


class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return input.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        grad_input = grad_output.clone()
        grad_input[input < 0] = 0
        return grad_input


if __name__ == "__main__":
    N, D_in, H, D_out = 64, 1000, 100, 10
    x = torch.randn(N, D_in)
    y = torch.randn(N, D_out)
    w1 = torch.randn(D_in, H, requires_grad=True)
    w2 = torch.randn(H, D_out, requires_grad=True)
    learning_rate = 1e-6
    for t in range(500):
        y_pred = MyReLU.apply(x.mm(w1)).mm(w2)
        loss = (y_pred - y).pow(2).sum()
        if t % 100 == 99:
            print(t, loss.item())
        loss.backward()
        with torch.no_grad():
            w1 -= learning_rate * w1.grad
            w2 -= learning_rate * w2.grad
            w1.grad.zero_()
            w2.grad.zero_()
