# Source: norse/norse (GitHub), norse/torch/functional/superspike.py (SuperSpike, super_fn) and
# norse/torch/functional/heaviside.py (heaviside), LGPL-3.0.
# Expected: differs by design (forward is a Heaviside step, flat on both sides of 0; backward is the
# SuperSpike surrogate g / (alpha |x| + 1)^2, alpha = 100 from super_fn's default)
import torch


def heaviside(data):
    """
    A `heaviside step function <https://en.wikipedia.org/wiki/Heaviside_step_function>`_
    that truncates numbers <= 0 to 0 and everything else to 1.

    .. math::
        H[n]=\\begin{cases} 0, & n <= 0, \\ 1, & n \g 0, \\end{cases}
    """
    return torch.where(
        data <= torch.zeros_like(data),
        torch.zeros_like(data),
        torch.ones_like(data),
    )


class SuperSpike(torch.autograd.Function):
    """SuperSpike surrogate gradient as described in Section 3.3.2 of

    F. Zenke, S. Ganguli, "SuperSpike: Supervised Learning in
                           Multilayer Spiking Neural Networks",
    Neural Computation 30, 1514–1541 (2018),
    doi:10.1162/neco_a_01086
    """

    @staticmethod
    @torch.jit.ignore
    def forward(ctx, input_tensor: torch.Tensor, alpha: float) -> torch.Tensor:
        ctx.save_for_backward(input_tensor)
        ctx.alpha = alpha
        return heaviside(input_tensor)

    @staticmethod
    @torch.jit.ignore
    def backward(ctx, grad_output):
        (inp,) = ctx.saved_tensors
        alpha = ctx.alpha
        grad_input = grad_output.clone()
        grad = grad_input / (alpha * torch.abs(inp) + 1.0).pow(
            2
        )  # section 3.3.2 (beta -> alpha)
        return grad, None


@torch.jit.ignore
def super_fn(x: torch.Tensor, alpha: float = 100.0) -> torch.Tensor:
    return SuperSpike.apply(x, alpha)
