import Foundation
import UIKit

/// Sizes (points) and colours of a plot: `figure` for PNG files (light, for bug reports) and
/// `panel` for the compact overlay in the live window (dark and translucent, like the HUD).
public struct PlotStyle {
    public var background: CGColor
    /// Background corner radius (the panel is a rounded card; the figure is a plain page).
    public var cornerRadius: CGFloat
    public var plotBackground: CGColor
    public var grid: CGColor
    /// The 0 (from) and 1 (to) lines, drawn over the grid.
    public var emphasis: CGColor
    public var axis: CGColor
    public var text: CGColor
    public var secondaryText: CGColor
    /// Behind labels drawn over the plot, so curves do not run through them.
    public var labelBackground: CGColor

    public var padding: CGFloat
    public var titleSize: CGFloat
    /// Lines the title may wrap to before it is cut with "…".
    public var titleLines: Int
    public var subtitleSize: CGFloat
    /// Lines the subtitle may wrap to before it is cut with "…".
    public var subtitleLines: Int
    public var legendSize: CGFloat
    public var tickSize: CGFloat
    public var axisLabelSize: CGFloat
    public var annotationSize: CGFloat
    public var lineWidth: CGFloat
    public var dotRadius: CGFloat
    public var markerRadius: CGFloat
    /// Dash pattern of reference curves and settle lines, points on/off.
    public var dash: (on: CGFloat, off: CGFloat)
    /// Settle labels with the short form of their rule ("settles 1.94 s (±0.001)"), for small panels.
    public var compactAnnotations: Bool
    public var xTickTarget: Int
    public var yTickTarget: Int
    public var tickLength: CGFloat

    /// The PNG figure: light background, 640×400 pt by default.
    public static let figure = PlotStyle(
        background: .white, cornerRadius: 0,
        plotBackground: CGColor(gray: 0.985, alpha: 1),
        grid: CGColor(gray: 0.88, alpha: 1),
        emphasis: CGColor(gray: 0.45, alpha: 1),
        axis: CGColor(gray: 0.30, alpha: 1),
        text: CGColor(gray: 0.12, alpha: 1),
        secondaryText: CGColor(gray: 0.40, alpha: 1),
        labelBackground: CGColor(gray: 1, alpha: 0.85),
        padding: 16, titleSize: 14, titleLines: 2, subtitleSize: 10.5, subtitleLines: 2, legendSize: 10.5, tickSize: 10,
        axisLabelSize: 10.5, annotationSize: 9.5, lineWidth: 2, dotRadius: 2.2, markerRadius: 3.5,
        dash: (5, 3.5), compactAnnotations: false, xTickTarget: 8, yTickTarget: 6, tickLength: 4)

    /// The live-window panel: dark, translucent, about 300×180 pt.
    public static let panel = PlotStyle(
        background: CGColor(red: 0.06, green: 0.07, blue: 0.09, alpha: 0.86), cornerRadius: 8,
        plotBackground: CGColor(gray: 1, alpha: 0.03),
        grid: CGColor(gray: 1, alpha: 0.10),
        emphasis: CGColor(gray: 1, alpha: 0.42),
        axis: CGColor(gray: 1, alpha: 0.55),
        text: CGColor(gray: 1, alpha: 0.93),
        secondaryText: CGColor(gray: 1, alpha: 0.62),
        labelBackground: CGColor(red: 0.06, green: 0.07, blue: 0.09, alpha: 0.8),
        padding: 8, titleSize: 9.5, titleLines: 1, subtitleSize: 7.5, subtitleLines: 1, legendSize: 7.5, tickSize: 7,
        axisLabelSize: 7, annotationSize: 7, lineWidth: 1.4, dotRadius: 1.5, markerRadius: 2.6,
        dash: (3.5, 2.5), compactAnnotations: true, xTickTarget: 5, yTickTarget: 4, tickLength: 2.5)
}
