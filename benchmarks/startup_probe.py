"""The real app's start (playground.ui.app.main, as ``python main.py`` runs it), watched.

The engine is spawned first, before Qt loads, as app.main spawns it (client/early_engine.py).
Prints one result line with wall-clock stamps (time.time()): when the main window's first frame
had been painted, and when the engine said it was ready; then closes the window like Quit.
The parent subtracts its own stamp from just before it launched this process.
"""
# Nothing is imported at module level: the engine process is spawned and re-imports this module
# as __mp_main__, and must load neither Qt nor anything else the real app's engine would not.
if __name__ == "__main__":
    # As app.main does first of all, before the watch below loads Qt (app.main then finds it spawned).
    from playground.client.early_engine import start_early_engine

    start_early_engine([])
    from benchmarks.startup_watch import run

    run()
