"""The Jacobian's probe input as the person sets it in the Jacobian tab: its shape, and random,
linspace or their own numbers, sent with the next check; text that is no shape or no number is
said at once and sends nothing; what the engine could not use is said where the maps would be."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from playground import protocol
from playground.ui.jacobian.input_choice import InputChoice, split_numbers
from playground.ui.jacobian.panel import JacobianPanel
from playground.ui.window.main_window import MainWindow
from tests.ui.fakes import FakeBridge, probe_data, result
from tests.ui.jacobian.test_jacobian_panel import block, probe_with, softmax_rows

pytestmark = [pytest.mark.filterwarnings("error"), pytest.mark.usefixtures("fail_on_qt_warnings")]


def choice(qtbot) -> tuple[InputChoice, list]:
    widget = InputChoice()
    qtbot.addWidget(widget)
    sent: list = []
    widget.chosen.connect(sent.append)
    return widget, sent


def test_a_shape_and_linspace_are_sent_as_the_requests_fields(qtbot):
    widget, sent = choice(qtbot)
    widget.shape_field.setText("(3, 4)")
    widget.send()
    assert sent == [{"jacobian_shape": (3, 4), "jacobian_values": "random", "jacobian_numbers": None}]
    widget.values.setCurrentIndex(widget.values.findData("linspace"))  # a new kind sends at once
    assert sent[-1]["jacobian_values"] == "linspace" and len(sent) == 2
    widget.send()
    assert len(sent) == 2  # nothing changed: nothing sent


def test_my_numbers_wait_for_the_numbers_and_then_send_them(qtbot):
    widget, sent = choice(qtbot)
    widget.values.setCurrentIndex(widget.values.findData("numbers"))
    assert sent == [] and not widget.numbers_field.isHidden()
    widget.numbers_field.setText("0.5, -1 2;3e-1")
    widget.send()
    assert sent == [{"jacobian_shape": None, "jacobian_values": "numbers", "jacobian_numbers": [0.5, -1.0, 2.0, 0.3]}]


@pytest.mark.parametrize("field, text, words", [("shape_field", "3.5, 2", "is no shape"),
                                                ("shape_field", "0", "is no shape"),
                                                ("numbers_field", "1, two", "“two” is not a number")])
def test_text_that_is_no_shape_or_no_number_is_said_and_sends_nothing(qtbot, field, text, words):
    widget, sent = choice(qtbot)
    widget.values.setCurrentIndex(widget.values.findData("numbers"))
    widget.numbers_field.setText("1")
    widget.send()
    sent.clear()
    getattr(widget, field).setText(text)
    widget.send()
    assert sent == [] and words in widget.problem.text() and not widget.problem.isHidden()
    getattr(widget, field).setText("2")
    widget.send()
    assert sent and widget.problem.isHidden()


def test_reset_is_the_defaults_unsent(qtbot):
    widget, sent = choice(qtbot)
    widget.shape_field.setText("3")
    widget.send()
    assert widget.reset() == {} and widget.shape_field.text() == "" and len(sent) == 1
    widget.send()
    assert len(sent) == 1  # the defaults were not sent before either: nothing to send


def test_split_numbers():
    assert split_numbers(" [1,2 ,3] ") == ["1", "2", "3"] and split_numbers("") == []


def test_the_engines_reason_is_said_where_the_maps_would_be(qtbot):
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    probe = probe_data()
    probe.jacobian_error = protocol.ErrorInfo(line=None, phase="check", type="UserCodeError",
                                              message="5 numbers for (3, 4)",
                                              code="jacobian_numbers_count",
                                              params={"count": 5, "shape": "(3, 4)", "elements": 12})
    panel.show_probe(probe)
    assert not panel.status_label.isHidden()
    assert panel.status_label.text().startswith("5 numbers were given for the Jacobian's input of shape (3, 4)")
    assert "color" in panel.status_label.styleSheet()
    yours, true = softmax_rows()
    chosen = probe_with([block(yours=yours, true=true)], [(2, 4)])
    chosen.jacobian.inputs_from, chosen.jacobian.values = "chosen", "linspace"
    panel.show_probe(chosen)
    assert panel.status_label.isHidden() and panel.status_label.styleSheet() == ""
    assert panel.where_label.text() == "at your input, evenly spaced values: x (2, 4)"


def test_in_the_window_the_fields_go_with_every_check_until_another_document(qtbot, tmp_path):
    bridge = FakeBridge()
    window = MainWindow(bridge=bridge, settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        autosave=False, compare_bridge_factory=lambda _parent: FakeBridge())
    qtbot.addWidget(window)
    window.start_engine()
    window.load_preset(window.presets[1].name)
    bridge.compiled.emit(result(bridge.next_id))
    fields = window.parts.jacobian_panel.input_choice
    fields.shape_field.setText("3, 4")
    fields.send()
    assert bridge.jacobian_inputs[-1] == {"jacobian_shape": (3, 4), "jacobian_values": "random",
                                          "jacobian_numbers": None}
    window.live.check_now()  # an edit's check keeps it
    assert bridge.jacobian_inputs[-1]["jacobian_shape"] == (3, 4)
    window.load_preset(window.presets[2].name)
    assert bridge.jacobian_inputs[-1] == {} and fields.shape_field.text() == ""


def test_the_client_puts_the_fields_into_the_compile_request(monkeypatch):
    from playground.client.client import EngineClient

    client = EngineClient()
    sent: list = []
    monkeypatch.setattr(client, "request", lambda message, **_limits: sent.append(message) or 1)
    client.compile("src", jacobian={"jacobian_shape": (2, 3), "jacobian_values": "numbers",
                                    "jacobian_numbers": [1.0] * 6})
    client.compile("src")
    assert (sent[0].jacobian_shape, sent[0].jacobian_values, sent[0].jacobian_numbers) == ((2, 3), "numbers", [1.0] * 6)
    assert (sent[1].jacobian_shape, sent[1].jacobian_values, sent[1].jacobian_numbers) == (None, "random", None)


def test_the_box_says_what_the_maps_header_says_the_values_were(qtbot):
    """Issue 29: "at the inputs of the code's own call" beside a box that read "random"."""
    panel = JacobianPanel()
    qtbot.addWidget(panel)
    yours, true = softmax_rows()
    said = {}
    for inputs_from, values in (("call", "call"), ("call", "random"), ("inferred", "random")):
        probe = probe_with([block(yours=yours, true=true)], [(2, 4)])
        probe.jacobian.inputs_from, probe.jacobian.values = inputs_from, values
        panel.show_probe(probe)
        said[inputs_from, values] = (panel.where_label.text(), panel.input_choice.values.currentText())
    assert said["call", "call"] == ("at the inputs of the code's own call: x (2, 4)", "the code's own call")
    assert said["call", "random"][1] == "the call's shapes, random, seed 0"
    assert "shapes of the code's own call, random, seed 0" in said["call", "random"][0]
    assert said["inferred", "random"][1] == "inferred shapes, random, seed 0"
    assert "inferred shapes (no call in the code), random, seed 0" in said["inferred", "random"][0]
    panel.input_choice.values.setCurrentIndex(panel.input_choice.values.findData("random"))
    chosen = probe_with([block(yours=yours, true=true)], [(2, 4)])
    chosen.jacobian.inputs_from, chosen.jacobian.values = "chosen", "random"
    panel.show_probe(chosen)
    assert panel.where_label.text() == "at your input, random, seed 0: x (2, 4)"
    assert panel.input_choice.values.currentText() == "random, seed 0"


def test_random_values_are_asked_at_the_calls_shape_and_a_typed_shape_turns_the_box_to_random(qtbot):
    widget, sent = choice(qtbot)
    assert widget.values.currentText() == "the code's own call" and widget.fields() == {}
    widget.show_used((2, 4), "call", "call")
    widget.values.setCurrentIndex(widget.values.findData("random"))  # without a shape: the call's
    assert sent == [{"jacobian_shape": (2, 4), "jacobian_values": "random", "jacobian_numbers": None}]
    widget.values.setCurrentIndex(widget.values.findData("call"))
    assert sent[-1] == {} and widget.shape_field.text() == ""
    widget.shape_field.setText("3")
    widget.send()
    assert sent[-1] == {"jacobian_shape": (3,), "jacobian_values": "random", "jacobian_numbers": None}
    assert widget.values.currentText() == "random, seed 0"  # a shape of its own has no call's values
    widget.values.setCurrentIndex(widget.values.findData("call"))  # back: the call's shape again
    assert sent[-1] == {} and widget.shape_field.text() == ""


@pytest.mark.parametrize("language, box, header", [
    ("ja", "コード自身の呼び出し", "コード自身の呼び出しの入力"),
    ("zh_CN", "代码自身的调用", "在代码自身调用的输入处"),
    ("ru", "собственный вызов кода", "на входах собственного вызова кода")])
def test_in_each_language_the_box_and_the_header_name_the_codes_own_call(qtbot, language, box, header):
    from playground.ui.i18n import install_language

    install_language(language)
    try:
        panel = JacobianPanel()
        qtbot.addWidget(panel)
        yours, true = softmax_rows()
        probe = probe_with([block(yours=yours, true=true)], [(2, 4)])
        probe.jacobian.values = "call"
        panel.show_probe(probe)
        assert panel.input_choice.values.currentText() == box
        assert panel.where_label.text().startswith(header)
        seeded = panel.input_choice.values.itemText(panel.input_choice.values.findData("random"))
        assert seeded != "random, seed 0" and seeded.endswith(" 0")  # translated, the seed named
        assert "vᵀJ" in panel.pictures.tabText(1) and panel.pictures.tabText(0) != "Jacobian maps"
    finally:
        install_language("en")
