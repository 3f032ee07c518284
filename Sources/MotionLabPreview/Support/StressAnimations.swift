import Foundation
import UIKit

/// The animations of the stress workloads — `motionlab bench core`'s 10,000-layer tree and the
/// `particles` scene — in one place, so the benchmark measures exactly what the scene shows: per layer a
/// `CASpringAnimation` on `position` (mass 0.5…2.5 kg, stiffness 100…400 N/m, damping 5…30 N·s/m,
/// velocity −2…2, played 30 s) and a repeating `CAKeyframeAnimation` pulse on `transform.scale` (1 → 1.2…1.4
/// → 0.9 → 1 over 0.5…1.5 s with ease-out, ease-in-out and ease-in segments).
public struct StressAnimations {
    private var state: UInt64
    private let easeOut = CAMediaTimingFunction(name: .easeOut)
    private let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
    private let easeIn = CAMediaTimingFunction(name: .easeIn)

    /// A fixed seed gives the same parameters every run.
    public init(seed: UInt64) { state = seed }

    /// Uniform in [0, 1) (Knuth's MMIX linear congruential generator).
    public mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }

    /// Adds the spring (from `from` to `to`) and the pulse to `layer` under "spring" and "pulse".
    public mutating func add(to layer: CALayer, from: CGPoint, to: CGPoint) {
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = from
        spring.toValue = to
        spring.mass = 0.5 + 2 * next()
        spring.stiffness = 100 + 300 * next()
        spring.damping = 5 + 25 * next()
        spring.initialVelocity = 4 * next() - 2
        spring.duration = 30
        layer.add(spring, forKey: "spring")

        let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
        pulse.values = [1.0, 1.2 + 0.2 * next(), 0.9, 1.0]
        pulse.keyTimes = [0, 0.3, 0.7, 1]
        pulse.timingFunctions = [easeOut, easeInOut, easeIn]
        pulse.duration = 0.5 + next()
        pulse.repeatCount = .infinity
        layer.add(pulse, forKey: "pulse")
    }
}
