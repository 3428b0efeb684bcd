"""The code's own example, run with its numbers: every backward call it makes, recorded.

Reading order: run.py (run the example, answer an ExampleRequest), script.py (the text as a
script: the ``__main__`` demo and ``>>>`` transcripts run), recorder.py (the wrappers around
backward and grad, and the budget that keeps recording cheap), recording.py (one call: its graph
and the hooks that catch its gradients), forward_log.py (each node's forward value and line),
own_grads.py (what autograd of a Function's own forward would have sent), names.py (what the code calls its tensors), values.py (a tensor as numbers or a summary).
"""
