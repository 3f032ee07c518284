import Foundation
import MotionGeometry
import MotionCoreGraphics
import MotionAnimation
import MotionLayers

extension DrawListBuilder {
    static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// `contents` with Apple's `contentsRect` (the part of the image shown, in its unit square: the image
    /// is cut to it, then placed by the gravity as a whole image would be) and `contentsCenter` (with a
    /// resizing gravity, nine parts: corners at their own size in points, edges stretched along one
    /// axis, the middle along both; corners shrink together when the bounds are smaller than they are).
    mutating func drawContents(_ image: CGImage, gravity: CALayerContentsGravity, contentsScale: CGFloat,
                               contentsRect: CGRect, contentsCenter: CGRect, props p: LayerProperties,
                               transform: CATransform3D, opacity: CGFloat) {
        guard let shown = SubimageCache.shared.image(image, unitRect: contentsRect) else { return }
        let center = contentsCenter.standardized
        let resizes = gravity == .resize || gravity == .resizeAspect || gravity == .resizeAspectFill
        guard resizes, center != Self.unitRect, center.width >= 0, center.height >= 0,
              center.minX.isFinite, center.minY.isFinite, center.width.isFinite, center.height.isFinite else {
            return drawContents(shown, gravity: gravity, contentsScale: contentsScale, props: p, transform: transform, opacity: opacity)
        }
        guard let rect = Self.contentsRect(shown, gravity: gravity, contentsScale: contentsScale, bounds: p.bounds.size) else { return }
        let scale = CALayer.usableContentsScale(contentsScale)
        let iw = CGFloat(shown.width), ih = CGFloat(shown.height)
        // Source columns and rows (pixels) and destination ones (points).
        let cx0 = min(max(center.minX, 0), 1), cx1 = min(max(center.maxX, cx0), 1)
        let cy0 = min(max(center.minY, 0), 1), cy1 = min(max(center.maxY, cy0), 1)
        let sx = [0, (cx0 * iw).rounded(), (cx1 * iw).rounded(), iw], sy = [0, (cy0 * ih).rounded(), (cy1 * ih).rounded(), ih]
        var left = sx[1] / scale, right = (iw - sx[2]) / scale, top = sy[1] / scale, bottom = (ih - sy[2]) / scale
        if left + right > rect.width, left + right > 0 { let k = rect.width / (left + right); left *= k; right *= k }
        if top + bottom > rect.height, top + bottom > 0 { let k = rect.height / (top + bottom); top *= k; bottom *= k }
        let dx = [rect.minX, rect.minX + left, rect.maxX - right, rect.maxX], dy = [rect.minY, rect.minY + top, rect.maxY - bottom, rect.maxY]
        for j in 0..<3 {
            for i in 0..<3 {
                let sw = sx[i + 1] - sx[i], sh = sy[j + 1] - sy[j]
                let w = dx[i + 1] - dx[i], h = dy[j + 1] - dy[j]
                guard sw > 0, sh > 0, w > 0, h > 0,
                      let piece = SubimageCache.shared.image(shown, unitRect: CGRect(x: sx[i] / iw, y: sy[j] / ih, width: sw / iw, height: sh / ih)) else { continue }
                let m = CATransform3DConcat(CATransform3DMakeTranslation(dx[i], dy[j], 0), transform)
                commands.append(.image(piece, size: CGSize(width: w, height: h), transform: m, opacity: opacity, cornerRadius: 0))
            }
        }
    }
}

/// Parts of images, made once per image and rect: the same part is the same `CGImage` from frame to
/// frame (renderers cache textures and compare commands by image identity). Holds its images strongly,
/// so an identity is not reused while cached; emptied whole when it grows past `limit` entries.
final class SubimageCache: @unchecked Sendable {
    static let shared = SubimageCache()
    private struct Key: Hashable { let image: ObjectIdentifier; let rect: CGRect }
    private var entries: [Key: (source: CGImage, part: CGImage)] = [:]
    private let lock = NSLock()
    static let limit = 512

    /// The part of `image` inside `unitRect` (its unit square), whole pixels; `image` itself for the unit
    /// square; nil when nothing of it is inside.
    func image(_ image: CGImage, unitRect: CGRect) -> CGImage? {
        if unitRect == DrawListBuilder.unitRect { return image }
        let key = Key(image: ObjectIdentifier(image), rect: unitRect)
        lock.lock()
        defer { lock.unlock() }
        if let e = entries[key], e.source === image { return e.part }
        let r = unitRect.standardized
        let pixels = CGRect(x: r.minX * CGFloat(image.width), y: r.minY * CGFloat(image.height),
                            width: r.width * CGFloat(image.width), height: r.height * CGFloat(image.height))
        guard let part = image.cropping(to: CGRect(x: pixels.minX.rounded(), y: pixels.minY.rounded(),
                                                   width: pixels.width.rounded(), height: pixels.height.rounded())) else { return nil }
        if entries.count >= Self.limit { entries.removeAll() }
        entries[key] = (image, part)
        return part
    }
}
