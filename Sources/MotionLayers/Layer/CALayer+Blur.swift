import Foundation
import MotionGeometry
import MotionAnimation

extension CALayer {
    /// A Gaussian blur of everything the layer draws (its background, contents and sublayers), σ in
    /// points, 0 (the default) = none. MotionLab's own key: iOS blurs a layer with private `CAFilter`s,
    /// which SwiftUI's `.blur(radius:)` uses; here SwiftUI's modifier sets this. Animatable as "motionBlurRadius"
    /// (implicitly too, as `opacity`). Negative and NaN values draw as 0. The blurred pixels spread 3σ beyond
    /// the bounds; the renderer draws such a layer offscreen and blurs it on the CPU (cost ∝ area × σ).
    public var motionBlurRadius: CGFloat {
        get { properties.shadow.blurRadius }
        set { change("motionBlurRadius") { $0.shadow.blurRadius = newValue.isFinite ? max(newValue, 0) : 0 } }
    }

    /// Whether the blur keeps to the bounds with clamped edges (pixels past the edge repeat it) and draws
    /// opaque, as SwiftUI's `.blur(radius:opaque: true)`. Default false. Not animatable.
    public var motionBlurIsOpaque: Bool {
        get { properties.shadow.blurIsOpaque }
        set { change("motionBlurIsOpaque") { $0.shadow.blurIsOpaque = newValue } }
    }
}
