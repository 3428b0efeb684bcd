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


def completion_reply(message):
    position = message["params"]["position"]
    return {"jsonrpc": "2.0", "id": message["id"],
            "result": {"items": [{"label": f"at_{position['line']}_{position['character']}"}]}}


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
        elif method == "fake/crash":
            os._exit(4)
        elif method == "textDocument/completion" and message["params"]["position"]["line"] == SLOW_LINE:
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
