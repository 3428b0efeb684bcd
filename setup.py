"""Package layout that pyproject.toml alone cannot say: ``resources/`` (the lessons, translations,
icons and desktop entry) stays at the top of the repo and ships inside the package as
``playground.resources``, found at run time through ``importlib.resources``."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["playground", "playground.*"]) + ["playground.resources"],
    package_dir={"playground.resources": "resources"},
)
