"""Autograd Playground: python main.py [FILE] [--snapshot OUT.png ...]"""
import sys

if __name__ == "__main__":
    # Imports stay under the guard: the engine process is spawned and re-imports this file.
    from playground.ui.app import main

    sys.exit(main(sys.argv[1:]))
