"""Removing what a submission left in its folder, however deep, without recursion.

``shutil.rmtree`` recurses once per level: a submission that leaves a 1,500-deep tree of
folders raises RecursionError in the process cleaning up (it killed the zygote, and every later
file with it), and a path that deep is longer than the kernel takes (ENAMETOOLONG). Here a
loop walks down and up the tree through directory descriptors, two at most open at a time, and
names one level at a time, so neither the depth nor the length of a path matters. Symbolic links
are removed, never followed. Where the folder was a tmpfs in the submission's own mount
namespace, the kernel emptied it already and one ``rmdir`` is all there is.
"""
from __future__ import annotations

import errno
import os

DIRECTORY_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


def remove_tree(path: str) -> bool:
    """Remove ``path`` and everything under it; whether it is gone. Never raises OSError."""
    try:
        os.rmdir(path)
        return True
    except FileNotFoundError:
        return True
    except OSError as error:
        if error.errno not in (errno.ENOTEMPTY, errno.EEXIST):
            return _unlink(path)
    try:
        _empty(path)
        os.rmdir(path)
    except OSError:
        return not os.path.lexists(path)
    return True


def _unlink(path: str) -> bool:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError:
        return False
    return True


def _empty(path: str) -> None:
    """Remove everything under the folder ``path``: down into the first non-empty folder found,
    up (through "..") once a folder is empty. Raises OSError."""
    _writable(path, None)
    current = os.open(path, DIRECTORY_FLAGS)
    names: list[str] = []  # the folders walked down into, from ``path``
    try:
        while True:
            deeper = _empty_level(current)
            if deeper is not None:
                _writable(deeper, current)
                below = os.open(deeper, DIRECTORY_FLAGS, dir_fd=current)
                os.close(current)
                current = below
                names.append(deeper)
                continue
            if not names:
                return
            above = os.open("..", DIRECTORY_FLAGS, dir_fd=current)
            os.close(current)
            current = above
            os.rmdir(names.pop(), dir_fd=current)
    finally:
        os.close(current)


def _writable(name: str, parent) -> None:
    """A folder a submission made unreadable (chmod 0) is ours to empty all the same."""
    try:
        os.chmod(name, 0o700, dir_fd=parent)
    except OSError:
        pass  # not its owner: opening it will say why


def _empty_level(descriptor: int):
    """Remove the files and empty folders of one folder; the name of a folder that is not empty,
    or None when the folder is empty now."""
    with os.scandir(descriptor) as entries:
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                try:
                    os.rmdir(entry.name, dir_fd=descriptor)
                except OSError as error:
                    if error.errno in (errno.ENOTEMPTY, errno.EEXIST):
                        return entry.name
                    raise
            else:
                os.unlink(entry.name, dir_fd=descriptor)
    return None
