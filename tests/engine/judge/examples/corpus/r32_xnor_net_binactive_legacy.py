# Source: jiecaoyu/XNOR-Net-PyTorch (GitHub), CIFAR_10/models/nin.py (BinActive), a legacy
# (non-static) autograd Function, BSD-3-Clause.
# Expected: differs by design (called through .apply, the plain methods get ctx as self, so this
# legacy code still runs: sign forward, gradient passed where |x| < 1: a clipped straight-through
# estimator. Derived first as "error" (legacy Functions are refused only when instantiated).)
import torch


class BinActive(torch.autograd.Function):
    '''
    Binarize the input activations and calculate the mean across channel dimension.
    '''
    def forward(self, input):
        self.save_for_backward(input)
        size = input.size()
        input = input.sign()
        return input

    def backward(self, grad_output):
        input, = self.saved_tensors
        grad_input = grad_output.clone()
        grad_input[input.ge(1)] = 0
        grad_input[input.le(-1)] = 0
        return grad_input
