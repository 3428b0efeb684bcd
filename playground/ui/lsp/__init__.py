"""Editor help from language servers, each in its own process: jedi-language-server's completion,
signature help and hover, ruff's marks as you type.

Reading order: framing.py (JSON-RPC over stdio, Content-Length frames), server.py (one server as a
QProcess: start, requests and replies, restarts, shutdown), programs.py (which servers, with what
settings), diagnostics.py (ruff's diagnostics as editor marks), replies.py (the replies read), popups.py (the completion list and
the signature line), editor_help.py (the editor's side: document sync, triggers, stale replies).
"""
