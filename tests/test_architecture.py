"""The architecture's rules that the import contracts (pyproject.toml, `make lint`) cannot say:
no two modules import each other in a circle, lazy imports inside functions included."""
from __future__ import annotations

import grimp


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
    # Imports only for type hints (under TYPE_CHECKING) never run, so they make no circle.
    graph = grimp.build_graph("playground", exclude_type_checking_imports=True, cache_dir=None)
    assert import_cycles(graph) == []


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
    allowed = {("playground.client.process", "playground.engine.server")}  # the spawn trampoline
    found = []
    for module in sorted(graph.modules):
        if not module.startswith("playground") or module.startswith("playground.engine"):
            continue
        for imported in graph.find_modules_directly_imported_by(module):
            if (imported == "torch" or imported.startswith("playground.engine")) and (module, imported) not in allowed:
                found.append((module, imported))
    assert found == []
