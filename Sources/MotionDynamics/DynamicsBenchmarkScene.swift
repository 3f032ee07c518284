import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// The scene `motionlab bench dynamics` measures: `count` boxes and balls (12 points, every fifth a
/// ball) in rows over a 320×568 reference view, falling with gravity into a pile on its bounds — every
/// body colliding for most of the first seconds. Made in the current animation context.
public final class DynamicsBenchmarkScene {
    public let reference: UIView
    public let animator: UIDynamicAnimator
    public let views: [UIView]

    public static let size = CGSize(width: 320, height: 568)

    /// Where body `k` of `count` starts: rows of 20 across the width, 15 points apart, from the top.
    static func start(_ k: Int) -> CGPoint {
        CGPoint(x: 8 + CGFloat(k % 20) * 15.2 + CGFloat((k / 20) % 2) * 4, y: 10 + CGFloat(k / 20) * 15)
    }

    private final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    public init(count: Int) {
        reference = UIView(frame: CGRect(origin: .zero, size: Self.size))
        var views: [UIView] = []
        for k in 0..<count {
            let v: UIView = k % 5 == 4 ? Ball(frame: .zero) : UIView(frame: .zero)
            v.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
            v.center = Self.start(k)
            reference.addSubview(v)
            views.append(v)
        }
        self.views = views
        animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: views)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: views))
        let material = UIDynamicItemBehavior(items: views)
        material.elasticity = 0.2
        material.friction = 0.3
        animator.addBehavior(material)
    }

    /// The same bodies straight in a Box2D world through the bridge (no items, behaviours or views):
    /// the baseline the animator's cost is compared with.
    public final class Baseline {
        private let world: PhysicsWorld

        public init?(count: Int) {
            guard let w = PhysicsWorld() else { return nil }
            world = w
            let s = DynamicsBenchmarkScene.size
            if let bounds = w.makeBody(dynamic: false, x: 0, y: 0, angle: 0, tag: -1) {
                let corners = [CGPoint.zero, CGPoint(x: s.width, y: 0), CGPoint(x: s.width, y: s.height), CGPoint(x: 0, y: s.height)]
                for k in 0..<4 {
                    let a = metresVec(corners[k]), b = metresVec(corners[(k + 1) % 4])
                    mlb2_body_add_edge(bounds, a.x, a.y, b.x, b.y, 0, 0)
                }
            }
            for k in 0..<count {
                let p = metresVec(DynamicsBenchmarkScene.start(k))
                guard let b = w.makeBody(dynamic: true, x: p.x, y: p.y, angle: 0, tag: Int32(k)) else { return nil }
                let shape: CollisionShape = k % 5 == 4 ? .circle(center: .zero, radius: 6.25)
                    : .polygon(CollisionGeometry.insetRectangle(CGSize(width: 12, height: 12)))
                CollisionGeometry.add([shape], to: b, density: 1, friction: 0.3, restitution: 0.2)
                mlb2_body_set_collision_groups(b, 1, 1)
                mlb2_body_set_acceleration(b, 0, PhysicsScale.metres(PhysicsScale.gravityPointsPerSecondSquared))
            }
        }

        /// One engine step of 1/120 s.
        public func step() { world.step(PhysicsScale.stepDuration) }
    }
}
