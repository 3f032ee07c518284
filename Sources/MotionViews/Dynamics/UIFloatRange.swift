import Foundation

// `UIOffset` itself is declared with the bar appearances (Bars/UIBarAppearance.swift).
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset { UIOffset(horizontal: horizontal, vertical: vertical) }

/// A range of floats (UIKit's `UIFloatRange`): an attachment's allowed rotation or translation.
public struct UIFloatRange: Equatable, Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public init() { self.init(minimum: 0, maximum: 0) }

    public static let zero = UIFloatRange()
    /// −∞…∞: no limit.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}

public func UIFloatRangeMake(_ minimum: CGFloat, _ maximum: CGFloat) -> UIFloatRange { UIFloatRange(minimum: minimum, maximum: maximum) }
