# Source: huggingface/transformers (GitHub), src/transformers/models/yoso/modeling_yoso.py (YosoCumulation's argument order: integer masks before the float tensors), Apache-2.0; written here after it, with value's gradient taken through the expectation without its transpose
# Subject-is: YosoCumulation
# Expected: differs (d/dvalue = E^T grad; E grad is another matrix for a non-symmetric E: float64 gradcheck in value fails, in query and key passes)
import math

import torch


class YosoCumulation(torch.autograd.Function):
    @staticmethod
    def forward(ctx, query_mask, key_mask, query, key, value, config):
        hash_code_len = config["hash_code_len"]
        similarity = torch.matmul(query, key.transpose(-1, -2))
        expectation = (1 - torch.acos(similarity) / math.pi) ** hash_code_len
        expectation = expectation * query_mask[:, :, None] * key_mask[:, None, :]
        cumulation_value = torch.matmul(expectation, value)
        ctx.save_for_backward(query_mask, key_mask, similarity, query, key, value)
        ctx.config = config
        return cumulation_value

    @staticmethod
    def backward(ctx, grad):
        query_mask, key_mask, similarity, query, key, value = ctx.saved_tensors
        hash_code_len = ctx.config["hash_code_len"]
        mask = query_mask[:, :, None] * key_mask[:, None, :]
        base = 1 - torch.acos(similarity) / math.pi
        expectation = base ** hash_code_len * mask
        slope = hash_code_len * base ** (hash_code_len - 1) / (math.pi * torch.sqrt(1 - similarity ** 2))
        weighted = torch.matmul(grad, value.transpose(-1, -2)) * slope * mask
        grad_query = torch.matmul(weighted, key)
        grad_key = torch.matmul(weighted.transpose(-1, -2), query)
        grad_value = torch.matmul(expectation, grad)
        return None, None, grad_query, grad_key, grad_value, None


torch.manual_seed(0)
query_mask = torch.tensor([[1, 1, 1, 0], [1, 1, 0, 0]], dtype=torch.int32)
key_mask = torch.tensor([[1, 1, 1, 1], [1, 1, 1, 0]], dtype=torch.int32)
query = torch.nn.functional.normalize(torch.randn(2, 4, 3, dtype=torch.float64), dim=-1)
key = torch.nn.functional.normalize(torch.randn(2, 4, 3, dtype=torch.float64), dim=-1)
value = torch.randn(2, 4, 3, dtype=torch.float64)
out = YosoCumulation.apply(query_mask, key_mask, query, key, value, {"hash_code_len": 8})
