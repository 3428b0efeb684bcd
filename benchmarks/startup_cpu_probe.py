"""The real app's start (playground.ui.app.main) until its window's first frame: prints this
process's CPU time then and what it had imported, and exits, ending the engine it spawned first.
See startup_cpu.py."""
# Nothing at module level: the process must import only what the app itself would.
if __name__ == "__main__":
    # As app.main does first of all (client/early_engine.py): its cost in this process is the window's.
    from playground.client.early_engine import start_early_engine

    start_early_engine([])
    from benchmarks.startup_cpu_watch import run

    run()
