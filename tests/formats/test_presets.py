"""Every preset is a lesson that parses, compiles, is judged as it says, and trains.

The parsing tests need no torch. The engine tests run each preset through the real engine
(playground.engine.judge.check / training); they skip, saying which file is missing, only while that
engine file has not been written.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from playground import protocol
from playground.formats import presets as presets_module
from playground.formats.presets import (
    Preset,
    PresetError,
    PresetNotFound,
    find_preset,
    list_presets,
    parse_preset,
    parse_train_line,
    presets_dir,
    read_preset_source,
    split_docstring,
)

PRESET_FILES = sorted(presets_dir().glob("[0-9]*_*.py"))
MODELS = ("fit-1d", "classify-2d", "tutorial-2layer", "layer")
DATASETS = {
    "fit-1d": {"sin", "abs", "step", "sawtooth", "cubic"},
    "classify-2d": {"spiral", "moons", "circles", "xor", "blobs"},
    "layer": {"sin", "abs", "step", "sawtooth", "cubic", "spiral", "moons", "circles", "xor", "blobs"},
}
# Issue 6: the order of a lesson, from "what is requires_grad" to double backward.
TOPIC_ORDER = (
    "autograd basics",
    "a first custom Function",
    "ctx.save_for_backward",
    "non-tensor arguments and None gradients",
    "several outputs",
    "straight-through estimators",
    "a Module with its own weights",
    "changing gradients with hooks",
    "double backward",
    "forward mode (jvp)",  # issue 23: PyTorch 2's ways to write a gradient
    "custom ops",
    "Jacobians",  # issue 20: functions that mix elements, and several inputs
    "torch.func and vmap",  # issue 23: the setup_context style
)
# Issue 2: the presets that must exist.
REQUIRED = (
    "autograd_basics",  # linear model with a detached parameter
    "soft_clip",  # 4·tanh(x/4) with a helper
    "exp_saves_output",
    "swish",
    "relu_tutorial",
    "buggy_sigmoid",
    "leaky_relu_args",  # non-tensor arguments
    "two_outputs",
    "round_ste",
    "sign_clipped_ste",
    "gradient_reversal",
    "linear_module",  # nn.Module wrapping a Function with its own weights
    "gradient_hooks",
    "polynomial_double_backward",
    "forward_mode_jvp",  # issue 23: a wrong jvp beside a right backward
    "custom_op",  # issue 23: torch.library.custom_op with register_autograd
    "softmax_diagonal",  # issue 20: the diagonal-only softmax backward, then the right one
    "softmax_jacobian",
    "module_weights_jacobian",  # issue 20: the Russian answer's Module, both gradients
    "torch_func",  # issue 23: a classic Function torch.func refuses, and its setup_context form
)
TRAIN_STEPS = 20


def preset_id(path: Path) -> str:
    return path.stem


@pytest.fixture(params=PRESET_FILES, ids=preset_id)
def preset(request) -> Preset:
    return parse_preset(request.param)


# --------------------------------------------------------------------------- the lessons


def test_there_are_presets():
    assert len(PRESET_FILES) >= len(REQUIRED)


def test_every_preset_parses_with_all_its_parts(preset):
    assert preset.title and "\n" not in preset.title
    assert len(preset.lesson) > 80, "the lesson says what to look at"
    assert preset.question.endswith("?")
    assert preset.expected_verdict in ("matches", "differs")
    assert not (preset.by_design and preset.expected_verdict == "matches")
    assert preset.topic in TOPIC_ORDER
    assert preset.train["model"] in MODELS
    if preset.train["model"] in DATASETS:
        assert preset.train.get("dataset") in DATASETS[preset.train["model"]]
    preset.train_config()  # every key is a TrainConfig field


def test_every_preset_is_python_a_person_can_paste(preset):
    text = preset.source()
    compile(text, str(preset.path), "exec")
    assert "import torch" in text, "imports are explicit, so the code runs outside the playground"
    assert "float32" not in text, "dtype-agnostic: the judge runs in float64"


def test_required_presets_exist():
    names = [p.name for p in list_presets()]
    missing = [name for name in REQUIRED if name not in names]
    assert not missing


def test_presets_come_in_lesson_order():
    listed = list_presets()
    assert [p.order for p in listed] == list(range(1, len(listed) + 1))
    assert len({p.name for p in listed}) == len(listed)
    topic_ranks = [TOPIC_ORDER.index(p.topic) for p in listed]
    assert topic_ranks == sorted(topic_ranks)
    assert {p.topic for p in listed} == set(TOPIC_ORDER), "every step of the lesson has a preset"


def test_surrogate_gradients_are_marked_by_design():
    assert find_preset("round_ste").by_design
    assert find_preset("sign_clipped_ste").by_design
    reversal = find_preset("gradient_reversal")
    assert reversal.expected_verdict == "differs" and not reversal.by_design


# --------------------------------------------------------------------------- finding presets


def test_find_preset_by_name_stem_file_number_and_path():
    preset = find_preset("round_ste")
    assert preset is not None and preset.name == "round_ste"
    stem = preset.path.stem
    assert find_preset(stem).path == preset.path
    assert find_preset(stem + ".py").path == preset.path
    assert find_preset(str(preset.order)).path == preset.path
    assert find_preset(str(preset.path)).path == preset.path
    assert find_preset("ROUND_STE").path == preset.path


def test_find_preset_returns_none_for_unknown_names(tmp_path):
    assert find_preset("no_such_preset") is None
    assert find_preset("") is None
    assert find_preset("999") is None
    other = tmp_path / "10_round_ste.py"
    other.write_text(find_preset("round_ste").source())
    assert find_preset(str(other)) is None, "a file outside the presets folder is not a preset"


def test_read_preset_source_gives_the_file_text():
    preset = find_preset("swish")
    assert read_preset_source("swish") == preset.path.read_text(encoding="utf-8")
    with pytest.raises(PresetNotFound, match="round_ste"):
        read_preset_source("nope")


def test_list_presets_runs_no_preset_code(tmp_path):
    (tmp_path / "01_boom.py").write_text(
        '"""Boom\n\nLesson text long enough to say what to look at.\n\n'
        "Question: Does it run?\nVerdict: matches\nTrain: model=fit-1d dataset=sin\n\"\"\"\n"
        "raise SystemExit('listing must not execute presets')\n"
    )
    (tmp_path / "notes.py").write_text("not a preset: no NN_ prefix")
    listed = list_presets(tmp_path)
    assert [p.name for p in listed] == ["boom"]
    assert listed[0].topic == "" and listed[0].train == {"model": "fit-1d", "dataset": "sin"}


def test_presets_module_imports_no_torch_and_no_qt():
    source = Path(presets_module.__file__).read_text()
    for banned in ("import torch", "from torch", "PySide6", "pyqtgraph"):
        assert banned not in source


# --------------------------------------------------------------------------- the docstring format


def test_split_docstring_reads_title_lesson_and_wrapped_metadata():
    doc = (
        "Title here\n\nFirst paragraph.\nNote: still lesson text.\n\nSecond paragraph.\n\n"
        "Topic: double backward\nQuestion: A long question\n    that wraps?\n"
        "Verdict: differs by design\nTrain: model=fit-1d"
    )
    title, lesson, meta = split_docstring(doc)
    assert title == "Title here"
    assert lesson == "First paragraph.\nNote: still lesson text.\n\nSecond paragraph."
    assert meta["question"] == "A long question that wraps?"
    assert meta["verdict"] == "differs by design"
    assert meta["topic"] == "double backward"


def test_split_docstring_names_missing_metadata():
    with pytest.raises(PresetError, match="Question, Verdict"):
        split_docstring("Title\n\nLesson.\n\nTrain: model=fit-1d")


def test_parse_train_line_gives_typed_values():
    train = parse_train_line("model=tutorial-2layer optimizer=sgd lr=1e-6 steps=500 noise=0")
    assert train == {"model": "tutorial-2layer", "optimizer": "sgd", "lr": 1e-6, "steps": 500, "noise": 0.0}
    assert isinstance(train["steps"], int) and isinstance(train["noise"], float)


@pytest.mark.parametrize(
    "line, message",
    [
        ("model=fit-1d speed=3", "unknown Train setting 'speed'"),
        ("model=fit-1d steps=many", "'many' is not a int"),
        ("model=fit-1d lr", "key=value"),
        ("dataset=sin", "names a model"),
    ],
)
def test_parse_train_line_rejects_bad_settings(line, message):
    with pytest.raises(PresetError, match=message):
        parse_train_line(line)


def test_bad_verdict_is_rejected(tmp_path):
    path = tmp_path / "01_bad.py"
    path.write_text('"""Bad\n\nSome lesson.\n\nQuestion: Why?\nVerdict: maybe\nTrain: model=fit-1d\n"""\n')
    with pytest.raises(PresetError, match="01_bad.py: Verdict"):
        parse_preset(path)


# --------------------------------------------------------------------------- through the engine


def test_preset_compiles_and_gets_the_verdict_its_lesson_says(preset):
    from playground.engine.judge import check
    result = check.run_check(protocol.CompileRequest(request_id=0, source=preset.source(), points=201))
    assert not result.errors, [e.message for e in result.errors]
    assert result.ok
    probe = result.probe
    assert probe.verdict == preset.expected_verdict, probe.summary
    if preset.expected_verdict == "differs":
        assert probe.by_design == preset.by_design, probe.summary
    for curve in probe.f:
        assert np.isfinite(curve).all()


def test_preset_trains(preset):
    from playground.engine.train import trainer as training
    from playground.engine.usercode import source
    from playground.engine.usercode import subject as subject_module

    compiled = source.compile_source(preset.source())
    subject = subject_module.choose_subject(compiled)
    config = preset.train_config(steps=TRAIN_STEPS)
    trainer = training.Trainer(
        config,
        activation_factory=subject.activation,
        layer_factory=subject.layer if config.model == "layer" else None,
    )
    for _ in range(TRAIN_STEPS):
        trainer.step()
    records = trainer.drain()
    loss = np.asarray(records["loss"])
    assert len(loss) == TRAIN_STEPS
    assert np.isfinite(loss).all()
    assert trainer.param_names
    for name in trainer.param_names:
        norms = np.asarray(records["grad_norms"][name])
        assert len(norms) == TRAIN_STEPS, name
        assert np.isfinite(norms).all(), name


# --------------------------------------------------------------------------- predict, then reveal

PREDICT_LESSONS = {"autograd_basics", "relu_tutorial", "module_weights_jacobian"}


def test_lessons_whose_example_makes_a_backward_call_ask_to_predict_its_numbers():
    """A Predict line asks about the numbers Run ▸ Run Example reveals: only where the code's
    example makes a backward call (tests/engine/example/test_seeds.py runs them)."""
    presets = {p.name: p for p in map(parse_preset, PRESET_FILES)}
    assert {name for name, p in presets.items() if p.predict} == PREDICT_LESSONS
    for name in PREDICT_LESSONS:
        preset = presets[name]
        assert ".backward()" in preset.source() and preset.predict.endswith("?")
        assert "Run Example" in preset.predict and "\n" not in preset.predict


def test_predict_is_optional_and_wraps_like_the_question():
    doc = ("Title\n\nText of the lesson.\n\nQuestion: Why?\nPredict: What will w.grad\n    be?\n"
           "Verdict: matches\nTrain: model=fit-1d")
    _title, _lesson, meta = split_docstring(doc)
    assert meta["predict"] == "What will w.grad be?"
    _title, _lesson, meta = split_docstring(doc.replace("Predict: What will w.grad\n    be?\n", ""))
    assert "predict" not in meta
