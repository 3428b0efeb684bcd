"""`autograd-playground install-desktop`: put the app in a Linux desktop's menu.

The wheel ships ``autograd-playground.desktop`` and the icons in playground.resources; pip cannot
put them where a desktop looks (~/.local/share/applications and the hicolor icon theme), so this
command copies them there, with ``Exec`` pointing at this very Python, so the menu entry works
even when the environment's bin/ is not on the desktop session's PATH. macOS and Windows take
the name and icon from the running app (Qt's application name and window icon).
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path
from typing import Optional

from playground.resource_files import resource_dir

APP_ID = "autograd-playground"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def data_home() -> Path:
    """$XDG_DATA_HOME, else ~/.local/share: where a user's menu entries and icons live."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def desktop_entry_text(python: str = sys.executable) -> str:
    """The shipped entry with ``Exec`` running the app with ``python``."""
    text = (resource_dir("desktop") / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    command = f"{desktop_quote(python)} -m playground app %f"
    return "\n".join(f"Exec={command}" if line.startswith("Exec=") else line for line in text.splitlines()) + "\n"


def desktop_quote(argument: str) -> str:
    """An Exec argument quoted as the Desktop Entry spec says (double quotes, \\-escapes)."""
    if not any(char in argument for char in ' \t\n"\'\\><~|&;$*?#()`'):
        return argument
    escaped = "".join("\\" + char if char in '"`$\\' else char for char in argument)
    return f'"{escaped}"'


def png_size(path: Path) -> Optional[tuple[int, int]]:
    """(width, height) from a PNG's header, or None if it is not a PNG."""
    head = path.read_bytes()[:24]
    if len(head) < 24 or not head.startswith(PNG_SIGNATURE):
        return None
    return struct.unpack(">II", head[16:24])


def icon_targets(icons: Path, theme: Path) -> list[tuple[Path, Path]]:
    """(shipped icon, place in the hicolor theme) for every SVG and PNG the app ships."""
    targets = []
    for icon in sorted(icons.glob("*")) if icons.is_dir() else []:
        if icon.suffix == ".svg":
            targets.append((icon, theme / "scalable" / "apps" / f"{APP_ID}.svg"))
        elif icon.suffix == ".png" and (size := png_size(icon)) is not None:
            targets.append((icon, theme / f"{size[0]}x{size[1]}" / "apps" / f"{APP_ID}.png"))
    return targets


def install_desktop(target: Optional[Path] = None) -> list[Path]:
    """Write the menu entry and the icons under ``target`` (default: data_home()); the files written."""
    target = data_home() if target is None else Path(target)
    entry = target / "applications" / f"{APP_ID}.desktop"
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry_text(), encoding="utf-8")
    written = [entry]
    for source, place in icon_targets(resource_dir("icons"), target / "icons" / "hicolor"):
        place.parent.mkdir(parents=True, exist_ok=True)
        place.write_bytes(source.read_bytes())
        written.append(place)
    return written


def run_install_desktop_command(args) -> int:
    """`install-desktop [--target DIR]`: install, and say what was written."""
    for path in install_desktop(Path(args.target) if args.target else None):
        print(path)
    return 0
