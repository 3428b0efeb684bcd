"""Built as a wheel and installed into a fresh virtual environment, away from the checkout, the
playground lists its lessons, judges, opens its window and answers its Python API (show() is
tested from the checkout, in tests/test_api.py: it runs the same `python -m playground app`)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from playground.formats.presets import list_presets
from tests.repo import REPO

WHEELS = Path("/opt/wheels")  # the local CPU build of torch on these machines
# What pip says when the package registry cannot be reached: then the test is skipped, not failed.
UNREACHABLE = ("Temporary failure in name resolution", "NewConnectionError", "Network is unreachable",
               "No matching distribution found", "Could not find a version")

SCRIPT = '''import json
import torch
import playground
from playground.testing import assert_backward_correct


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return 3 * x * x * grad


report = assert_backward_correct(Cube)  # playground.check underneath; returns its report
print(json.dumps({"verdict": report.verdict, "report": type(report) is playground.Report,
                  "module": playground.__file__}))
'''


def run(command: list, cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(QT_QPA_PLATFORM="offscreen", OMP_NUM_THREADS="1")
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def build_wheel(tmp_path: Path) -> Path:
    """A wheel of a copy of the sources (the build leaves nothing in the checkout)."""
    source = tmp_path / "source"
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(REPO / name, source / name if source.exists() else _mkdir(source) / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(REPO / "playground", source / "playground", ignore=ignore)
    shutil.copytree(REPO / "resources", source / "resources", ignore=ignore)
    # The test's own setuptools when it is new enough (torch depends on it): no download needed.
    isolation = [] if _setuptools_major() < 68 else ["--no-build-isolation"]
    done = run([sys.executable, "-m", "pip", "wheel", "--no-deps", *isolation, "--quiet",
                "-w", str(tmp_path / "dist"), str(source)], tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    return next((tmp_path / "dist").glob("*.whl"))


def _setuptools_major() -> int:
    try:
        return int(metadata.version("setuptools").split(".")[0])
    except (metadata.PackageNotFoundError, ValueError):
        return 0


def _mkdir(path: Path) -> Path:
    path.mkdir(parents=True)
    return path


def install(wheel: Path, tmp_path: Path) -> Path:
    """A venv without the system's packages, with the wheel and its dependencies; its bin/."""
    venv = tmp_path / "venv"
    done = run([sys.executable, "-m", "venv", str(venv)], tmp_path)
    assert done.returncode == 0, done.stderr
    links = ["--find-links", str(WHEELS)] if WHEELS.is_dir() else []
    done = run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                "--no-compile", *links, "-c", str(REPO / "constraints.txt"), str(wheel)], tmp_path, timeout=900)
    if done.returncode and any(marker in done.stderr for marker in UNREACHABLE):
        pytest.skip(f"the package registry cannot be reached to install the dependencies: {done.stderr[-500:]}")
    assert done.returncode == 0, done.stderr[-3000:]
    return venv / "bin"


@pytest.mark.slow
def test_the_installed_wheel_lists_lessons_judges_opens_the_window_and_answers_the_api(tmp_path):
    wheel = build_wheel(tmp_path)
    names = zipfile.ZipFile(wheel).namelist()
    assert "playground/resources/presets/10_round_ste.py" in names
    assert "playground/resources/desktop/autograd-playground.desktop" in names
    assert any(name.startswith("playground/resources/i18n/") and name.endswith(".qm") for name in names)
    assert not any(name.startswith(("tests/", "benchmarks/", "resources/")) for name in names)

    bin_dir = install(wheel, tmp_path)
    elsewhere = _mkdir(tmp_path / "elsewhere")
    listed = run([str(bin_dir / "autograd-playground"), "presets"], elsewhere)
    assert listed.returncode == 0, listed.stderr
    assert len(listed.stdout.splitlines()) == len(list_presets()) >= 15

    judged = run([str(bin_dir / "python"), "-m", "playground", "check", "round_ste", "--json"], elsewhere)
    assert json.loads(judged.stdout)["verdict"] == "differs", judged.stderr[-2000:]

    window = run([str(bin_dir / "autograd-playground"), "--snapshot", "window.png", "--size", "800x600"], elsewhere)
    assert window.returncode == 0 and (elsewhere / "window.png").stat().st_size > 10_000, window.stderr[-2000:]

    (elsewhere / "script.py").write_text(SCRIPT)
    scripted = run([str(bin_dir / "python"), "script.py"], elsewhere)
    assert scripted.returncode == 0, scripted.stderr[-3000:]
    answer = json.loads(scripted.stdout.splitlines()[-1])
    assert answer["verdict"] == "matches" and answer["report"]
    assert str(tmp_path / "venv") in answer["module"]  # the installed package, not the checkout
