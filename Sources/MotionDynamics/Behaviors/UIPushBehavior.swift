import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// A force on its items: continuous (every step while `active`) or instantaneous (one impulse each
/// time it becomes active, after which `active` turns false, as on iOS). Magnitude 1 is one UIKit
/// Newton: a 100×100-point item of density 1 gains 100 points/s² (continuous) or 100 points/s at once
/// (instantaneous). The force acts at the item's centre unless given an offset (in the item's own,
/// rotating coordinates), where it also turns the item.
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous
        case instantaneous
    }

    public let mode: Mode
    public private(set) var items: [UIDynamicItem]
    open var active = true {
        didSet {
            if active && !oldValue && mode == .instantaneous { impulsePending = true }
            dynamicAnimator?.parametersChanged(of: self)
        }
    }
    private var offsets: [(item: UIDynamicItem, offset: UIOffset)] = []
    private var impulsePending = true

    public init(items: [UIDynamicItem], mode: Mode) {
        var unique: [UIDynamicItem] = []
        for i in items { unique.appendUnique(i) }
        self.items = unique
        self.mode = mode
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        guard !items.containsItem(item) else { return }
        items.append(item)
        setNeedsEngineUpdate()
    }

    open func removeItem(_ item: UIDynamicItem) {
        guard items.containsItem(item) else { return }
        items.removeItem(item)
        offsets.removeAll { $0.item === item }
        setNeedsEngineUpdate()
    }

    /// Direction and magnitude together (UIKit Newtons); zero by default.
    open var pushDirection: CGVector = CGVector.zero { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    /// The angle while the magnitude is 0 (so setting the angle first, then the magnitude, works).
    private var restingAngle: CGFloat = 0

    /// Radians from the positive x axis (clockwise on screen, as y points down).
    open var angle: CGFloat {
        get { magnitude > 0 ? atan2(pushDirection.dy, pushDirection.dx) : restingAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// UIKit Newtons.
    open var magnitude: CGFloat {
        get { hypot(pushDirection.dx, pushDirection.dy) }
        set {
            guard newValue.isFinite else { return }
            let m = magnitude
            if m > 0 {
                // Scaled, so an exact direction (0, 1) stays exact.
                restingAngle = angle
                pushDirection = CGVector(dx: pushDirection.dx / m * newValue, dy: pushDirection.dy / m * newValue)
            } else {
                setAngle(restingAngle, magnitude: newValue)
            }
        }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else { return }
        restingAngle = angle
        pushDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets.first { $0.item === item }?.offset ?? .zero
    }

    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) {
        offsets.removeAll { $0.item === item }
        if o != .zero && o.horizontal.isFinite && o.vertical.isFinite { offsets.append((item, o)) }
        dynamicAnimator?.parametersChanged(of: self)
    }

    override var engineItems: [UIDynamicItem] { items }
    override var appliesForces: Bool { true }

    override func setAnimatorHook(_ animator: UIDynamicAnimator?) {
        if animator != nil && active && mode == .instantaneous { impulsePending = true }
    }

    override func applyForces(in engine: DynamicsEngine) {
        guard active else { return }
        let d = pushDirection
        guard d.dx.isFinite, d.dy.isFinite else { return }
        if mode == .instantaneous {
            guard impulsePending else { return }
            impulsePending = false
            // Turned off without telling the animator (nothing else changes).
            silentlyDeactivate()
        }
        guard d.dx != 0 || d.dy != 0 else { return }
        for item in items {
            guard let b = engine.body(for: item), !b.properties.isAnchored else { continue }
            let p = metresVec(engine.worldPoint(of: b, offset: targetOffsetFromCenter(for: item)))
            if mode == .continuous {
                mlb2_body_apply_force(b.handle, Float(d.dx), Float(d.dy), p.x, p.y, true)
            } else {
                mlb2_body_apply_impulse(b.handle, Float(d.dx), Float(d.dy), p.x, p.y)
            }
        }
    }

    private func silentlyDeactivate() {
        let animator = dynamicAnimator
        dynamicAnimator = nil
        active = false
        dynamicAnimator = animator
    }
}
