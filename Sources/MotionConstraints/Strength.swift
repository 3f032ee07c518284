import Foundation

/// How much a constraint matters. Required constraints must hold; optional ones are satisfied as well
/// as possible, by minimising Σ weight × error **level by level**: every optional constraint of a
/// higher `level` outranks any number of constraints of lower levels (the hierarchy of the original
/// Cassowary's symbolic weights), and within one level errors add up, weighted by `weight`.
///
/// kiwi's strengths (`strong` 10⁶, `medium` 10³, `weak` 1, `create(a, b, c, w)`) are all in level 0,
/// so a solver using only them minimises kiwi's one weighted sum and gives kiwi's results. UIKit's
/// priorities each get a level of their own (`priority(_:)`), so 1,000 constraints at priority 250
/// never outweigh one at 251 — what a single weighted sum would let them do.
public struct Strength: Equatable, CustomStringConvertible {
    /// The lexicographic level (higher wins outright); ignored when `isRequired`.
    public let level: Double
    /// The weight within the level, > 0.
    public let weight: Double
    public let isRequired: Bool

    public init(level: Double, weight: Double) {
        self.level = level.isFinite ? level : 0
        self.weight = weight.isFinite && weight > 0 ? weight : 1
        isRequired = false
    }

    private init(required: Void) { level = .infinity; weight = 1; isRequired = true }

    public static let required = Strength(required: ())
    /// kiwi's `strength::strong` (1,000,000), in level 0.
    public static let strong = Strength(level: 0, weight: 1_000_000)
    /// kiwi's `strength::medium` (1,000), in level 0.
    public static let medium = Strength(level: 0, weight: 1_000)
    /// kiwi's `strength::weak` (1), in level 0.
    public static let weak = Strength(level: 0, weight: 1)

    /// kiwi's `strength::create(a, b, c, w)`: each of a·w, b·w, c·w clamped to 0…1000 and combined as
    /// 10⁶·a + 10³·b + c, in level 0. At or above kiwi's required value (1,001,001,000) it is required.
    public static func kiwi(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Strength {
        func clamp(_ x: Double) -> Double { max(0, min(1000, x)) }
        let value = clamp(a * w) * 1_000_000 + clamp(b * w) * 1000 + clamp(c * w)
        if value >= 1_001_001_000 { return .required }
        return Strength(level: 0, weight: max(value, .leastNormalMagnitude))
    }

    /// A UIKit priority: 1000 and above is required; below, the priority is the level (weight 1), so
    /// priorities keep UIKit's order whatever the number of constraints at each.
    public static func priority(_ p: Double) -> Strength {
        p >= 1000 ? .required : Strength(level: max(p, 0), weight: 1)
    }

    public var description: String { isRequired ? "required" : "level \(level) × \(weight)" }
}
