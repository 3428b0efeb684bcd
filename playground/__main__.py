"""python -m playground → the command line (check, train, presets, app)."""
import sys

from playground.cli import main

if __name__ == "__main__":
    sys.exit(main())
