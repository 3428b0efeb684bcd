"""The package's version, alone in a leaf module: pyproject.toml reads it from here (setuptools'
``attr:``, without importing the package), and ``playground.__version__`` is this one."""
__version__ = "0.1.0"
