import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// One Box2D world (through the C bridge), in Box2D's units. Owned by one `UIDynamicAnimator`; freed
/// with it. Bodies and joints are opaque handles valid until destroyed here.
final class PhysicsWorld {
    typealias Body = OpaquePointer
    typealias Joint = OpaquePointer

    let world: OpaquePointer
    /// A static body at the origin: the other end of snaps.
    private(set) var ground: Body?

    init?() {
        guard let w = mlb2_world_create() else { return nil }
        world = w
        ground = mlb2_body_create(w, MLB2BodyStatic, 0, 0, 0, -1)
    }

    deinit { mlb2_world_destroy(world) }

    func step(_ dt: Double) {
        mlb2_world_step(world, Float(dt), PhysicsScale.velocityIterations, PhysicsScale.positionIterations)
    }

    var awakeCount: Int { Int(mlb2_world_awake_count(world)) }

    /// The contact events since the last call, in the order Box2D reported them.
    func takeEvents() -> [MLB2ContactEvent] {
        let n = Int(mlb2_world_event_count(world))
        guard n > 0, let p = mlb2_world_events(world) else { return [] }
        let events = Array(UnsafeBufferPointer(start: p, count: n))
        mlb2_world_clear_events(world)
        return events
    }

    func makeBody(dynamic: Bool, x: Float, y: Float, angle: Float, tag: Int32) -> Body? {
        mlb2_body_create(world, dynamic ? MLB2BodyDynamic : MLB2BodyStatic, x, y, angle, tag)
    }

    func destroy(_ body: Body) { mlb2_body_destroy(world, body) }
    func destroy(joint: Joint) { mlb2_joint_destroy(world, joint) }
    func removeShapes(_ body: Body) { mlb2_body_remove_fixtures(world, body) }
}
