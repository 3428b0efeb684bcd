"""ui/feature_check.py: PySide6's per-import check answered by a byte search, with the same answers."""
from __future__ import annotations

import sys
import types

import PySide6.QtCore  # noqa: F401 (installs PySide6's import hook and its feature module)
import pytest

from playground.ui import feature_check
from playground.ui.feature_check import CHECK_NAME, FEATURE_MODULE, make_feature_check_cheap, source_mentions_pyside


@pytest.fixture
def pyside_check(monkeypatch):
    """PySide6's own check, put back after the test whatever the test puts in its place."""
    feature = sys.modules[FEATURE_MODULE]
    installed = getattr(feature, CHECK_NAME)
    original = getattr(installed, "original", installed)  # an app started in this process made it cheap
    monkeypatch.setattr(feature, CHECK_NAME, original)
    return feature, original


def answer(check, module):
    """What ``check`` says of ``module``, or the kind of error it raises (PySide6's own raises for
    a module whose attributes raise, such as torch.classes with its relative __file__)."""
    try:
        return check(module)
    except Exception as error:  # noqa: BLE001 (the answer compared is the error's kind)
        return type(error)


def test_every_loaded_module_gets_pysides_own_answer(pyside_check):
    _feature, original = pyside_check
    modules = [module for module in list(sys.modules.values()) if isinstance(module, types.ModuleType)]
    with_source = [module for module in modules if str(getattr(module, "__file__", "")).endswith(".py")]
    assert len(with_source) > 100
    differ = [module.__name__ for module in modules
              if answer(lambda m: source_mentions_pyside(m, original), module) != answer(original, module)]
    assert differ == []
    # both answers occur: this file and PySide6's own modules say "PySide6", the standard library not
    assert source_mentions_pyside(sys.modules[__name__], original)
    assert not source_mentions_pyside(types, original)


def test_a_module_without_a_file_to_read_is_asked_of_pyside(pyside_check):
    asked = []

    def fallback(module):
        asked.append(module.__name__)
        return False

    assert source_mentions_pyside(sys, fallback) is False  # built in: no file
    gone = types.ModuleType("gone_module")
    gone.__file__ = "/nonexistent/gone_module.py"
    assert source_mentions_pyside(gone, fallback) is False
    assert asked == ["sys", "gone_module"]


def test_the_check_is_replaced_once(pyside_check):
    feature, original = pyside_check
    assert make_feature_check_cheap()
    cheap = getattr(feature, CHECK_NAME)
    assert cheap is not original and cheap.reads_bytes
    assert cheap(feature_check) == original(feature_check) is True  # this module's docstring names PySide6
    assert make_feature_check_cheap()
    assert getattr(feature, CHECK_NAME) is cheap


def test_nothing_changes_where_pyside_has_no_such_check(monkeypatch):
    monkeypatch.setitem(sys.modules, FEATURE_MODULE, types.ModuleType(FEATURE_MODULE))
    assert not make_feature_check_cheap()
