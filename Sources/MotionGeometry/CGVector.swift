import Foundation

/// Core Graphics' two-component vector (Foundation on Linux has none). UIKit uses it for velocities,
/// e.g. `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
public struct CGVector: Equatable, Hashable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}

public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
