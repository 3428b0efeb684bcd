"""The engine process: torch and the user's code live here, and nowhere else.

Reading order: server.py (the loop over requests and its one dispatch table), channel.py (the
pipe's engine end), interrupts.py and limits.py (Stop, the memory cap, the crash log), failures.py
(whatever user code raised, as a request's error), warm_up.py; then usercode/ (the text → a
compiled module and its subject), judge/ (is the backward right?) and train/ (a toy model trained
with it).
"""
