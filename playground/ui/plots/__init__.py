"""The plot panels: widgets that only draw what protocol messages carry.

Reading order: panels.py (the five panels the window imports) and area.py (how they share the
room); the panels, function_panel.py and derivative_panel.py (a check's probe, with
probe_look.py and verdict.py), training.py, gradients.py (with tensor.py) and model.py (a run's
snapshots); then what they are drawn with: style.py (pens and fonts, presentation mode),
plot_view.py (a plot and its legend, whose entries legend_entries.py sizes), palette.py,
redraw.py (the live redraw cap), series.py, smoothing.py, step_room.py, ranges.py, shading.py,
hover.py, overlay_readout.py, labels.py, flow_layout.py, live_text.py, values.py and words.py.
"""
