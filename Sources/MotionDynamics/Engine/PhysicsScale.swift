import Foundation
import MotionGeometry
import MotionLayers
import MotionViews

/// How UIKit Dynamics' units map onto Box2D's, and how the engine is stepped.
///
/// Box2D is tuned for bodies of 0.1–10 m; views are 20–400 points. 100 points are one metre, so a
/// 100×100-point view is a 1 m² body and, with Box2D's density equal to UIKit's `density`, weighs 1 kg:
/// UIKit's Newton (a push of magnitude 1 on a 100×100 view of density 1 accelerates it 100 points/s²)
/// is then exactly Box2D's Newton, and UIKit's gravity of magnitude 1.0 (1000 points/s²) is 10 m/s².
public enum PhysicsScale {
    /// Points per metre.
    public static let pointsPerMetre: Double = 100
    /// Acceleration of `UIGravityBehavior` with magnitude 1.0 (Apple's documentation), points/s².
    public static let gravityPointsPerSecondSquared: Double = 1000
    /// One engine step, seconds of scene time. Steps happen at fixed times counted from the moment the
    /// animator started running, whatever the frame rate, so a run depends only on its inputs' times.
    /// The semi-implicit Euler integrator's position leads the exact solution of a constant acceleration
    /// a by ½·a·h·t (relative error h/t: 2.8 % at 0.3 s, 0.8 % at 1 s).
    public static let stepDuration: Double = 1.0 / 120
    /// Box2D's own recommended iterations (velocity, position).
    public static let velocityIterations: Int32 = 8
    public static let positionIterations: Int32 = 3

    @inline(__always) static func metres(_ points: Double) -> Float { Float(points / pointsPerMetre) }
    @inline(__always) static func points(_ metres: Float) -> Double { Double(metres) * pointsPerMetre }
}
