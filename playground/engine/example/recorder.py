"""Every backward call the example makes, counted, and the last few recorded in full.

While the example runs, ``Tensor.backward``, ``torch.autograd.backward`` and
``torch.autograd.grad`` are wrappers: each call is counted (once: ``Tensor.backward`` calls
``torch.autograd.backward``), and a recorded one is walked and
hooked before it runs (recording.py) and turned into data after. The wrappers return what torch
returns and raise what it raises, so the example computes what it computes without them.

Recording costs time (the forward log's mode on every operation, the walk, the hooks, copying
numbers): about 0.3 ms a call on two-element tensors and 0.6 ms on the tutorial's two-layer net,
measured here, several times what such a call costs without it. So it is decided by the count
of calls, not by the clock, for the examples people teach with: the first ``always`` calls are
all recorded, whatever they cost and however busy the machine is, so an example of up to
``ALWAYS`` backward calls (a post's one or two, a ``create_graph`` chain to the fourth
derivative, a short training run) is recorded whole, its last call with it. Their cost is not
charged to the budget. The call after them is not recorded, to learn what a call costs without
recording; after it a call is recorded only while what the recorded ones cost stays under
``ALLOWANCE`` plus ``BUDGET`` of the time the example has run. A recorded call is charged the
whole of what it added (how much longer it took, from the end of the call before, than an
unrecorded one), not only what the recorder's own clocks saw. So a thousand-call loop is
recorded now and then, late on too, and costs a few percent more on real layers, about a sixth
more on two-element tensors where every call is almost all Python (benchmarks/example_recording.py);
``keep`` of the last recorded calls are kept in full, the rest are counted. The forward log is
armed only ahead of a call that will be recorded.

Threads: whether a thread is inside a call (``Tensor.backward`` calls ``torch.autograd.backward``,
which must not count twice) is the thread's own, so ten threads that call backward at once make
ten calls, as in plain PyTorch. One call is recorded at a time (a lock); the forward log's mode
is the installing thread's (torch keeps modes per thread), so a call made in another thread is
recorded without it: its graph, gradients, leaves and the tensors its frames name.
"""
from __future__ import annotations

import contextlib
import inspect
import itertools
import sys
import threading
import time
from collections import deque
from typing import Optional

import torch
from torch.overrides import has_torch_function_unary

from playground.engine.example.forward_log import ForwardLog
from playground.engine.example.loops import LoopWatch
from playground.engine.example.names import names_in_frames
from playground.engine.example.recording import CallRecording
from playground.engine.torch_private import torch_functions_disabled
from playground.engine.usercode.calls import apply_hook
from playground.engine.usercode.errors import error_from_exception
from playground.vocabulary import Phase

BUDGET = 0.01  # recording may add this fraction of the example's own time
ALLOWANCE = 0.001  # seconds it may spend beside that: a short example is recorded whole
ALWAYS = 16  # the first calls are recorded whatever they cost (posts, lessons, published examples: 1-10)
# The calls that may be the last (loops.py): twice as many as are kept are recorded whatever they
# cost (a loop's last rounds, and the code after it: by count, not by the clock, like ALWAYS);
# beyond them (a function with a loop that a library calls a thousand times, each time near "the
# end") only while they cost under this fraction of the run beside the budget, plus these seconds.
FORESEEN_FREE = 2
FORESEEN_BUDGET = 0.02
FORESEEN_ALLOWANCE = 0.05
LOCK_WAIT = 0.5  # seconds a thread waits for another's recording to end before it only counts its call
MAX_FRAMES = 64

_TENSOR_BACKWARD = torch.Tensor.backward
_BACKWARD = torch.autograd.backward
_GRAD = torch.autograd.grad
_TENSOR_BACKWARD_SIGNATURE = inspect.signature(_TENSOR_BACKWARD)
_TENSOR_BACKWARD_PARAMETERS = ["self", "gradient", "retain_graph", "create_graph", "inputs"]
_BACKWARD_SIGNATURE = inspect.signature(_BACKWARD)
_GRAD_SIGNATURE = inspect.signature(_GRAD)


class BackwardRecorder:
    """Counts the example's backward calls and keeps the last ``keep`` recorded ones."""

    def __init__(self, filename: str, keep: int = 4, max_elements: int = 64, budget: float = BUDGET,
                 always: int = ALWAYS, allowance: float = ALLOWANCE, only_from: Optional[int] = None,
                 loops_watched: bool = False):
        self.filename = filename
        self.only_from = only_from  # record these calls alone (replay.py: the last ones, in a second run)
        self.max_elements = max_elements
        self.budget = budget
        self.always = always
        self.allowance = allowance
        self.log = ForwardLog(filename)
        self.kept: deque = deque(maxlen=max(keep, 1))  # recording.FinishedCall, the last recorded
        self.calls = 0
        self.recorded = 0
        self.overhead = 0.0  # seconds of the recorder's own work, beside the forward log's
        self._started = time.perf_counter()
        self._thread = _ThreadState()
        self._owner = threading.get_ident()  # the thread whose mode stack holds the forward log
        self._numbers = itertools.count(1)  # the calls' numbers, drawn by every thread
        self._recording = threading.Lock()  # one recording at a time: the log's pause and the hooks' order
        self._arm_at = 0.0  # the moment the budget allows the next recording
        self._charged = 0.0  # what the calls recorded after the first ``always`` cost
        self._last_end = 0.0  # when the last call ended
        self._plain: Optional[float] = None  # seconds from one unrecorded call's end to the next's
        self._spent_then = 0.0  # ``spent`` when the last recorded call ended
        self._stretch_number = 0  # the number of the last recorded call
        self._stretch_end = 0.0  # when it ended
        self.loops = LoopWatch(loops_watched, tail=keep)  # the example's loops say when a call may be its last
        self._foreseen_charged = 0.0  # what the calls recorded because they may be the last cost
        self._foreseen_calls = 0  # how many there were

    @property
    def graphs(self) -> list:
        """The kept calls as messages' data, in the order made (threads may finish them out of
        order; their numbers are read now)."""
        return [finished.data() for finished in sorted(self.kept, key=lambda finished: finished.call)]

    @property
    def spent(self) -> float:
        """Seconds recording has cost so far (measured, with estimates of the dispatch)."""
        return self.overhead + self.log.overhead

    @contextlib.contextmanager
    def installed(self):
        """The wrappers in place, the forward log armed for the first call; all undone after."""
        self._started = self._last_end = self._stretch_end = time.perf_counter()
        self._owner = self.loops.owner = threading.get_ident()
        self.loops.listener = self._on_foresight
        # Tensor.backward first: it reaches torch through the forward log's mode, inside whose
        # handler the mode is off the stack and could not be disarmed.
        torch.Tensor.backward = self._tensor_backward()
        torch.autograd.backward = self._backward
        torch.autograd.grad = self._grad
        try:
            with apply_hook(self.log.on_apply):
                if self.only_from is None or self.only_from <= 1:
                    self.log.arm()
                try:
                    yield self
                finally:
                    self.log.paused = False
                    self.log.disarm()
                    if self.log.armed:  # the code left a mode of its own on top: ours must still go
                        self.log._mode.__exit__(None, None, None)
                        self.log.armed = False
        finally:
            self.loops.listener = None
            torch.Tensor.backward = _TENSOR_BACKWARD
            torch.autograd.backward = _BACKWARD
            torch.autograd.grad = _GRAD
            self.calls = next(self._numbers) - 1  # a thread may have stored its number late

    # ------------------------------------------------------------------ the wrappers

    @property
    def _inside(self) -> bool:
        return self._thread.inside

    def _count(self) -> int:
        """This call's number, from 1, across threads (``next`` on a count is atomic; ``calls``
        is the latest number drawn, made exact when the example ends)."""
        self.calls = number = next(self._numbers)
        return number

    def _tensor_backward(self):
        """A function, so that Tensor binds it as a method (``loss.backward()``). A call that is
        not recorded, on a plain tensor, goes straight to torch.autograd.backward as
        Tensor.backward itself would: the cheap path of a loop's thousand calls."""
        def backward(tensor, gradient=None, retain_graph=None, create_graph=False, inputs=None):
            thread = self._thread
            if thread.inside:
                return _TENSOR_BACKWARD(tensor, gradient, retain_graph, create_graph, inputs)
            if self.log.armed or has_torch_function_unary(tensor):
                return self._call("backward", _TENSOR_BACKWARD, _TENSOR_BACKWARD_SIGNATURE,
                                  (tensor, gradient, retain_graph, create_graph, inputs), {})
            self.calls = next(self._numbers)  # inline: this path is a loop's every call
            thread.inside = True
            try:
                _BACKWARD(tensor, gradient, retain_graph, create_graph, inputs=inputs)
            finally:
                thread.inside = False
                self._last_end = now = time.perf_counter()
                if now >= self._arm_at:
                    self._decide()

        def any_backward(tensor, *args, **kwargs):  # a torch whose Tensor.backward takes other arguments
            if self._inside:
                return _TENSOR_BACKWARD(tensor, *args, **kwargs)
            return self._call("backward", _TENSOR_BACKWARD, _TENSOR_BACKWARD_SIGNATURE, (tensor, *args), kwargs)

        chosen = backward if list(_TENSOR_BACKWARD_SIGNATURE.parameters) == _TENSOR_BACKWARD_PARAMETERS else any_backward
        chosen.__doc__ = _TENSOR_BACKWARD.__doc__
        return chosen

    def _backward(self, *args, **kwargs):
        if self._inside:
            return _BACKWARD(*args, **kwargs)
        return self._call("backward", _BACKWARD, _BACKWARD_SIGNATURE, args, kwargs)

    def _grad(self, *args, **kwargs):
        if self._inside:
            return _GRAD(*args, **kwargs)
        return self._call("grad", _GRAD, _GRAD_SIGNATURE, args, kwargs)

    def _call(self, kind: str, original, signature, args, kwargs):
        number = self._count()
        if self.log.armed and self._recording.acquire(timeout=LOCK_WAIT):
            try:
                return self._recorded(number, kind, original, signature, args, kwargs)
            finally:
                self._recording.release()
        self._thread.inside = True  # counted once, and only this call: the cheap path
        try:
            return original(*args, **kwargs)
        finally:
            self._thread.inside = False
            self._last_end = now = time.perf_counter()
            if now >= self._arm_at:
                self._decide()

    def _recorded(self, number: int, kind: str, original, signature, args, kwargs):
        began = time.perf_counter()
        own_thread = threading.get_ident() == self._owner
        foreseen = own_thread and number > self.always and self.loops.predicted
        log = self.log if own_thread else ForwardLog(self.filename)  # the mode saw none of its operations
        log.paused = True
        bound = _bound(signature, args, kwargs)
        roots = _as_list(bound.get("self", bound.get("tensors", bound.get("outputs"))))
        inputs = _as_list(bound.get("inputs"))
        caller = _user_frame(sys._getframe(2), self.filename)
        # the recorder's own reads (a tensor's grad_fn, its shape): not through the log's mode, each
        # a Python dispatch that cost more than the rest of the walk
        with torch_functions_disabled():
            recording = CallRecording(number, kind, caller.f_lineno if caller is not None else None, roots,
                                      inputs, names_in_frames(caller, self.filename), log, self.max_elements)
            recording.add_hooks()
        self._thread.inside = True
        returned, error = None, None
        ran_at = time.perf_counter()
        self.overhead += ran_at - began
        try:
            returned = original(*args, **kwargs)
            return returned
        except BaseException as exception:
            error = exception
            raise
        finally:
            finished = time.perf_counter()
            self._thread.inside = False
            recording.remove_hooks()
            info = error_from_exception(error, Phase.BACKWARD, self.filename) if error is not None else None
            with torch_functions_disabled():  # the recorder's own operations: not the example's
                numbers = recording.sequence_numbers()
                self.kept.append(recording.finish(returned if kind == "grad" else None, info))
                if not (bound.get("retain_graph") or bound.get("create_graph")):
                    log.forget(numbers)  # the graph is freed: its outputs are needed no more
            self.recorded += 1
            log.paused = False
            self.overhead += time.perf_counter() - finished + recording.hook_time
            self._charge(number, foreseen)
            self._decide()

    def _charge(self, number: int, foreseen: bool = False) -> None:
        """Charge a recorded call after the first ``always`` what it cost: what the recorder
        measured of its own work, or, when more, how much longer than an unrecorded call it took
        from the end of the call before (the log's mode on every operation, the walk, the hooks,
        the copies, the collector: all of it, which the recorder's own clocks miss in part). An
        unrecorded call's time is the mean over the unrecorded calls since the last recorded one."""
        now = time.perf_counter()
        between = number - self._stretch_number - 1  # unrecorded calls since the last recorded one
        if between > 0:
            self._plain = (self._last_end - self._stretch_end) / between
        measured = self.spent - self._spent_then
        whole = now - self._last_end - self._plain if self._plain is not None else 0.0
        if foreseen:
            self._foreseen_charged += max(measured, whole)
            self._foreseen_calls += 1
        elif number > self.always:
            self._charged += max(measured, whole)
        self._spent_then, self._stretch_number = self.spent, number
        self._stretch_end = self._last_end = now

    def _decide(self) -> None:
        """Arm the forward log for the next call if that one is to be recorded; else note when
        the budget will allow it, so that the calls until then cost one comparison. Only the
        installing thread arms and disarms: the mode is on its stack."""
        if threading.get_ident() != self._owner:
            return
        if self.only_from is not None:  # every call decides (``_arm_at`` stays 0): a second run's
            if self.calls >= self.only_from - 1:
                self.log.arm()
            else:
                self.log.disarm()
            return
        charged = self._charged
        # one unrecorded call after the first ``always``: what a call costs without recording
        known = self._plain is not None or self.calls > self._stretch_number
        if self.calls < self.always or self._foreseen() or (
                known and charged <= self.allowance + self.budget * (time.perf_counter() - self._started)):
            self.log.arm()
        else:
            self.log.disarm()
            if not known:
                self._arm_at = time.perf_counter()
            else:
                self._arm_at = (self._started + (charged - self.allowance) / self.budget if self.budget > 0
                                else float("inf"))

    def _foreseen(self) -> bool:
        """Whether the next call may be the example's last (loops.py) and those calls are still
        within their own bound."""
        return self.loops.predicted and (
            self._foreseen_calls < FORESEEN_FREE * self.kept.maxlen
            or self._foreseen_charged <= FORESEEN_ALLOWANCE + FORESEEN_BUDGET * (time.perf_counter() - self._started))

    def _on_foresight(self, predicted: bool) -> None:
        """The example's loops changed their say (in the installing thread, in the code's own
        time): arm the log now for a last round, ahead of its forward. The other way is left to
        the next decision, after a call: a loop inside the last round (an unrolled forward) must
        not disarm the log in the middle of the forward it is logging."""
        if predicted and self.only_from is None and not self._thread.inside and self._foreseen():
            self.log.arm()


class _ThreadState(threading.local):
    """A thread's own: whether it is within a call (Tensor.backward calls torch.autograd.backward)."""

    inside = False


def _bound(signature: inspect.Signature, args, kwargs) -> dict:
    try:
        return dict(signature.bind(*args, **kwargs).arguments)
    except TypeError:
        return {}  # torch will say what is wrong with the call


def _as_list(value) -> list:
    if value is None:
        return []
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, dict):
        return list(value.values())
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value]  # a GradientEdge


def _user_frame(frame, filename: str):
    """The innermost frame running the code's own file, from ``frame`` outwards."""
    for _ in range(MAX_FRAMES):
        if frame is None or frame.f_code.co_filename == filename:
            return frame
        frame = frame.f_back
    return None
