"""What this machine's sandbox can do, asked without entering one (for reports and the README)."""
from __future__ import annotations

import platform

from playground.sandbox import landlock, seccomp


def describe() -> str:
    """One line: the kernel, its Landlock ABI and what that protects, seccomp."""
    abi, why = landlock.abi_version()
    parts = [f"{platform.system()} {platform.release()}"]
    if abi:
        covers = ["files"] + (["tcp"] if abi >= 4 else []) + (["signals", "abstract sockets"] if abi >= 6 else [])
        parts.append(f"landlock ABI {abi} ({', '.join(covers)})")
    else:
        parts.append(f"no landlock: {why}")
    ok, why_not = seccomp.supported()
    parts.append("seccomp" if ok else f"no seccomp: {why_not}")
    return "; ".join(parts)

