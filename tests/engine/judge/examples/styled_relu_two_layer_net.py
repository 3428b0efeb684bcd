# Written for these tests in the shape of the MyReLU tutorial: a ReLU as a Function, the two-layer
# network trained at import with manual SGD, and the demo guarded by __main__ (which must not run).
import torch


class MyReLU(torch.autograd.Function):
  """ReLU with a hand-written backward (2-space indentation on purpose)."""

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


def train(steps=20):
  N, D_in, H, D_out = 64, 100, 20, 10
  x = torch.randn(N, D_in)
  y = torch.randn(N, D_out)
  w1 = torch.randn(D_in, H, requires_grad=True)
  w2 = torch.randn(H, D_out, requires_grad=True)
  for t in range(steps):
    relu = MyReLU.apply
    y_pred = relu(x.mm(w1)).mm(w2)
    loss = (y_pred - y).pow(2).sum()
    loss.backward()
    with torch.no_grad():
      w1 -= 1e-6 * w1.grad
      w2 -= 1e-6 * w2.grad
      w1.grad.zero_()
      w2.grad.zero_()
  return loss.item()


print("final loss", train())

if __name__ == "__main__":
  raise SystemExit("the demo under __main__ must not run in the playground")
