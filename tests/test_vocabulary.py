"""The shared names: plain strings on the wire and in files, one list for every side."""
from __future__ import annotations

import json
import pickle
import re
from enum import Enum

from playground import vocabulary
from playground.vocabulary import Model, Optimizer, RestartReason, defaults_for
from tests.repo import REPO


def test_members_are_their_strings_in_comparisons_json_and_pickles():
    assert Model.FIT_1D == "fit-1d" and f"{Model.FIT_1D}" == "fit-1d" and str(Optimizer.ADAM) == "adam"
    assert json.dumps({"model": Model.LAYER}) == '{"model": "layer"}'
    assert pickle.loads(pickle.dumps(RestartReason.TIMEOUT)) == "timeout"


def test_lists_hold_plain_strings():
    for names in (vocabulary.CURVES, vocabulary.POINT_CLOUDS, *vocabulary.MODEL_DATASETS.values()):
        assert all(type(name) is str for name in names), names
    assert all(type(model) is str for model in vocabulary.MODEL_DATASETS)
    assert set(vocabulary.MODEL_DATASETS) == set(vocabulary.names(Model))


def test_the_tutorial_net_defaults_to_the_lessons_plain_sgd():
    defaults = defaults_for("tutorial-2layer")
    assert defaults["optimizer"] == "sgd" and type(defaults["optimizer"]) is str and defaults["lr"] == 1e-6
    assert defaults_for("no such model") == {}


# A value the vocabulary declares, compared as a literal where a member belongs: `.verdict ==
# "matches"`, `.reason == "stop"`, `state != "idle"`. Only the vocabulary and the wire codec spell
# the values out (JSON rows read back from files are plain dicts and compare as strings: row["verdict"]).
LITERAL_COMPARISON = re.compile(
    r"""(?:\.(?:verdict|reason|phase|state|running_state|action|model|loss|optimizer)\b|verdict_of\([^)]*\))"""
    r"""\s*(?:==|!=)\s*["']([\w-]+)["']""")


def test_declared_values_are_compared_as_members_not_literals():
    declared = {member.value for kind in vars(vocabulary).values()
                if isinstance(kind, type) and issubclass(kind, Enum) and kind.__module__ == vocabulary.__name__
                for member in kind}
    found = []
    for path in sorted((REPO / "playground").rglob("*.py")):
        if path.name in ("vocabulary.py", "wire.py"):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found += [f"{path.relative_to(REPO)}:{number}: {line.strip()}"
                      for match in LITERAL_COMPARISON.finditer(line) if match.group(1) in declared]
    assert found == []
