"""The host side of the engine boundary: no Qt, no torch, no user code.

Reading order: process.py (one engine process: spawn, pipe, memory, end), client.py (EngineClient:
every request, with an id, a time limit and a restart when it runs over), pending.py (the requests
in flight), lost.py (the answers of requests a restart cut short; what a restart says is worded
in playground/codes/); then the blocking side that the command line
and the Python API use: blocking.py (ask and wait), judging.py (one engine judging file after
file) and module_changes.py (when a file needs a fresh engine after it).
"""
