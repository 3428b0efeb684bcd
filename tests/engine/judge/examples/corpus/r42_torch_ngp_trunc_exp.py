# Source: ashawkey/torch-ngp (GitHub), activation.py (_trunc_exp, trunc_exp), MIT.
# Expected: matches (forward exp(x); backward g * exp(clamp(x, -15, 15)), which is exp(x) on the
# whole probed range [-5, 5]: the clamp only guards the gradient far outside it)
import torch
from torch.autograd import Function
from torch.cuda.amp import custom_bwd, custom_fwd 

class _trunc_exp(Function):
    @staticmethod
    @custom_fwd(cast_inputs=torch.float32) # cast to float32
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.exp(x)

    @staticmethod
    @custom_bwd
    def backward(ctx, g):
        x = ctx.saved_tensors[0]
        return g * torch.exp(x.clamp(-15, 15))

trunc_exp = _trunc_exp.apply
