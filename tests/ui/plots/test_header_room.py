"""The derivative panel's header in little room (plots/header_room.py): the room a legend above
the plot gives back, and the row of checks drawn at the sentences' size, shrinking only while the
verdict and the panel's size stay."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from playground.ui.plots.header_room import HeaderRoom, RowOfChecks
from playground.ui.plots.labels import ElidedLabel


def test_without_a_legend_above_the_room_is_what_the_plot_leaves():
    room = HeaderRoom(100.0)
    assert room.for_heights([180.0, 120.0, 90.0]) == 100.0
    assert room.fits([180.0, 120.0, 90.0]) and not room.fits([180.0, 120.0, 90.0], less=20.0)


def test_a_legend_above_is_room_only_where_the_text_grows_enough_to_push_it_inside():
    # 100 px past the plot's least height, a 60 px legend above that goes inside once the text
    # takes more than 130 px
    room = HeaderRoom(100.0, legend=60.0, pushes=130.0)
    assert room.for_heights([200.0, 150.0, 110.0]) == 160.0  # 150 fits in 160 and pushes the legend in
    assert room.for_heights([200.0, 170.0, 125.0, 90.0]) == 100.0  # 125 would not push it: the plot would lose 25
    assert not room.fits([200.0, 170.0])
    assert room.fits([200.0, 170.0, 125.0, 90.0])


@pytest.fixture
def widgets(qtbot):
    label, elided = QLabel("✓ gradgradcheck"), ElidedLabel(1)
    for widget in (label, elided):
        qtbot.addWidget(widget)
        font = widget.font()
        font.setPointSizeF(20.0)
        widget.setFont(font)
    return label, elided


def test_the_row_follows_the_sentences_down_and_back_up_only_for_a_new_verdict_or_size(widgets):
    label, elided = widgets
    row = RowOfChecks([label, elided])
    row.follow(("verdict 1", 400), 0.7)
    assert label.font().pointSizeF() == pytest.approx(14.0)
    assert elided.font().pointSizeF() == 20.0 and elided.shown_font().pointSizeF() == pytest.approx(14.0)
    row.follow(("verdict 1", 400), 0.9)  # the room the smaller row freed: it stays small
    assert label.font().pointSizeF() == pytest.approx(14.0)
    row.follow(("verdict 2", 400), 0.9)
    assert label.font().pointSizeF() == pytest.approx(18.0)


def test_a_font_the_look_gives_again_is_the_rows_own_from_then_on(widgets):
    label, _elided = widgets
    row = RowOfChecks([label])
    row.follow(1, 0.8)
    font = label.font()
    font.setPointSizeF(10.0)  # presentation mode off: the panel's look restyles it
    label.setFont(font)
    row.follow(2, 0.9)
    assert label.font().pointSizeF() == pytest.approx(9.0)
