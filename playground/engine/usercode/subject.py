"""What to study in the user's code: a Function used as an activation, or a Module used as a layer.

The subject is the one the caller names, else the Function or Module the file's own code calls
(subject_choice.py), else a Module that uses a Function (a layer that wraps a Function with its
own parameters), else the last Function defined that is not only a helper of another, else the
last Module.
"""
from __future__ import annotations

import ast
import copy
from dataclasses import dataclass
from typing import Optional

import torch

from playground.engine.usercode.diagnose import staticmethod_on_class
from playground.engine.usercode.errors import UserCodeError, error_from_exception, user_error
from playground.engine.usercode.function_activation import FunctionActivation
from playground.engine.usercode.plan import function_plan, required_positional
from playground.engine.usercode.seeding import seeded
from playground.engine.usercode.source import CompiledSource
from playground.engine.usercode.subject_choice import called_subject, helper_names


@dataclass
class Subject:
    name: str
    kind: str  # "function" | "module"
    cls: type
    source: CompiledSource

    def activation(self, features: int) -> torch.nn.Module:
        """An elementwise nn.Module applying the subject to a (batch, features) tensor, for use as
        the activation of a toy model. Function: apply with non-tensor args at their defaults and
        extra tensor inputs as parameters/buffers as appropriate. Module: the user's Module built
        for that width (try cls(features), cls(features, features), cls() ...).
        Raises UserCodeError with a clear message if it cannot be built."""
        if self.kind == "function":
            plan = function_plan(self.cls, self.source.calls.get(self.cls), in_features=features,
                                 out_features=features)  # a linear layer's weight: features → features
            module = FunctionActivation(plan, features)
        else:
            widths = {0: (), 1: (features,), 2: (features, features)}
            module = self.build(*widths.get(required_positional(self.cls), (features, features)))
        _check_maps(self, module, features, features)
        return module

    def layer(self, in_features: int, out_features: int) -> torch.nn.Module:
        """The user's Module as a layer in→out (layer mode). Raises UserCodeError if not possible."""
        if self.kind != "module":
            raise user_error("train", "layer_needs_module",
                             f"Layer mode trains an nn.Module, and {self.name} is a Function: "
                             f"wrap it in an nn.Module that owns its parameters.", name=self.name)
        widths = {0: (), 1: (in_features,)}
        module = self.build(*widths.get(required_positional(self.cls), (in_features, out_features)))
        _check_maps(self, module, in_features, out_features)
        return module

    def build(self, *args) -> torch.nn.Module:
        """``cls(*args)`` with the generator seeded; a failure names the call that was tried."""
        call = f"{self.name}({', '.join(map(str, args))})"
        try:
            with seeded():
                return self.cls(*args)
        except Exception as exc:
            info = error_from_exception(exc, "forward", self.source.filename)
            raise user_error("forward", "module_build_failed",
                             f"Could not build {call}: {info.message}", line=info.line,
                             type=info.type, module=self.name, call=call, text=info.message) from None

    def probe_module(self) -> torch.nn.Module:
        """A float64 copy of the instance the user's code made, else one built with width 1."""
        instances = [v for v in self.source.namespace.values() if type(v) is self.cls]
        module = None
        if instances:
            try:
                module = copy.deepcopy(instances[-1])
            except Exception:
                module = None
        if module is None:
            module = self.build(*([1] * required_positional(self.cls)))
        return module.double()


def _check_maps(subject: Subject, module, in_features: int, out_features: int) -> None:
    trial = torch.zeros(2, in_features, dtype=next(module.parameters(), torch.zeros(())).dtype)
    try:
        with seeded():
            out = module(trial)
    except Exception as exc:
        info = error_from_exception(exc, "train", subject.source.filename)
        raise user_error("train", "module_width", f"{subject.name} cannot take a batch of shape "
                         f"(2, {in_features}): {info.message}", line=info.line, type=info.type,
                         module=subject.name, features=in_features, text=info.message) from None
    if not isinstance(out, torch.Tensor) or tuple(out.shape) != (2, out_features):
        got = tuple(out.shape) if isinstance(out, torch.Tensor) else type(out).__name__
        raise user_error("train", "module_width",
                         f"{subject.name} maps a batch of shape (2, {in_features}) to {got}, but the "
                         f"model needs (2, {out_features}).", module=subject.name,
                         features=in_features, got=str(got), out=out_features)


def choose_subject(compiled: CompiledSource, name: Optional[str] = None) -> Subject:
    """Named one, else a Module that uses a Function, else the last Function defined, else the
    last Module. Raises UserCodeError(phase="compile") if there is none / name not found."""
    if name:
        return _named_subject(compiled, name)
    called = called_subject(compiled)  # what the file's own code calls (subject_choice.py)
    if called is not None:
        found = compiled.functions if called.kind == "function" else compiled.modules
        return Subject(called.name, called.kind, found[called.name], compiled)
    wrappers = [n for n, cls in compiled.modules.items() if module_uses_function(compiled, cls)]
    if wrappers:
        return Subject(wrappers[-1], "module", compiled.modules[wrappers[-1]], compiled)
    if compiled.functions:
        helpers = helper_names(compiled)
        last = ([n for n in compiled.functions if n not in helpers] or list(compiled.functions))[-1]
        return Subject(last, "function", compiled.functions[last], compiled)
    if compiled.modules:
        last = list(compiled.modules)[-1]
        return Subject(last, "module", compiled.modules[last], compiled)
    misplaced = staticmethod_on_class(compiled.text)
    if misplaced is not None:
        raise UserCodeError(misplaced)
    raise user_error("compile", "no_subject",
                     "No autograd Function or nn.Module found: define a class that subclasses "
                     "torch.autograd.Function, with forward and backward as @staticmethods.")


def uncalled_functions(compiled: CompiledSource) -> list:
    """The Functions to judge one by one: where the file's code calls none of its Functions or
    Modules (as it ran, or in its text) and no Module wraps one, every Function it defines, helpers
    of another's forward left out; [] where a call or a wrapper says which one the file is about."""
    if compiled.calls or called_subject(compiled) is not None:  # (a custom op's call is in calls alone)
        return []
    if any(module_uses_function(compiled, cls) for cls in compiled.modules.values()):
        return []
    helpers = helper_names(compiled)
    return [name for name in compiled.functions if name not in helpers] or list(compiled.functions)


def _named_subject(compiled: CompiledSource, name: str) -> Subject:
    for kind, found in (("function", compiled.functions), ("module", compiled.modules)):
        for key, cls in found.items():
            if name in (key, cls.__name__):
                return Subject(key, kind, cls, compiled)
    value = compiled.namespace.get(name)
    owner = getattr(value, "__self__", None)
    for kind, found in (("function", compiled.functions), ("module", compiled.modules)):
        for key, cls in found.items():
            if cls is value or cls is owner or type(value) is cls:
                return Subject(key, kind, cls, compiled)
    available = list(compiled.functions) + list(compiled.modules)
    raise user_error("compile", "subject_not_found",
                     f"There is no Function or Module named '{name}' in the code; found: "
                     f"{', '.join(available) or 'none'}.", name=name, available=available)


def function_in_class(compiled: CompiledSource, module_cls, function_name: str) -> bool:
    """Does the Module's class body name this Function (or a variable bound to its apply)?"""
    cls = compiled.functions[function_name]
    names = {function_name, cls.__name__} | {var for var, value in compiled.namespace.items()
                                              if getattr(value, "__self__", None) is cls}
    try:
        tree = ast.parse(compiled.text)
    except SyntaxError:
        return False
    return any(isinstance(node, ast.Name) and node.id in names
               for class_node in ast.walk(tree)
               if isinstance(class_node, ast.ClassDef) and class_node.name == module_cls.__name__
               for node in ast.walk(class_node))


def module_uses_function(compiled: CompiledSource, module_cls) -> bool:
    """Does the Module's class body use one of the user's Functions, directly or through
    top-level helpers (functions, ``P3 = Legendre.apply``, factories), not through other classes?"""
    try:
        tree = ast.parse(compiled.text)
    except SyntaxError:
        return False
    markers = _function_markers(compiled, tree)
    helpers = _top_level_helpers(tree)
    todo = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == module_cls.__name__]
    seen: set = set()
    while todo:
        names = {n.id for n in ast.walk(todo.pop()) if isinstance(n, ast.Name)}
        if names & markers:
            return True
        for name in names - seen:
            seen.add(name)
            if name in helpers:
                todo.append(helpers[name])
    return False


def _function_markers(compiled: CompiledSource, tree: ast.Module) -> set:
    markers = set(compiled.functions) | {cls.__name__ for cls in compiled.functions.values()}
    for var_name, value in compiled.namespace.items():
        if getattr(value, "__self__", None) in compiled.functions.values():
            markers.add(var_name)
    for node in tree.body:  # factories: a function that defines a Function class inside
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if any(isinstance(inner, ast.ClassDef) and inner.name in markers for inner in ast.walk(node)):
                markers.add(node.name)
    return markers


def _top_level_helpers(tree: ast.Module) -> dict:
    helpers = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            helpers[node.name] = node
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    helpers[target.id] = node
    return helpers

