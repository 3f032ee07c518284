import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import MotionRender

/// One-line text as images for panels drawn over a preview, cached by text and style (a frame redraws
/// the same texts), cut with "…" to a width; and the panels' filled rectangles.
final class PanelText {
    private var cache: [String: CGImage] = [:]
    private var used: Set<String> = []

    func beginFrame() { used = [] }
    /// Forgets images not drawn in the last frame once the cache grows.
    func endFrame() { if cache.count > 300 { cache = cache.filter { used.contains($0.key) } } }

    func draw(_ s: String, at p: CGPoint, size: CGFloat, color: UIColor, bold: Bool = false, maxWidth: CGFloat? = nil,
              alignRight: Bool = false) -> [DrawCommand] {
        guard let image = image(s, size: size, color: color, bold: bold, maxWidth: maxWidth) else { return [] }
        let scale = UIServices.screenScale
        let sz = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let x = alignRight ? p.x + (maxWidth ?? sz.width) - sz.width : p.x
        return [.image(image, size: sz, transform: PanelText.translate(CGPoint(x: x.rounded(), y: p.y.rounded())), opacity: 1, cornerRadius: 0)]
    }

    private func image(_ s: String, size: CGFloat, color: UIColor, bold: Bool, maxWidth: CGFloat?) -> CGImage? {
        let key = "\(size)|\(bold)|\(color.cgColor.components)|\(maxWidth ?? 0)|\(s)"
        used.insert(key)
        if let c = cache[key] { return c }
        guard let r = UIServices.textRasterizer else { return nil }
        let font = bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
        let scale = UIServices.screenScale
        func render(_ t: String) -> CGImage? {
            try? r.render(t, font: font, color: color, maxWidth: nil, alignment: .left, numberOfLines: 1, scale: scale)
        }
        var image = render(s)
        if let w = maxWidth, let i = image, CGFloat(i.width) / scale > w {
            let full = Array(s)
            var lo = 0, hi = full.count
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if let ci = render(String(full.prefix(mid)) + "…"), CGFloat(ci.width) / scale <= w { lo = mid } else { hi = mid - 1 }
            }
            image = render(String(full.prefix(lo)) + "…")
        }
        cache[key] = image
        return image
    }

    static func fill(_ r: CGRect, _ c: CGColor, radius: CGFloat = 0) -> DrawCommand {
        .fill(size: r.size, transform: translate(r.origin), color: c, cornerRadius: radius, opacity: 1)
    }

    static func translate(_ p: CGPoint) -> CATransform3D { CATransform3DMakeTranslation(p.x, p.y, 0) }
}
