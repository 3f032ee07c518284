import Foundation
import MotionGeometry
import MotionAnimation

/// Core Animation's shadow properties. Each is animatable by its key path; all but `shadowPath` animate
/// implicitly on a standalone layer (a shape layer's `path` does not either: Apple documents both as
/// animatable, and the changes of paths are animated explicitly in practice).
extension CALayer {
    /// The shadow's colour; opaque black by default, nil for none.
    public var shadowColor: CGColor? {
        get { properties.shadow.color }
        set { change("shadowColor") { $0.shadow.color = newValue } }
    }
    /// 0…1, default 0 (no shadow). Values outside are clamped and NaN is 0, as Apple's range says.
    public var shadowOpacity: Float {
        get { properties.shadow.opacity }
        set { change("shadowOpacity") { $0.shadow.opacity = newValue.isFinite ? min(max(newValue, 0), 1) : 0 } }
    }
    /// Points in the layer's space, default (0, −3). Non-finite components are 0.
    public var shadowOffset: CGSize {
        get { properties.shadow.offset }
        set {
            let w = newValue.width.isFinite ? newValue.width : 0, h = newValue.height.isFinite ? newValue.height : 0
            change("shadowOffset") { $0.shadow.offset = CGSize(width: w, height: h) }
        }
    }
    /// The blur's standard deviation in points, default 3; negative and NaN values draw as 0.
    public var shadowRadius: CGFloat {
        get { properties.shadow.radius }
        set { change("shadowRadius") { $0.shadow.radius = newValue.isFinite ? newValue : 0 } }
    }
    /// The shadow's shape in the layer's bounds coordinates; nil (the default) derives it from the layer's
    /// background (its rounded bounds) or, for a shape layer, its filled and stroked path.
    public var shadowPath: CGPath? {
        get { properties.shadow.path }
        set { change("shadowPath") { $0.shadow.path = newValue } }
    }
}
