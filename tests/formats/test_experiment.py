"""Experiment files: code and every setting in one .py file, read back exactly (no Qt, no torch)."""
from __future__ import annotations

import dataclasses
import json

import pytest

from playground.formats.experiment import (
    MAGIC,
    Experiment,
    ExperimentError,
    config_from_dict,
    dump_experiment,
    is_experiment,
    parse_experiment,
)
from playground.protocol import TrainConfig

CODE = "import torch\n\nclass F(torch.autograd.Function):\n    pass   \n# no newline at the end"


def every_field_changed() -> TrainConfig:
    return TrainConfig(model="classify-2d", dataset="moons", steps=123, batch_size=17, width=9,
                       depth=3, optimizer="momentum", lr=0.0321, l1=1e-4, l2=2e-3, loss="mse",
                       seed=42, device="cuda:0", noise=0.3, train_fraction=0.7, classes=3,
                       samples=300)


def test_dump_then_parse_gives_back_code_and_every_setting():
    experiment = Experiment(CODE, every_field_changed(), subject="F", x_range=(-2.5, 3.0),
                            preset="round_ste")
    text = dump_experiment(experiment)
    assert text.startswith(MAGIC + "\n# settings: {")
    back = parse_experiment(text)
    assert back.code == CODE
    assert back.config == every_field_changed()
    assert (back.subject, back.x_range, back.preset) == ("F", (-2.5, 3.0), "round_ste")
    assert dataclasses.asdict(back.config) == dataclasses.asdict(experiment.config)


def test_the_file_is_still_python_that_runs():
    namespace = {}
    exec(compile(dump_experiment(Experiment("value = 6 * 7\n")), "<exp>", "exec"), namespace)
    assert namespace["value"] == 42


def test_ordinary_code_is_not_an_experiment():
    assert parse_experiment(CODE) is None
    assert not is_experiment("# a comment\n" + MAGIC)


def test_a_broken_settings_line_is_a_clear_error():
    with pytest.raises(ExperimentError, match="not valid JSON"):
        parse_experiment(MAGIC + "\n# settings: {oops}\ncode\n")
    with pytest.raises(ExperimentError, match="line 2"):
        parse_experiment(MAGIC + "\nprint(1)\n")
    with pytest.raises(ExperimentError, match="whole number"):
        parse_experiment(MAGIC + "\n# settings: " + json.dumps({"train": {"steps": "many"}}) + "\n")


def test_unknown_and_missing_settings_keep_defaults_and_are_kept_for_saving():
    text = MAGIC + "\n# settings: " + json.dumps(
        {"train": {"seed": 5, "future_field": 1}, "future": {"a": 1}}) + "\nx = 1\n"
    back = parse_experiment(text)
    assert back.config == TrainConfig(seed=5)
    assert back.code == "x = 1\n"
    assert back.extra == {"future": {"a": 1}}
    assert json.loads(dump_experiment(back).splitlines()[1][len("# settings: "):])["future"] == {"a": 1}


def test_a_newer_format_is_refused():
    with pytest.raises(ExperimentError, match="newer"):
        parse_experiment(MAGIC + "\n# settings: {\"version\": 99}\n")


def test_config_values_of_the_wrong_kind_are_refused():
    with pytest.raises(ExperimentError, match="number"):
        config_from_dict({"lr": "fast"})
    with pytest.raises(ExperimentError, match="text"):
        config_from_dict({"model": 3})
    assert config_from_dict({"lr": 1, "steps": 10.0}) == TrainConfig(lr=1.0, steps=10)
