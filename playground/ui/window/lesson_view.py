"""Each lesson opens on the view that teaches it (its docstring's View line, formats/presets.py).

Without it the first check chose: wherever the Jacobian is the main picture (jacobian/blocks.py
jacobian_is_main, a Module's weights among them) its tab came to the front, and lesson 01, the
first screen a newcomer sees, opened on heat maps of the bias block (issue 29). A lesson's view is
shown when its first check has drawn; from then on a check of that document brings the Jacobian
forward only where it has just become the main picture, and otherwise leaves the tab where the
class or the teacher put it. Code that is not a lesson keeps the check's choice.
"""
from __future__ import annotations

from typing import Optional

from playground.formats.presets import LessonView
from playground.protocol import ProbeData
from playground.ui.jacobian.blocks import jacobian_is_main
from playground.ui.window.layout import WindowParts


class LessonViewOpener:
    """Brings ``parts``' view for the document in the editor to the front after its checks."""

    def __init__(self, parts: WindowParts) -> None:
        self.parts = parts
        self.lesson_view: Optional[LessonView] = None  # the document's lesson's view, if any
        self._pending = False  # its first check has not drawn yet
        self._jacobian_was_main = False  # by the check before

    def expect(self, view: Optional[LessonView]) -> None:
        """A new document: a lesson's view (shown after its first check), or None (not a lesson,
        or a lesson that leaves it to the check)."""
        self.lesson_view = view
        self._pending = view is not None
        self._jacobian_was_main = False

    def after_check(self, probe: Optional[ProbeData]) -> None:
        """A check drew ``probe``: the lesson's view the first time; else the Jacobian where it is
        the main picture, in a lesson only where it just became so (the person's own edit made
        the code one the curves cannot judge), so a check again leaves the class's view alone."""
        main = jacobian_is_main(probe)
        if probe is not None and self._pending:
            self._pending = False
            self.show(self.lesson_view)
        elif main and (self.lesson_view is None or not self._jacobian_was_main):
            self.show(LessonView.JACOBIAN)
        if probe is not None:
            self._jacobian_was_main = main

    def show(self, view: Optional[LessonView]) -> None:
        area = self.parts.plot_area
        if view == LessonView.JACOBIAN:
            area.tabs.setCurrentWidget(self.parts.jacobian_panel)
        elif view == LessonView.CURVES:
            area.show_probe()  # in the tabbed arrangement; the split one shows them always
