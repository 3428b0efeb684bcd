"""What a legend patch covers of the lines as pyqtgraph draws them (plots/legend_place.py): the
segments between points (a NaN breaks the line unless connect='all'), clipped to the patch,
widened by the pen. Expected values are plane geometry: lengths of clipped segments."""
from __future__ import annotations

import math

import numpy as np
import pytest

from playground.ui.plots.legend_place import (
    PLACES,
    Cover,
    Drawn,
    Rect,
    cover,
    drawn_segments,
    gathered,
    least_covered,
    line_length_inside,
    place_rect,
)

SQUARE = Rect(0.0, 0.0, 10.0, 10.0)
NO_SYMBOLS = np.empty((0, 2))


def segments(*pairs) -> np.ndarray:
    return np.array([[*start, *end] for start, end in pairs], dtype=float)


def line(*pairs, pen_px: float = 0.0) -> Drawn:
    return Drawn(segments(*pairs), pen_px, NO_SYMBOLS, 0.0)


@pytest.mark.parametrize("pairs, length", [
    ([((-5, 5), (15, 5))], 10.0),  # straight across
    ([((-5, -5), (15, 15))], 10 * math.sqrt(2)),  # corner to corner
    ([((5, 5), (5, 20))], 5.0),  # from inside out of the bottom
    ([((2, 3), (4, 3))], 2.0),  # wholly inside
    ([((0, -5), (0, 15))], 10.0),  # along the left edge
    ([((-5, 5), (15, 5)), ((5, -5), (5, 15))], 20.0),  # two, crossing
])
def test_the_length_inside_is_the_clipped_segments(pairs, length):
    inside, touches = line_length_inside(segments(*pairs), SQUARE)
    assert inside == pytest.approx(length) and touches == len(pairs)


@pytest.mark.parametrize("pairs", [
    [((-5, -1), (15, -1))],  # above
    [((11, -5), (11, 15))],  # beside
    [((-5, 8), (8, 21))],  # past the corner: x − y = −13 misses the square
])
def test_a_segment_that_misses_covers_nothing(pairs):
    assert line_length_inside(segments(*pairs), SQUARE) == (0.0, 0)


def test_a_point_inside_touches_with_no_length():
    assert line_length_inside(segments(((3, 3), (3, 3))), SQUARE) == (0.0, 1)


def test_a_jump_between_two_samples_outside_covers_the_patch():
    # a step: the samples on either side of the jump lie outside, the jump crosses the patch
    x = np.array([0.0, 5.0, 5.0, 20.0])
    y = np.array([-10.0, -10.0, 30.0, 30.0])
    jump = Drawn(drawn_segments(x, y, "finite"), 0.0, NO_SYMBOLS, 0.0)
    assert cover(gathered([jump]), SQUARE) == Cover(10.0, 1)


def test_a_wide_pen_beside_the_patch_covers_it():
    beside = ((12, -5), (12, 15))  # 2 px right of the square
    assert cover(gathered([line(beside, pen_px=2.0)]), SQUARE).free
    # 3 px each side: the square widened by 3 (-3 to 13) holds 16 px of it
    assert cover(gathered([line(beside, pen_px=6.0)]), SQUARE) == Cover(16.0, 1)


def test_symbols_inside_count_and_a_line_without_pen_does_not():
    symbols = Drawn(np.empty((0, 4)), 0.0, np.array([[5.0, 5.0], [20.0, 20.0], [11.0, 5.0]]), 4.0)
    assert cover(gathered([symbols]), SQUARE) == Cover(8.0, 2)  # the third's 4 px square reaches the edge


def test_a_nan_breaks_the_line_and_connect_all_joins_across_it():
    x = np.array([0.0, 1.0, 2.0, 3.0, 4.0])
    y = np.array([0.0, 1.0, np.nan, 3.0, 4.0])
    assert drawn_segments(x, y, "finite").tolist() == [[0, 0, 1, 1], [3, 3, 4, 4]]
    assert drawn_segments(x, y, "auto").tolist() == [[0, 0, 1, 1], [3, 3, 4, 4]]
    assert drawn_segments(x, y, "all").tolist() == [[0, 0, 1, 1], [1, 1, 3, 3], [3, 3, 4, 4]]
    y[2] = np.inf  # pyqtgraph treats an infinity as a gap too
    assert drawn_segments(x, y, "finite").tolist() == [[0, 0, 1, 1], [3, 3, 4, 4]]


def test_pairs_and_an_array_join_only_what_they_say():
    x = np.arange(5.0)
    assert drawn_segments(x, x, "pairs").tolist() == [[0, 0, 1, 1], [2, 2, 3, 3]]
    joins = np.array([True, False, True, True, False])
    assert drawn_segments(x, x, joins).tolist() == [[0, 0, 1, 1], [2, 2, 3, 3], [3, 3, 4, 4]]


def test_places_lie_against_their_sides_with_the_offset():
    area, size = (200.0, 100.0), (50.0, 20.0)
    assert place_rect((0, 0), area, size, 4) == Rect(4, 4, 54, 24)
    assert place_rect((1, 1), area, size, 4) == Rect(146, 76, 196, 96)
    assert place_rect((0, 0.5), area, size, 4) == Rect(4, 40, 54, 60)
    assert place_rect((0.5, 1), area, size, 4) == Rect(75, 76, 125, 96)


def test_the_first_place_wins_a_tie_and_the_least_covered_wins_otherwise():
    area, size = (200.0, 100.0), (50.0, 20.0)
    assert least_covered(gathered([]), area, size, 4) == (PLACES[0], Cover(0.0, 0))
    # a line along the top, and one down the left side: the top-left corner covers both
    top, left = line(((0, 10), (200, 10))), line(((30, 0), (30, 100)))
    place, covered = least_covered(gathered([top, left]), area, size, 4)
    assert place == (1, 1) and covered.free  # the first free one in PLACES' order
    everywhere = ([line(((0, y), (200, y))) for y in (10, 50, 90)] +
                  [line(((x, 0), (x, 100))) for x in (20, 100, 180)])
    place, covered = least_covered(gathered(everywhere), area, size, 4)
    # every place crosses a full width (50) or height (20) of some line; the sides' middles
    # cross the y = 50 line (50) and a vertical one (20), the corners one of each, the top and
    # bottom middles the x = 100 line (20) and y = 10 or 90 (50): all 70, the first wins
    assert place == PLACES[0] and covered == Cover(70.0, 2)
