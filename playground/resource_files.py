"""Where the shipped files are: lessons, translations, icons, the desktop entry.

The source of these files is ``resources/`` at the top of the repository; the wheel carries it
as the package ``playground.resources`` (setup.py maps the one onto the other, and an editable
install maps it too), so the same call finds them in a checkout and after ``pip install``.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path

RESOURCE_PACKAGE = "playground.resources"
# A checkout that was never installed (PYTHONPATH pointing at it, as on a lent GPU machine) has no
# playground.resources package; its files are the source folder itself.
CHECKOUT_RESOURCES = Path(__file__).resolve().parents[1] / "resources"


def resource_root() -> Path:
    """The folder that holds presets/, i18n/, icons/ and desktop/."""
    try:
        root = resources.files(RESOURCE_PACKAGE)
    except ModuleNotFoundError:
        return CHECKOUT_RESOURCES
    # Installed wheels and editable installs both keep the files on disk, so this is a real path;
    # Qt (translations, icons) needs one, a Traversable would not do.
    return Path(str(root))


def resource_dir(name: str) -> Path:
    """The shipped folder ``name``: "presets", "i18n", "icons" or "desktop" (it may not exist yet)."""
    return resource_root() / name
