import Foundation
import UIKit
import MotionLabPreview

/// The eight easing demos for the curve panel: position.x progress over their 1 s, in the colours of
/// the rectangles on screen (Core Animation's named functions, control points (0.5, 0, 0.9, 0.7), and
/// RBBAnimation's back bezier and bounce).
extension BasicsScene: CurveProviding {
    public static func curves(settings: TunableValues) -> [PlottedCurve] {
        BasicsEasing.allCases.map { demo in
            let f: (Double) -> Double
            switch demo.curve {
            case .timingFunction(let function): f = function.evaluate
            case .easing(let easing): f = { Double(easing(CGFloat(min(max($0, 0), 1)))) }
            }
            return PlottedCurve.sampling(demo.title, color: demo.color.cgColor, domain: 0...1, f)
        }
    }

    public static func curvePlotTitle(settings: TunableValues) -> (title: String, subtitle: String?) {
        ("Basics: timing functions", "position.x 50 → 150 in 1 s")
    }
}
