import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// A body's pose in the animator's reference view: centre (points) and rotation (radians).
struct BodyPose: Equatable {
    var x: Double, y: Double, angle: Double

    /// The pose a fraction `behind` (0…1) of the way back towards `previous` (interpolated display).
    func back(towards previous: BodyPose, by behind: Double) -> BodyPose {
        guard behind > 0 else { return self }
        return BodyPose(x: x - (x - previous.x) * behind, y: y - (y - previous.y) * behind,
                        angle: angle - (angle - previous.angle) * behind)
    }
}

/// The item's material and damping as its `UIDynamicItemBehavior`s resolve them.
struct ItemProperties: Equatable {
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var charge: CGFloat = 0
    var isAnchored = false
    var allowsRotation = true
}

/// One dynamic item in the engine: its Box2D body, where the item sits relative to the reference view,
/// the last two step poses (for display between steps), and its members when it is a group.
final class DynamicBody {
    let item: UIDynamicItem
    let tag: Int32
    let handle: PhysicsWorld.Body
    /// Reference-view coordinates minus the item's own `center` coordinates (a view whose superview is
    /// not the reference view).
    var offset: CGPoint
    /// The size and shape type the body was made with (a changed one is rebuilt on `updateItem`).
    var shapeKey: ShapeKey
    /// Poses after the last two steps; the display interpolates between them.
    var previous: BodyPose
    var current: BodyPose
    /// Points per second and radians per second after the last step.
    var velocity = CGVector.zero
    var angularVelocity: Double = 0
    var isAwake = true
    var properties = ItemProperties()
    /// The mass (kg = UIKit's mass units) and rotational inertia after the last property change.
    var mass: Double = 0
    var inertia: Double = 0
    /// The collision shapes as made (points, about the body's centre), for the debug outlines.
    var shapes: [CollisionShape] = []
    /// Visual area over shape area: the shapes are inset for Box2D's skin (see `CollisionGeometry`),
    /// and the mass must be the visual shape's (a 100×100 view of density 1 weighs exactly 1).
    var densityScale: Double = 1
    /// Per-step acceleration of the gravity behaviours acting on it, points/s².
    var gravity = CGVector.zero
    /// A group's members: each one's offset from the group's centre and rotation when the body was made.
    var members: [(item: UIDynamicItem, offset: CGPoint, angle: Double, superviewOffset: CGPoint)] = []
    /// What the display last wrote (to skip writing unchanged values).
    var written: BodyPose?
    /// Angle of the item's transform when the body was made (a rotation the animator continues).
    var initialAngle: Double
    /// The pose the body was placed at, in points and in Box2D's single precision: poses are read as
    /// this plus the body's displacement since, so an item that has not moved along an axis keeps its
    /// coordinate exactly (160 points is 1.6 m, which a Float holds as 1.60000002).
    var origin: BodyPose
    var originMetres: (x: Float, y: Float, angle: Float)

    /// Places the origin at `pose` (points), returning what Box2D is given.
    @discardableResult
    func setOrigin(_ pose: BodyPose) -> (x: Float, y: Float, angle: Float) {
        origin = pose
        originMetres = (PhysicsScale.metres(pose.x), PhysicsScale.metres(pose.y), Float(pose.angle))
        return originMetres
    }

    /// A Box2D state as a pose in points.
    func pose(_ x: Float, _ y: Float, _ angle: Float) -> BodyPose {
        BodyPose(x: origin.x + Double(x - originMetres.x) * PhysicsScale.pointsPerMetre,
                 y: origin.y + Double(y - originMetres.y) * PhysicsScale.pointsPerMetre,
                 angle: origin.angle + Double(angle - originMetres.angle))
    }

    struct ShapeKey: Equatable {
        var size: CGSize
        var type: UIDynamicItemCollisionBoundsType
        var path: CGPath?
    }

    init(item: UIDynamicItem, tag: Int32, handle: PhysicsWorld.Body, offset: CGPoint, shapeKey: ShapeKey, pose: BodyPose) {
        self.item = item; self.tag = tag; self.handle = handle; self.offset = offset; self.shapeKey = shapeKey
        previous = pose; current = pose; initialAngle = pose.angle
        origin = pose
        originMetres = (PhysicsScale.metres(pose.x), PhysicsScale.metres(pose.y), Float(pose.angle))
    }

    /// Box2D's density for the shapes: UIKit's, scaled so the mass is the visual shape's.
    var boxDensity: Float { Float(max(Double(properties.density), 1e-6) * densityScale) }

    static func shapeKey(of item: UIDynamicItem) -> ShapeKey {
        let type = item.collisionBoundsType
        return ShapeKey(size: item.bounds.size, type: type, path: type == .path ? item.collisionBoundingPath.cgPath : nil)
    }

    /// The rotation a transform holds (UIKit Dynamics keeps only the rotation).
    static func angle(of t: CGAffineTransform) -> Double {
        let a = atan2(Double(t.b), Double(t.a))
        return a.isFinite ? a : 0
    }
}
