"""Light and dark: every colour the window draws itself, for each theme, and the switch.

View ▸ Theme offers Light, Dark and System (the desktop's palette, followed when it changes).
Widgets take their colours from the application palette; what the window paints itself — plot
backgrounds, axes, curves, the question box, verdicts, hints — comes from ``colours()``. Text
colours keep WCAG AA contrast (4.5:1) on their backgrounds and curves 3:1 on the plot's
(tests/ui/window/test_classroom_ready.py measures them). Curves keep the Okabe-Ito hues; on a
dark plot each takes a lighter variant of the same hue. On the dark palette the frames of check
boxes, radio buttons, fields and buttons are drawn again in ``DARK_CONTROL_EDGE`` (``EdgedFusion``):
3:1 against the window, a field's and a button's colour (tests/ui/test_dark_control_edges.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory

THEMES = ("system", "light", "dark")


@dataclass(frozen=True)
class ThemeColours:
    """The colours of one theme (#rrggbb)."""

    name: str
    plot_background: str
    text: str
    grid: str
    hint_text: str  # readouts, "from the last code that ran"
    question_background: str
    question_border: str
    question_text: str
    highlight_background: str  # "many exact zeros" in the gradient panel
    highlight_text: str
    console_error: str  # the console's errors and warnings (its info lines use hint_text)
    console_warning: str
    verdict: dict = field(default_factory=dict)  # matches / surrogate / differs / error
    curves: dict = field(default_factory=dict)  # a light theme's curve colour → this theme's


LIGHT = ThemeColours(
    name="light", plot_background="#FFFFFF", text="#1A1A1A", grid="#ECECEC", hint_text="#595959",
    question_background="#FFF4D6", question_border="#E69F00", question_text="#1A1A1A",
    highlight_background="#FBE3D0", highlight_text="#7A3300",
    console_error="#B00020", console_warning="#A04000",
    verdict={"matches": "#00664A", "surrogate": "#8A5A00", "differs": "#A84800", "error": "#1A1A1A"})

# Lighter Okabe-Ito hues for a dark plot (each keeps its hue and 3:1 against #1E1E1E or more).
DARK_CURVES = {"#000000": "#E0E0E0", "#E69F00": "#F0B840", "#56B4E9": "#7CC8F2",
               "#009E73": "#2BC79A", "#0072B2": "#4DA6E8", "#D55E00": "#FF8A3D",
               "#CC79A7": "#E29BC4", "#8C8C8C": "#A6A6A6", "#1A1A1A": "#E6E6E6"}

DARK = ThemeColours(
    name="dark", plot_background="#1E1E1E", text="#E6E6E6", grid="#333333", hint_text="#B0B0B0",
    question_background="#3A3020", question_border="#E69F00", question_text="#F2F2F2",
    highlight_background="#4A2A14", highlight_text="#FFD2B0",
    console_error="#FF8A96", console_warning="#FFB366",
    verdict={"matches": "#4CD6A4", "surrogate": "#E8B450", "differs": "#FF9A5C", "error": "#E6E6E6"},
    curves=DARK_CURVES)

# The frame of a dark-theme control: 3:1 or more on Window #2B2B2B, Base #1E1E1E and Button #353535.
DARK_CONTROL_EDGE = "#8C8C8C"

_current = LIGHT


def colours() -> ThemeColours:
    """The colours of the theme in use now."""
    return _current


class Faint(str):
    """A curve colour drawn faint: mixed into the plot's background (opaque, so as fast to draw as
    any, yet in the curve's hue); for raw values behind their smoothed curve."""

    share = 0.30  # of the curve's colour; the rest is background


def curve_colour(colour) -> object:
    """A curve's colour (named for the light theme) in the theme in use now."""
    if isinstance(colour, Faint):
        front = QColor(curve_colour(str(colour)))
        back = QColor(_current.plot_background)
        mix = [Faint.share * a + (1 - Faint.share) * b
               for a, b in zip(front.getRgbF()[:3], back.getRgbF()[:3])]
        return QColor.fromRgbF(*mix).name()
    if isinstance(colour, str):
        return _current.curves.get(colour.upper(), colour)
    return colour


def relative_luminance(colour: str) -> float:
    """WCAG 2 relative luminance of #rrggbb."""
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue, _alpha = QColor(colour).getRgbF()
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


def contrast_ratio(foreground: str, background: str) -> float:
    """WCAG 2 contrast ratio, 1 to 21 (AA: 4.5 for text, 3 for graphics)."""
    lighter, darker = sorted((relative_luminance(foreground), relative_luminance(background)),
                             reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def is_dark(palette: QPalette) -> bool:
    """A palette whose windows are darker than their text."""
    return palette.color(QPalette.ColorRole.Window).lightness() < palette.color(
        QPalette.ColorRole.WindowText).lightness()


def dark_palette() -> QPalette:
    """A dark palette for Qt's Fusion style (the platform style may ignore palettes)."""
    palette = QPalette()
    roles = {QPalette.ColorRole.Window: "#2B2B2B", QPalette.ColorRole.WindowText: "#E6E6E6",
             QPalette.ColorRole.Base: "#1E1E1E", QPalette.ColorRole.AlternateBase: "#2B2B2B",
             QPalette.ColorRole.ToolTipBase: "#3A3A3A", QPalette.ColorRole.ToolTipText: "#F2F2F2",
             QPalette.ColorRole.Text: "#E6E6E6", QPalette.ColorRole.Button: "#353535",
             QPalette.ColorRole.ButtonText: "#E6E6E6", QPalette.ColorRole.BrightText: "#FF6E6E",
             QPalette.ColorRole.Link: "#7CC8F2", QPalette.ColorRole.Highlight: "#2F65CA",
             QPalette.ColorRole.HighlightedText: "#FFFFFF",
             QPalette.ColorRole.PlaceholderText: "#A0A0A0"}
    for role, colour in roles.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                 QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#8A8A8A"))
    return palette


def light_palette() -> QPalette:
    """Fusion's own light palette."""
    from PySide6.QtWidgets import QStyleFactory

    style = QStyleFactory.create("Fusion")
    return style.standardPalette() if style is not None else QPalette()


_Primitive = QStyle.PrimitiveElement
# The frames Fusion draws in its outline colour, and the shape of each.
_EDGED_PRIMITIVES = {_Primitive.PE_IndicatorCheckBox: "box", _Primitive.PE_IndicatorRadioButton: "circle",
                     _Primitive.PE_FrameLineEdit: "rounded", _Primitive.PE_PanelButtonCommand: "rounded",
                     _Primitive.PE_PanelButtonTool: "rounded"}


def checked_fill(palette: QPalette) -> QColor:
    """A checked button's face: the selection's colour, half mixed into the button's."""
    highlight, button = palette.color(QPalette.ColorRole.Highlight), palette.color(QPalette.ColorRole.Button)
    return QColor.fromRgbF(*[(a + b) / 2 for a, b in zip(highlight.getRgbF()[:3], button.getRgbF()[:3])])


class EdgedFusion(QProxyStyle):
    """Fusion with control frames a reader can see on a dark window.

    Fusion draws the frame of a check box, radio button, field, spin box, combo box and button in
    the window's colour made 40 % darker: #222222 on the dark theme's #2B2B2B, 1.1:1, so an
    unchecked box vanished on a projector. This draws those frames again in ``edge``."""

    def __init__(self, edge: str) -> None:
        super().__init__(QStyleFactory.create("Fusion"))
        self._edge = QColor(edge)

    def drawPrimitive(self, element, option, painter, widget=None) -> None:  # noqa: N802 (Qt)
        super().drawPrimitive(element, option, painter, widget)
        shape = _EDGED_PRIMITIVES.get(element)
        if shape is None:
            return
        on = element == _Primitive.PE_PanelButtonTool and option.state & QStyle.StateFlag.State_On
        # Fusion's checked tool button is 10 % darker than the others, the same at a glance:
        # a checked one (the plot whose turn it is) takes the selection's hue
        self._draw_edge(painter, option.rect, shape, fill=checked_fill(option.palette) if on else None)

    def drawComplexControl(self, control, option, painter, widget=None) -> None:  # noqa: N802 (Qt)
        super().drawComplexControl(control, option, painter, widget)
        if control == QStyle.ComplexControl.CC_SpinBox and option.frame:
            self._draw_edge(painter, option.rect, "rounded")

    def _draw_edge(self, painter: QPainter, rect, shape: str, fill: QColor | None = None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(self._edge, 1))
        painter.setBrush(fill if fill is not None else QColor(0, 0, 0, 0))
        inner = QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5)  # a 1-px line inside the rectangle
        if shape == "circle":
            painter.drawEllipse(inner)
        elif shape == "rounded":
            painter.drawRoundedRect(inner, 2, 2)
        else:
            painter.drawRect(inner)
        painter.restore()


class ThemeSwitch(QObject):
    """Applies a theme to the application; ``changed(ThemeColours)`` after every change.

    ``choice``: "system", "light" or "dark". System follows the desktop's palette as it was at
    start-up (and as the platform reports changes to it)."""

    changed = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.choice = "system"
        _remember_system_look()
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(lambda _scheme: self._follow_system())

    def apply(self, choice: str) -> ThemeColours:
        """Switch the application to ``choice``; the colours now in use."""
        global _current
        self.choice = choice if choice in THEMES else "system"
        app = QApplication.instance()
        if self.choice == "system":
            palette, style = _SYSTEM_LOOK
            if style and app.style().name().lower() != style.lower():
                app.setStyle(style)
            app.setPalette(palette)
            dark = is_dark(palette)
        else:
            dark = self.choice == "dark"
            # Fusion follows a palette on every platform; on a dark one its frames need an edge
            app.setStyle(EdgedFusion(DARK_CONTROL_EDGE) if dark else "Fusion")
            app.setPalette(dark_palette() if dark else light_palette())
        _current = DARK if dark else LIGHT
        self.changed.emit(_current)
        return _current

    def _follow_system(self) -> None:
        if self.choice == "system":
            self.apply("system")


# The desktop's own palette and style, as they were before any theme was applied (once per
# process: a second window must not take the first one's Dark for the system's).
_SYSTEM_LOOK: tuple = ()


def _remember_system_look() -> None:
    global _SYSTEM_LOOK
    if not _SYSTEM_LOOK:
        app = QApplication.instance()
        _SYSTEM_LOOK = (QPalette(app.palette()), app.style().name() if app.style() else "")
