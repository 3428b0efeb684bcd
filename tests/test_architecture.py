"""The architecture's rules that the import contracts (pyproject.toml, `make lint`) cannot say:
no two modules import each other in a circle (lazy imports inside functions and imports for type
hints included), and no module imports one that runs as a process's main."""
from __future__ import annotations

import ast

import grimp

from tests.repo import REPO


def import_cycles(graph) -> list[list[str]]:
    """Groups of modules that import each other, directly or through others (Tarjan's strongly
    connected components of the import graph, iteratively)."""
    modules = sorted(m for m in graph.modules if m.startswith("playground"))
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles = []
    for root in modules:
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, children = work[-1]
            child = next((c for c in children if c.startswith("playground")), None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child)))))
                elif child in on_stack:
                    low[module] = min(low[module], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[module])
            if low[module] == index[module]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == module:
                        break
                if len(group) > 1:
                    cycles.append(sorted(group))
    return cycles


def test_no_two_modules_import_each_other_in_a_circle():
    # Imports for type hints (under TYPE_CHECKING) count too: they never run, but a reader, a type
    # checker and the next refactoring still follow them round the circle.
    graph = grimp.build_graph("playground", exclude_type_checking_imports=False, cache_dir=None)
    assert import_cycles(graph) == []


def runs_as_main(path) -> bool:
    """The module has a top-level ``if __name__ == "__main__":`` (it is some process's main)."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        test = getattr(node, "test", None)
        if isinstance(node, ast.If) and isinstance(test, ast.Compare) and isinstance(test.left, ast.Name):
            if test.left.id == "__name__" and any(getattr(side, "value", None) == "__main__"
                                                  for side in test.comparators):
                return True
    return False


def test_no_module_imports_a_process_main():
    # A process's main module (python -m playground.api.judging_runner) is that process's own: the
    # caller shares what both need through a module they both import (api/report_line.py).
    graph = grimp.build_graph("playground", exclude_type_checking_imports=False, cache_dir=None)
    mains = [".".join(path.relative_to(REPO).with_suffix("").parts)
             for path in sorted((REPO / "playground").rglob("*.py")) if runs_as_main(path)]
    assert "playground.api.judging_runner" in mains
    importers = {main: sorted(graph.find_modules_that_directly_import(main)) for main in mains}
    assert importers == {main: [] for main in mains}


def test_the_cycle_finder_finds_a_cycle():
    graph = grimp.ImportGraph()
    for name in ("playground.a", "playground.b", "playground.c"):
        graph.add_module(name)
    graph.add_import(importer="playground.a", imported="playground.b")
    graph.add_import(importer="playground.b", imported="playground.c")
    graph.add_import(importer="playground.c", imported="playground.a")
    assert import_cycles(graph) == [["playground.a", "playground.b", "playground.c"]]


def test_only_the_engine_imports_torch_or_the_engine():
    # The import contracts name the window, the command line and the client; this covers every
    # module outside playground.engine, new ones included (the Python API, the desktop entry...).
    graph = grimp.build_graph("playground", include_external_packages=True, cache_dir=None)  # never stale
    # No exception: client/spawning.py names the engine's module; only the spawned process imports it.
    found = []
    for module in sorted(graph.modules):
        if not module.startswith("playground") or module.startswith("playground.engine"):
            continue
        for imported in graph.find_modules_directly_imported_by(module):
            if imported == "torch" or imported.startswith("playground.engine"):
                found.append((module, imported))
    assert found == []
