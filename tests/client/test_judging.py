"""A JudgeSession keeps one engine for file after file; what the engine does comes back as data."""
from __future__ import annotations

from playground import protocol
from playground.client.judging import JudgeSession
from playground.client.module_changes import changes_imported_modules


class ScriptedClient:
    """An EngineClient double: each request is answered by the next script entry (a function of
    the request id that gives the messages poll() returns)."""

    def __init__(self, *script, broken: bool = False):
        self.script = list(script)
        self.broken = broken
        self.ready = True
        self.sent: list = []
        self.inbox: list = []
        self.closed = False
        self.restarts: list = []

    def start(self) -> None:
        pass

    def close(self, timeout: float = 1.0) -> None:
        self.closed = True

    def restart(self, reason: str) -> None:
        self.restarts.append(reason)
        self.inbox.append(protocol.EngineRestarted(reason=reason, phase=None, request_id=None, message="Restarted."))

    def request(self, message, *, timeout=None) -> int:
        self.sent.append(message)
        request_id = len(self.sent)
        self.inbox.extend(self.script.pop(0)(request_id))
        return request_id

    def poll(self, timeout: float = 0.0) -> list:
        messages, self.inbox = self.inbox, []
        return messages


def request() -> protocol.CompileRequest:
    return protocol.CompileRequest(request_id=7, source="x = 1\n", filename="student.py")


def answered(request_id: int) -> list:
    return [protocol.Output(request_id=request_id, text="hello"),
            protocol.Output(request_id=request_id + 100, text="an older file's print"),
            protocol.CompileResult(request_id, ["F"], [], "F", "function", "", [], None)]


def crashed(phase):
    return lambda request_id: [protocol.EngineRestarted(reason="crashed", phase=phase, request_id=request_id,
                                                        message="It crashed.", exitcode=-11, line=4)]


def test_the_answer_carries_the_requests_own_id_and_what_its_code_printed():
    client = ScriptedClient(answered)
    with JudgeSession(5.0, client=client) as session:
        result = session.check(request())
    assert result.request_id == 7 and result.functions == ["F"]
    assert result.output == "hello\n"
    assert client.closed


def test_a_crash_in_the_files_code_is_its_error_at_its_line():
    session = JudgeSession(5.0, client=ScriptedClient(crashed("backward")))
    result = session.check(request())
    error = result.errors[0]
    assert (error.type, error.phase, error.line, error.message) == ("EngineCrashed", "backward", 4, "It crashed.")


def test_an_engine_that_died_before_it_began_the_file_is_asked_again_once():
    client = ScriptedClient(crashed(None), answered)
    result = JudgeSession(5.0, client=client).check(request())
    assert not result.errors and len(client.sent) == 2
    client = ScriptedClient(crashed(None), crashed(None))
    assert JudgeSession(5.0, client=client).check(request()).errors[0].type == "EngineCrashed"


def test_a_client_that_gave_up_answers_at_once_without_sending():
    client = ScriptedClient(broken=True)
    result = JudgeSession(5.0, client=client).check(request())
    assert result.errors[0].type == "EngineFailed" and client.sent == []


def test_a_file_that_changes_torch_is_followed_by_a_fresh_engine_and_the_next_file_is_not_blamed():
    client = ScriptedClient(answered, answered, answered)
    session = JudgeSession(5.0, client=client)
    session.check(request())
    assert client.restarts == []
    patched = protocol.CompileRequest(request_id=1, source="import torch\ntorch.cos = torch.sin\n", filename="patch.py")
    assert not session.check(patched).errors and client.restarts == ["user"]
    assert not session.check(request()).errors and len(client.sent) == 3  # the restart's notice was taken out


def test_isolate_gives_every_file_a_fresh_engine():
    client = ScriptedClient(answered, answered)
    session = JudgeSession(5.0, client=client, fresh=True)
    session.check(request())
    session.check(request())
    assert client.restarts == ["user", "user"]


def test_changes_to_imported_modules_are_read_from_the_text():
    changes = ["torch.cos = torch.sin", "import numpy as np\nnp.pi = 3", "torch.Tensor.__mul__ += 1",
               "del F.relu", "torch.__dict__['sin'] = abs", "setattr(torch, 'cos', abs)",
               "import sys\nsys.modules['math'] = None", "a, torch.x = 1, 2"]
    harmless = ["x = torch.cos(1)", "class M(nn.Module):\n    def __init__(self):\n        self.w = 1",
                "def backward(ctx, g):\n    ctx.scale = 2", "def broken(:", "y = {}\ny['a'] = 1"]
    assert [changes_imported_modules(text) for text in changes] == [True] * len(changes)
    assert [changes_imported_modules(text) for text in harmless] == [False] * len(harmless)
