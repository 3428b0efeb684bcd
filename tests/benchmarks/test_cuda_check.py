"""The CUDA check (benchmarks/cuda_check.py) keeps working where there is no GPU: its summary reads
every part's result, its comparisons say what they should, and its CPU mode runs two cheap parts
end to end, each in its own process as on the GPU machine."""
from __future__ import annotations

import json
import warnings
from types import SimpleNamespace

from benchmarks import cuda_check, cuda_judge, cuda_parts

JUNIT = """<testsuites><testsuite name="pytest" tests="4">
<testcase classname="tests.engine.train.test_trainer" name="test_training_on_cuda[fit-1d]"/>
<testcase classname="tests.engine.train.test_graph" name="test_graph_on_cuda">
  <failure message="AssertionError: cuda:0 != cpu">long text</failure></testcase>
<testcase classname="tests.engine.train.test_export" name="test_export_on_cuda"><skipped message="no CUDA"/></testcase>
<testcase classname="tests.engine.judge.test_check" name="test_device"><error message="fixture broke"/></testcase>
</testsuite></testsuites>"""

RESULTS = {
    "tests": {"ok": True, "passed": 12, "failed": 0, "errors": 0, "skipped": 1, "failures": []},
    "checks": {"ok": False, "lessons": 15, "checked": 15,
               "wrong": {"swish": {"expected": "matches", "got": "differs", "errors": []}}},
    "judge": {"ok": False, "device": "cuda", "lessons": 15, "same": 14, "tolerance": 1e-6,
              "worst_curve_difference": 2.5e-15, "judge_seconds": {"cpu": 4.0, "device": 9.5, "default_device": 4.1, "cli": 20.0},
              "differ": {"swish": {"cpu": "matches", "device": "error", "default_device": "matches", "cli": "error",
                                   "expected": "matches", "codes": ["matches", None], "curve_difference": None,
                                   "error": "Expected all tensors on one device"}}},
    "train": {"ok": True, "devices": ["cpu", "cuda"], "steps": 300, "tolerance": 0.01, "models": {
        "fit-1d": {"final": [0.01, 0.0101], "final_difference": 0.0099, "worst_difference": 0.0099,
                   "wall_seconds": [3.1, 5.2], "close": True, "errors": []}}},
    "syncs_memory": {"ok": True, "steps": 1000, "models": {"fit-1d": {
        "syncs": {"first_steps": 2, "steps": 0, "snapshots": 40}, "steady_syncs_per_step": 0.0,
        "places": {"first_steps": ["adam.py:12"], "steps": [], "snapshots": ["records.py:90"]},
        "memory_mb": {"100": {"allocated": 1.5, "reserved": 2.0, "peak": 3.0},
                      "1000": {"allocated": 1.5, "reserved": 2.0, "peak": 3.0}}}}},
    "throughput": {"ok": False, "error": "ran past its limit of 150 s"},
}


def test_junit_counts_every_outcome_and_names_the_failures():
    counts = cuda_parts.junit_counts(JUNIT)
    assert (counts["passed"], counts["failed"], counts["errors"], counts["skipped"]) == (1, 1, 1, 1)
    assert [row["test"] for row in counts["failures"]] == ["tests.engine.train.test_graph::test_graph_on_cuda",
                                                           "tests.engine.judge.test_check::test_device"]
    assert counts["failures"][0]["message"] == "AssertionError: cuda:0 != cpu"


def test_the_cuda_tests_are_found_and_none_that_needs_qt():
    files = cuda_parts.cuda_test_files()
    assert "tests/engine/train/test_trainer.py" in files and "tests/engine/judge/test_check.py" in files
    assert not [name for name in files if name.startswith(("tests/ui/", "tests/benchmarks/"))]


def test_runs_are_compared_along_the_whole_curve():
    first = {"steps": 3, "loss": [4.0, 2.0, 1.0], "final_loss": 1.0, "errors": []}
    assert cuda_parts.compare_runs(first, dict(first), 0.0)["close"]
    drifted = dict(first, loss=[4.0, 2.2, 1.0])
    row = cuda_parts.compare_runs(first, drifted, 0.05)
    assert not row["close"] and row["final_difference"] == 0.0 and abs(row["worst_difference"] - 0.2 / 2.2) < 1e-12
    failed = {"ok": False, "errors": [{"message": "CUDA device cuda:0 is not available"}]}
    row = cuda_parts.compare_runs(first, failed, 1.0)
    assert not row["close"] and "not available" in row["errors"][0]
    assert cuda_parts.relative_difference(0.0, 0.0) == 0.0 and cuda_parts.relative_difference(None, 1.0) is None


def test_syncs_are_counted_from_the_warnings_of_cuda_sync_debug_mode(monkeypatch):
    import torch

    modes = []
    monkeypatch.setattr(torch.cuda, "set_sync_debug_mode", modes.append)  # no CUDA here to set it on

    def two_syncs():
        for _ in range(2):  # the same place twice: both count
            warnings.warn("called a synchronizing CUDA operation")
        warnings.warn("something else")

    places = cuda_parts.count_syncs(two_syncs, SimpleNamespace(type="cuda"))
    assert len(places) == 2 and places[0].startswith("test_cuda_check.py:") and modes == ["warn", "default"]
    assert cuda_parts.count_syncs(lambda: None, torch.device("cpu")) is None


def test_memory_may_not_grow_between_readings():
    assert cuda_parts.memory_holds({100: {"allocated": 10.0}, 1000: {"allocated": 10.5}})
    assert not cuda_parts.memory_holds({100: {"allocated": 10.0}, 1000: {"allocated": 20.0}})
    assert cuda_parts.memory_holds({200: {"rss": 300.0}})


def test_the_summary_has_a_line_for_every_part_and_names_the_failures():
    document = {"machine": {"device": "cuda", "gpu": "NVIDIA H100", "torch": "2.11", "cuda": "12.8", "cores": 16,
                            "commit": "abc1234"}, "parts": RESULTS, "seconds": 150.0}
    text = cuda_check.summary_text(document)
    assert text.startswith("cuda_check on NVIDIA H100")
    for name in RESULTS:
        assert any(line.startswith(name) for line in text.splitlines()), name
    assert "swish: differs (lesson says matches)" in text
    assert "swish: cpu matches / device error / default_device matches / cli error (lesson: matches)" in text
    assert "14/15 lessons judged alike on cpu and cuda" in text and "Expected all tensors" in text
    assert "ran past its limit" in text and text.endswith("FAILED: checks, judge, throughput")
    broken = dict(document, parts={"train": {"ok": True, "models": None}})
    assert "unreadable result" in cuda_check.summary_text(broken)


def test_cpu_mode_runs_parts_in_their_own_processes(tmp_path):
    status = cuda_check.main(["--device", "cpu", "--quick", "--only", "judge,syncs_memory", "--out", str(tmp_path),
                              "--parallel", "1", "--jobs", "1"])
    document = json.loads((tmp_path / "cuda_check.json").read_text(encoding="utf-8"))
    assert status == 0, (tmp_path / "summary.txt").read_text(encoding="utf-8")
    assert list(document["parts"]) == ["judge", "syncs_memory"]
    assert document["parts"]["judge"]["same"] == document["parts"]["judge"]["lessons"] == 2
    memory = document["parts"]["syncs_memory"]["models"]["tutorial-2layer"]["memory_mb"]
    assert set(memory) == {"100", "200"} and (tmp_path / "summary.txt").exists()


def test_an_uninstalled_checkout_finds_its_lessons(monkeypatch):
    """The GPU machine runs the checkout from PYTHONPATH, where no playground.resources package is."""
    from playground import resource_files

    def not_installed(package):
        raise ModuleNotFoundError(f"No module named {package!r}")

    monkeypatch.setattr(resource_files.resources, "files", not_installed)
    assert (resource_files.resource_dir("presets") / "05_relu_tutorial.py").is_file()


def test_the_judge_part_compares_every_way_and_the_curves():
    import numpy as np

    row = {"cpu": "differs", "device": "differs", "default_device": "differs", "cli": "differs", "expected": "differs",
           "codes": ["wrong_sign", "wrong_sign"], "curve_difference": 3e-16}
    assert cuda_judge.same_judgement(row)
    assert not cuda_judge.same_judgement(dict(row, cli="error"))
    assert not cuda_judge.same_judgement(dict(row, codes=["wrong_sign", "differs"]))
    assert not cuda_judge.same_judgement(dict(row, curve_difference=1e-3))
    probe = SimpleNamespace(f=[np.array([1.0, np.nan, 100.0])], backward=[np.array([0.0, 1.0, 2.0])],
                            numeric=[np.array([0.0, 1.0, 2.0])])
    moved = SimpleNamespace(f=[np.array([1.0, np.nan, 100.0 + 1e-4])], backward=probe.backward, numeric=probe.numeric)
    assert cuda_judge.curve_difference(probe, probe) == 0.0
    assert abs(cuda_judge.curve_difference(probe, moved) - 1e-6) < 1e-12
    assert cuda_judge.curve_difference(probe, SimpleNamespace(**dict(vars(probe), f=[np.zeros(3)]))) == float("inf")
    assert cuda_judge.curve_difference(probe, None) is None
