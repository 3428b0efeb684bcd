"""The window's language: which one, its translators (the app's and Qt's own), and its font.

Translations are Qt Linguist files in resources/i18n (``playground_ja.ts`` → ``.qm``, kept current
with ``make translations``). The language is, in order: ``--lang``, the one chosen in
View ▸ Language (QSettings), the system locale, English.

The app's translator looks a text up in its context first (the ``.qm``), then by its English text
alone (from the ``.ts``): pyside6-lupdate names a context after the variable a ``tr`` is called on
(``w.tr`` → "w") or leaves it empty for a module's ``tr`` helper, while at run time the context is
the class or the helper's name, so an exact-context lookup alone would miss half the strings.
"""
from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtGui import QFont, QFontDatabase

LANGUAGE_KEY = "ui/language"
ENGLISH = "en"
# Code → the language's own name, as the View ▸ Language menu shows it.
LANGUAGES = {"en": "English", "ja": "日本語", "zh_CN": "简体中文", "ru": "Русский"}
_ALIASES = {"zh": "zh_CN", "zh-cn": "zh_CN", "zh_cn": "zh_CN", "zh-hans": "zh_CN", "zh_sg": "zh_CN",
            "ja_jp": "ja", "ja-jp": "ja", "ru_ru": "ru", "ru-ru": "ru", "en_us": "en", "en-us": "en"}
# CJK families per language and platform, best first: Han characters are drawn differently in
# Japanese and Chinese, so each language names its own (Noto CJK: Debian/Ubuntu fonts-noto-cjk).
CJK_FAMILIES = {
    "ja": ("Noto Sans CJK JP", "Source Han Sans JP", "Yu Gothic UI", "Meiryo UI", "Meiryo",
           "Hiragino Sans", "Hiragino Kaku Gothic ProN", "IPAexGothic", "TakaoPGothic"),
    "zh_CN": ("Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei UI", "Microsoft YaHei",
              "PingFang SC", "Hiragino Sans GB", "WenQuanYi Micro Hei", "WenQuanYi Zen Hei"),
}


def i18n_dir() -> Path:
    """resources/i18n (shipped as playground.resources): the .ts sources and compiled .qm files."""
    from playground.resource_files import resource_dir

    return resource_dir("i18n")


def normalize(code: Optional[str]) -> Optional[str]:
    """"ja_JP", "zh-CN", "ru_RU.UTF-8", "zh_CN" → a key of LANGUAGES; None for any other."""
    if not code:
        return None
    text = code.split(".")[0].split("@")[0].strip()
    if text in LANGUAGES:
        return text
    lowered = text.lower()
    if lowered in _ALIASES:
        return _ALIASES[lowered]
    base = lowered.replace("-", "_").split("_")[0]
    if base == "zh":
        return "zh_CN"  # the app has only simplified Chinese: better than English for zh_TW
    return base if base in LANGUAGES else None


def system_language() -> str:
    """The system locale's language if the app speaks it, else English."""
    locale = QLocale.system()
    for name in [*locale.uiLanguages(), locale.name()]:
        found = normalize(name)
        if found is not None:
            return found
    return ENGLISH


def chosen_language(override: Optional[str] = None, settings: Optional[QSettings] = None) -> str:
    """--lang, else View ▸ Language's remembered choice, else the system's language."""
    for candidate in (override, settings.value(LANGUAGE_KEY) if settings is not None else None):
        found = normalize(str(candidate)) if candidate else None
        if found is not None:
            return found
    return system_language()


def read_catalog(ts_path: Path) -> dict[tuple[str, str], str]:
    """{(context, English source): translation} of a Qt Linguist .ts file (finished ones only)."""
    catalog: dict[tuple[str, str], str] = {}
    if not ts_path.is_file():
        return catalog
    for context in ElementTree.parse(ts_path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            if translation.text:
                catalog[(name, message.findtext("source") or "")] = translation.text
    return catalog


class PlaygroundTranslator(QTranslator):
    """The .qm for exact (context, text) lookups, then the .ts's translation of the same text in
    whatever context lupdate gave it (see the module docstring)."""

    def __init__(self, language: str, directory: Optional[Path] = None, parent=None):
        super().__init__(parent)
        directory = i18n_dir() if directory is None else directory
        self.language = language
        self.has_qm = self.load(str(directory / f"playground_{language}.qm"))
        self.catalog = read_catalog(directory / f"playground_{language}.ts")
        self.by_source = {source: text for (_context, source), text in self.catalog.items()}

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: N802 (Qt)
        found = super().translate(context, source_text, disambiguation, n) if self.has_qm else ""
        # None, not "": Qt takes an empty string for a translation and would blank the text.
        return found or self.by_source.get(source_text) or None

    def isEmpty(self) -> bool:  # noqa: N802 (Qt)
        return not self.by_source and super().isEmpty()


@dataclass
class LanguageState:
    """The language the application speaks now and the translators installed for it."""

    code: str = ENGLISH
    app_translator: Optional[PlaygroundTranslator] = None
    qt_translator: Optional[QTranslator] = None
    base_font: Optional[QFont] = None


_state = LanguageState()


def current_language() -> str:
    """The code of the language the window speaks now ("en", "ja", "zh_CN", "ru")."""
    return _state.code


def current_translator() -> Optional[PlaygroundTranslator]:
    """The app's translator for the current language (None for English)."""
    return _state.app_translator


def install_language(code: str) -> str:
    """Switch the application to ``code``: translators (ours and Qt's qtbase), the font for its
    script. Widgets get a LanguageChange event; returns the code in use (English if unknown)."""
    app = QCoreApplication.instance()
    code = normalize(code) or ENGLISH
    for translator in (_state.app_translator, _state.qt_translator):
        if translator is not None and app is not None:
            app.removeTranslator(translator)
    _state.app_translator = _state.qt_translator = None
    if code != ENGLISH and app is not None:
        _state.app_translator = PlaygroundTranslator(code, parent=app)
        app.installTranslator(_state.app_translator)
        qt_translator = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_translator.load(f"qtbase_{code}", qt_dir):
            app.installTranslator(qt_translator)
            _state.qt_translator = qt_translator
    _state.code = code
    apply_font(code)
    return code


def remember_language(code: str, settings: QSettings) -> None:
    """View ▸ Language's choice, used at the next start."""
    settings.setValue(LANGUAGE_KEY, code)


def cjk_family(code: str) -> Optional[str]:
    """The first installed CJK family for ``code`` (None: not a CJK language, or none installed)."""
    wanted = CJK_FAMILIES.get(code)
    if not wanted:
        return None
    installed = set(QFontDatabase.families())
    return next((family for family in wanted if family in installed), None)


def apply_font(code: str) -> None:
    """Japanese and Chinese add their own CJK family after the UI font's families: Latin letters
    stay as they were, and Han characters come from the language's family rather than from
    whatever the system falls back to first. Without one installed the families are the UI font's
    own: the system's fallback draws the characters as well as it can.

    Only the families change: the size is the application font's now, which presentation mode and
    zoom scale (window/presentation.py) and a switch in a running window must leave as it is."""
    app = QCoreApplication.instance()
    if app is None or not hasattr(app, "setFont"):
        return
    if _state.base_font is None:
        _state.base_font = QFont(app.font())
    families = list(_state.base_font.families())
    family = cjk_family(code)
    if family is not None:
        families.append(family)
    font = QFont(app.font())
    if font.families() != families:
        font.setFamilies(families)
        app.setFont(font)
