import Foundation
import UIKit
import MotionLabPreview

/// A label with a drop shadow under its text, for white text over photos: UIKit's `shadowColor` and
/// `shadowOffset`, plus a small blur, composited into the rendered text bitmap (the overrides keep
/// UILabel's own layer-cast shadow off, so the shadow is drawn once).
///
/// The bitmap grows by the same margin on every side, so with the label's centred contents the
/// text stays exactly where an unshadowed label draws it.
class ShadowLabel: UILabel {
    /// nil: no shadow.
    override var shadowColor: UIColor? {
        get { compositedShadowColor }
        set { compositedShadowColor = newValue; setNeedsDisplay() }
    }
    private var compositedShadowColor: UIColor? = UIColor(white: 0, alpha: 0.45)
    /// Points, +y down (UIKit's convention).
    override var shadowOffset: CGSize {
        get { compositedShadowOffset }
        set { compositedShadowOffset = newValue; setNeedsDisplay() }
    }
    private var compositedShadowOffset = CGSize(width: 0, height: 1)
    /// Box-blur radius in points (0: a hard shadow, as UIKit's label draws it).
    var shadowBlur: CGFloat = 1.5 { didSet { setNeedsDisplay() } }

    override func display(_ layer: CALayer) {
        super.display(layer)
        guard let color = shadowColor, let text = layer.contentsImage else { return }
        let scale = layer.contentsScale
        layer.contents = ShadowLabel.composite(text: text, shadow: color,
                                               dx: Int((shadowOffset.width * scale).rounded()),
                                               dy: Int((shadowOffset.height * scale).rounded()),
                                               blur: max(0, Int((shadowBlur * scale).rounded())))
    }

    /// `text` over its own alpha mask tinted `shadow`, shifted by (dx, dy) pixels and box-blurred
    /// (two passes of radius `blur`), on a canvas padded by |offset| + 2·blur on every side.
    static func composite(text: CGImage, shadow: UIColor, dx: Int, dy: Int, blur: Int) -> CGImage {
        let pad = max(abs(dx), abs(dy)) + 2 * blur
        let w = text.width + 2 * pad, h = text.height + 2 * pad
        guard text.width > 0, text.height > 0 else { return text }

        // Shadow alpha (0…1) on the padded canvas.
        var mask = [Double](repeating: 0, count: w * h)
        for y in 0..<text.height {
            for x in 0..<text.width {
                let a = Double(text.pixels[(y * text.width + x) * 4 + 3]) / 255
                if a > 0 { mask[(y + pad + dy) * w + (x + pad + dx)] = a }
            }
        }
        if blur > 0 {
            for _ in 0..<2 { mask = boxBlur(mask, w, h, blur) }
        }

        let sc = shadow.cgColor
        let sr = Double(sc.red), sg = Double(sc.green), sb = Double(sc.blue), sa = Double(sc.alpha)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let shadowA = mask[y * w + x] * sa
                var tr = 0.0, tg = 0.0, tb = 0.0, ta = 0.0
                let tx = x - pad, ty = y - pad
                if tx >= 0, ty >= 0, tx < text.width, ty < text.height {
                    let i = (ty * text.width + tx) * 4
                    tr = Double(text.pixels[i]) / 255; tg = Double(text.pixels[i + 1]) / 255
                    tb = Double(text.pixels[i + 2]) / 255; ta = Double(text.pixels[i + 3]) / 255
                }
                // Straight-alpha "source over": text over shadow.
                let a = ta + shadowA * (1 - ta)
                guard a > 0 else { continue }
                let o = (y * w + x) * 4
                out[o] = UInt8(((tr * ta + sr * shadowA * (1 - ta)) / a * 255).rounded())
                out[o + 1] = UInt8(((tg * ta + sg * shadowA * (1 - ta)) / a * 255).rounded())
                out[o + 2] = UInt8(((tb * ta + sb * shadowA * (1 - ta)) / a * 255).rounded())
                out[o + 3] = UInt8((a * 255).rounded())
            }
        }
        return CGImage(width: w, height: h, pixels: out)
    }

    /// One horizontal and one vertical running-sum box blur of radius `r` (edges clamp to 0).
    private static func boxBlur(_ src: [Double], _ w: Int, _ h: Int, _ r: Int) -> [Double] {
        let n = Double(2 * r + 1)
        var tmp = [Double](repeating: 0, count: w * h)
        for y in 0..<h {
            var sum = 0.0
            for x in -r...r where x >= 0 && x < w { sum += src[y * w + x] }
            for x in 0..<w {
                tmp[y * w + x] = sum / n
                let add = x + r + 1, drop = x - r
                if add < w { sum += src[y * w + add] }
                if drop >= 0 { sum -= src[y * w + drop] }
            }
        }
        var out = [Double](repeating: 0, count: w * h)
        for x in 0..<w {
            var sum = 0.0
            for y in -r...r where y >= 0 && y < h { sum += tmp[y * w + x] }
            for y in 0..<h {
                out[y * w + x] = sum / n
                let add = y + r + 1, drop = y - r
                if add < h { sum += tmp[add * w + x] }
                if drop >= 0 { sum -= tmp[drop * w + x] }
            }
        }
        return out
    }
}
