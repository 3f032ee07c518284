import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// Moves an item to a point with a damped spring and straightens it (UIKit's snap also turns the item
/// back upright). The spring is Box2D's mouse joint (an implicit soft constraint, stable at any
/// stiffness) of `frequency` Hz with damping ratio `damping`; the straightening is a torsional spring
/// of the same frequency and ratio.
open class UISnapBehavior: UIDynamicBehavior {
    public let item: UIDynamicItem
    /// Where the item's centre goes (reference view coordinates); changeable while it runs (iOS 9).
    open var snapPoint: CGPoint { didSet { parametersChanged() } }
    /// 0 (most oscillation) … 1 (least), 0.5 by default (Apple's documentation): the spring's damping ratio.
    open var damping: CGFloat = 0.5 { didSet { parametersChanged() } }

    /// The spring's natural frequency, Hz. UIKit does not document its own; 2.5 Hz with damping 0.5
    /// overshoots by 16 % at about 0.23 s and settles within a few points by 0.5 s.
    public static let frequency: Double = 2.5

    private var joint: PhysicsWorld.Joint?

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    var dampingRatio: Double { damping.isFinite ? Double(min(max(damping, 0), 1)) : 0.5 }

    private func parametersChanged() {
        dynamicAnimator?.parametersChanged(of: self)
    }

    override var engineItems: [UIDynamicItem] { [item] }

    override func attach(to engine: DynamicsEngine) {
        guard let b = engine.body(for: item), let ground = engine.ground else { return }
        joint = mlb2_joint_mouse(engine.world.world, ground, b.handle, target, 0, 0, 0)
        update(in: engine)
    }

    override func detach(from engine: DynamicsEngine) {
        if let j = joint { engine.world.destroy(joint: j) }
        joint = nil
    }

    private var target: MLB2Vec {
        let p = snapPoint.x.isFinite && snapPoint.y.isFinite ? snapPoint : .zero
        return metresVec(p)
    }

    override func update(in engine: DynamicsEngine) {
        guard let j = joint, let b = engine.body(for: item) else { return }
        // Box2D's soft constraint integrates implicitly, which damps by about ω·h/2 more than the
        // continuous spring: ask for that much less, so the motion is the damped oscillator's.
        let w = 2 * Double.pi * Self.frequency
        let ratio = max(dampingRatio - w * PhysicsScale.stepDuration / 2, 0)
        var k: Float = 0, c: Float = 0
        mlb2_linear_stiffness(Float(Self.frequency), Float(ratio), engine.ground, b.handle, &k, &c)
        mlb2_joint_mouse_set(j, target, Float(max(b.mass, 1e-6) * 1e5), k, c)
    }

    override var appliesForces: Bool { true }

    /// The straightening torque: τ = −I·(ω²·Δθ + 2ζω·θ′), towards the nearest upright angle.
    override func applyForces(in engine: DynamicsEngine) {
        guard let b = engine.body(for: item), b.inertia > 0, b.properties.allowsRotation else { return }
        let w = 2 * Double.pi * Self.frequency
        let upright = (b.current.angle / (2 * .pi)).rounded() * 2 * .pi
        let torque = -b.inertia * (w * w * (b.current.angle - upright) + 2 * dampingRatio * w * b.angularVelocity)
        if torque.isFinite && torque != 0 { mlb2_body_apply_torque(b.handle, Float(torque), false) }
    }
}
