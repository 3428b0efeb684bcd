"""Each check of ProbeData.checks (jvp, torch.func, vmap, opcheck, torch.compile) is worded in ja,
zh_CN and ru in the derivative panel's list of checks, with no English sentence; torch's own words
(a code's detail) wait behind "details" and are never in the list."""
from __future__ import annotations

import pytest

from playground import codes, protocol
from playground.ui.plots.derivative_panel import DerivativePanel
from playground.ui.window.shown_texts import verdict_texts
from tests.ui.fakes import probe_data
from tests.ui.words.english import english_sentence
from tests.ui.words.test_codes_in_every_language import SAMPLE, each, language  # noqa: F401 (a fixture)

# The name of each check whose codes these are, as the engine sends them.
CHECK_OF = {"jvp": "jvp", "no_jvp": "jvp", "op_no_jvp": "jvp", "classic_style": "torch_func", "torch_func": "torch_func",
            "op_torch_func": "torch_func", "vmap": "vmap", "no_vmap": "vmap", "op_no_vmap": "vmap",
            "opcheck": "opcheck", "compile": "compile"}
# What the sentences name as code (torch's functions, a staticmethod's arguments) and torch's own
# error, quoted as a person will meet it and search for it: not English to translate.
AS_CODE = {f"code{index}": word for index, word in enumerate(
    ("You must implement the jvp function", "(ctx, inputs, output)", "staticmethod", "grad", "vjp", "jacrev",
     "vmap", "jacfwd", "hessian"))}
EXTRA_SAMPLE = {"transform": "vjp", "batch": 3, "backend": "inductor", "what": "outputs", "kind": "numpy",
                "test": "test_schema", "jvp": 1.5}


def parameter_sets(code: codes.Code) -> list[dict]:
    if code.examples:
        return [dict(example) for example in code.examples]
    return [{name: EXTRA_SAMPLE.get(name, SAMPLE.get(name)) for name in code.params}]


def check_name(code: str) -> str:
    return next(name for prefix, name in sorted(CHECK_OF.items(), key=lambda item: -len(item[0]))
                if code.startswith(prefix))


@pytest.mark.parametrize("code", each({codes.Kind.CHECK}))
def test_a_check_is_listed_with_no_english_sentence(code, language, qtbot):  # noqa: F811 (the fixture)
    panel = DerivativePanel()
    qtbot.addWidget(panel)
    panel.check_list.open()
    for params in parameter_sets(code):
        for passed in (False, None):
            probe = probe_data()
            outcome = protocol.CheckOutcome(check_name(code.name), passed, 0.5,
                                            "English words of the judge" if passed is False else "",
                                            "English words of the judge" if passed is None else "",
                                            code.name, params)
            probe.checks = [protocol.CheckOutcome("backward", True, 0.0), outcome]
            panel.show_probe(probe)
            lines = panel.check_list.lines()
            assert len(lines) == 2 and all("English words of the judge" not in line for line in lines)
            for text in verdict_texts(panel):
                assert english_sentence(text, {**params, **AS_CODE}) == "", (code.name, text)
            if code.detail and params.get(code.detail):
                assert not any(str(params[code.detail]) in line for line in lines)
                assert str(params[code.detail]) in panel.details.detail(), "torch's words wait behind details"
