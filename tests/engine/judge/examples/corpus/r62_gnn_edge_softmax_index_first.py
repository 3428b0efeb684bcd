# Source: dmlc/dgl (GitHub), python/dgl/ops/edge_softmax.py (EdgeSoftmax: a softmax of edge scores over each destination's edges), Apache-2.0; written here after it in plain torch (scatter_reduce, index_add_), the integer destination index first
# Subject-is: EdgeSoftmax
# Expected: matches (per destination, softmax's VJP out * (g - sum_dst(g * out)); float64 gradcheck in the scores passes)
import torch
from torch.autograd import Function


class EdgeSoftmax(Function):
    """Softmax of edge scores over the edges that share a destination node."""

    @staticmethod
    def forward(ctx, dst, scores, num_nodes):
        top = torch.full((num_nodes,), float("-inf"), dtype=scores.dtype)
        top = top.scatter_reduce(0, dst, scores, reduce="amax")
        weights = torch.exp(scores - top[dst])
        totals = torch.zeros(num_nodes, dtype=scores.dtype).index_add_(0, dst, weights)
        out = weights / totals[dst]
        ctx.save_for_backward(dst, out)
        ctx.num_nodes = num_nodes
        return out

    @staticmethod
    def backward(ctx, grad_out):
        dst, out = ctx.saved_tensors
        weighted = grad_out * out
        sums = torch.zeros(ctx.num_nodes, dtype=out.dtype).index_add_(0, dst, weighted)
        return None, weighted - out * sums[dst], None


def edge_softmax(dst, scores, num_nodes):
    return EdgeSoftmax.apply(dst, scores, num_nodes)


dst = torch.tensor([0, 0, 1, 1, 1, 2, 3, 3])
scores = torch.randn(8, dtype=torch.float64)
alpha = edge_softmax(dst, scores, 4)
