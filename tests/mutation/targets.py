"""Which tests can kill a mutant of each judged module, in the order that kills one soonest.

Every judge module is reached through run_probe, so every one is covered by all of the judge's tests;
the quick, pointed ones run first so that `-x` stops a killed mutant early. The subject-choosing
modules are also covered by the usercode tests that judge a Function.
"""
from __future__ import annotations

JUDGE = "playground/engine/judge"
# Modules outside the judge that decide a verdict or a grade, by the name --modules takes.
OTHER_TARGETS = {"compare.py": "playground/engine/referee/compare.py", "fit.py": "playground/engine/referee/fit.py"}

JUDGE_TESTS = [
    "tests/engine/judge/test_*_mutants.py",  # one module's helpers called directly: a killed mutant dies in a second
    "tests/engine/judge/test_sensitivity.py",
    "tests/engine/judge/test_tolerances.py",
    "tests/engine/judge/test_summary.py",
    "tests/engine/judge/test_mutation_*.py",
    "tests/engine/judge/test_sinkhorn.py",  # gradcheck's mode chosen for a slow forward, and its note
    "tests/engine/judge/test_corpus.py",
    "tests/engine/judge/test_probe.py",
    "tests/engine/judge/test_pasted_examples.py",
    "tests/engine/judge/test_lesson_wording.py",
    "tests/engine/judge/test_check.py",
    "tests/engine/judge/test_each_bound.py",  # check.py's MAX_EACH: the Functions judged of a file calling none
]

# The Jacobian's modules: their own tests (the judge's other tests reach them too, through run_check,
# but would make each surviving mutant cost minutes on a shared machine).
JACOBIAN_TESTS = [
    "tests/engine/judge/test_jacobian*_mutants.py",
    "tests/engine/judge/test_mutation_jacobian*.py",
    "tests/engine/judge/test_jacobian.py",
    "tests/engine/judge/test_jacobian_pattern.py",
    "tests/engine/judge/test_jacobian_lessons.py",
    "tests/engine/judge/test_jacobian_choice.py",  # the person's chosen input, and why it cannot be used
    "tests/engine/judge/test_every_fault.py",  # every fault a "differs" verdict's checks saw, said
    "tests/engine/judge/test_straight_through.py",  # the verdict's straight-through notes (jacobian_verdict.py)
]

# The referee's comparison: its pointed tests, then grading a reference end to end.
COMPARE_TESTS = [
    "tests/engine/referee/test_mutation_compare*.py",
    "tests/engine/referee/test_reference.py",
]

# The referee's check that an answer fits its question: its own tests, then grading a reference end to end.
FIT_TESTS = [
    "tests/engine/referee/test_mutation_fit.py",
    "tests/engine/referee/test_fit.py",
    "tests/engine/referee/test_reference.py",
]

# The check's stages (check.py runs them in turn): each its own pointed tests first, then the staged
# answers end to end (the judge's other tests reach them too, through run_check, at minutes a mutant).
STAGE_TESTS = {
    "stage_subject.py": ["tests/engine/judge/test_stage_subject.py", "tests/engine/judge/test_mutation_check.py",
                         "tests/engine/test_staged_answers.py"],
    "stage_curves.py": ["tests/engine/judge/test_curves_stage_sentence.py", "tests/engine/judge/test_held_inputs.py",
                        "tests/engine/judge/test_stage_curves.py", "tests/engine/test_staged_answers.py",
                        "tests/engine/judge/test_probe.py"],
    "stage_jacobian.py": ["tests/engine/judge/test_stage_jacobian.py", "tests/engine/test_staged_answers.py"],
}

# Slow tests that exercise no judge code (compiling a 600 kB line): left out of every mutant's run.
DESELECTED = ["tests/engine/judge/test_check.py::test_an_extremely_long_line_compiles"]

USERCODE_TESTS = [
    "tests/engine/usercode/test_call_sites.py",
    "tests/engine/usercode/test_diagnose.py",
    "tests/engine/usercode/test_index_inputs.py",
    "tests/engine/usercode/test_linear_inputs.py",
]

# The modules that choose the inputs and wrap the subject (the usercode tests reach them too).
CHOOSING_MODULES = {"callers.py", "probe_inputs.py", "check.py", "probe.py"}


def source_path(module: str) -> str:
    """Where a module named by --modules lives, relative to the repository."""
    return OTHER_TARGETS.get(module, f"{JUDGE}/{module}")


def tests_for(module: str) -> list[str]:
    """Test file patterns (relative to the repository) that cover a module, quickest killers first."""
    if module == "fit.py":
        return FIT_TESTS
    if module in OTHER_TARGETS:
        return COMPARE_TESTS
    if module in STAGE_TESTS:
        return STAGE_TESTS[module]
    if module.startswith("jacobian"):
        return JACOBIAN_TESTS
    return JUDGE_TESTS + (USERCODE_TESTS if module in CHOOSING_MODULES else [])


def pytest_arguments(module: str, test_files: list[str]) -> list[str]:
    """The test files with the deselections, as pytest's command line."""
    return [*test_files, *(f"--deselect={test}" for test in DESELECTED)]
