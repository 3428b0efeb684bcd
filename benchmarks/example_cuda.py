"""Recording the example's backward calls with tensors on a GPU: the same numbers, and its cost.

Each example runs on ``--device`` (cuda by default) with and without the recorder, as
benchmarks/example_recording.py does on the CPU: what it prints must match (the gradients are
printed), and the recorded graphs must hold the GPU's numbers. Run on a machine with CUDA:
``python -m benchmarks.example_cuda [--device cuda] [--repeats N]``.
"""
from __future__ import annotations

import argparse
import statistics
import sys

TANH = """
class custom_tanh(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return 4 * (x / 4.0).tanh()

    @staticmethod
    def backward(ctx, dL_dy):
        x, = ctx.saved_tensors
        return dL_dy / (x / 4.0).cosh() ** 2

X = torch.tensor([0.0, 4.0], device=DEVICE).requires_grad_()
y = custom_tanh.apply(X)
L = torch.sum(y * y)
L.backward()
print(X.grad.cpu())
"""

MLP = """
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(16, 256), nn.Tanh(), nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, 1)).to(DEVICE)
optimizer = torch.optim.SGD(model.parameters(), lr=1e-2)
x = torch.randn(1024, 16, device=DEVICE)
target = x.sum(dim=1, keepdim=True).sin()
for step in range(1000):
    optimizer.zero_grad()
    loss = F.mse_loss(model(x), target)
    loss.backward()
    optimizer.step()
print(round(loss.item(), 6))
"""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)
    import torch

    from benchmarks.example_recording import run_once

    print(f"torch {torch.__version__}, device {args.device}"
          + (f" ({torch.cuda.get_device_name()})" if args.device.startswith("cuda") else ""))
    for name, body in (("tanh post", TANH), ("MLP 1,000 steps", MLP)):
        text = f"DEVICE = {args.device!r}\n" + body
        run_once(text, True)
        plain_times, recorded_times, last, plain = [], [], None, None
        for _ in range(args.repeats):
            wall, _cpu, plain = run_once(text, False)
            plain_times.append(wall)
            wall, _cpu, last = run_once(text, True)
            recorded_times.append(wall)
        assert not last.errors and not plain.errors, (last.errors, plain.errors)
        same = last.output == plain.output
        graph = last.graphs[-1]
        leaf_grads = {leaf.name: (leaf.grad.values.tolist() if leaf.grad is not None and leaf.grad.values is not None
                                  else None if leaf.grad is None else "summary") for leaf in graph.leaves}
        order = [node.label for node in sorted((n for n in graph.nodes if n.order is not None), key=lambda n: n.order)]
        print(f"{name}: plain {statistics.median(plain_times):.3f}s, recorded {statistics.median(recorded_times):.3f}s "
              f"({(statistics.median(recorded_times) / statistics.median(plain_times) - 1) * 100:+.1f}%), "
              f"{last.recorded} of {last.calls} calls recorded; same output: {same}")
        print(f"  printed {last.output.strip()!r}; order {order[:6]}; leaves {list(leaf_grads.items())[:3]}")
        if not same:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
