"""The shipped files are found through the package; the desktop entry installs where desktops look."""
from __future__ import annotations

import struct
import zlib

from playground.cli.desktop_entry import desktop_quote, icon_targets, install_desktop, png_size
from playground.formats import presets
from playground.resource_files import resource_dir


def test_lessons_translations_and_desktop_entry_are_package_resources():
    assert presets.presets_dir() == resource_dir("presets")
    assert len(presets.list_presets()) >= 15
    assert list(resource_dir("i18n").glob("*.qm"))
    assert (resource_dir("desktop") / "autograd-playground.desktop").is_file()


def png(width: int, height: int) -> bytes:
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + header + struct.pack(">I", zlib.crc32(b"IHDR" + header))


def test_icons_go_to_the_hicolor_folder_of_their_size(tmp_path):
    icons = tmp_path / "icons"
    icons.mkdir()
    (icons / "app-64.png").write_bytes(png(64, 64))
    (icons / "app.svg").write_text("<svg/>")
    (icons / "notes.txt").write_text("not an icon")
    assert png_size(icons / "app-64.png") == (64, 64) and png_size(icons / "app.svg") is None
    places = {place.relative_to(tmp_path / "theme").as_posix() for _, place in icon_targets(icons, tmp_path / "theme")}
    assert places == {"64x64/apps/autograd-playground.png", "scalable/apps/autograd-playground.svg"}


def test_install_desktop_writes_an_entry_that_runs_this_python(tmp_path):
    written = install_desktop(tmp_path)
    entry = (tmp_path / "applications" / "autograd-playground.desktop").read_text()
    assert written[0] == tmp_path / "applications" / "autograd-playground.desktop"
    assert "Icon=autograd-playground" in entry and "Name=Autograd Playground" in entry
    exec_line = next(line for line in entry.splitlines() if line.startswith("Exec="))
    assert exec_line.endswith(" -m playground app %f")
    assert desktop_quote("/opt/my env/bin/python") == '"/opt/my env/bin/python"'
    assert desktop_quote("/usr/bin/python3") == "/usr/bin/python3"
