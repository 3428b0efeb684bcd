"""OnDemandPanel (a tab's insides made when first shown or used) and the plots' right-click menu
made when first opened: the same panel and menu as before, made later."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from playground.ui.plots.on_demand import OnDemandPanel, as_built
from playground.ui.plots.panels import GradientPanel, ModelPanel
from playground.ui.plots.plot_view import PlotView


class Counted(OnDemandPanel):
    builds = 0

    def _build(self) -> None:
        type(self).builds += 1
        self.label = QLabel("inside")
        self.cleared = 0
        self.value = "built"
        QVBoxLayout(self).addWidget(self.label)

    @as_built()
    def clear(self) -> None:
        self.cleared += 1

    @as_built(when=lambda text: text == "built", returns="same")
    def set_value(self, text: str) -> str:
        self.value = text
        return "set"


def test_nothing_is_built_until_the_panel_is_used(qtbot):
    panel = Counted()
    qtbot.addWidget(panel)
    assert not panel.built
    panel.clear()  # the build leaves it cleared: no need to build for this
    assert panel.set_value("built") == "same"
    assert not panel.built
    assert panel.label.text() == "inside"  # a read builds it
    assert panel.built and panel.cleared == 0 and panel.value == "built"
    panel.clear()
    assert panel.cleared == 1  # built: the method runs


def test_a_write_builds_first_so_the_build_does_not_overwrite_it(qtbot):
    panel = Counted()
    qtbot.addWidget(panel)
    panel.value = "mine"
    assert panel.built and panel.value == "mine"
    panel = Counted()
    qtbot.addWidget(panel)
    assert panel.set_value("other") == "set"  # not the build's state: it builds and runs
    assert panel.value == "other"


def test_a_hidden_tab_is_built_when_chosen_and_callbacks_wait_for_it(qtbot):
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    front, behind = Counted(), Counted()
    tabs.addTab(front, "front")
    tabs.addTab(behind, "behind")
    made = []
    behind.when_built(lambda panel: made.append(panel.label.text()))
    tabs.show()
    qtbot.waitExposed(tabs)
    assert front.built and not behind.built and made == []
    tabs.setCurrentWidget(behind)
    assert behind.built and made == ["inside"]
    assert behind.label.isVisible()  # the insides are shown with the panel
    behind.when_built(lambda panel: made.append("at once"))
    assert made == ["inside", "at once"]


def test_missing_names_still_raise():
    panel = Counted()
    try:
        panel.no_such_thing  # noqa: B018
    except AttributeError as error:
        assert "no_such_thing" in str(error)
    else:
        raise AssertionError("no AttributeError")
    assert panel.built


def test_training_panels_are_the_same_once_used(qtbot):
    for panel in (GradientPanel(), ModelPanel()):
        qtbot.addWidget(panel)
        assert not panel.built
        panel.clear()
        assert not panel.built
        assert panel.plot_views()  # used: built, as __init__ used to build it
        assert panel.built


def test_the_plot_menu_is_made_when_first_opened(qtbot):
    view = PlotView()
    qtbot.addWidget(view)
    box = view.plot_item.getViewBox()
    assert box.menu is None and box.menuEnabled()
    menu = box.getMenu(None)
    assert menu is not None and box.menu is menu
    assert box.getContextMenus(None) == menu.actions()
    view.plot_item.setMenuEnabled(False)
    assert box.getMenu(None) is None and box.getContextMenus(None) == []
    view.plot_item.setMenuEnabled(True)
    assert box.getMenu(None) is not None


def test_a_cover_put_on_before_the_build_stays_above_the_insides(qtbot):
    panel = Counted()
    qtbot.addWidget(panel)
    cover = QLabel("cover", panel)  # as PredictCover lies over the Jacobian panel
    panel.ensure_built()
    widgets = [child for child in panel.children() if isinstance(child, QWidget)]
    assert widgets[-1] is cover  # the last child is drawn on top
