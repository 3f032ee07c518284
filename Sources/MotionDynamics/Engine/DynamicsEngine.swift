import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// The bodies of one animator's items in its Box2D world, kept in step with the behaviour tree by
/// `sync` (bodies made for new items at their current state, removed with their last behaviour), and
/// what built-in behaviours use to act on them. Order is always the tree's (depth first, in the order
/// behaviours and items were added), never a hash table's, so two runs do the same arithmetic.
final class DynamicsEngine {
    let world: PhysicsWorld
    /// Bodies in item order.
    private(set) var bodies: [DynamicBody] = []
    private var bodyByItem: [ObjectIdentifier: DynamicBody] = [:]
    private var bodyByTag: [Int32: DynamicBody] = [:]
    private var nextTag: Int32 = 0
    /// Behaviours whose engine objects exist, in the order attached.
    private(set) var attached: [UIDynamicBehavior] = []
    /// Behaviours that apply forces every step, in tree order.
    private(set) var forceBehaviors: [UIDynamicBehavior] = []
    /// Every behaviour in the tree, in tree order (for actions).
    private(set) var allBehaviors: [UIDynamicBehavior] = []
    /// Collision behaviours in tree order: the index is the collision group (0…63).
    private(set) var collisionBehaviors: [UICollisionBehavior] = []
    /// Boundary shapes by tag: their behaviour and identifier (nil: the reference bounds).
    private var boundaries: [Int32: (behavior: UICollisionBehavior, identifier: NSCopying?)] = [:]
    private var nextBoundaryTag: Int32 = 0
    /// Shapes in contact per item pair (or item and boundary): a began is reported at the first, an
    /// ended at the last (an ellipse or a group has several shapes).
    private var contacts: [ContactKey: Int] = [:]
    private var handles: [PhysicsWorld.Body?] = []
    private var states: [MLB2BodyState] = []
    /// Where the reference view's coordinates start from for items in other views.
    weak var referenceView: UIView?
    /// A collection-view layout's animator: the layout whose content is the reference.
    weak var collectionViewLayout: UICollectionViewLayout?

    /// The rectangle `translatesReferenceBoundsIntoBoundary` encloses, in the items' coordinates: the
    /// reference view's bounds, or a layout's content (`collectionViewContentSize` from the origin;
    /// nil while the layout has no collection view, so a layout's own code is not run without one).
    var referenceBounds: CGRect? {
        if let v = referenceView { return v.bounds }
        guard let layout = collectionViewLayout, layout.collectionView != nil else { return nil }
        return CGRect(origin: .zero, size: layout.collectionViewContentSize)
    }

    enum ContactKey: Hashable {
        case items(Int32, Int32)
        case boundary(Int32, Int32)
    }

    init?(referenceView: UIView?) {
        guard let w = PhysicsWorld() else { return nil }
        world = w
        self.referenceView = referenceView
    }

    func body(for item: UIDynamicItem) -> DynamicBody? { bodyByItem[ObjectIdentifier(item)] }

    var ground: PhysicsWorld.Body? { world.ground }

    func wake(_ item: UIDynamicItem) {
        guard let b = body(for: item) else { return }
        mlb2_body_set_awake(b.handle, true)
        b.isAwake = true
    }

    // MARK: Sync

    /// Brings the engine in line with the behaviour tree `roots`.
    func sync(roots: [UIDynamicBehavior], wakeAll: Bool) {
        var all: [UIDynamicBehavior] = []
        for r in roots { r.visit { all.append($0) } }
        allBehaviors = all
        let inTree = Set(all.map(ObjectIdentifier.init))
        for b in attached.reversed() where !inTree.contains(ObjectIdentifier(b)) { b.detach(from: self) }
        attached.removeAll { !inTree.contains(ObjectIdentifier($0)) }

        // Items in tree order; a group's members move with the group.
        var items: [UIDynamicItem] = []
        var seen = Set<ObjectIdentifier>()
        for b in all {
            for i in b.engineItems where seen.insert(ObjectIdentifier(i)).inserted { items.append(i) }
        }
        for b in bodies where !seen.contains(ObjectIdentifier(b.item)) { removeBody(b) }
        var ordered: [DynamicBody] = []
        ordered.reserveCapacity(items.count)
        for i in items {
            if let b = bodyByItem[ObjectIdentifier(i)] { ordered.append(b) } else if let b = makeBody(for: i) { ordered.append(b) }
        }
        bodies = ordered
        handles = bodies.map { $0.handle }
        states = Array(repeating: MLB2BodyState(), count: bodies.count)

        collisionBehaviors = all.compactMap { $0 as? UICollisionBehavior }
        applyItemProperties(all)
        applyGravity(all)
        applyCollisionGroups()
        for b in all where !attached.contains(where: { $0 === b }) {
            b.attach(to: self)
            attached.append(b)
        }
        for b in attached { b.update(in: self) }
        for case let ib as UIDynamicItemBehavior in all { ib.applyPendingVelocities(in: self) }
        forceBehaviors = all.filter { $0.appliesForces }
        if wakeAll { for b in bodies { mlb2_body_set_awake(b.handle, true); b.isAwake = true } }
    }

    private func makeBody(for item: UIDynamicItem) -> DynamicBody? {
        let offset = referenceOffset(of: item)
        let c = item.center
        let x = Double(c.x.isFinite ? c.x : 0) + Double(offset.x), y = Double(c.y.isFinite ? c.y : 0) + Double(offset.y)
        let angle = DynamicBody.angle(of: item.transform)
        let tag = nextTag
        nextTag &+= 1
        guard let h = world.makeBody(dynamic: true, x: PhysicsScale.metres(x), y: PhysicsScale.metres(y), angle: Float(angle), tag: tag) else { return nil }
        let b = DynamicBody(item: item, tag: tag, handle: h, offset: offset, shapeKey: DynamicBody.shapeKey(of: item),
                            pose: BodyPose(x: x, y: y, angle: angle))
        if let group = item as? UIDynamicItemGroup { b.members = group.memberLayout(referenceOffset: referenceOffset) }
        addShapes(b)
        bodyByItem[ObjectIdentifier(item)] = b
        bodyByTag[tag] = b
        return b
    }

    private func addShapes(_ b: DynamicBody) {
        let p = b.properties
        let shapes: [CollisionShape]
        let visual: CGFloat
        if b.members.isEmpty {
            shapes = CollisionGeometry.shapes(of: b.item)
            visual = CollisionGeometry.visualArea(of: b.item)
        } else {
            shapes = b.members.flatMap { m in
                CollisionGeometry.shapes(of: m.item, transform: CGAffineTransform(rotationAngle: CGFloat(m.angle))
                    .concatenating(CGAffineTransform(translationX: m.offset.x, y: m.offset.y)))
            }
            visual = b.members.reduce(0) { $0 + CollisionGeometry.visualArea(of: $1.item) }
        }
        b.shapes = shapes
        let shapeArea = CollisionGeometry.area(of: shapes)
        b.densityScale = shapeArea > 0 && visual > 0 ? Double(visual / shapeArea) : 1
        CollisionGeometry.add(shapes, to: b.handle, density: b.boxDensity, friction: Float(p.friction), restitution: Float(p.elasticity))
        b.mass = Double(mlb2_body_mass(b.handle))
        b.inertia = Double(mlb2_body_inertia(b.handle))
    }

    private func removeBody(_ b: DynamicBody) {
        world.destroy(b.handle)
        bodyByItem[ObjectIdentifier(b.item)] = nil
        bodyByTag[b.tag] = nil
        contacts = contacts.filter { key, _ in
            switch key {
            case let .items(a, c): return a != b.tag && c != b.tag
            case let .boundary(a, _): return a != b.tag
            }
        }
    }

    /// Reference-view coordinates minus the item's `center` coordinates.
    func referenceOffset(of item: UIDynamicItem) -> CGPoint {
        guard let v = item as? UIView, let sv = v.superview, let ref = referenceView, sv !== ref else { return .zero }
        let o = sv.convert(CGPoint.zero, to: ref)
        return o.x.isFinite && o.y.isFinite ? o : .zero
    }

    /// `updateItem(usingCurrentState:)`: the body takes the item's centre, rotation and (when changed) size and shape.
    func reload(_ item: UIDynamicItem) {
        guard let b = body(for: item) else { return }
        b.offset = referenceOffset(of: item)
        if let group = item as? UIDynamicItemGroup { b.members = group.memberLayout(referenceOffset: referenceOffset) }
        let c = item.center
        let pose = BodyPose(x: Double(c.x.isFinite ? c.x : 0) + Double(b.offset.x), y: Double(c.y.isFinite ? c.y : 0) + Double(b.offset.y),
                            angle: DynamicBody.angle(of: item.transform))
        let m = b.setOrigin(pose)
        mlb2_body_set_transform(b.handle, m.x, m.y, m.angle)
        let key = DynamicBody.shapeKey(of: item)
        if key != b.shapeKey || !b.members.isEmpty {
            b.shapeKey = key
            world.removeShapes(b.handle)
            addShapes(b)
        }
        b.previous = pose
        b.current = pose
        b.written = nil
        b.initialAngle = pose.angle
        mlb2_body_set_awake(b.handle, true)
        b.isAwake = true
    }

    private func applyItemProperties(_ all: [UIDynamicBehavior]) {
        let itemBehaviors = all.compactMap { $0 as? UIDynamicItemBehavior }
        for b in bodies {
            var p = ItemProperties()
            for ib in itemBehaviors where ib.items.containsItem(b.item) { ib.resolve(into: &p) }
            guard p != b.properties || b.mass == 0 else { continue }
            let old = b.properties
            b.properties = p
            if p.density != old.density || p.friction != old.friction || p.elasticity != old.elasticity || b.mass == 0 {
                mlb2_body_set_material(b.handle, b.boxDensity, Float(max(p.friction, 0)), Float(max(p.elasticity, 0)))
            }
            mlb2_body_set_damping(b.handle, Float(min(max(p.resistance, 0), 1e30)), Float(min(max(p.angularResistance, 0), 1e30)))
            mlb2_body_set_fixed_rotation(b.handle, !p.allowsRotation)
            if p.isAnchored != old.isAnchored { mlb2_body_set_type(b.handle, p.isAnchored ? MLB2BodyStatic : MLB2BodyDynamic) }
            b.mass = Double(mlb2_body_mass(b.handle))
            b.inertia = Double(mlb2_body_inertia(b.handle))
        }
    }

    private func applyGravity(_ all: [UIDynamicBehavior]) {
        let gravities = all.compactMap { $0 as? UIGravityBehavior }
        for b in bodies {
            var g = CGVector.zero
            for gb in gravities where gb.items.containsItem(b.item) {
                let a = gb.acceleration
                g.dx += a.dx; g.dy += a.dy
            }
            guard g != b.gravity else { continue }
            b.gravity = g
            mlb2_body_set_acceleration(b.handle, PhysicsScale.metres(Double(g.dx)), PhysicsScale.metres(Double(g.dy)))
        }
    }

    private func applyCollisionGroups() {
        var masks = [ObjectIdentifier: (items: UInt64, boundaries: UInt64)]()
        for (g, c) in collisionBehaviors.enumerated() {
            let bit = UInt64(1) << UInt64(min(g, 63))
            c.group = Int32(min(g, 63))
            for i in c.items {
                var m = masks[ObjectIdentifier(i)] ?? (0, 0)
                if c.collisionMode.contains(.items) { m.items |= bit }
                if c.collisionMode.contains(.boundaries) { m.boundaries |= bit }
                masks[ObjectIdentifier(i)] = m
            }
        }
        for b in bodies {
            let m = masks[ObjectIdentifier(b.item)] ?? (0, 0)
            mlb2_body_set_collision_groups(b.handle, m.items, m.boundaries)
        }
    }

    // MARK: Boundaries

    func makeBoundaryTag(_ behavior: UICollisionBehavior, identifier: NSCopying?) -> Int32 {
        let t = nextBoundaryTag
        nextBoundaryTag &+= 1
        boundaries[t] = (behavior, identifier)
        return t
    }

    func forgetBoundaryTag(_ tag: Int32) {
        boundaries[tag] = nil
        contacts = contacts.filter { key, _ in if case let .boundary(_, t) = key { return t != tag }; return true }
    }

    // MARK: Stepping

    /// Reads every body's state after a step (one bridge call).
    func readStates() {
        let n = bodies.count
        guard n > 0 else { return }
        handles.withUnsafeBufferPointer { h in
            states.withUnsafeMutableBufferPointer { s in
                mlb2_bodies_state(h.baseAddress, Int32(n), s.baseAddress)
            }
        }
        for k in 0..<n {
            let s = states[k], b = bodies[k]
            b.current = b.pose(s.x, s.y, s.angle)
            b.velocity = CGVector(dx: CGFloat(PhysicsScale.points(s.vx)), dy: CGFloat(PhysicsScale.points(s.vy)))
            b.angularVelocity = Double(s.angularVelocity)
            b.isAwake = s.awake != 0
        }
    }

    var isAtRest: Bool { world.awakeCount == 0 }

    /// The contact events of the last steps, as UIKit's delegate callbacks, in Box2D's order.
    func deliverContacts() {
        let events = world.takeEvents()
        guard !events.isEmpty else { return }
        // Nobody listening: nothing to count (a delegate set later hears the contacts that begin after).
        guard collisionBehaviors.contains(where: { $0.collisionDelegate != nil }) else {
            if !contacts.isEmpty { contacts = [:] }
            return
        }
        for e in events {
            let began = e.began != 0
            if e.fixtureTagA >= 0 || e.fixtureTagB >= 0 {
                let (boundaryTag, itemTag) = e.fixtureTagA >= 0 ? (e.fixtureTagA, e.bodyTagB) : (e.fixtureTagB, e.bodyTagA)
                guard let b = bodyByTag[itemTag], let owner = boundaries[boundaryTag] else { continue }
                guard count(.boundary(itemTag, boundaryTag), began: began) else { continue }
                let behavior = owner.behavior
                guard let delegate = behavior.collisionDelegate, behavior.items.containsItem(b.item) else { continue }
                if began {
                    delegate.collisionBehavior(behavior, beganContactFor: b.item, withBoundaryIdentifier: owner.identifier, at: point(e))
                } else {
                    delegate.collisionBehavior(behavior, endedContactFor: b.item, withBoundaryIdentifier: owner.identifier)
                }
            } else {
                guard let a = bodyByTag[e.bodyTagA], let c = bodyByTag[e.bodyTagB] else { continue }
                guard count(.items(min(a.tag, c.tag), max(a.tag, c.tag)), began: began) else { continue }
                for behavior in collisionBehaviors where behavior.collisionMode.contains(.items) {
                    guard let delegate = behavior.collisionDelegate, behavior.items.containsItem(a.item),
                          behavior.items.containsItem(c.item) else { continue }
                    if began {
                        delegate.collisionBehavior(behavior, beganContactFor: a.item, with: c.item, at: point(e))
                    } else {
                        delegate.collisionBehavior(behavior, endedContactFor: a.item, with: c.item)
                    }
                }
            }
        }
    }

    /// Counts shapes in contact for a pair; true when the pair's contact began or ended with this event.
    private func count(_ key: ContactKey, began: Bool) -> Bool {
        let n = contacts[key] ?? 0
        if began {
            contacts[key] = n + 1
            return n == 0
        }
        guard n > 0 else { return false }
        if n == 1 { contacts[key] = nil; return true }
        contacts[key] = n - 1
        return false
    }

    private func point(_ e: MLB2ContactEvent) -> CGPoint {
        CGPoint(x: CGFloat(PhysicsScale.points(e.x)), y: CGFloat(PhysicsScale.points(e.y)))
    }

    // MARK: Helpers for behaviours

    /// A static body at a point (points), for anchors.
    func makeAnchorBody(at p: CGPoint) -> PhysicsWorld.Body? {
        world.makeBody(dynamic: false, x: PhysicsScale.metres(Double(p.x)), y: PhysicsScale.metres(Double(p.y)), angle: 0, tag: -1)
    }

    /// A point of the item (an offset from its centre in its own, rotated, coordinates) in reference
    /// coordinates, points.
    func worldPoint(of b: DynamicBody, offset: UIOffset) -> CGPoint {
        let a = b.current.angle, c = cos(a), s = sin(a)
        let ox = Double(offset.horizontal), oy = Double(offset.vertical)
        return CGPoint(x: CGFloat(b.current.x + ox * c - oy * s), y: CGFloat(b.current.y + ox * s + oy * c))
    }
}

@inline(__always) func metresVec(_ p: CGPoint) -> MLB2Vec {
    MLB2Vec(x: PhysicsScale.metres(Double(p.x)), y: PhysicsScale.metres(Double(p.y)))
}
