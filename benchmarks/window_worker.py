"""The real MainWindow, offscreen, with its own engine, driven by JSON commands (a worker process).

``python -m benchmarks.window_worker THREADS`` builds the window exactly as the app does (but with
settings and autosave kept out of the user's home) and an engine pinned to THREADS torch threads,
loads the MyReLU tutorial preset and waits for commands:

- ``{"cmd": "train", "model", "seconds", "warmup", "rotate"}``: train while every training panel
  takes turns on screen; steps/s measured from outside, frames per panel, event-loop delay, CPU.
- ``{"cmd": "memory", "model", "checkpoints": [500, 5000], "rotate"}``: RSS of both processes
  when the run passes each checkpoint (the last one after the run ended and the plots drew).
- ``{"cmd": "edit", "count"}``: edits the text like a user; from the end of the debounce to the
  new f and derivative curves painted.

Set BENCH_PROFILE_GUI=FILE to write a cProfile of the window process (all commands) to FILE.
"""
# Nothing is imported at module level: the engine process is spawned and re-imports this module
# as __mp_main__, and must not load Qt.
if __name__ == "__main__":
    from benchmarks.window_bench import main

    main()
