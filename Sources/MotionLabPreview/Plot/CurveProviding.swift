import Foundation
import UIKit

/// A scene that can show the curves its motion follows, for the live curve panel (key C) and tools.
///
/// Static, so the curves come from the tunable values alone, without building the scene: the panel
/// asks again whenever a tuning key changes a value.
public protocol CurveProviding {
    /// The scene's motion with `settings`: progress (0 = from, 1 = to) against seconds since the motion's
    /// trigger (the scene start, a tap, Space). A curve whose motion starts later says so in `delay`.
    static func curves(settings: TunableValues) -> [PlottedCurve]
    /// The panel's title and a line of parameters.
    static func curvePlotTitle(settings: TunableValues) -> (title: String, subtitle: String?)
}

extension Preview {
    /// The curve plot of this preview's scene with `settings`, or nil when its scene does not provide
    /// curves (`CurveProviding`) or the preview is not a scene.
    public func curvePlot(settings: TunableValues) -> CurvePlot? {
        guard let provider = sceneType as? CurveProviding.Type else { return nil }
        let heading = provider.curvePlotTitle(settings: settings)
        return CurvePlot(title: heading.title, subtitle: heading.subtitle, curves: provider.curves(settings: settings))
    }
}
