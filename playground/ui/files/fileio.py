"""Reading and writing the user's source files: atomic saves and clear refusals. No Qt."""
from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

# A playground file is a few KB; a bigger one is almost surely the wrong file, and the
# editor's highlighter would crawl on it.
MAX_SOURCE_BYTES = 2 * 1024 * 1024


class SourceFileError(Exception):
    """A file that cannot be opened as source; ``str(error)`` says why, for the user.

    ``code`` and ``params`` let the window word the reason in another language.
    """

    def __init__(self, code: str, message: str, **params):
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass
class SourceText:
    text: str  # with "\n" line ends, as the editor holds it
    newline: str  # the file's own line end, kept when saving back


def read_source_file(path: str | os.PathLike) -> SourceText:
    """Read a UTF-8 Python file; raise SourceFileError for one that is too big, binary or not UTF-8."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_SOURCE_BYTES:
            raise SourceFileError(
                "too_big", f"{path.name} is {size / 1e6:.1f} MB; the playground opens source files "
                f"up to {MAX_SOURCE_BYTES // (1024 * 1024)} MB.", name=path.name, size=size)
        data = path.read_bytes()
    except OSError as exc:
        raise SourceFileError("os_error", f"Could not read {path.name}: {exc.strerror or exc}",
                              name=path.name, reason=str(exc.strerror or exc)) from exc
    if b"\0" in data:
        raise SourceFileError("binary", f"{path.name} is a binary file, not Python source.",
                              name=path.name)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SourceFileError(
            "not_utf8", f"{path.name} is not UTF-8 text (byte 0x{data[exc.start]:02x} at position "
            f"{exc.start}). Save it as UTF-8 and open it again.",
            name=path.name, byte=data[exc.start], position=exc.start) from exc
    newline = "\r\n" if "\r\n" in text else "\n"
    return SourceText(text=text.replace("\r\n", "\n").replace("\r", "\n"), newline=newline)


def atomic_write_text(path: str | os.PathLike, text: str, newline: str = "\n") -> None:
    """Write ``text`` to ``path`` so that a crash at any moment leaves either the old or the new file.

    Writes a temporary file in the same folder (a rename is only atomic within one file system),
    flushes it to disk, then replaces the target with os.replace. The old file's permissions are kept.
    """
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline=newline) as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        _copy_mode(path, temp_name)
        os.replace(temp_name, path)
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise


def _copy_mode(original: Path, temp_name: str) -> None:
    try:
        mode = original.stat().st_mode & 0o7777
    except OSError:
        # A new file: mkstemp made it 0600; give it the mode an ordinary file would get.
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    os.chmod(temp_name, mode)
