"""The Jacobian's cost in the engine: every block of a subject's Jacobian, yours and the true one.

For a few subjects (a softmax over rows of 8, ``Mul(a, b)``, a layer norm, a linear layer, the
Module of the Russian answer, an exp through numpy), at 8 elements in the first input (the default probe) and at 1,024,
the median wall time of ``jacobian()`` (your backward's rows, batched where the backward allows
it; autograd's Jacobian of the forward confirmed by central differences along a few directions,
or, for a forward autograd cannot follow (numpy), central differences entry by entry), on one
thread, after a warm-up run.
Targets: the 1,024-element Jacobian within 1 s. Run alone: python -m benchmarks.jacobian [ROUNDS].
"""
from __future__ import annotations

import statistics
import sys
import time

TARGET_S = 1.0

SUBJECTS = {
    "softmax": ('''
class Softmax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = torch.softmax(x, dim=-1)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, g):
        y, = ctx.saved_tensors
        return y * (g - (g * y).sum(-1, keepdim=True))

Softmax.apply(torch.randn(ROWS, 8))
'''),
    "mul": ('''
class Mul(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return a * b

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        return g * b, g * a

Mul.apply(torch.randn(ROWS * 8), torch.randn(ROWS * 8))
'''),
    "layer_norm": ('''
class LayerNorm(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, weight, bias):
        mean = x.mean(-1, keepdim=True)
        rstd = (x.var(-1, unbiased=False, keepdim=True) + 1e-5).rsqrt()
        xhat = (x - mean) * rstd
        ctx.save_for_backward(xhat, weight, rstd)
        return xhat * weight + bias

    @staticmethod
    def backward(ctx, dy):
        xhat, weight, rstd = ctx.saved_tensors
        n = xhat.shape[-1]
        dxhat = dy * weight
        dx = rstd / n * (n * dxhat - dxhat.sum(-1, keepdim=True) - xhat * (dxhat * xhat).sum(-1, keepdim=True))
        return dx, (dy * xhat).reshape(-1, n).sum(0), dy.reshape(-1, n).sum(0)

LayerNorm.apply(torch.randn(ROWS, 8), torch.ones(8), torch.zeros(8))
'''),
    "linear": ('''
class Linear(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, weight, bias):
        ctx.save_for_backward(x, weight)
        return x @ weight.t() + bias

    @staticmethod
    def backward(ctx, g):
        x, weight = ctx.saved_tensors
        return g @ weight, g.t() @ x, g.sum(0)

Linear.apply(torch.randn(ROWS, 8), torch.randn(8, 8), torch.randn(8))
'''),
    "russian_module": ('''
class F(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input, weights):
        ctx.save_for_backward(input, weights)
        return input * weights

    @staticmethod
    def backward(ctx, grad_output):
        input, weights = ctx.saved_tensors
        return weights.clone() * grad_output, input.clone() * grad_output

class LayerWithCustomGrad(nn.Module):
    def __init__(self):
        super().__init__()
        self.weights = nn.Parameter(torch.rand(ROWS * 8))
        self.fn = F.apply

    def forward(self, x):
        return self.fn(x, self.weights)

layer = LayerWithCustomGrad()
layer(torch.randn(ROWS * 8))
'''),
    "numpy_exp": ('''
class NumpyExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = torch.from_numpy(np.exp(x.detach().numpy()))
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, g):
        y, = ctx.saved_tensors
        return g * y

NumpyExp.apply(torch.randn(ROWS * 8))
'''),
}


def probed(text: str):
    from playground.engine.judge.jacobian_inputs import probed_subject
    from playground.engine.usercode.source import compile_source
    from playground.engine.usercode.subject import choose_subject

    found = probed_subject(choose_subject(compile_source(text)))
    assert found is not None
    return found


def measure(rounds: int = 5) -> dict:
    """{subject: {elements: [seconds per run]}} at 8 and 1,024 elements per tensor."""
    import torch

    from playground.engine.judge import jacobian_inputs
    from playground.engine.judge.jacobian import jacobian

    torch.set_num_threads(1)
    jacobian_inputs.MAX_ELEMENTS = 1024  # the judge cuts a call's tensors to fewer; measure 1,024
    times: dict = {}
    for name, text in SUBJECTS.items():
        for elements in (8, 1024):
            subject = probed(text.replace("ROWS", str(elements // 8)))
            assert subject.inputs[0].numel() == elements
            jacobian(subject)  # warm-up (the first batched backward sets vmap up)
            runs = []
            for _ in range(rounds):
                started = time.perf_counter()
                found = jacobian(subject)
                runs.append(time.perf_counter() - started)
            assert not found.differs, (name, found.pattern)
            times.setdefault(name, {})[elements] = runs
            times[name]["true_from"] = found.blocks[0].true_from
    return times


def table(times: dict) -> str:
    lines = ["| Subject | True Jacobian from | 8 elements | 1,024 elements | Target ≤ 1 s |", "|---|---|---|---|---|"]
    for name, by_size in times.items():
        small, large = (statistics.median(by_size[n]) for n in (8, 1024))
        lines.append(f"| {name} | {by_size['true_from']} | {small * 1000:.1f} ms | {large * 1000:.0f} ms | "
                     f"{'yes' if large <= TARGET_S else 'NO'} |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(table(measure(int(sys.argv[1]) if len(sys.argv) > 1 else 5)))
