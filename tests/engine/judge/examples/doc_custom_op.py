>>> import torch
>>> from torch import Tensor
>>> from torch.library import custom_op
>>> import numpy as np
>>>
>>> @custom_op("mylib::numpy_sin", mutates_args=())
>>> def numpy_sin(x: Tensor) -> Tensor:
>>>     x_np = x.cpu().numpy()
>>>     y_np = np.sin(x_np)
>>>     return torch.from_numpy(y_np).to(device=x.device)
>>>
>>> x = torch.randn(3)
>>> y = numpy_sin(x)
>>> assert torch.allclose(y, x.sin())
>>>
>>> # Example of a custom op that only works for one device type.
>>> @custom_op("mylib::numpy_sin_cpu", mutates_args=(), device_types="cpu")
>>> def numpy_sin_cpu(x: Tensor) -> Tensor:
>>>     x_np = x.numpy()
>>>     y_np = np.sin(x_np)
>>>     return torch.from_numpy(y_np)
>>>
>>> x = torch.randn(3)
>>> y = numpy_sin_cpu(x)
>>> assert torch.allclose(y, x.sin())
>>>
>>> # Example of a custom op that mutates an input
>>> @custom_op("mylib::numpy_sin_inplace", mutates_args={"x"}, device_types="cpu")
>>> def numpy_sin_inplace(x: Tensor) -> None:
>>>     x_np = x.numpy()
>>>     np.sin(x_np, out=x_np)
>>>
>>> x = torch.randn(3)
>>> expected = x.sin()
>>> numpy_sin_inplace(x)
>>> assert torch.allclose(x, expected)
>>>
>>> # Example of a custom op with inplace semantics
>>> @custom_op(
>>>     "mylib::numpy_sin_",
>>>     mutates_args={"x"},
>>>     device_types="cpu",
>>>     tags=torch.Tag.inplace,
>>> )
>>> def numpy_sin_(x: Tensor) -> Tensor:
>>>     x_np = x.numpy()
>>>     np.sin(x_np, out=x_np)
>>>     return x
>>>
>>> x = torch.randn(3)
>>> expected = x.sin()
>>> result = numpy_sin_(x)
>>> assert result is x
>>> assert torch.allclose(x, expected)
>>>
>>> # Example of a custom op with out= semantics
>>> @custom_op(
>>>     "mylib::numpy_sin_out",
>>>     mutates_args={"out"},
>>>     device_types="cpu",
>>>     tags=torch.Tag.out,
>>> )
>>> def numpy_sin_out(x: Tensor, *, out: Tensor) -> Tensor:
>>>     x_np = x.numpy()
>>>     out_np = out.numpy()
>>>     np.sin(x_np, out=out_np)
>>>     return out
>>>
>>> x = torch.randn(3)
>>> out = torch.empty_like(x)
>>> result = numpy_sin_out(x, out=out)
>>> assert result is out
>>> assert torch.allclose(out, x.sin())
>>>
>>> # Example of a factory function
>>> @torch.library.custom_op("mylib::bar", mutates_args={}, device_types="cpu")
>>> def bar(device: torch.device) -> Tensor:
>>>     return torch.ones(3)
>>>
>>> bar("cpu")
>>>
>>> # Example of a custom op with list inputs
>>> @custom_op("mylib::weighted_sum", mutates_args=())
>>> def weighted_sum(
>>>     tensors: list[Tensor],
>>>     weights: list[float],
>>> ) -> Tensor:
>>>     return sum(t * w for t, w in zip(tensors, weights))
>>>
>>> x = torch.randn(3)
>>> y = torch.randn(3)
>>> out = weighted_sum([x, y], [0.3, 0.7])
