"""Which of the example's loops are on their last round: so that its last backward call is recorded.

The recorder (recorder.py) cannot record every call of a long loop (recording costs several times
what a small call does), yet the call the view opens on is the last one, and only when the example
has ended is it known which that was. So the example's own loops say it ahead: when it runs, each
``for`` statement of its text iterates through ``LoopWatch.loop`` and each ``while`` statement runs
inside ``LoopWatch.while_`` (``loops_watched`` rewrites the parsed text; no line moves). A ``for``
over something with a length knows its last rounds when it starts them; a ``while``, or a ``for``
over a generator, never does. While the innermost loop the code is inside is on one of its last
``tail`` rounds (as many as the recorder keeps in full) and every other on its last round, the
calls made may be the example's last, and the recorder is told to record them (the forward
log must be armed before that round's forward runs, not at its backward call). Outside every loop
(before the first, or after the last: a final ``loss.backward()``, the demo's print) any call may be
the last, and the recorder is told so too; what the recorder spends on these calls has a bound of
its own (a loop driven from outside the text, an optimiser calling a closure, is outside every
loop of the text). A loop whose length lies (a ``__len__`` that does not match
what it yields) costs a recorded call or misses the last one: never a wrong number.

Each thread has its own loops (Hogwild examples train in ten threads); only the thread that runs
the example tells the recorder. The wrappers yield what the loop's iterable yields and raise what
it raises: the loop computes what it computes without them.
"""
from __future__ import annotations

import ast
import threading
from typing import Callable, Optional

LOOP_NAME = "__playground_loop__"
WHILE_NAME = "__playground_while__"


def loops_watched(tree: ast.Module) -> ast.Module:
    """The tree with every ``for`` iterating through ``LOOP_NAME`` and every ``while`` inside a
    ``with WHILE_NAME():``; line numbers as they were."""
    _Rewriter().visit(tree)
    ast.fix_missing_locations(tree)
    return tree


class _Rewriter(ast.NodeTransformer):
    def visit_For(self, node: ast.For) -> ast.For:
        self.generic_visit(node)
        call = ast.Call(func=ast.Name(LOOP_NAME, ast.Load()), args=[node.iter], keywords=[])
        node.iter = ast.copy_location(call, node.iter)
        return node

    def visit_While(self, node: ast.While) -> ast.With:
        self.generic_visit(node)
        call = ast.copy_location(ast.Call(func=ast.Name(WHILE_NAME, ast.Load()), args=[], keywords=[]), node)
        return ast.copy_location(ast.With(items=[ast.withitem(context_expr=call)], body=[node]), node)


class _Round:
    """One running loop: whether it is on its last round, or one of its last ``tail``."""

    __slots__ = ("last", "tail")

    def __init__(self):
        self.last = False
        self.tail = False


class LoopWatch:
    """The running loops of each thread, and whether the next backward call may be the last.

    ``listener`` (the recorder's, while it is installed) is called with True when the installing
    thread's calls from now on may be the example's last, and with False when that ends."""

    def __init__(self, watching: bool = True, tail: int = 1):
        """``watching``: the code runs with its loops rewritten (``loops_watched``); code that is
        not is never outside every loop as far as this watch knows, and nothing is predicted.
        ``tail``: how many of the innermost loop's last rounds may hold the last calls (the
        recorder keeps that many in full)."""
        self.tail = max(int(tail), 1)
        self.listener: Optional[Callable[[bool], None]] = None
        self.owner: Optional[int] = None  # the thread that runs the example
        self.predicted = watching  # outside every loop
        self._threads = threading.local()

    def _stack(self) -> list:
        stack = getattr(self._threads, "stack", None)
        if stack is None:
            stack = self._threads.stack = []
        return stack

    def _tell(self, predicted: bool) -> None:
        if predicted != self.predicted and threading.get_ident() == self.owner:
            self.predicted = predicted
            if self.listener is not None:
                self.listener(predicted)

    def loop(self, iterable):
        """What a ``for`` statement iterates: ``iterable``'s items, each round marked."""
        size = _length(iterable)
        stack, round_ = self._stack(), _Round()
        self._enter(round_)
        try:
            if size is None:
                yield from iterable
                return
            tail_from = size - self.tail
            for index, item in enumerate(iterable):
                if index >= tail_from:
                    round_.tail, round_.last = True, index == size - 1
                    self._tell(_near_the_end(stack))
                yield item
        finally:
            self._leave(round_)

    def _enter(self, round_: _Round) -> None:
        self._stack().append(round_)
        self._tell(False)

    def _leave(self, round_: _Round) -> None:
        stack = self._stack()
        stack.remove(round_)
        self._tell(_near_the_end(stack))

    def while_(self) -> "_WhileRound":
        """The context a ``while`` statement runs in: a loop whose last round is never known."""
        return _WhileRound(self)


class _WhileRound:
    __slots__ = ("watch", "round")

    def __init__(self, watch: LoopWatch):
        self.watch = watch
        self.round = _Round()

    def __enter__(self):
        self.watch._enter(self.round)

    def __exit__(self, *exc) -> None:
        self.watch._leave(self.round)


def _near_the_end(stack: list) -> bool:
    """Outside every loop, or in one of the last rounds of the innermost within the last round of
    every other: what runs now may hold the example's last calls."""
    return not stack or (stack[-1].tail and all(other.last for other in stack[:-1]))


def _length(iterable) -> Optional[int]:
    """How many items a ``for`` will get, where the iterable says it without being iterated:
    ``len`` of a sized object (a range, list, dict, tensor, DataLoader); None for an iterator."""
    if not hasattr(type(iterable), "__len__") or hasattr(type(iterable), "__next__"):
        return None
    try:
        size = len(iterable)
    except Exception:  # noqa: BLE001 - an IterableDataset's DataLoader, a lazy sequence: not known
        return None
    return size if isinstance(size, int) and size > 0 else None
