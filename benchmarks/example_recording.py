"""The price of recording the example's backward calls (engine/example/), and that it changes nothing.

Each example makes 1,000 backward calls. It runs as Run ▸ Run Example runs it (run_example: the
script as ``__main__``, prints captured), once with the recorder and once with the recorder's
``installed()`` replaced by a context that does nothing, in alternation, several rounds; the
figures are medians of this process's CPU time (steadier than the wall clock on a shared machine;
the wall clock's ratio is printed beside), and the cost is the median of the paired ratios (rounds back to back
share the machine's load). The recorded run must print what the plain run prints (the examples
seed their random numbers). Run alone: ``python -m benchmarks.example_recording [--repeats N]``.
"""
from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time

TINY = """
class custom_tanh(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return 4 * (x / 4.0).tanh()

    @staticmethod
    def backward(ctx, dL_dy):
        x, = ctx.saved_tensors
        return dL_dy / (x / 4.0).cosh() ** 2

X = torch.Tensor([0, 4]).requires_grad_()
for step in range(1000):
    y = custom_tanh.apply(X)
    L = torch.sum(y * y)
    L.backward()
print(X.grad)
"""

TUTORIAL = """
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

torch.manual_seed(0)
N, D_in, H, D_out = 64, 1000, 100, 10
x = torch.randn(N, D_in)
y = torch.randn(N, D_out)
w1 = torch.randn(D_in, H, requires_grad=True)
w2 = torch.randn(H, D_out, requires_grad=True)
learning_rate = 1e-6
for t in range(1000):
    relu = MyReLU.apply
    y_pred = relu(x.mm(w1)).mm(w2)
    loss = (y_pred - y).pow(2).sum()
    loss.backward()
    with torch.no_grad():
        w1 -= learning_rate * w1.grad
        w2 -= learning_rate * w2.grad
        w1.grad.zero_()
        w2.grad.zero_()
print(loss.item())
"""

MLP = """
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(16, 64), nn.Tanh(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 1))
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
x = torch.randn(256, 16)
target = x.sum(dim=1, keepdim=True).sin()
for step in range(1000):
    optimizer.zero_grad()
    loss = F.mse_loss(model(x), target)
    loss.backward()
    optimizer.step()
print(loss.item())
"""

EXAMPLES = {"tiny tanh Function (2 elements)": TINY, "two-layer tutorial net (64×1000→100→10)": TUTORIAL,
            "MLP with Adam (256×16→64→64→1)": MLP}


def run_once(text: str, record: bool) -> tuple[float, float, object]:
    """(wall seconds, CPU seconds of this process, result) of one run of ``text``, with or
    without the recorder. On a shared machine the CPU time is the steadier figure."""
    from playground import protocol
    from playground.engine.example import recorder, run

    original = recorder.BackwardRecorder.installed
    if not record:
        recorder.BackwardRecorder.installed = lambda self: contextlib.nullcontext(self)
    try:
        started, cpu = time.perf_counter(), time.process_time()
        result = run.run_example(protocol.ExampleRequest(request_id=1, source=text), time_limit=600)
        return time.perf_counter() - started, time.process_time() - cpu, result
    finally:
        recorder.BackwardRecorder.installed = original


def measure(repeats: int) -> list:
    import torch

    torch.set_num_threads(1)  # as in the engine process
    rows = []
    for name, text in EXAMPLES.items():
        run_once(text, True)  # warm: first calls of torch's kernels, imports
        wall: dict = {"plain": [], "recorded": []}
        cpu: dict = {"plain": [], "recorded": []}
        last = None
        for _ in range(repeats):
            plain_wall, plain_cpu, plain_result = run_once(text, False)
            recorded_wall, recorded_cpu, last = run_once(text, True)
            assert not last.errors and not plain_result.errors, (last.errors, plain_result.errors)
            assert last.output == plain_result.output, "recording changed what the example printed"
            wall["plain"].append(plain_wall)
            wall["recorded"].append(recorded_wall)
            cpu["plain"].append(plain_cpu)
            cpu["recorded"].append(recorded_cpu)
        rows.append({"example": name, "plain_s": statistics.median(cpu["plain"]),
                     "recorded_s": statistics.median(cpu["recorded"]),
                     "ratio": statistics.median(r / p for r, p in zip(cpu["recorded"], cpu["plain"])),
                     "wall_ratio": statistics.median(r / p for r, p in zip(wall["recorded"], wall["plain"])),
                     "calls": last.calls, "recorded_calls": last.recorded, "kept": [g.call for g in last.graphs]})
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args(argv)
    rows = measure(args.repeats)
    print(f"{'example (1,000 backward calls), CPU s':<42} {'plain':>8} {'recorded':>9} {'cost':>7} {'(wall)':>7}"
          f"  calls recorded, kept")
    for row in rows:
        print(f"{row['example']:<42} {row['plain_s']:>7.3f}s {row['recorded_s']:>8.3f}s "
              f"{(row['ratio'] - 1) * 100:>+6.1f}% {(row['wall_ratio'] - 1) * 100:>+6.1f}%  "
              f"{row['recorded_calls']} of {row['calls']}, {row['kept']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
