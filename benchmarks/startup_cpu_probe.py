"""The real app's start (playground.ui.app.main) until its window's first frame: prints this
process's CPU time then and what it had imported, and exits before the engine starts.
See startup_cpu.py."""
# Nothing at module level: the process must import only what the app itself would.
if __name__ == "__main__":
    from benchmarks.startup_cpu_watch import run

    run()
