# Source: google-research/fast-soft-sort (GitHub), fast_soft_sort/pytorch_ops.py (wrap_class, map_tensor, the soft_* wrappers), Apache-2.0; written here after it, with a numpy op of the same interface (compute, vjp): the Euclidean projection onto the simplex (sparsemax), in place of numpy_ops' isotonic soft rank
# Subject-is: NumpyOpWrapper
# Expected: matches (the projection's Jacobian is diag(s) - s s^T/|S| on the support S, symmetric, which vjp applies; float64 gradcheck passes). The Function is defined inside wrap_class when soft_project runs: it is in no name of the module
import numpy as np
import torch


class SimplexProjection:
    """A numpy op: compute() and vjp(vector), as fast_soft_sort.numpy_ops' classes."""

    def __init__(self, values, regularization_strength=1.0):
        self.values = np.asarray(values) / regularization_strength
        self.regularization_strength = regularization_strength

    def compute(self):
        z = self.values
        sorted_z = np.sort(z)[::-1]
        cumulative = np.cumsum(sorted_z) - 1.0
        rho = np.arange(1, len(z) + 1)
        support = sorted_z - cumulative / rho > 0
        k = rho[support][-1]
        tau = cumulative[k - 1] / k
        self.solution = np.maximum(z - tau, 0.0)
        return self.solution

    def vjp(self, vector):
        support = self.solution > 0
        out = np.where(support, vector, 0.0)
        out[support] -= out[support].sum() / support.sum()
        return out / self.regularization_strength


def wrap_class(cls, **kwargs):
    """Wraps the given NumpyOp in a torch Function."""

    class NumpyOpWrapper(torch.autograd.Function):
        """A set of functions wrapped for numpy and pytorch."""

        @staticmethod
        def forward(ctx, values):
            obj = cls(values.detach().numpy(), **kwargs)
            ctx.numpy_obj = obj
            return torch.from_numpy(obj.compute())

        @staticmethod
        def backward(ctx, grad_output):
            return torch.from_numpy(ctx.numpy_obj.vjp(grad_output.numpy()))

    return NumpyOpWrapper


def map_tensor(map_fn, tensor):
    return torch.stack([map_fn(tensor_i) for tensor_i in torch.unbind(tensor)])


def soft_project(values, regularization_strength=1.0):
    if len(values.shape) != 2:
        raise ValueError("'values' should be a 2d-tensor but got %r." % values.shape)
    wrapped_fn = wrap_class(SimplexProjection, regularization_strength=regularization_strength)
    return map_tensor(wrapped_fn.apply, values)


values = torch.tensor([[0.5, 1.2, -0.3, 0.9], [2.0, 0.1, 0.4, -1.0]], dtype=torch.float64)
print(soft_project(values, regularization_strength=0.5))
