"""`python main.py --snapshot OUT.png ...` as a user runs it: a separate process, no display."""
from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from playground.ui.app import parse_size
from playground.ui.window.display import needs_offscreen
from playground.ui.window.snapshot import DRAWN_WITH_ERRORS
from tests.repo import REPO
from tests.ui.words.english import english_sentence

ROOT = REPO
pytestmark = [pytest.mark.timeout(240), pytest.mark.slow]


def run_main(*args, timeout=180) -> subprocess.CompletedProcess:
    # No DISPLAY and no QT_QPA_PLATFORM: the app must choose offscreen by itself.
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return subprocess.run([sys.executable, "main.py", *map(str, args)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "a PNG file"
    return struct.unpack(">II", data[16:24])


def test_a_preset_trained_for_n_steps_is_rendered_to_a_png(tmp_path):
    out = tmp_path / "shots" / "soft_clip.png"
    done = run_main("--snapshot", out, "--preset", "soft_clip", "--train-steps", 30, "--size", "1000x700")
    assert done.returncode == 0, done.stderr
    assert f"wrote {out}" in done.stdout
    assert png_size(out) == (1000, 700)
    assert out.stat().st_size > 20_000, "a drawn window, not a blank image"


def test_a_file_is_rendered_without_training(tmp_path):
    source = tmp_path / "cube.py"
    source.write_text("import torch\n\nclass Cube(torch.autograd.Function):\n"
                      "    @staticmethod\n    def forward(ctx, x):\n        ctx.save_for_backward(x)\n"
                      "        return x ** 3\n\n    @staticmethod\n    def backward(ctx, g):\n"
                      "        (x,) = ctx.saved_tensors\n        return g * 3 * x ** 2\n")
    out = tmp_path / "cube.png"
    done = run_main(source, "--snapshot", out, "--size", "1024x640")
    assert done.returncode == 0, done.stderr
    assert png_size(out) == (1024, 640)


def shown_texts(out: Path) -> dict:
    """The "texts" of the JSON beside a snapshot: what the window showed."""
    return json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))["texts"]


def test_code_with_an_error_is_drawn_and_exits_with_3_naming_the_line(tmp_path):
    source = tmp_path / "broken.py"
    source.write_text("import torch\n\nx = 1 +\n")
    out = tmp_path / "broken.png"
    done = run_main(source, "--snapshot", out)
    assert done.returncode == DRAWN_WITH_ERRORS, done.stderr
    assert f"wrote {out}" in done.stderr and "the code has errors: line 3" in done.stderr
    assert png_size(out)
    texts = shown_texts(out)
    assert any("Line 3" in line and "SyntaxError" in line for line in texts["console"]), texts
    assert "· error on line 3" in texts["status"]


WRONG_COUNT = ("import torch\n\nclass Scale(torch.autograd.Function):\n    @staticmethod\n"
               "    def forward(ctx, x, k=2.0):\n        return x * k\n\n    @staticmethod\n"
               "    def backward(ctx, g):\n        return g * 2\n")
ENDLESS = ("import torch\n\nclass Spin(torch.autograd.Function):\n    @staticmethod\n"
           "    def forward(ctx, x):\n        while True:\n            pass\n\n    @staticmethod\n"
           "    def backward(ctx, g):\n        return g\n")


def english_sentences(texts: dict) -> list[str]:
    """Lines with three English words in a row (names of code are not words here)."""
    return [line for lines in texts.values() for line in lines if english_sentence(line, {})]


@pytest.mark.parametrize("source, expected", [
    (WRONG_COUNT, "Scale.backward が返した勾配は 1 個ですが"),
    (ENDLESS, "制限時間 5 秒を超えたので、そこで止めました"),
], ids=["too-few-gradients", "endless-loop"])
def test_a_japanese_snapshot_of_an_error_shows_no_english_sentence(tmp_path, source, expected):
    path = tmp_path / "code.py"
    path.write_text(source)
    out = tmp_path / "ja.png"
    done = run_main(path, "--snapshot", out, "--lang", "ja")
    assert done.returncode == DRAWN_WITH_ERRORS, done.stderr
    texts = shown_texts(out)
    assert any(expected in line for line in texts["console"]), texts
    assert english_sentences(texts) == [], texts


def test_running_out_of_time_exits_non_zero(tmp_path):
    out = tmp_path / "slow.png"
    done = run_main("--snapshot", out, "--preset", "soft_clip", "--train-steps", 10_000_000,
                    "--timeout", 6)
    assert done.returncode == 1
    assert "timed out after 6 s while" in done.stderr
    assert not out.exists()


def test_bad_arguments_are_refused_before_anything_starts(tmp_path):
    unknown = run_main("--snapshot", tmp_path / "x.png", "--preset", "no_such_lesson", timeout=60)
    assert unknown.returncode == 2 and "No preset called 'no_such_lesson'" in unknown.stderr
    assert "round_ste" in unknown.stderr, "lists the presets that exist"
    missing = run_main(tmp_path / "absent.py", "--snapshot", tmp_path / "x.png", timeout=60)
    assert missing.returncode == 2 and "No such file" in missing.stderr
    both = run_main(tmp_path / "a.py", "--preset", "soft_clip", timeout=60)
    assert both.returncode == 2 and "not both" in both.stderr


def test_the_window_needs_a_display_unless_it_makes_a_snapshot(tmp_path):
    done = run_main(timeout=60)
    assert done.returncode == 1 and "No display found" in done.stderr


def test_offscreen_is_chosen_only_on_linux_without_a_display():
    assert needs_offscreen({}, "linux")
    assert not needs_offscreen({"DISPLAY": ":0"}, "linux")
    assert not needs_offscreen({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not needs_offscreen({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not needs_offscreen({}, "win32")


@pytest.mark.parametrize("text, size", [("1280x720", (1280, 720)), ("1920X1080", (1920, 1080))])
def test_sizes_parse(text, size):
    assert parse_size(text) == size


@pytest.mark.parametrize("text", ["big", "100x100", "12x"])
def test_bad_sizes_are_refused(text):
    import argparse

    with pytest.raises(argparse.ArgumentTypeError):
        parse_size(text)


def test_snapshot_options_make_the_classroom_pictures(tmp_path):
    out = tmp_path / "classroom.png"
    done = run_main("--snapshot", out, "--preset", "round_ste", "--compare", "sign_clipped_ste",
                    "--presentation", "--train-steps", 20, "--size", "1280x720")
    assert done.returncode == 0, done.stderr
    assert png_size(out) == (1280, 720)
    graph = tmp_path / "graph.png"
    done = run_main("--snapshot", graph, "--preset", "round_ste", "--graph", "--train-steps", 10,
                    "--size", "1024x640")
    assert done.returncode == 0, done.stderr
    assert graph.stat().st_size > 20_000
    sizes = json.loads(graph.with_suffix(".json").read_text(encoding="utf-8"))  # no backward call in its
    assert "autograd_graph" in sizes["plots"] and "example" not in sizes["texts"]  # example: the model's graph
    assert sizes["texts"]["graph"][0].startswith("The graph behind loss.grad_fn")
    done = run_main("--snapshot", graph, "--preset", "round_ste", "--compare", "no_such_lesson")
    assert done.returncode == 2 and "no_such_lesson" in done.stderr


def test_graph_draws_the_examples_backward_where_it_makes_backward_calls(tmp_path):
    from tests.engine.example.seed_code import TANH_POST

    source = tmp_path / "tanh_post.py"
    source.write_text(TANH_POST, encoding="utf-8")
    out = tmp_path / "example.png"
    done = run_main(source, "--snapshot", out, "--graph", "--size", "1280x720", "--presentation")
    assert done.returncode == 0, done.stderr
    sizes = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))
    area = sizes["plots"]["example_graph"]
    assert area["width"] > 300 and area["height"] > 200, area  # as wide as the graph, the words the rest
    texts = sizes["texts"]["example"]
    assert "1 backward call · 4 nodes · your Function: custom_tanhBackward" in texts[0]
    assert "step 4 of 4" in texts and any("X.grad after this call: [0, 2.5588]" in t for t in texts)
    assert "y = custom_tanhBackward | value [0, 3.0464] | grad [0, 6.0928]" in texts, texts  # its box
    assert "graph" not in sizes["texts"] and "autograd_graph" not in sizes["plots"]
    assert "tensor([0.0000, 2.5588])" in " ".join(sizes["texts"]["console"])


def test_predict_shows_no_gradient_anywhere_and_every_forward_value(tmp_path):
    from tests.engine.example.seed_code import TANH_POST

    source = tmp_path / "tanh_post.py"
    source.write_text(TANH_POST, encoding="utf-8")
    out = tmp_path / "predict.png"
    done = run_main(source, "--snapshot", out, "--graph", "--predict", "--size", "1280x720", "--presentation")
    assert done.returncode == 0, done.stderr
    sizes = json.loads(out.with_suffix(".json").read_text(encoding="utf-8"))
    assert sizes["predict"] is True
    shown = " ".join(sizes["texts"]["example"] + sizes["texts"]["console"])
    for gradient in ("2.5588", "6.0928", "3.0464 + ", "grad 1.0000"):  # X.grad, y's, the sum, L's
        assert gradient not in shown, shown
    assert "held until the gradients are revealed" in shown
    assert "y = custom_tanhBackward | value [0, 3.0464] | grad — not yet" in sizes["texts"]["example"]
    refused = run_main(source, "--snapshot", out, "--predict")
    assert refused.returncode == 2 and "--graph" in refused.stderr
