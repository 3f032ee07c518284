import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// Physical properties of its items (material, damping, rotation, anchoring) and the velocities you
/// give them. When several item behaviours name the same item, each property comes from the last one
/// in the animator's tree that set it (Apple: "only one configuration of a given property applies");
/// unset properties keep UIKit's defaults (elasticity 0, friction 0, density 1, resistances 0).
open class UIDynamicItemBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    private var explicitly: Set<Property> = []
    private var pendingLinear: [(item: UIDynamicItem, velocity: CGPoint)] = []
    private var pendingAngular: [(item: UIDynamicItem, velocity: CGFloat)] = []

    enum Property: Hashable { case elasticity, friction, density, resistance, angularResistance, charge, anchored, rotation }

    /// 0 (inelastic) to 1 (a bounce keeps its speed): Box2D's restitution. Against a boundary the
    /// item's own value applies; between items, the larger of the two (Box2D's rule).
    open var elasticity: CGFloat = 0 { didSet { set(.elasticity) } }
    /// Coulomb friction when items slide on each other (Box2D mixes two items' as √(f₁·f₂)); against a
    /// boundary the item's own.
    open var friction: CGFloat = 0 { didSet { set(.friction) } }
    /// Mass per area: a 100×100-point item of density 1 has mass 1 (one UIKit Newton gives it 100 points/s²).
    open var density: CGFloat = 1 { didSet { set(.density) } }
    /// Linear damping, 1/s: velocity shrinks by 1/(1 + resistance·h) every step h (Box2D's linear damping).
    open var resistance: CGFloat = 0 { didSet { set(.resistance) } }
    /// Angular damping, 1/s, the same way.
    open var angularResistance: CGFloat = 0 { didSet { set(.angularResistance) } }
    /// Charge for electric and magnetic fields (unitless, as Apple says).
    open var charge: CGFloat = 0 { didSet { set(.charge) } }
    /// An anchored item collides but does not move (a static body).
    open var isAnchored = false { didSet { set(.anchored) } }
    open var allowsRotation = true { didSet { set(.rotation) } }

    public init(items: [UIDynamicItem]) {
        var unique: [UIDynamicItem] = []
        for i in items { unique.appendUnique(i) }
        self.items = unique
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    private func set(_ p: Property) {
        explicitly.insert(p)
        setNeedsEngineUpdate()
    }

    open func addItem(_ item: UIDynamicItem) {
        guard !items.containsItem(item) else { return }
        items.append(item)
        setNeedsEngineUpdate()
    }

    open func removeItem(_ item: UIDynamicItem) {
        guard items.containsItem(item) else { return }
        items.removeItem(item)
        setNeedsEngineUpdate()
    }

    /// Adds a velocity (points/s) to the item; before the behaviour is in an animator it accumulates and
    /// is given when it joins (as on iOS).
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else { return }
        if let animator = dynamicAnimator, let engine = animator.engine, items.containsItem(item) {
            animator.willChange()
            animator.syncIfNeeded()
            if let b = engine.body(for: item) {
                let v = b.velocity
                let nv = CGVector(dx: v.dx + velocity.x, dy: v.dy + velocity.y)
                mlb2_body_set_velocity(b.handle, PhysicsScale.metres(Double(nv.dx)), PhysicsScale.metres(Double(nv.dy)), Float(b.angularVelocity))
                b.velocity = nv
                animator.didChange(wake: true)
                return
            }
        }
        pendingLinear.append((item, velocity))
    }

    /// Adds an angular velocity (radians/s, clockwise on screen) to the item.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard velocity.isFinite else { return }
        if let animator = dynamicAnimator, let engine = animator.engine, items.containsItem(item) {
            animator.willChange()
            animator.syncIfNeeded()
            if let b = engine.body(for: item) {
                let w = b.angularVelocity + Double(velocity)
                mlb2_body_set_velocity(b.handle, PhysicsScale.metres(Double(b.velocity.dx)), PhysicsScale.metres(Double(b.velocity.dy)), Float(w))
                b.angularVelocity = w
                animator.didChange(wake: true)
                return
            }
        }
        pendingAngular.append((item, velocity))
    }

    /// Points per second (zero for an item the animator does not move).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        if let animator = dynamicAnimator, let engine = animator.engine {
            animator.syncIfNeeded()
            if let b = engine.body(for: item) { return CGPoint(x: b.velocity.dx, y: b.velocity.dy) }
        }
        return pendingLinear.filter { $0.item === item }.reduce(.zero) { CGPoint(x: $0.x + $1.velocity.x, y: $0.y + $1.velocity.y) }
    }

    /// Radians per second.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        if let animator = dynamicAnimator, let engine = animator.engine {
            animator.syncIfNeeded()
            if let b = engine.body(for: item) { return CGFloat(b.angularVelocity) }
        }
        return pendingAngular.filter { $0.item === item }.reduce(0) { $0 + $1.velocity }
    }

    override var engineItems: [UIDynamicItem] { items }

    /// Writes the properties this behaviour set into `p`.
    func resolve(into p: inout ItemProperties) {
        if explicitly.contains(.elasticity) { p.elasticity = elasticity.isFinite ? elasticity : 0 }
        if explicitly.contains(.friction) { p.friction = friction.isFinite ? friction : 0 }
        if explicitly.contains(.density) { p.density = density.isFinite && density > 0 ? density : 1e-6 }
        if explicitly.contains(.resistance) { p.resistance = resistance.isNaN ? 0 : resistance }
        if explicitly.contains(.angularResistance) { p.angularResistance = angularResistance.isNaN ? 0 : angularResistance }
        if explicitly.contains(.charge) { p.charge = charge.isFinite ? charge : 0 }
        if explicitly.contains(.anchored) { p.isAnchored = isAnchored }
        if explicitly.contains(.rotation) { p.allowsRotation = allowsRotation }
    }

    /// Gives the velocities added before the items had bodies.
    func applyPendingVelocities(in engine: DynamicsEngine) {
        guard !pendingLinear.isEmpty || !pendingAngular.isEmpty else { return }
        var keepLinear: [(item: UIDynamicItem, velocity: CGPoint)] = []
        for p in pendingLinear {
            guard let b = engine.body(for: p.item) else { keepLinear.append(p); continue }
            b.velocity = CGVector(dx: b.velocity.dx + p.velocity.x, dy: b.velocity.dy + p.velocity.y)
            mlb2_body_set_velocity(b.handle, PhysicsScale.metres(Double(b.velocity.dx)), PhysicsScale.metres(Double(b.velocity.dy)), Float(b.angularVelocity))
        }
        var keepAngular: [(item: UIDynamicItem, velocity: CGFloat)] = []
        for p in pendingAngular {
            guard let b = engine.body(for: p.item) else { keepAngular.append(p); continue }
            b.angularVelocity += Double(p.velocity)
            mlb2_body_set_velocity(b.handle, PhysicsScale.metres(Double(b.velocity.dx)), PhysicsScale.metres(Double(b.velocity.dy)), Float(b.angularVelocity))
        }
        pendingLinear = keepLinear
        pendingAngular = keepAngular
    }
}
