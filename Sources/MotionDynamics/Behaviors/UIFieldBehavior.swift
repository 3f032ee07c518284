import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// A force field acting on its items inside `region` about `position` (iOS 9; UIKit's port of
/// SpriteKit's field nodes). UIKit documents no units; here every field is a force in UIKit Newtons
/// (1 accelerates a 100×100-point item of density 1 by 100 points/s²) computed in Box2D's metres
/// (100 points), except the gravity fields, which are accelerations in `UIGravityBehavior`'s units
/// (strength 1 = 1000 points/s²). Distances for `falloff` are in metres, never below `minimumRadius`
/// (points): a field's strength is multiplied by 1/rᶠᵃˡˡᵒᶠᶠ.
open class UIFieldBehavior: UIDynamicBehavior {
    enum Kind {
        case linearGravity, radialGravity, spring, drag, vortex, velocity, electric, magnetic, noise, turbulence
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    let kind: Kind
    public private(set) var items: [UIDynamicItem] = []
    /// The field's origin, reference view coordinates.
    open var position: CGPoint = .zero { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    /// Where the field acts, about `position`.
    open var region: UIRegion = .infinite { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    open var strength: CGFloat = 1 { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    /// Exponent of the decay with distance (0: none).
    open var falloff: CGFloat = 0 { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    /// Points: distances below it count as it (keeps 1/rᶠ finite).
    open var minimumRadius: CGFloat = 0 { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    /// Linear gravity's and the velocity field's direction.
    open var direction: CGVector = .zero { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    /// Noise and turbulence: 0 (rough) … 1 (smooth).
    open var smoothness: CGFloat = 0 { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    /// Noise and turbulence: how fast the pattern changes, 1/s.
    open var animationSpeed: CGFloat = 0 { didSet { dynamicAnimator?.parametersChanged(of: self) } }

    private var time: Double = 0

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// Accelerates items along `direction` (strength 1 and direction (0, 1): 1000 points/s² down).
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let f = UIFieldBehavior(kind: .linearGravity)
        f.direction = direction
        return f
    }

    /// Accelerates items towards `position` (strength 1: 1000 points/s², times the falloff).
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let f = UIFieldBehavior(kind: .radialGravity)
        f.position = position
        return f
    }

    /// A spring pulling items to `position`: F = −strength·d (Newtons, d in metres).
    open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }

    /// Resists motion: F = −strength·v (v in metres/s).
    open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }

    /// Swirls items about `position`: a force of `strength` Newtons per metre of distance, perpendicular
    /// to the direction to the centre (clockwise on screen for positive strength).
    open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }

    /// Drives items' velocity towards `direction` × strength (points/s).
    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let f = UIFieldBehavior(kind: .velocity)
        f.direction = direction
        return f
    }

    /// Pushes charged items away from `position` (like charges repel): F = strength·charge·r̂ × falloff.
    open class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }

    /// Bends moving charged items' paths: F = strength·charge·(v × ẑ) × falloff.
    open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }

    /// Random forces smooth in space and time (deterministic: the same every run).
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let f = UIFieldBehavior(kind: .noise)
        f.smoothness = smoothness
        f.animationSpeed = speed
        return f
    }

    /// Noise scaled by each item's speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let f = UIFieldBehavior(kind: .turbulence)
        f.smoothness = smoothness
        f.animationSpeed = speed
        return f
    }

    /// Your own field: the block gets the field, an item's position relative to the field's, its velocity
    /// (points/s), mass, charge and the step (s), and returns a force in UIKit Newtons.
    open class func field(evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector) -> UIFieldBehavior {
        UIFieldBehavior(kind: .custom(block))
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

    override var engineItems: [UIDynamicItem] { items }
    override var appliesForces: Bool { true }

    override func applyForces(in engine: DynamicsEngine) {
        let h = PhysicsScale.stepDuration
        time += h
        for item in items {
            guard let b = engine.body(for: item), !b.properties.isAnchored, b.mass > 0 else { continue }
            let rel = CGPoint(x: CGFloat(b.current.x) - position.x, y: CGFloat(b.current.y) - position.y)
            guard rel.x.isFinite, rel.y.isFinite, region.contains(rel) else { continue }
            guard let f = force(on: b, relative: rel, step: h), f.dx.isFinite, f.dy.isFinite, f.dx != 0 || f.dy != 0 else { continue }
            mlb2_body_apply_force(b.handle, Float(f.dx), Float(f.dy), PhysicsScale.metres(b.current.x), PhysicsScale.metres(b.current.y), true)
        }
    }

    /// The force on a body (Newtons, Box2D's axes), nil for none.
    func force(on b: DynamicBody, relative rel: CGPoint, step h: Double) -> CGVector? {
        let s = Double(strength)
        guard s.isFinite else { return nil }
        let rx = Double(rel.x) / PhysicsScale.pointsPerMetre, ry = Double(rel.y) / PhysicsScale.pointsPerMetre
        let distance = max((rx * rx + ry * ry).squareRoot(), Double(max(minimumRadius, 0)) / PhysicsScale.pointsPerMetre)
        let decay = falloff == 0 ? 1 : (distance > 0 ? pow(distance, -Double(falloff)) : 0)
        let vx = Double(b.velocity.dx) / PhysicsScale.pointsPerMetre, vy = Double(b.velocity.dy) / PhysicsScale.pointsPerMetre
        let m = b.mass, q = Double(b.properties.charge)
        let g = PhysicsScale.gravityPointsPerSecondSquared / PhysicsScale.pointsPerMetre
        let r = (rx * rx + ry * ry).squareRoot()
        switch kind {
        case .linearGravity:
            return CGVector(dx: m * g * s * Double(direction.dx) * decay, dy: m * g * s * Double(direction.dy) * decay)
        case .radialGravity:
            guard r > 0 else { return nil }
            return CGVector(dx: -m * g * s * decay * rx / r, dy: -m * g * s * decay * ry / r)
        case .spring:
            return CGVector(dx: -s * rx * decay, dy: -s * ry * decay)
        case .drag:
            return CGVector(dx: -s * vx * decay, dy: -s * vy * decay)
        case .vortex:
            return CGVector(dx: -s * ry * decay, dy: s * rx * decay)
        case .velocity:
            let tx = Double(direction.dx) * s / PhysicsScale.pointsPerMetre, ty = Double(direction.dy) * s / PhysicsScale.pointsPerMetre
            return CGVector(dx: m * (tx - vx) / h * decay, dy: m * (ty - vy) / h * decay)
        case .electric:
            guard r > 0, q != 0 else { return nil }
            return CGVector(dx: s * q * decay * rx / r, dy: s * q * decay * ry / r)
        case .magnetic:
            guard q != 0 else { return nil }
            return CGVector(dx: s * q * decay * vy, dy: -s * q * decay * vx)
        case .noise, .turbulence:
            let scale = 1 / max(0.05, 1 - Double(min(max(smoothness, 0), 1))) // smoother: larger features
            let t = time * Double(animationSpeed)
            let nx = ValueNoise.sample(rx / scale, ry / scale, t, seed: 1)
            let ny = ValueNoise.sample(rx / scale, ry / scale, t, seed: 2)
            let speed = kind.isTurbulence ? (vx * vx + vy * vy).squareRoot() : 1
            return CGVector(dx: s * nx * speed * decay, dy: s * ny * speed * decay)
        case .custom(let block):
            let f = block(self, rel, b.velocity, CGFloat(m), CGFloat(q), h)
            return CGVector(dx: f.dx, dy: f.dy)
        }
    }
}

extension UIFieldBehavior.Kind {
    var isTurbulence: Bool { if case .turbulence = self { return true }; return false }
}

/// Smooth pseudo-random values in −1…1 over (x, y, t): trilinear interpolation of hashed lattice
/// values with a smoothstep, the same on every machine and run.
enum ValueNoise {
    static func sample(_ x: Double, _ y: Double, _ t: Double, seed: UInt64) -> Double {
        guard x.isFinite, y.isFinite, t.isFinite else { return 0 }
        let x0 = x.rounded(.down), y0 = y.rounded(.down), t0 = t.rounded(.down)
        let fx = smooth(x - x0), fy = smooth(y - y0), ft = smooth(t - t0)
        let ix = Int64(clamping: Int(x0.magnitude < 1e15 ? x0 : 0)), iy = Int64(clamping: Int(y0.magnitude < 1e15 ? y0 : 0))
        let it = Int64(clamping: Int(t0.magnitude < 1e15 ? t0 : 0))
        func v(_ a: Int64, _ b: Int64, _ c: Int64) -> Double { lattice(ix + a, iy + b, it + c, seed) }
        func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
        let c00 = lerp(v(0, 0, 0), v(1, 0, 0), fx), c10 = lerp(v(0, 1, 0), v(1, 1, 0), fx)
        let c01 = lerp(v(0, 0, 1), v(1, 0, 1), fx), c11 = lerp(v(0, 1, 1), v(1, 1, 1), fx)
        return lerp(lerp(c00, c10, fy), lerp(c01, c11, fy), ft)
    }

    static func smooth(_ f: Double) -> Double { f * f * (3 - 2 * f) }

    /// SplitMix64 of the lattice point, to −1…1.
    static func lattice(_ x: Int64, _ y: Int64, _ t: Int64, _ seed: UInt64) -> Double {
        var z = UInt64(bitPattern: x) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: y) &* 0xC2B2_AE3D_27D4_EB4F
            ^ UInt64(bitPattern: t) &* 0x1656_67B1_9E37_79F9 ^ seed &* 0x27D4_EB2F_1656_67C5
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53) * 2 - 1
    }
}
