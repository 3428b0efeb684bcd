"""The shared names: plain strings on the wire and in files, one list for every side."""
from __future__ import annotations

import json
import pickle

from playground import vocabulary
from playground.vocabulary import Model, Optimizer, RestartReason, defaults_for


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
