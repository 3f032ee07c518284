import Foundation
import UIKit
import MotionLabPreview

/// The song list's spring for the curve panel: UIKit's `animate(withDuration:…usingSpringWithDamping:)`
/// with the scene's duration and damping ratio (UIKit's mapping, `UIKitSpring`), played for the
/// duration; the first element starts after `initialDelay`, element i after `initialDelay + i × stutter`.
extension MusicScene: CurveProviding {
    public static func curves(settings: TunableValues) -> [PlottedCurve] {
        let duration = settings["duration"], ratio = settings["dampingRatio"]
        guard let p = try? UIKitSpring.parameters(duration: duration, dampingRatio: ratio, initialVelocity: 0) else { return [] }
        let spring = SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
        let n = { (v: Double) in PlotFormat.number(v, significant: 3) }
        return [PlottedCurve.sampling("UIKit spring T = \(n(duration)) s, ζ = \(n(ratio))", color: PlotPalette.blue,
                                      domain: 0...duration, delay: settings["initialDelay"],
                                      settle: .spring(spring)) { spring.value(at: $0) }]
    }

    public static func curvePlotTitle(settings: TunableValues) -> (title: String, subtitle: String?) {
        let n = { (v: Double) in PlotFormat.number(v, significant: 3) }
        let duration = settings["duration"], ratio = settings["dampingRatio"]
        var subtitle = "element i starts at \(n(settings["initialDelay"])) + i × \(n(settings["stutter"])) s"
        if let p = try? UIKitSpring.parameters(duration: duration, dampingRatio: ratio, initialVelocity: 0) {
            subtitle = "k = \(n(p.stiffness)) N/m, c = \(n(p.damping)) N·s/m (mass 1) · " + subtitle
        }
        return ("Music: UIKit spring \(n(duration)) s, damping ratio \(n(ratio))", subtitle)
    }
}
