"""The checkout's top folder, for tests that run main.py or the command line as a subprocess."""
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
