import Foundation
import MotionGeometry
import MotionLayers
import MotionViews

/// A constant acceleration of its items: magnitude 1.0 is 1000 points/s² (Apple's documentation),
/// down the screen by default. Mass does not matter, as for real gravity.
open class UIGravityBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    public init(items: [UIDynamicItem]) {
        var unique: [UIDynamicItem] = []
        for i in items { unique.appendUnique(i) }
        self.items = unique
        super.init()
    }

    public convenience override init() { self.init(items: []) }

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

    /// Direction and magnitude together; (0, 1) by default.
    open var gravityDirection: CGVector = CGVector(dx: 0, dy: 1) { didSet { setNeedsEngineUpdate() } }
    /// The angle while the magnitude is 0 (so setting the angle first, then the magnitude, works).
    private var restingAngle: CGFloat = .pi / 2

    /// Radians from the positive x axis (clockwise on screen, as y points down).
    open var angle: CGFloat {
        get { magnitude > 0 ? atan2(gravityDirection.dy, gravityDirection.dx) : restingAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// 1.0 is 1000 points/s².
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set {
            guard newValue.isFinite else { return }
            let m = magnitude
            if m > 0 {
                // Scaled, so an exact direction (0, 1) stays exact.
                restingAngle = angle
                gravityDirection = CGVector(dx: gravityDirection.dx / m * newValue, dy: gravityDirection.dy / m * newValue)
            } else {
                setAngle(restingAngle, magnitude: newValue)
            }
        }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else { return }
        restingAngle = angle
        gravityDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    /// Points/s².
    var acceleration: CGVector {
        let d = gravityDirection
        guard d.dx.isFinite, d.dy.isFinite else { return .zero }
        let g = CGFloat(PhysicsScale.gravityPointsPerSecondSquared)
        return CGVector(dx: d.dx * g, dy: d.dy * g)
    }

    override var engineItems: [UIDynamicItem] { items }
}
