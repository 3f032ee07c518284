import Foundation
import UIKit
import MotionLabPreview

/// The flight switch's timeline for the curve panel, in seconds after the switch: every animation is
/// UIView.animate's default ease-in-ease-out, so the panel shows how the tunable cube flip overlaps the
/// article's fixed 1 s + 1 s place and plane moves and the 0.7 s tilt after 1.5 s.
extension FlightScene: CurveProviding {
    public static func curves(settings: TunableValues) -> [PlottedCurve] {
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        let flip = settings["duration"]
        let end = max(flip, placeOutDuration + max(placeInDuration, tiltDelay + tiltDuration))
        /// Progress of an ease-in-ease-out animation of `duration` starting at `start`, at time t.
        func segment(_ start: Double, _ duration: Double) -> (Double) -> Double {
            { t in ease.evaluate(min(max((t - start) / duration, 0), 1)) }
        }
        let n = { (v: Double) in PlotFormat.number(v, significant: 3) }
        return [
            PlottedCurve.sampling("cube flip \(n(flip)) s", color: PlotPalette.blue, domain: 0...end, segment(0, flip)),
            PlottedCurve.sampling("places & plane out 1 s", color: PlotPalette.orange, domain: 0...end,
                                  segment(0, placeOutDuration)),
            PlottedCurve.sampling("back in 1 s", color: PlotPalette.green, domain: 0...end,
                                  segment(placeOutDuration, placeInDuration)),
            PlottedCurve.sampling("tilt 0.7 s", color: PlotPalette.purple, domain: 0...end, dashed: true,
                                  segment(placeOutDuration + tiltDelay, tiltDuration)),
        ]
    }

    public static func curvePlotTitle(settings: TunableValues) -> (title: String, subtitle: String?) {
        ("Flight switch timeline", "UIView.animate default curve: cubic-bezier(0.42, 0, 0.58, 1)")
    }
}
