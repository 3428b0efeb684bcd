"""`graph` on the command line: run the code's example and print the graph of every backward call.

    python -m playground graph FILE [--keep N] [--max-elements N] [--timeout S] [--json]

The example runs in an engine process (engine/example/), as in the window, with its time limit
and fault handling. ``--json`` prints one object: per recorded backward call its line, its nodes
(id, label, line, value, grad_output, grad_inputs, order; for the code's own Function also
autograd_inputs, what autograd of its forward would send), edges and leaves (name, shape,
requires_grad, grad, cut); a tensor as nested lists when it has at most ``--max-elements``
elements, else as its shape and summary; a number that is not finite as the string "NaN",
"Infinity" or "-Infinity", and null only where there is no tensor (no gradient at all). Without ``--json``, the same as lines a person reads.
Exit status 0 when the example ran, 2 when it failed (the calls before the failure still print).
"""
from __future__ import annotations

import json
import math
from typing import Optional

import numpy as np

from playground import protocol
from playground.client.blocking import engine_did_not_start, output_text, wait_for_answer
from playground.client.client import EngineClient
from playground.client.lost import restart_error

EXIT_RAN, EXIT_ERROR = 0, 2
DEFAULT_TIMEOUT = 30.0


def add_graph_parser(commands) -> None:
    graph = commands.add_parser("graph", help="run the code's example; print the graph and numbers of each "
                                              "backward call it makes")
    graph.add_argument("file", help="a .py file or a preset's name")
    graph.add_argument("--json", action="store_true", help="print one JSON object")
    graph.add_argument("--keep", type=int, default=4, help="backward calls kept in full, the last ones (default 4)")
    graph.add_argument("--max-elements", type=int, default=64,
                       help="a tensor with more elements shows its shape and summary (default 64)")
    graph.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                       help=f"seconds the example may run (default {DEFAULT_TIMEOUT:g})")


def run_graph_command(args, text: str, filename: str) -> int:
    result = example_in_engine(protocol.ExampleRequest(request_id=0, source=text, filename=filename, keep=args.keep,
                                                       max_elements=args.max_elements),
                               args.timeout)
    if args.json:
        print(json.dumps(example_to_json(args.file, result)))
    else:
        print(example_report(result))
    return EXIT_ERROR if result.errors else EXIT_RAN


def example_in_engine(request: protocol.ExampleRequest, timeout: float = DEFAULT_TIMEOUT) -> protocol.ExampleResult:
    """Run the example in an engine process of its own; never hangs past ``timeout`` once it started."""
    client = EngineClient(compile_timeout=timeout, standby=False)
    client.start()
    printed: list[str] = []

    def on_message(message) -> None:
        if isinstance(message, protocol.Output) and message.text:
            printed.append(output_text(message))

    try:
        request_id = client.request(request, timeout=timeout)
        answer = wait_for_answer(client, request_id, protocol.ExampleResult, on_message)
    finally:
        client.close(timeout=0.5)
    if isinstance(answer, protocol.ExampleResult):
        return answer
    error = restart_error(answer, None) if isinstance(answer, protocol.EngineRestarted) else engine_did_not_start()
    return protocol.ExampleResult(request_id=0, graphs=[], calls=0, recorded=0, output="".join(printed),
                                  errors=[error])


# --------------------------------------------------------------------------- JSON


def example_to_json(file: str, result: protocol.ExampleResult) -> dict:
    """The `graph --json` object."""
    return {"file": file, "ok": not result.errors, "calls": result.calls, "recorded": result.recorded,
            "graphs": [graph_to_json(graph) for graph in result.graphs],
            "output": result.output, "errors": [error.to_json() for error in result.errors],
            "notes": [{"code": note.code, "params": dict(note.params), "message": note.message} for note in result.notes],
            "elapsed": round(result.elapsed, 4)}


def graph_to_json(graph: protocol.BackwardGraph) -> dict:
    return {
        "call": graph.call, "kind": graph.kind, "line": graph.line, "root": graph.root,
        "nodes": [{"id": node.id, "label": node.label, "kind": node.kind, "line": node.line, "name": node.name,
                   "value": tensor_json(node.value),
                   "grad_output": [tensor_json(g) for g in node.grad_output],
                   "grad_inputs": [tensor_json(g) for g in node.grad_inputs],
                   "inputs": list(node.inputs), "order": node.order,
                   "autograd_inputs": [tensor_json(g) for g in node.autograd_inputs]} for node in graph.nodes],
        "edges": [list(edge) for edge in graph.edges],
        "leaves": [{"name": leaf.name, "shape": list(leaf.shape), "requires_grad": leaf.requires_grad,
                    "node": leaf.node, "value": tensor_json(leaf.value), "grad": tensor_json(leaf.grad),
                    "cut": leaf.cut or None} for leaf in graph.leaves],
        "hidden": graph.hidden,
        "error": graph.error.to_json() if graph.error is not None else None,
    }


def tensor_json(value: Optional[protocol.TensorValue]):
    """Nested lists (a number for a scalar) when the tensor came whole, else its shape and summary.
    A number that is not finite is a string (``NON_FINITE``); null is no tensor at all."""
    if value is None:
        return None
    if value.values is not None:
        return json_numbers(value.values)
    return {"shape": list(value.shape), "dtype": value.dtype, "min": json_numbers(value.minimum),
            "mean": json_numbers(value.mean), "max": json_numbers(value.maximum), "norm": json_numbers(value.norm)}


# JSON has no NaN or infinity; these strings stand for them, as the Protocol Buffers JSON mapping
# writes them, so that NaN, +inf and -inf stay distinct from each other and from null (no value).
NON_FINITE = {"nan": "NaN", "inf": "Infinity", "-inf": "-Infinity"}


def json_numbers(value):
    """numpy numbers (an array, nested lists, a scalar) → JSON-ready values; NaN → "NaN",
    +inf → "Infinity", -inf → "-Infinity"."""
    if isinstance(value, np.ndarray):
        return json_numbers(value.tolist())
    if isinstance(value, (list, tuple)):
        return [json_numbers(item) for item in value]
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, (int, np.integer)):
        return int(value)
    if isinstance(value, (float, np.floating)):
        number = float(value)
        return number if math.isfinite(number) else NON_FINITE[repr(number)]
    return value


# --------------------------------------------------------------------------- words


def example_report(result: protocol.ExampleResult) -> str:
    """The recorded calls as lines to read: each node in autograd's order with its numbers."""
    lines = [note.message for note in result.notes]
    if result.output:
        lines += ["printed:", *("  " + line for line in result.output.rstrip("\n").split("\n")), ""]
    if result.calls or not result.errors:  # an example that failed before any call: its error says it all
        lines.append(f"{result.calls} backward call(s), {result.recorded} recorded, "
                     f"the last {len(result.graphs)} shown")
    for graph in result.graphs:
        lines.append(f"\ncall {graph.call}: {graph.root}.{graph.kind}() at line {graph.line}")
        for node in sorted(graph.nodes, key=lambda n: (n.order is None, n.order if n.order is not None else 0)):
            where = f" (line {node.line})" if node.line else ""
            name = f" {node.name} =" if node.name else ""
            step = f"{node.order + 1:>3}." if node.order is not None else "  -."
            lines.append(f"{step}{name} {node.label}{where}: value {_short(node.value)}")
            lines.append(f"      received {', '.join(_short(g) for g in node.grad_output) or '-'}")
            if node.grad_inputs:
                lines.append(f"      sent {', '.join(_short(g) for g in node.grad_inputs)}")
            if node.autograd_inputs:
                lines.append(f"      autograd of its forward would send "
                             f"{', '.join(_short(g) for g in node.autograd_inputs)}")
        for leaf in graph.leaves:
            cut = f" (cut off by {leaf.cut})" if leaf.cut else ""
            grad = "no gradient" if leaf.grad is None else _short(leaf.grad)
            lines.append(f"  leaf {leaf.name} {list(leaf.shape)}{cut}: grad {grad}")
        if graph.error is not None:
            lines.append(f"  error: {graph.error.message}")
    for error in result.errors:
        where = f"line {error.line}: " if error.line else ""
        lines.append(f"\nerror: {where}{error.type}: {error.message}")
    return "\n".join(lines).lstrip("\n")


def _short(value: Optional[protocol.TensorValue]) -> str:
    if value is None:
        return "None"
    if value.values is not None:
        text = json.dumps(json_numbers(value.values.round(4)))
        return text if len(text) <= 80 else text[:77] + "..."
    return f"shape {list(value.shape)} min {value.minimum:.4g} mean {value.mean:.4g} max {value.maximum:.4g}"
