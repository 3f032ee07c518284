import Foundation

/// UIKit's layout priority: 1…1000, `required` (1000) must hold; below it the engine satisfies higher
/// priorities first. Each priority is a level of its own in the solver (`Strength.priority`), so no
/// number of constraints at one priority ever outweighs a single constraint at a higher one.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
                                ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` gives the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, v: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + v) }
    public static func - (p: UILayoutPriority, v: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - v) }

    public var description: String { rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue) }

    /// Whether it must hold (1000 or more).
    var isRequired: Bool { rawValue >= 1000 }
}
