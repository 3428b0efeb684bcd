"""python -m playground → the command line (check, train, presets, app)."""
import sys

from playground.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
