import Foundation

/// One item a physics simulation moves (a `UIDynamicAnimator`'s), as the animation inspector lists it
/// beside the animations: its velocity is what the inspector can show of motion that no curve decides.
public struct DynamicBodyReport: Equatable {
    /// The item's layer, for views (nil for other `UIDynamicItem`s).
    public var layer: CALayer?
    /// The item's class ("UIView", "Card"), for items without a layer.
    public var itemType: String
    /// What moves it: "UIDynamicAnimator".
    public var source: String
    /// The behaviours acting on it, outermost first ("UIGravityBehavior", "UICollisionBehavior").
    public var behaviors: [String]
    /// Centre, points in the animator's reference view.
    public var center: CGPoint
    /// Rotation, radians.
    public var angle: CGFloat
    /// Points per second.
    public var velocity: CGVector
    /// Radians per second.
    public var angularVelocity: CGFloat
    /// Whether the engine has put it to sleep (at rest).
    public var isResting: Bool

    public init(layer: CALayer?, itemType: String, source: String, behaviors: [String], center: CGPoint, angle: CGFloat,
                velocity: CGVector, angularVelocity: CGFloat, isResting: Bool) {
        self.layer = layer; self.itemType = itemType; self.source = source; self.behaviors = behaviors
        self.center = center; self.angle = angle; self.velocity = velocity; self.angularVelocity = angularVelocity
        self.isResting = isResting
    }
}

/// A simulation that can list the items it moves.
public protocol DynamicBodyReporting: AnyObject {
    func dynamicBodyReports() -> [DynamicBodyReport]
}

/// The simulations of one animation context (held weakly, in the order they registered), so tools below
/// the dynamics module (the inspector) can list their bodies without depending on it.
public final class DynamicBodyReporters {
    private struct Entry { weak var reporter: DynamicBodyReporting? }
    private var entries: [Entry] = []

    public init() {}

    /// The current animation context's.
    public static var current: DynamicBodyReporters { AnimationContext.current.state(DynamicBodyReporters.self) { DynamicBodyReporters() } }

    public func register(_ reporter: DynamicBodyReporting) {
        entries.removeAll { $0.reporter == nil }
        guard !entries.contains(where: { $0.reporter === reporter }) else { return }
        entries.append(Entry(reporter: reporter))
    }

    public func unregister(_ reporter: DynamicBodyReporting) {
        entries.removeAll { $0.reporter == nil || $0.reporter === reporter }
    }

    /// Every live simulation's bodies, simulation by simulation.
    public func reports() -> [DynamicBodyReport] {
        entries.flatMap { $0.reporter?.dynamicBodyReports() ?? [] }
    }
}
