"""What the engine imports before "ready" (engine/server.py, engine/warm_up.py), in a fresh
interpreter: nothing that only training, Run Example, forward mode or torch.func needs; yet a
classic-style lesson's first check then imports nothing at all (it is as fast as any later one),
and after the later steps neither does a torch.func lesson's. The steps leave torch's random state
as they found it."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.repo import REPO

# Imported only when first asked for (or by a later warm-up step).
LATER = ("playground.engine.train.run", "playground.engine.example.run", "torch._dynamo",
         "torch._decomp.decompositions_for_jvp")

SCRIPT = f"""
import json, sys
LATER = {LATER!r}

def later_loaded():
    return [name for name in LATER if name in sys.modules]

def new_modules_of_check(preset):
    from playground import protocol
    from playground.engine.judge.check import run_check
    from playground.engine.usercode.source import MODULE_NAME
    from playground.formats.presets import read_preset_source

    request = protocol.CompileRequest(request_id=1, source=read_preset_source(preset), points=1001)
    before = set(sys.modules)
    result = run_check(request)
    assert result.probe is not None, result.errors
    return sorted(set(sys.modules) - before - {{MODULE_NAME}})

report = {{}}
import playground.engine.server
report["at_import"] = later_loaded()
from playground.engine import warm_up
warm_up.warm_for_first_check()
report["at_ready"] = later_loaded()
report["classic_check_imports"] = new_modules_of_check("relu_tutorial")
import torch
torch.manual_seed(1234)
state = torch.get_rng_state()
for step in warm_up.LATER_STEPS:
    step()  # judge_every_check's judgement seeds torch with 0 on its way
report["rng_kept"] = torch.equal(torch.get_rng_state(), state)
report["after_later_steps"] = later_loaded()
report["torch_func_check_imports"] = new_modules_of_check("torch_func")
print(json.dumps(report))
"""


def test_ready_imports_only_what_a_classic_check_needs_and_the_later_steps_the_rest():
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=REPO, capture_output=True, text=True,
                          timeout=300, env=dict(os.environ, OMP_NUM_THREADS="1"))
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["at_import"] == []
    assert report["at_ready"] == []
    assert report["classic_check_imports"] == []
    assert report["after_later_steps"] == list(LATER)
    assert report["rng_kept"]  # a step run between two requests leaves the user's random state
    assert report["torch_func_check_imports"] == []
