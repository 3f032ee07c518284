import Foundation
import UIKit
import MotionRender

/// The compact curve panel of the live window (about 300×180 pt): the scene's curves with the same
/// elements as the PNG figures (axes, grid, 0/1 lines, settle times) in the HUD's dark style, and a
/// marker at the current time.
///
/// Keep one panel per window: it caches its text and curve images, so calling `commands` every frame
/// re-rasterises nothing until the plot (a tuned value) or the size changes.
///
///     let panel = CurvePanel()
///     var plot = preview.curvePlot(settings: values)          // again whenever a tunable changes
///     commands += panel.commands(plot!, time: now - triggerTime, origin: CGPoint(x: 10, y: 380))
public final class CurvePanel {
    /// The panel's size in points.
    public static let defaultSize = CGSize(width: 300, height: 180)

    let renderer = CurvePlotRenderer()

    public init() {}

    /// The panel's draw commands.
    /// - Parameters:
    ///   - plot: from `Preview.curvePlot(settings:)` (or any `CurvePlot`).
    ///   - time: seconds since the motion's trigger — the scene's start or last Space for music and
    ///     basics, the last tap on the icon for the map, the last flight switch for flight; nil for no marker.
    ///     Each curve's marker sits at `time − curve.delay`, clamped to its curve.
    ///   - origin: the panel's top-left corner in window points.
    ///   - text: the text rasterizer (the window's, `UIServices.textRasterizer`, by default).
    ///   - scale: pixels per point of the target (the screen scale by default).
    /// - Returns: no commands when no text rasterizer is installed.
    public func commands(_ plot: CurvePlot, time: Double?, origin: CGPoint, size: CGSize = CurvePanel.defaultSize,
                         text: TextRasterizing? = UIServices.textRasterizer,
                         scale: CGFloat = UIServices.screenScale) -> [DrawCommand] {
        guard let text else { return [] }
        return renderer.commands(plot, in: CGRect(origin: origin, size: size), style: .panel, scale: scale, text: text,
                                 markerTime: time)
    }
}
