import Foundation
import MotionGeometry

/// Images: the image's top row is drawn at the rect's maxY in user space (Core Graphics' rule: upright
/// in a bitmap context, whose y is up; upside down in a flipped UIKit context unless the caller flips).
/// Sampled bilinearly (`interpolationQuality` `.none`: nearest), edges clamped, premultiplied.
extension CGContext {
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        guard image.width > 0, image.height > 0, r.width > 0, r.height > 0,
              r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        // Image pixel (u, v), v down from the top row → user (minX + u·w/W, maxY − v·h/H) → raster.
        let toUser = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height),
                                       tx: r.minX, ty: r.maxY)
        let toRaster = toUser.concatenating(userToRaster)
        guard abs(toRaster.determinant) > 1e-12, toRaster.determinant.isFinite else { return }
        let outline = shape { $0.addRect(CGRect(x: 0, y: 0, width: image.width, height: image.height), transform: toRaster) }
        composite(.edges(fillEdges(of: outline), .nonZero), .shader(ImageShader(image: image, rasterToImage: toRaster.inverted(),
                                                nearest: state.interpolation == .none)))
    }

    /// With `byTiling`, the image repeats over the whole clip at the size of `rect`, one tile at `rect`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { return draw(image, in: rect) }
        let r = rect.standardized
        guard image.width > 0, image.height > 0, r.width > 0, r.height > 0 else { return }
        let toUser = CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height),
                                       tx: r.minX, ty: r.maxY)
        let toRaster = toUser.concatenating(userToRaster)
        guard abs(toRaster.determinant) > 1e-12, toRaster.determinant.isFinite else { return }
        composite(.rect(drawableRect), .shader(ImageShader(image: image, rasterToImage: toRaster.inverted(),
                                                                    nearest: state.interpolation == .none, tiles: true)))
    }
}

/// Samples an image at raster pixel centres mapped into image pixels, premultiplying each sample as it
/// is read (an image is never copied whole).
final class ImageShader: Shader {
    let width: Int, height: Int
    let image: CGImage
    let m: CGAffineTransform
    let nearest: Bool
    let tiles: Bool

    init(image: CGImage, rasterToImage: CGAffineTransform, nearest: Bool, tiles: Bool = false) {
        width = image.width
        height = image.height
        self.image = image
        m = rasterToImage
        self.nearest = nearest
        self.tiles = tiles
    }

    func shade(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<SIMD4<Float>>) {
        let py = Double(y) + 0.5
        let w = width, h = height, tiles = self.tiles
        image.pixels.withUnsafeBufferPointer { px in
            @inline(__always) func at(_ x: Int, _ y: Int) -> SIMD4<Float> {
                var xx = x, yy = y
                if tiles {
                    xx %= w; if xx < 0 { xx += w }
                    yy %= h; if yy < 0 { yy += h }
                } else {
                    xx = min(max(xx, 0), w - 1); yy = min(max(yy, 0), h - 1)
                }
                let o = (yy * w + xx) * 4
                let a = Float(px[o + 3]) * (1 / 255)
                return SIMD4(Float(px[o]) * (1 / 255) * a, Float(px[o + 1]) * (1 / 255) * a, Float(px[o + 2]) * (1 / 255) * a, a)
            }
            for i in 0..<count {
                let pxc = Double(x0 + i) + 0.5
                let u = Double(m.a) * pxc + Double(m.c) * py + Double(m.tx)
                let v = Double(m.b) * pxc + Double(m.d) * py + Double(m.ty)
                guard u.isFinite, v.isFinite, abs(u) < 1e9, abs(v) < 1e9 else { row[i] = SIMD4(0, 0, 0, -1); continue }
                if nearest {
                    row[i] = at(Int(u.rounded(.down)), Int(v.rounded(.down)))
                    continue
                }
                let fx = u - 0.5, fy = v - 0.5
                let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
                let tx = Float(fx - Double(ix)), ty = Float(fy - Double(iy))
                let top = at(ix, iy) * (1 - tx) + at(ix + 1, iy) * tx
                let bottom = at(ix, iy + 1) * (1 - tx) + at(ix + 1, iy + 1) * tx
                row[i] = top * (1 - ty) + bottom * ty
            }
        }
    }
}
