import Foundation
import MotionGeometry

/// A layer's shadow values (`CALayer.shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`,
/// `shadowPath`), with Core Animation's defaults.
///
/// Stored on `LayerProperties` in one optional box (`ShadowBox`) that is nil while every value is the
/// default — the state of nearly every layer — so the per-frame copy of a layer's values stays one
/// pointer bigger, not forty bytes; a write that makes the values non-default allocates the box.
public struct LayerShadow: Hashable {
    /// Opaque black by default; nil draws no shadow (Apple: "a nil value … is not drawn").
    public var color: CGColor? = .black
    /// 0 (no shadow, the default) … 1. The shadow's alpha is colour alpha × this × the layer's opacity.
    public var opacity: Float = 0
    /// Points, in the layer's own coordinate space (the shadow is drawn with the layer's transform, so it
    /// turns with a rotated layer, as Core Animation's does). Apple's default (0, −3) is in UIKit's y-down
    /// space, which is this engine's: the default shadow sits 3 points above the layer.
    public var offset = CGSize(width: 0, height: -3)
    /// The blur, points: the standard deviation σ of the Gaussian the shape is blurred with (the
    /// design-tool convention `shadowRadius = blur / 2`, blur being the CSS/Figma/Sketch radius of 2σ).
    public var radius: CGFloat = 3
    /// The shadow's shape in the layer's bounds coordinates; nil derives it from what the layer draws.
    public var path: CGPath? = nil
    /// Not a shadow value: the layer's own Gaussian blur (`CALayer.motionBlurRadius`, MotionLab's stand-in
    /// for Core Animation's private blur filter), σ in points, 0 = none. Kept in this box because, like the
    /// shadow, nearly every layer leaves it at its default, so plain layers pay nothing for it.
    public var blurRadius: CGFloat = 0
    /// Whether that blur clamps the edges and draws opaque (`CALayer.motionBlurIsOpaque`).
    public var blurIsOpaque = false

    public init() {}

    /// The defaults: what a layer has until its shadow is set.
    public static let none = LayerShadow()

    /// Whether anything would be drawn: some opacity and a colour that is not fully transparent.
    public var isVisible: Bool {
        guard opacity.isFinite, opacity > 0, let c = color, c.alpha > 0 else { return false }
        return true
    }
}

/// The box `LayerProperties` keeps non-default shadow values in (an indirect enum is one pointer and
/// copy-on-write by construction, like `LayerContent`).
public indirect enum ShadowBox: Equatable {
    case shadow(LayerShadow)
}

extension LayerProperties {
    /// The shadow values; writing the defaults releases the box.
    @inline(__always)
    public var shadow: LayerShadow {
        get {
            guard case .shadow(let s)? = shadowBox else { return .none }
            return s
        }
        set { shadowBox = newValue == .none ? nil : .shadow(newValue) }
    }
}
