"""Every private torch API the engine uses is reached through engine/torch_private.py alone.

Read from the syntax, not the text (a comment or a docstring may name torch._dynamo): an import of
a torch module with a private part (``import torch._dynamo``, ``from torch._library.custom_ops
import ...``), a private name imported from torch (``from torch.overrides import _get_...``), and
an attribute path from ``torch`` through a private part (``torch._C._functorch``, ``torch._foreach_norm``).
"""
from __future__ import annotations

import ast

from tests.repo import REPO

ENGINE = REPO / "playground" / "engine"
GATE = ENGINE / "torch_private.py"


def _private(part: str) -> bool:
    return part.startswith("_") and not (part.startswith("__") and part.endswith("__"))


def _attribute_path(node: ast.Attribute) -> list[str]:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
    return parts[::-1]


def private_uses(source: str) -> list[str]:
    """The private torch APIs ``source`` reaches, as written and sorted: ["torch._C._functorch", ...]."""
    found = []
    tree = ast.parse(source)
    inner = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Attribute)}  # a longer path's head
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names
                      if alias.name.split(".")[0] == "torch" and any(map(_private, alias.name.split(".")))]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "torch":
            if any(map(_private, node.module.split("."))):
                found.append(node.module)
            found += [f"{node.module}.{alias.name}" for alias in node.names if _private(alias.name)]
        elif isinstance(node, ast.Attribute) and id(node) not in inner:
            path = _attribute_path(node)
            if path[:1] == ["torch"] and any(map(_private, path)):
                found.append(".".join(path))
    return sorted(found)


def test_no_engine_module_but_torch_private_reaches_a_private_torch_api():
    reached = {str(path.relative_to(REPO)): private_uses(path.read_text(encoding="utf-8"))
               for path in sorted(ENGINE.rglob("*.py")) if path != GATE}
    assert {path: uses for path, uses in reached.items() if uses} == {}


def test_the_reading_finds_each_kind_of_private_use_and_passes_comments_and_public_names():
    source = '''import torch._dynamo
from torch._library.custom_ops import CustomOpDef
from torch.overrides import TorchFunctionMode, _get_current_function_mode
import torch.nn.functional as F
x = torch._C._functorch.is_batchedtensor
torch._foreach_add_([], [], alpha=1.0)
version = torch.__version__
y = torch.nn.functional.relu
"""torch._dynamo in a docstring"""  # torch._C in a comment
'''
    assert private_uses(source) == sorted(["torch._dynamo", "torch._library.custom_ops",
                                           "torch.overrides._get_current_function_mode",
                                           "torch._C._functorch.is_batchedtensor", "torch._foreach_add_"])


def test_the_gate_itself_reaches_them():
    assert private_uses(GATE.read_text(encoding="utf-8"))
