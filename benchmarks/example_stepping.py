"""How long one step of Run ▸ Run Example's view takes to redraw, on a 200-node graph.

A recorded call of 200 nodes (a chain of operations with a leaf beside every fourth, each with a
small value and gradient) is shown in ExampleGraphView at 1280×720, offscreen; each ▶ updates
the grad lines and the current node's outline and the canvas is painted at once (repaint, not
update), so a step's time is the whole redraw. The budget is one frame: 16 ms. Run alone:
``QT_QPA_PLATFORM=offscreen python -m benchmarks.example_stepping``.
"""
from __future__ import annotations

import os
import statistics
import sys
import time

import numpy as np

NODES = 200
FRAME_MS = 16.0


def graph_of(count: int):
    from playground import protocol

    def value(n):
        return protocol.TensorValue((4,), "float32", np.linspace(-1, 1, 4) * n)

    nodes, edges, leaves = [], [], []
    for i in range(count):
        accumulate = i % 4 == 3
        nodes.append(protocol.ExampleNode(
            i, "AccumulateGrad" if accumulate else f"Op{i}Backward0", "accumulate" if accumulate else "function",
            line=i + 1, name=f"w{i}" if accumulate else "", value=value(i), grad_output=[value(1)],
            grad_inputs=[] if accumulate else [value(2)], inputs=[], order=i))
    chain = [n.id for n in nodes if n.kind == "function"]
    for a, b in zip(chain, chain[1:]):
        edges.append((a, b))
        nodes[a].inputs.append(b)
    for node in nodes:
        if node.kind == "accumulate":
            parent = node.id - 1
            edges.append((parent, node.id))
            nodes[parent].inputs.append(node.id)
            leaves.append(protocol.ExampleLeaf(node.name, (4,), True, node.id, value(1), value(1)))
    graph = protocol.BackwardGraph(1, "backward", count + 1, "loss", nodes, edges, leaves)
    return protocol.ExampleResult(1, [graph], 1, 1, "")


def measure(steps: int = 60) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from playground.ui.graph.example_view import ExampleGraphView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    view = ExampleGraphView()
    view.resize(1280, 720)
    view.show()
    app.processEvents()
    started = time.perf_counter()
    view.show_result(graph_of(NODES))
    view.canvas.viewport().repaint()
    first_draw_ms = (time.perf_counter() - started) * 1e3
    view.stepper.go_to(-1)
    view._refresh()
    app.processEvents()
    times = []
    for _ in range(steps):
        started = time.perf_counter()
        view.step_forward()
        view.repaint()
        view.canvas.viewport().repaint()
        times.append((time.perf_counter() - started) * 1e3)
    times.sort()
    return {"nodes": NODES, "first_draw_ms": first_draw_ms, "step_median_ms": statistics.median(times),
            "step_p95_ms": times[int(0.95 * (len(times) - 1))]}


def main() -> int:
    figures = measure()
    verdict = "within" if figures["step_p95_ms"] <= FRAME_MS else "over"
    print(f"{figures['nodes']} nodes: first drawing {figures['first_draw_ms']:.1f} ms; a step "
          f"{figures['step_median_ms']:.1f} ms median, {figures['step_p95_ms']:.1f} ms p95 "
          f"({verdict} one {FRAME_MS:.0f} ms frame)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
