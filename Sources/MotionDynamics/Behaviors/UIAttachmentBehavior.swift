import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// Ties an item to an anchor point or to another item, on Box2D's joints:
/// - the default attachment keeps the distance between the two points at `length` — a rigid rod when
///   `frequency` is 0 (the default), else a spring of `frequency` Hz and damping ratio `damping`
///   (Box2D's distance joint);
/// - `limitAttachment`: at most `length` apart, like a rope (a distance joint with only a maximum);
/// - `slidingAttachment`: the items (or the item and the anchor) slide along an axis without turning
///   (a prismatic joint; `attachmentRange` limits the translation in points);
/// - `fixedAttachment`: welded together at the anchor;
/// - `pinAttachment`: turning about the anchor (a revolute joint; `attachmentRange` limits the angle in
///   radians, `frictionTorque` resists turning).
/// Offsets are in the item's own (rotating) coordinates, from its centre.
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items
        case anchor
    }

    enum Kind { case distance, limit, sliding, fixed, pin }

    public let items: [UIDynamicItem]
    public let attachedBehaviorType: AttachmentType
    let kind: Kind
    let offsets: [UIOffset]
    let axis: CGVector

    /// For anchor attachments: where the anchor is (moving it drags the item: follow a finger with it).
    /// For attachments between items, the point they were attached at.
    open var anchorPoint: CGPoint { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    /// Points; from the items' positions when the behaviour was made.
    open var length: CGFloat { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    /// The spring's damping ratio (with `frequency` > 0).
    open var damping: CGFloat = 0 { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    /// Hz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { dynamicAnimator?.parametersChanged(of: self) } }
    /// Torque resisting rotation of pin attachments (and force resisting sliding of sliding ones), in
    /// UIKit Newtons × points (Newtons for sliding). Takes effect when the attachment (re)joins an animator.
    open var frictionTorque: CGFloat = 0 { didSet { needsRebuild = true; setNeedsEngineUpdate() } }
    /// Allowed rotation (pin, radians) or translation (sliding, points); infinite by default.
    open var attachmentRange = UIFloatRange.infinite { didSet { needsRebuild = true; setNeedsEngineUpdate() } }

    private var joint: PhysicsWorld.Joint?
    private var anchorBody: PhysicsWorld.Body?
    private var builtAnchor: CGPoint?
    private var needsRebuild = false
    /// A rigid attachment of (nearly) zero length is a pin at the point (a zero-length distance joint
    /// has no direction to act along): what grabbing a view under a finger makes.
    private var builtAsPin = false
    private var wantsPin: Bool { kind == .distance && !isSpring && !(length >= 0.5) }
    /// A springy attachment of (nearly) zero length to an anchor is a spring of rest length zero in any
    /// direction (Box2D's mouse joint towards the anchor), so the item settles on the anchor — a
    /// distance joint would stop it anywhere within Box2D's 0.5-point slop of it (the springy
    /// collection-view layout's items, each on a zero-length spring, would rest off their places).
    private var builtAsZeroSpring = false
    private var wantsZeroSpring: Bool { kind == .distance && attachedBehaviorType == .anchor && isSpring && !(length >= 0.5) }
    private var isSpring: Bool { frequency > 0 && frequency.isFinite }

    private init(items: [UIDynamicItem], type: AttachmentType, kind: Kind, offsets: [UIOffset], anchor: CGPoint, axis: CGVector = .zero) {
        self.items = items
        attachedBehaviorType = type
        self.kind = kind
        self.offsets = offsets
        self.axis = axis
        anchorPoint = anchor
        // The length is the distance as the items stand now.
        let a = Self.point(of: items[0], offset: offsets[0])
        let b = type == .anchor ? anchor : Self.point(of: items[1], offset: offsets[1])
        let d = hypot(a.x - b.x, a.y - b.y)
        length = d.isFinite ? d : 0
        super.init()
    }

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public convenience init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(items: [item], type: .anchor, kind: .distance, offsets: [offset], anchor: point)
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public convenience init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
                            offsetFromCenter offset2: UIOffset) {
        self.init(items: [item1, item2], type: .items, kind: .distance, offsets: [offset1, offset2], anchor: .zero)
    }

    /// Two items sliding along `axis` through `point`.
    open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], type: .items, kind: .sliding, offsets: [.zero, .zero], anchor: point, axis: axis)
    }

    /// An item sliding along `axis` through `point`.
    open class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item], type: .anchor, kind: .sliding, offsets: [.zero], anchor: point, axis: axis)
    }

    /// Two items at most `length` apart (a rope between the offset points).
    open class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
                                    offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], type: .items, kind: .limit, offsets: [offset1, offset2], anchor: .zero)
    }

    /// Two items welded at `point`.
    open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], type: .items, kind: .fixed, offsets: [.zero, .zero], anchor: point)
    }

    /// Two items turning about `point`.
    open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], type: .items, kind: .pin, offsets: [.zero, .zero], anchor: point)
    }

    /// Where an offset point of an item is now (reference coordinates as the item reports them).
    static func point(of item: UIDynamicItem, offset: UIOffset) -> CGPoint {
        let a = CGFloat(DynamicBody.angle(of: item.transform))
        let c = item.center
        return CGPoint(x: c.x + offset.horizontal * cos(a) - offset.vertical * sin(a),
                       y: c.y + offset.horizontal * sin(a) + offset.vertical * cos(a))
    }

    override var engineItems: [UIDynamicItem] { items }

    private var safeAnchor: CGPoint { anchorPoint.x.isFinite && anchorPoint.y.isFinite ? anchorPoint : .zero }
    private var lengthMetres: Float { PhysicsScale.metres(Double(length.isFinite ? max(length, 0) : 0)) }

    override func attach(to engine: DynamicsEngine) {
        needsRebuild = false
        guard let a = engine.body(for: items[0]) else { return }
        let other: PhysicsWorld.Body?
        if attachedBehaviorType == .anchor {
            // (A zero-length spring pulls towards the anchor itself: no anchor body.)
            if !wantsZeroSpring { anchorBody = engine.makeAnchorBody(at: safeAnchor) }
            builtAnchor = safeAnchor
            other = wantsZeroSpring ? engine.ground : anchorBody
        } else {
            other = engine.body(for: items[1])?.handle
        }
        guard let b = other else { return }
        let w = engine.world.world
        let pa = metresVec(engine.worldPoint(of: a, offset: offsets[0]))
        let pb: MLB2Vec
        if attachedBehaviorType == .anchor {
            pb = metresVec(safeAnchor)
        } else if let bb = engine.body(for: items[1]) {
            pb = metresVec(engine.worldPoint(of: bb, offset: offsets[1]))
        } else { return }
        let range = attachmentRange
        let limited = !range.isInfinite && range.minimum.isFinite && range.maximum.isFinite && range.minimum <= range.maximum
        let friction = frictionTorque.isFinite ? max(frictionTorque, 0) : 0
        builtAsPin = wantsPin
        builtAsZeroSpring = wantsZeroSpring
        if builtAsPin {
            joint = mlb2_joint_revolute(w, a.handle, b, pa, false, 0, 0, 0)
            return
        }
        if builtAsZeroSpring, let ground = engine.ground {
            joint = mlb2_joint_mouse_at(w, ground, a.handle, pa, pb, 0, 0, 0)
            update(in: engine)
            return
        }
        switch kind {
        case .distance, .limit:
            // Box2D's joint goes from its first body to its second: the item, then the anchor or other item.
            joint = mlb2_joint_distance(w, a.handle, b, pa, pb, lengthMetres, 0, 0, 0, 0)
            update(in: engine)
        case .sliding:
            let ax = MLB2Vec(x: Float(axis.dx.isFinite ? axis.dx : 1), y: Float(axis.dy.isFinite ? axis.dy : 0))
            joint = mlb2_joint_prismatic(w, b, a.handle, metresVec(safeAnchor), ax, limited,
                                         limited ? PhysicsScale.metres(Double(range.minimum)) : 0,
                                         limited ? PhysicsScale.metres(Double(range.maximum)) : 0, Float(friction))
        case .fixed:
            joint = mlb2_joint_weld(w, a.handle, b, metresVec(safeAnchor))
        case .pin:
            joint = mlb2_joint_revolute(w, a.handle, b, metresVec(safeAnchor), limited,
                                        limited ? Float(range.minimum) : 0, limited ? Float(range.maximum) : 0,
                                        Float(friction / CGFloat(PhysicsScale.pointsPerMetre)))
        }
    }

    override func detach(from engine: DynamicsEngine) {
        if let j = joint { engine.world.destroy(joint: j) }
        joint = nil
        if let b = anchorBody { engine.world.destroy(b) }
        anchorBody = nil
        builtAnchor = nil
    }

    override func update(in engine: DynamicsEngine) {
        if needsRebuild || (joint != nil && (builtAsPin != wantsPin || builtAsZeroSpring != wantsZeroSpring)) {
            detach(from: engine)
            attach(to: engine)
            return
        }
        if let body = anchorBody, builtAnchor != safeAnchor {
            let p = metresVec(safeAnchor)
            mlb2_body_set_transform(body, p.x, p.y, 0)
            builtAnchor = safeAnchor
            for i in items { engine.wake(i) }
        }
        guard let j = joint, !builtAsPin, kind == .distance || kind == .limit, let a = engine.body(for: items[0]) else { return }
        let other = attachedBehaviorType == .anchor ? anchorBody : engine.body(for: items[1])?.handle
        let len = lengthMetres
        if kind == .limit {
            mlb2_joint_distance_set(j, len, 0, len, 0, 0)
        } else if isSpring {
            // Box2D's soft constraint integrates implicitly, which damps by about ω·h/2 more than the
            // continuous spring (as `UISnapBehavior` says): ask for that much less, so the motion is the
            // damped oscillator's of `frequency` and `damping`.
            let w = 2 * Double.pi * Double(frequency)
            let asked = damping.isFinite ? Double(max(damping, 0)) : 0
            let ratio = Float(max(asked - w * PhysicsScale.stepDuration / 2, 0))
            var k: Float = 0, c: Float = 0
            if builtAsZeroSpring {
                mlb2_linear_stiffness(Float(frequency), ratio, engine.ground, a.handle, &k, &c)
                mlb2_joint_mouse_set(j, metresVec(safeAnchor), Float(max(a.mass, 1e-6) * 1e5), k, c)
                builtAnchor = safeAnchor
                return
            }
            mlb2_linear_stiffness(Float(frequency), ratio, a.handle, other, &k, &c)
            mlb2_joint_distance_set(j, len, 0, 1e6, k, c)
        } else {
            mlb2_joint_distance_set(j, len, len, len, 0, 0)
        }
    }
}
