"""`autograd-playground` with no command opens the window; `app` passes the app's own options on."""
from __future__ import annotations

from playground.cli import main as cli


def test_no_arguments_and_app_open_the_window_with_the_apps_own_options(monkeypatch):
    opened = []
    monkeypatch.setattr(cli, "run_app_command", lambda argv: opened.append(argv) or 0)
    assert cli.main([]) == 0
    assert cli.main(["app", "--snapshot", "out.png", "--lang", "ja"]) == 0
    assert opened == [[], ["--snapshot", "out.png", "--lang", "ja"]]


def test_a_file_or_an_app_option_without_a_command_opens_the_window_too(monkeypatch):
    opened = []
    monkeypatch.setattr(cli, "run_app_command", lambda argv: opened.append(argv) or 0)
    assert cli.main(["mine.py", "--lang", "ru"]) == 0
    assert opened == [["mine.py", "--lang", "ru"]]
