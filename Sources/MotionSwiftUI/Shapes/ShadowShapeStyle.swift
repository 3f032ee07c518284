import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A shadow a style carries (iOS 16's `ShadowStyle`, for `ShapeStyle.shadow(_:)`): `.drop` casts the
/// filled shape's shadow outside it, σ = `radius` points (as `View.shadow` is drawn here), offset by
/// (x, y); Apple's default colour is black at 33 % in linear sRGB.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }
    /// An inner shadow. Accepted, not drawn yet: the shape is filled without it.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A style with a shadow: fills as `base` does, and a shape filled with it casts the shadow
/// (`.background(.background.shadow(.drop(radius: 5)))`, `RoundedRectangle(…).fill(.white.shadow(.drop(radius: 4)))`).
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadowStyle: ShadowStyle
    public func _resolveFill(_ environment: EnvironmentValues) -> ResolvedFill { base._resolveFill(environment) }
}

extension ShapeStyle {
    /// This style with a shadow (iOS 16): a shape filled with it casts `style`'s drop shadow.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadowStyle: style) }
}

/// The shadow a style carries, through `AnyShapeStyle`.
protocol ShadowCarryingStyle { var carriedShadow: ShadowStyle? { get } }
extension _ShadowShapeStyle: ShadowCarryingStyle { var carriedShadow: ShadowStyle? { shadowStyle } }
extension AnyShapeStyle: ShadowCarryingStyle { var carriedShadow: ShadowStyle? { shadow } }

/// A style's drop shadow on the layer that draws with the style (a filled shape's layer, a symbol's
/// image layer, which cast it from what they draw); taken off again when the style no longer has one.
enum StyleShadow {
    static func apply(_ shadow: ShadowStyle?, to layer: CALayer, casting: inout Bool) {
        guard let s = shadow, s.kind == .drop else {
            if casting { layer.shadowOpacity = 0; casting = false }
            return
        }
        casting = true
        layer.shadowColor = Color.from(AnimationVector([s.color.red, s.color.green, s.color.blue, 1]))
        layer.shadowOpacity = Float(min(max(s.color.alpha, 0), 1))
        layer.shadowRadius = max(s.radius, 0)
        layer.shadowOffset = CGSize(width: s.x, height: s.y)
    }
}

extension ShapeNode {
    func applyStyleShadow(to layer: CALayer) { StyleShadow.apply(style.shadow, to: layer, casting: &castsStyleShadow) }
}
