"""Every path that a docstring or a comment in playground/ names exists.

A sentence such as "see engine/judge/probe.py" or "(code_editor.py)" is how a reader finds the
next file; a module that moves must take those sentences along. A name is looked for beside the
file that says it and in every folder above it up to the repository (so ``client/process.py``
works from anywhere in the package and ``tests/...`` too), and a bare name of a shipped file
(``playground_ja.ts``) under resources/.
"""
from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

from tests.repo import REPO

PACKAGE = REPO / "playground"
RESOURCES = REPO / "resources"

# A file name (with a folder or not) with one of these endings, or a folder path ending in "/".
FILE_NAME = re.compile(r"(?<![\w/.~-])((?:[A-Za-z_][\w.-]*/)*[A-Za-z_][\w-]*"
                       r"\.(?:py|toml|md|txt|ts|qm|desktop|svg|png|json|csv))(?![\w/])")
FOLDER_NAME = re.compile(r"(?<![\w/.~-])((?:[a-z_]\w*/)+)(?![\w*])")

# Names that are not paths of this repository: usage placeholders, a virtual environment's bin/,
# and the design document, which lives beside the checkout (../shared/DESIGN.md), not in it.
NOT_REPOSITORY_PATHS = {"OUT.png", "OUT.json", "OUT-WxH.png", "OUT-WxH.json", "NN_name.py", "loss-1.png",
                        "loss-2.png", "bin/", "DESIGN.md",
                        # Grading against a reference: the teacher's files and the graders' result files.
                        "solution.py", "SOLUTION.py", "lesson.py", "LESSON.py", "submissions/", "results.json", "out/",
                        "info.json"}  # a PrairieLearn question's (cli/export.py)

# Stale names in modules that other work in progress is rewriting (issue 19's window parts): they
# are left to that work. Remove an entry when its sentence is mended.
LEFT_TO_THEIR_REWRITE = {
    ("playground/ui/plots/model.py", "hand_points.py"),  # now ui/training/hand_points.py
    ("playground/ui/plots/training.py", "tests/ui/test_soak.py"),  # now tests/ui/plots/test_soak.py
    ("playground/ui/plots/verdict.py", "engine/summary.py"),  # now engine/judge/summary.py
}


def docstrings_and_comments(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every docstring (module, class, function) and every comment in ``path``."""
    source = path.read_text(encoding="utf-8")
    found = []
    for node in ast.walk(ast.parse(source)):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                found.append((first.lineno, first.value.value))
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            found.append((token.start[0], token.string))
    return found


def named_paths(text: str) -> list[str]:
    return [match.group(1) for pattern in (FILE_NAME, FOLDER_NAME) for match in pattern.finditer(text)]


def exists_for(name: str, speaker: Path) -> bool:
    """Whether ``name``, said in the file ``speaker``, is a file or folder of the repository."""
    folders = [speaker.parent, *(folder for folder in speaker.parent.parents if REPO in (folder, *folder.parents))]
    if any((folder / name).exists() for folder in folders):
        return True
    return "/" not in name.rstrip("/") and any(RESOURCES.rglob(name.rstrip("/")))


def missing_paths() -> list[str]:
    missing = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(REPO).as_posix()
        for line, text in docstrings_and_comments(path):
            for name in named_paths(text):
                known = name in NOT_REPOSITORY_PATHS or (relative, name) in LEFT_TO_THEIR_REWRITE
                if not known and not exists_for(name, path):
                    missing.append(f"{relative}:{line}: {name}")
    return missing


def test_every_path_a_docstring_or_comment_names_exists():
    assert missing_paths() == []


def test_the_finder_sees_paths_in_docstrings_and_comments_and_checks_them(tmp_path):
    assert named_paths("see engine/judge/probe.py, (code_editor.py) and resources/i18n/ here") == [
        "engine/judge/probe.py", "code_editor.py", "resources/i18n/"]
    assert named_paths("forward/backward, x/y and a ~/.local/share/applications path") == []
    speaker = PACKAGE / "engine" / "judge" / "check.py"
    assert exists_for("client/process.py", speaker) and exists_for("summary.py", speaker)
    assert exists_for("tests/test_api.py", speaker) and exists_for("playground_ja.ts", speaker)
    assert not exists_for("engine/summary.py", speaker) and not exists_for("plot_verdict.py", speaker)
    module = tmp_path / "module.py"
    module.write_text('"""Module (see a/b.py)."""\n\n\ndef f():\n    """Function."""\n    return 1  # why: c.py\n')
    assert docstrings_and_comments(module) == [(1, "Module (see a/b.py)."), (5, "Function."), (6, "# why: c.py")]
