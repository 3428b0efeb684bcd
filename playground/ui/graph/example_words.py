"""The words of the example's backward view (example_view.py): the boxes' lines, the tooltips,
the summary and each step's words, in the window's language.

A step's words say what reached the node, what it sent to each input, what autograd of the
user's forward would send, and the chain rule with the numbers (dL/dX = dL/dy · dy/dX = 6.0928 ×
0.4200 = 2.5588): one line per input, at the element that carries the most, the node's output and
inputs named as the code names them (``out`` and ``in`` where it gives no name; y₁, y₂ where one
tensor is several inputs, with the sum autograd makes of them), as rich text whose lines break
after ':' or '=', never inside a short number list, a fraction, a product or a sum (the words
may sit in a narrow column beside the drawing).
"""
from __future__ import annotations

import re
from typing import Optional

import numpy as np
from PySide6.QtCore import QObject

from playground.protocol import BackwardGraph, ExampleLeaf, ExampleNode, ExampleResult
from playground.ui.graph.colours import differs_colour
from playground.ui.graph.example_steps import (
    HIDDEN,
    NOT_YET,
    Stepper,
    chain_products,
    number,
    same_numbers,
    shape_text,
    tensor_text,
)
from playground.ui.words.codes import error_message

BOX_ELEMENTS = 4  # elements of a tensor written in its box (the step's words write MAX_SHOWN)
PRESENTATION_BOX_ELEMENTS = 2  # on a projector: narrower boxes, drawn larger
BREAKABLE_LENGTH = 10  # characters of a node's name that may stay on one line
SHORT_LIST = 24  # characters of a number list kept on one line; a longer one may break after a comma
CHAIN_LINES = 1  # chain-rule products written out per step: the first element that received a gradient
# An empty anchor before the chain rule's first line: the words' scroll area brings its lines into
# view at each step (example_body.py; in ja at 1024×768 presentation they were below the fold)
CHAIN_ANCHOR = "chain-rule"


class ExampleWords(QObject):
    """Text for the view: every method gives words in the window's language."""

    def call_title(self, graph: BackwardGraph) -> str:
        call = f"{graph.root}.backward()" if graph.kind == "backward" else f"torch.autograd.grad({graph.root}, …)"
        return self.tr("call {n}: {call}, line {line}").format(n=graph.call, call=call, line=graph.line)

    def node_lines(self, node: ExampleNode, elements: int = BOX_ELEMENTS) -> list[str]:
        if node.kind == "accumulate":
            title = self.tr("{name} · leaf").format(name=node.name or "?")
        else:
            title = f"{node.name} = {node.label}" if node.name else node.label
        return [title, self.tr("value {v}").format(v=tensor_text(node.value, max_shown=elements))]

    def grad_line(self, node: ExampleNode, state: str, elements: int = BOX_ELEMENTS) -> str:
        if state == NOT_YET:
            return self.tr("grad — not yet")
        if state == HIDDEN:
            return self.tr("grad ?")
        if not node.grad_output:
            return self.tr("grad None")
        return self.tr("grad {g}").format(g=", ".join(tensor_text(g, max_shown=elements) for g in node.grad_output))

    def outside_leaf_lines(self, leaf: ExampleLeaf, hidden: bool = False) -> list[str]:
        """The name and shape of a tensor the graph does not reach, and why it gets no .grad (its
        .grad from an earlier call, "?" while Predict hides the gradients)."""
        first = f"{leaf.name} {shape_text(leaf.shape)}"
        if leaf.cut == "detach":
            second = self.tr("cut off by detach(): no .grad")
        elif leaf.cut == "no_grad":
            second = self.tr("made under no_grad: no .grad")
        elif leaf.grad is None:
            second = self.tr("not in this graph: .grad None")
        elif hidden:
            second = self.tr(".grad ? (from before)")
        else:
            second = self.tr(".grad {g} (from before)").format(g=tensor_text(leaf.grad, max_shown=BOX_ELEMENTS))
        return [first, second]

    def cut_words(self, leaf: ExampleLeaf) -> str:
        if leaf.cut:
            return self.tr("detach() or torch.no_grad() cut {name} (or the tensor it was made from) off the "
                           "graph: backward never reaches it.").format(name=leaf.name)
        return self.tr("{name} requires grad, but this backward call's graph does not use it.").format(
            name=leaf.name)

    def node_tooltip(self, node: ExampleNode) -> str:
        kinds = {
            "function": self.tr("An operation of torch: its backward is built in."),
            "user_function": self.tr("Your autograd.Function: here the backward you wrote runs."),
            "accumulate": self.tr("AccumulateGrad: adds the gradient into the leaf's .grad."),
        }
        where = self.tr("made at line {line}").format(line=node.line) if node.line else ""
        return "\n".join(part for part in (node.label, kinds.get(node.kind, ""), where) if part)

    def summary_text(self, result: Optional[ExampleResult], graph: Optional[BackwardGraph]) -> str:
        if result is None:
            return self.tr("Run ▸ Run Example runs the code's example (its top level, its "
                           "if __name__ == \"__main__\": block, >>> lines) and shows each backward "
                           "call here, step by step, with its numbers.")
        parts = []
        if result.calls == 0:
            parts.append(self.tr("The example made no backward call."))
        else:
            parts.append(self.tr("{calls} backward calls, the last {kept} recorded shown").format(
                calls=result.calls, kept=len(result.graphs)) if result.calls != 1
                else self.tr("1 backward call"))
            if result.graphs and result.graphs[-1].call != result.calls and not result.errors:
                # a loop that could not say its last round, too long to be run twice (engine/example/replay.py)
                parts.append(self.tr("the last call ({calls}) was not recorded").format(calls=result.calls))
        if graph is not None:
            users = sorted({n.label for n in graph.nodes if n.kind == "user_function"})
            parts.append(self.tr("{n} nodes").format(n=len(graph.nodes) + graph.hidden))
            if users:
                parts.append(self.tr("your Function: {names}").format(names=", ".join(users)))
        text = " · ".join(parts)
        errors = list(result.errors) + ([graph.error] if graph is not None and graph.error is not None else [])
        if errors:
            error = errors[0]
            where = self.tr(" (line {line})").format(line=error.line) if error.line else ""
            text += "\n" + self.tr("Stopped{where}: {message}").format(where=where, message=error_message(error))
        return text

    def detail_html(self, stepper: Stepper) -> str:
        node = stepper.current
        if node is None:
            return self.tr("Before backward: every node has its forward value; no gradient has "
                           "flowed yet. Press ▶.")
        graph = stepper.graph
        names = {n.id: (n.name or n.label) for n in graph.nodes}
        kind = {"user_function": self.tr("your Function's backward"),
                "accumulate": self.tr("adds into the leaf's .grad")}.get(node.kind, self.tr("torch's backward"))
        where = self.tr(", made at line {line}").format(line=node.line) if node.line else ""
        step = self.tr("Step {n} of {total}").format(n=stepper.step + 1, total=len(stepper.steps))  # (lupdate
        # reads no f-strings: the words are taken out of them)
        rows = [f"<b>{_html(step)}"
                f" · {_html(node.name + ' = ' if node.name and node.kind != 'accumulate' else '')}"
                f"{_html(breakable(node.label))}</b> — {_html(kind)}{_html(where)}"]
        state = stepper.state_of(node.id)
        if state == HIDDEN:
            rows.append(_html(self.tr("What reaches it, and what it sends on? Predict, then press ▶.")))
            return "<br>".join(rows)
        received = ", ".join(tensor_text(g) for g in node.grad_output) or "None"
        rows.append(_html(self.tr("received (grad_output): {g}").format(g=received)))
        if node.kind == "accumulate":
            leaf = next((leaf for leaf in graph.leaves if leaf.node == node.id), None)
            if leaf is not None:
                grad = tensor_text(leaf.grad) if leaf.grad is not None else "None"
                label = self.tr("{name}.grad after this call: {g}") if graph.kind == "backward" else \
                    self.tr("torch.autograd.grad returned for {name}: {g}")
                rows.append(_html(label.format(name=leaf.name, g=grad)))
            return "<br>".join(rows)
        repeated = repeated_inputs(node)
        for index, sent in enumerate(node.grad_inputs):
            target = node.inputs[index] if index < len(node.inputs) else None
            to = names.get(target, self.tr("an input that needs no gradient")) if target is not None \
                else self.tr("an input that needs no gradient")
            if target in repeated:  # y * y: y is input 1 and input 2, each sent its own share
                to += str(index + 1).translate(SUBSCRIPTS)
            rows.append(_html(self.tr("sent to {input}: {g}").format(input=to, g=tensor_text(sent))))
            own = node.autograd_inputs[index] if index < len(node.autograd_inputs) else None
            if own is not None:
                words = self.tr("autograd of your forward would send: {g}").format(g=tensor_text(own))
                if not same_numbers(sent, own):
                    words += " — " + self.tr("your backward differs")
                    rows.append(f'<span style="color:{differs_colour()};">{_html(words)}</span>')
                else:
                    rows.append(_html(words))
        rows += self.chain_rows(node, graph)
        return "<br>".join(rows)

    def chain_rows(self, node: ExampleNode, graph: BackwardGraph) -> list[str]:
        """The chain rule at ``node``, one line per input, at the element that carries the most,
        in the code's names (``out`` and ``in`` where it gives none), and where one tensor is
        several inputs (``y * y``), the sum autograd makes of what they send."""
        products = chain_products(node, CHAIN_LINES)
        if not products:
            return []
        out_name, in_names = chain_names(node, graph)
        several = len({product.input_index for product in products}) > 1
        rows = []
        for product in products:
            name = in_names[product.input_index]
            formula = (f"dL/d{name} = dL/d{out_name} · d{out_name}/d{name} = {number(product.upstream)} × "
                       f"{number(product.local)} = {number(product.result)}")
            rows.append(_html(self.chain_line(input_number=product.input_index + 1 if several else None,
                                              name=name, element=product.index, formula=formula)))
        rows[0] = f'<a name="{CHAIN_ANCHOR}"></a>' + rows[0]
        for target, indices in repeated_inputs(node).items():
            for index in {product.index for product in products}:
                terms = [p.result for p in products if p.input_index in indices and p.index == index]
                if len(terms) < 2:
                    continue
                element = f"[{index}]" if index is not None else ""
                name = base_name(graph, target)
                rows.append(_html(self.tr("{name}{element} is inputs {inputs} at once: autograd adds what each "
                                          "sends, {terms} = {total}").format(
                    name=name, element=element, inputs=", ".join(str(i + 1) for i in indices),
                    terms=" + ".join(number(t) for t in terms), total=number(float(np.sum(terms))))))
        return rows

    def chain_line(self, input_number: Optional[int], name: str, element: Optional[int], formula: str) -> str:
        """The chain rule's ``formula`` with which input it is (by its place, 1 first, where the
        node has several: y * y's two lines both read "chain rule[1]", the element taken for the
        input) and at which element of it."""
        if input_number is not None and element is not None:
            return self.tr("chain rule, input {n} ({name}), element [{element}]: {formula}").format(
                n=input_number, name=name, element=element, formula=formula)
        if input_number is not None:
            return self.tr("chain rule, input {n} ({name}): {formula}").format(
                n=input_number, name=name, formula=formula)
        if element is not None:
            return self.tr("chain rule, element [{element}]: {formula}").format(element=element, formula=formula)
        return self.tr("chain rule: {formula}").format(formula=formula)


SUBSCRIPTS = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def base_name(graph: BackwardGraph, target: Optional[int]) -> str:
    """How the code names the tensor a node's input is (``in`` where it gives no name)."""
    named = {n.id: n.name for n in graph.nodes if n.name}
    return (named.get(target, "") if target is not None else "") or "in"


def repeated_inputs(node: ExampleNode) -> dict[int, list[int]]:
    """Tensors that are more than one input of ``node`` (``y * y``): node id → input indices."""
    places: dict[int, list[int]] = {}
    for index, target in enumerate(node.inputs):
        if target is not None:
            places.setdefault(target, []).append(index)
    return {target: indices for target, indices in places.items() if len(indices) > 1}


def chain_names(node: ExampleNode, graph: BackwardGraph) -> tuple[str, list[str]]:
    """The chain rule's names: the node's output and each input as the code names them, ``out``
    and ``in`` where it gives none; a name several inputs share is numbered by input (y₁, y₂);
    an output named as one of its inputs (``x = x * 2``) is ``out``."""
    inputs = [base_name(graph, target) for target in node.inputs]
    inputs += ["in"] * (len(node.grad_inputs) - len(inputs))
    shared = {name for name in inputs if inputs.count(name) > 1}
    inputs = [name + str(index + 1).translate(SUBSCRIPTS) if name in shared else name
              for index, name in enumerate(inputs)]
    output = node.name if node.name and node.name not in inputs and node.name not in shared else "out"
    if output in inputs:
        output = "out′"
    return output, inputs


def breakable(name: str) -> str:
    """A long CamelCase name (AccumulateGrad, custom_tanhBackward) that may break before each of its
    words: at 1024×768 in presentation mode "AccumulateGrad" ran past the words' column, cut."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", "\u200b", name) if len(name) > BREAKABLE_LENGTH else name


def _html(text: str) -> str:
    """Escaped for the step's words, each number list, fraction, product and sum kept on one line
    (a line of the words beside the drawing may break after ':' or '=', not inside [0, 6.0928])."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    text = re.sub(r"\[[^\]]{0,%d}\]" % SHORT_LIST, lambda found: found.group(0).replace(", ", ",\u00a0"), text)
    return text.replace(" × ", "\u00a0×\u00a0").replace(" + ", "\u00a0+\u00a0").replace("/", "/\u2060")
