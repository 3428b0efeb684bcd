"""Time limits that the window states before any engine or client is loaded (a leaf: it imports
nothing, so the window's start-up does not load the client's processes and pipes)."""

# What a compile that also runs the torch.compile check may take beyond ``compile_timeout``:
# inductor compiles C++ (4-20 s on these machines), as `check --compile` allows.
COMPILE_CHECK_SECONDS = 120
