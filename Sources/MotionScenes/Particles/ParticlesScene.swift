import Foundation
import UIKit
import MotionLabPreview

/// A stress scene for the frame pipeline: `count` round dots (100…20,000, default 2,000), each a
/// plain `CALayer` with the animations of `motionlab bench core`'s tree — a `CASpringAnimation` on
/// `position` (from a scatter near the centre out to its place in a grid, with per-dot mass,
/// stiffness, damping and velocity) and a repeating `CAKeyframeAnimation` on `transform.scale` (four
/// values, three timing functions) — plus a per-dot opacity. So anyone can see and measure the
/// pipeline at scale: `motionlab run --scene particles --set count=10000`, `bench frame --scene particles`.
///
/// Dots are laid out row by row over the screen; the parameters come from a fixed-seed generator, so
/// every run (and every headless frame) is the same. Space re-launches the burst. Layer `particle0`
/// (the first dot) is named for traces; the rest are not, to keep traces small.
public final class ParticlesScene: Scene {
    public static let name = "particles"
    public static let title = "Particles (pipeline stress)"
    public static let tunables: [Tunable] = [
        Tunable("count", default: 2000, range: 100...20000, step: 500, keys: ("-", "="), unit: "layers"),
    ]

    let window: UIWindow
    public let dots: [CALayer]
    let places: [CGPoint]

    public init(window: UIWindow, settings: TunableValues) throws {
        self.window = window
        let count = Int(settings["count"].rounded())
        let size = window.bounds.size
        // A grid with about as many columns per point as rows per point.
        let columns = max(1, Int((Double(count) * Double(size.width / size.height)).squareRoot().rounded(.up)))
        let rows = (count + columns - 1) / columns
        let dx = size.width / CGFloat(columns), dy = size.height / CGFloat(rows)
        let side = max(1.5, min(dx, dy) * 0.7)
        var random = StressAnimations(seed: 0x5EED_7233)
        var dots: [CALayer] = [], places: [CGPoint] = []
        dots.reserveCapacity(count)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for i in 0..<count {
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            dot.cornerRadius = side / 2
            let place = CGPoint(x: (CGFloat(i % columns) + 0.5) * dx, y: (CGFloat(i / columns) + 0.5) * dy)
            dot.position = place
            // Hue around the colour wheel by place, brightness by chance.
            let hue = (Double(i % columns) / Double(columns) + Double(i / columns) / Double(rows) * 0.5).truncatingRemainder(dividingBy: 1)
            dot.backgroundColor = UIColor(hue: CGFloat(hue), saturation: 0.75, brightness: CGFloat(0.75 + 0.25 * random.next()), alpha: 1).cgColor
            dot.opacity = Float(0.35 + 0.65 * random.next())
            if i == 0 { dot.name = "particle0" }
            window.layer.addSublayer(dot)
            dots.append(dot)
            places.append(place)
        }
        CATransaction.commit()
        self.dots = dots
        self.places = places
    }

    public func start() { launch() }
    public func replay() { launch() }

    /// Springs every dot from near the centre to its place and starts its pulse (the animations of
    /// `motionlab bench core`'s tree: `StressAnimations`).
    func launch() {
        var animations = StressAnimations(seed: 0x5EED_B321)
        let centre = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        for (dot, place) in zip(dots, places) {
            let from = CGPoint(x: centre.x + 40 * (animations.next() - 0.5), y: centre.y + 40 * (animations.next() - 0.5))
            animations.add(to: dot, from: from, to: place)
        }
    }
}
