import Foundation
import MotionLab

/// A gradient drawn through a bitmap's alpha: a gradient sublayer of a host layer, masked by the bitmap —
/// how a gradient `foregroundStyle` fills a text's glyphs and a symbol's shape (the layer keeps no colour
/// of its own there). Made on first use, reused while the style stays a gradient, removed when it does not.
struct GradientMaskedLayer {
    private(set) var layer: CAGradientLayer?

    /// Shows `g` over `size` on `host` through `bitmap`'s alpha, placed by `gravity` at `scale` pixels a point.
    mutating func show(_ bitmap: CGImage, _ g: GradientFill, on host: CALayer, size: CGSize,
                       gravity: CALayerContentsGravity, scale: CGFloat) {
        let gl = layer ?? {
            let l = CAGradientLayer()
            StandaloneLayers.disableImplicitAnimations(l)
            let mask = CALayer()
            StandaloneLayers.disableImplicitAnimations(mask)
            l.mask = mask
            host.addSublayer(l)
            return l
        }()
        layer = gl
        let bounds = CGRect(origin: .zero, size: size)
        gl.frame = bounds
        g.configure(gl, size: bounds.size)
        if let mask = gl.mask {
            mask.frame = bounds
            mask.contents = bitmap
            mask.contentsScale = scale
            mask.contentsGravity = gravity
        }
    }

    mutating func remove() {
        layer?.removeFromSuperlayer()
        layer = nil
    }
}
