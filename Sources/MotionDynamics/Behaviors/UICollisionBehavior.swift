import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// Told when the items of a collision behaviour start and stop touching each other or its boundaries,
/// in the order the engine found the contacts (every callback has a default that does nothing, as
/// UIKit's optional methods).
@MainActor @preconcurrency public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    /// `identifier` is nil for the reference bounds' boundary.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {}
}

/// Boundary identifiers are `NSCopying` in UIKit's API; iOS code passes strings (`"floor" as NSCopying`),
/// which Swift on Linux does not bridge: strings and integers are `NSCopying` here.
extension String: @retroactive NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension Int: @retroactive NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Items collide with each other and with boundaries: the reference view's bounds
/// (`translatesReferenceBoundsIntoBoundary`), segments and convex or concave paths by identifier.
open class UICollisionBehavior: UIDynamicBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    public private(set) var items: [UIDynamicItem]
    open var collisionMode: Mode = .everything { didSet { setNeedsEngineUpdate() } }
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    /// The reference view's bounds as a boundary (inset by `setTranslatesReferenceBoundsIntoBoundary(with:)`).
    open var translatesReferenceBoundsIntoBoundary = false { didSet { setNeedsEngineUpdate() } }
    private var referenceInsets = UIEdgeInsets.zero

    private struct Boundary {
        var identifier: NSCopying
        var path: UIBezierPath
    }
    private var boundaries: [Boundary] = []

    /// The collision group the engine gave this behaviour (its index among collision behaviours).
    var group: Int32 = 0
    /// What is built in the engine: the static body holding the edges, their tags, and what they were built from.
    private var boundaryBody: PhysicsWorld.Body?
    private var builtTags: [Int32] = []
    private var builtGroup: Int32 = -1
    private var builtReference: CGRect?
    private var builtBoundaries: [(identifier: NSCopying, path: CGPath)] = []

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

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// A boundary along `path` (its outline: every segment of every subpath, curves flattened).
    open func addBoundary(withIdentifier identifier: NSCopying, for path: UIBezierPath) {
        if let k = boundaries.firstIndex(where: { Self.same($0.identifier, identifier) }) { boundaries.remove(at: k) }
        boundaries.append(Boundary(identifier: identifier, path: UIBezierPath(cgPath: path.cgPath)))
        setNeedsEngineUpdate()
    }

    /// A straight boundary from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }.map { UIBezierPath(cgPath: $0.path.cgPath) }
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        let before = boundaries.count
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        if boundaries.count != before { setNeedsEngineUpdate() }
    }

    open func removeAllBoundaries() {
        guard !boundaries.isEmpty else { return }
        boundaries = []
        setNeedsEngineUpdate()
    }

    /// The identifiers of the boundaries added (nil when there are none), in the order added.
    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    /// Identifiers are equal when they are equal hashable values (strings, numbers), else the same object.
    static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
        return (a as AnyObject) === (b as AnyObject)
    }

    override var engineItems: [UIDynamicItem] { items }

    override func attach(to engine: DynamicsEngine) { update(in: engine) }

    override func detach(from engine: DynamicsEngine) {
        for t in builtTags { engine.forgetBoundaryTag(t) }
        builtTags = []
        if let b = boundaryBody { engine.world.destroy(b) }
        boundaryBody = nil
        builtGroup = -1
        builtReference = nil
        builtBoundaries = []
    }

    /// Rebuilds the boundary edges when they, the reference view's bounds or this behaviour's group changed.
    override func update(in engine: DynamicsEngine) {
        let reference = translatesReferenceBoundsIntoBoundary ? referenceRect(engine) : nil
        let wanted = boundaries.map { (identifier: $0.identifier, path: $0.path.cgPath) }
        let same = builtGroup == group && builtReference == reference && builtBoundaries.count == wanted.count
            && zip(builtBoundaries, wanted).allSatisfy { Self.same($0.identifier, $1.identifier) && $0.path == $1.path }
        if same && boundaryBody != nil { return }
        detach(from: engine)
        guard let body = engine.makeAnchorBody(at: .zero) else { return }
        boundaryBody = body
        builtGroup = group
        builtReference = reference
        builtBoundaries = wanted
        if let r = reference {
            let tag = engine.makeBoundaryTag(self, identifier: nil)
            builtTags.append(tag)
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
            addEdges(corners, closed: true, body: body, tag: tag)
        }
        for b in wanted {
            let tag = engine.makeBoundaryTag(self, identifier: b.identifier)
            builtTags.append(tag)
            for (points, closed) in Self.polylines(b.path) { addEdges(points, closed: closed, body: body, tag: tag) }
        }
    }

    private func referenceRect(_ engine: DynamicsEngine) -> CGRect? {
        guard let b = engine.referenceBounds else { return nil }
        let r = CGRect(x: b.minX + referenceInsets.left, y: b.minY + referenceInsets.top,
                       width: b.width - referenceInsets.left - referenceInsets.right,
                       height: b.height - referenceInsets.top - referenceInsets.bottom)
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return nil }
        return r
    }

    private func addEdges(_ points: [CGPoint], closed: Bool, body: PhysicsWorld.Body, tag: Int32) {
        guard points.count >= 2 else { return }
        let n = closed ? points.count : points.count - 1
        for k in 0..<n {
            let a = metresVec(points[k]), b = metresVec(points[(k + 1) % points.count])
            mlb2_body_add_edge(body, a.x, a.y, b.x, b.y, group, tag)
        }
    }

    /// Each subpath as points (curves flattened) and whether it is closed.
    static func polylines(_ path: CGPath) -> [([CGPoint], Bool)] {
        var out: [([CGPoint], Bool)] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func finish(closed: Bool) {
            let finite = current.filter { $0.x.isFinite && $0.y.isFinite }
            if finite.count >= 2 { out.append((finite, closed)) }
            current = []
        }
        let n = CollisionGeometry.curveSegments
        for e in path.elements {
            switch e {
            case .moveToPoint(let p):
                finish(closed: false)
                current = [p]; last = p
            case .addLineToPoint(let p):
                if current.isEmpty { current = [last] }
                current.append(p); last = p
            case let .addQuadCurveToPoint(c, p):
                if current.isEmpty { current = [last] }
                for k in 1...n {
                    let t = CGFloat(k) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x, y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case let .addCurveToPoint(c1, c2, p):
                if current.isEmpty { current = [last] }
                for k in 1...n {
                    let t = CGFloat(k) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x, y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .closeSubpath:
                let start = current.first ?? last
                finish(closed: true)
                last = start
            }
        }
        finish(closed: false)
        return out
    }
}
