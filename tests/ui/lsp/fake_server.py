"""A language server made for the tests, stdlib only: it answers initialize, holds its first
completion back until a second one came (so the first reply comes last: a stale one), names each
completion after the position it was asked at, answers late on SLOW_LINE, and dies on ``fake/crash`` (or at once, with
FAKE_SERVER_DIES=1 in its environment)."""
from __future__ import annotations

import json
import os
import sys
import time

SLOW_LINE = 9  # completions asked on this (0-based) line are answered half a second late
# The editor puts the names the engine gives every file on lines above the text it sends jedi
# (ui/lsp/editor_help.py JEDI_PRELUDE): positions are named as the editor counts them.
PRELUDE_START = "import torch; from torch import nn, Tensor;"
prelude_lines: dict = {}  # a document's uri → the lines put above its text


def read_message(stream):
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length))


def send(message):
    body = json.dumps(message).encode()
    sys.stdout.buffer.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    sys.stdout.buffer.flush()


def editor_line(message):
    params = message["params"]
    return params["position"]["line"] - prelude_lines.get(params["textDocument"]["uri"], 0)


def completion_reply(message):
    character = message["params"]["position"]["character"]
    return {"jsonrpc": "2.0", "id": message["id"],
            "result": {"items": [{"label": f"at_{editor_line(message)}_{character}"}]}}


def remember_text(message):
    params = message["params"]
    text = params["textDocument"]["text"] if "text" in params["textDocument"] else params["contentChanges"][-1]["text"]
    prelude_lines[params["textDocument"]["uri"]] = 1 if text.startswith(PRELUDE_START) else 0


def main():
    if os.environ.get("FAKE_SERVER_DIES") == "1":
        sys.exit(3)
    held = None
    while True:
        message = read_message(sys.stdin.buffer)
        if message is None or message.get("method") == "exit":
            return
        method = message.get("method")
        if method == "initialize":
            send({"jsonrpc": "2.0", "id": message["id"], "result": {"capabilities": {}}})
        elif method in ("textDocument/didOpen", "textDocument/didChange"):
            remember_text(message)
        elif method == "fake/crash":
            os._exit(4)
        elif method == "textDocument/completion" and editor_line(message) == SLOW_LINE:
            time.sleep(0.5)  # a slow answer: the student types on meanwhile
            send(completion_reply(message))
        elif method == "textDocument/completion" and held is None and "first_held" not in globals():
            globals()["first_held"] = True
            held = message
        elif method == "textDocument/completion":
            send(completion_reply(message))
            if held is not None:
                send(completion_reply(held))
                held = None
        elif "id" in message:
            send({"jsonrpc": "2.0", "id": message["id"], "result": None})


if __name__ == "__main__":
    main()
