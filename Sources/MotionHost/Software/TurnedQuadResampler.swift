import CSDL2
import Foundation
import MotionRender

/// A turned quad — the local rect (0, 0, w, h) in points under a rotation with per-axis scale, maybe
/// mirrored (`QuadPlan.rotated`) — resampled on the CPU onto the whole pixels of its box, so that it is
/// drawn by an unscaled copy at whole pixels (exact on any renderer). SDL 2.26's software renderer
/// could not be trusted with it: its `SDL_RenderCopyExF` rotozoomer rounds the turned rect's corners
/// and centre per quadrant, and its `SDL_RenderGeometry` snaps vertices to half pixels, so a rect turned
/// by a hundredth of a degree came out with half of an edge a pixel off (`RotatedQuadTests`).
///
/// Each pixel is sampled at its centre, mapped back into the texture: colour bilinear between the four
/// nearest texels (edges clamped, premultiplied while interpolating), alpha times the pixel's coverage
/// of the quad — its distance to each edge in pixels + ½, clamped to 0…1, per axis (the exact area for
/// an edge along the pixel grid, within a few percent of it for a turned one).
enum TurnedQuadResampler {
    /// The pixel box and its straight-alpha RGBA bytes (row-major, `box.w × box.h`), or nil when the
    /// quad covers no pixel of `limit` (target pixels) or its map cannot be inverted. `texture` nil: a
    /// white quad (a solid fill; the colour comes from the copy's modulation).
    static func resample(_ texture: SoftwareTexture?, width w: Double, height h: Double, plane: PlaneTransform,
                         scale s: Double, within limit: SDL_Rect) -> (box: SDL_Rect, rgba: [UInt8])? {
        guard w > 0, h > 0, s > 0, !plane.isPerspective, plane.w > 1e-9,
              let bounds = plane.boundingBox(width: w, height: h)?.scaled(s) else { return nil }
        // Pixel map: local points → target pixels: x' = s·(a·x + c·y + tx), y' = s·(b·x + d·y + ty).
        let a = plane.a * s, b = plane.b * s, c = plane.c * s, d = plane.d * s
        let tx = plane.tx * s, ty = plane.ty * s
        let det = a * d - b * c
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let x0 = max(Int32(clamping: Int(max(min(bounds.minX.rounded(.down), 1e7), -1e7))), limit.x)
        let y0 = max(Int32(clamping: Int(max(min(bounds.minY.rounded(.down), 1e7), -1e7))), limit.y)
        let x1 = min(Int32(clamping: Int(max(min(bounds.maxX.rounded(.up), 1e7), -1e7))), limit.x + limit.w)
        let y1 = min(Int32(clamping: Int(max(min(bounds.maxY.rounded(.up), 1e7), -1e7))), limit.y + limit.h)
        guard x1 > x0, y1 > y0, Int(x1 - x0) * Int(y1 - y0) <= 4096 * 4096 else { return nil }
        let bw = Int(x1 - x0), bh = Int(y1 - y0)
        // Inverse: pixel → local points.
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        // Pixels per point along each local axis (edges' distances in pixels).
        let kx = (a * a + b * b).squareRoot(), ky = (c * c + d * d).squareRoot()
        let tw = texture?.width ?? 1, th = texture?.height ?? 1
        let su = Double(tw) / w, sv = Double(th) / h
        var out = [UInt8](repeating: 0, count: bw * bh * 4)
        out.withUnsafeMutableBufferPointer { out in
            for j in 0..<bh {
                let py = Double(Int(y0) + j) + 0.5 - ty
                for i in 0..<bw {
                    let px = Double(Int(x0) + i) + 0.5 - tx
                    let lx = ia * px + ic * py, ly = ib * px + id * py
                    let cx = min(max(min(lx, w - lx) * kx + 0.5, 0), 1)
                    let cy = min(max(min(ly, h - ly) * ky + 0.5, 0), 1)
                    let coverage = cx * cy
                    guard coverage > 0 else { continue }
                    var r = 1.0, g = 1.0, bl = 1.0, al = 1.0
                    if let texture {
                        (r, g, bl, al) = bilinear(texture, lx * su - 0.5, ly * sv - 0.5)
                    }
                    let alpha = al * coverage
                    guard alpha > 0 else { continue }
                    let o = (j * bw + i) * 4
                    // Back to straight alpha for the texture.
                    let inv = al > 0 ? 1 / al : 0
                    out[o] = byte(r * inv); out[o + 1] = byte(g * inv); out[o + 2] = byte(bl * inv); out[o + 3] = byte(alpha)
                }
            }
        }
        return (SDL_Rect(x: x0, y: y0, w: Int32(bw), h: Int32(bh)), out)
    }

    /// Premultiplied colour 0…1 at texel coordinates (u, v) (texel centres at whole numbers), between
    /// the four nearest texels, clamped to the texture's edges.
    @inline(__always)
    static func bilinear(_ t: SoftwareTexture, _ u: Double, _ v: Double) -> (Double, Double, Double, Double) {
        let uf = u.rounded(.down), vf = v.rounded(.down)
        let fu = u - uf, fv = v - vf
        let maxX = t.width - 1, maxY = t.height - 1
        let iu = Int(max(min(uf, Double(maxX)), -1)), iv = Int(max(min(vf, Double(maxY)), -1))
        let u0 = max(iu, 0), u1 = min(iu + 1, maxX), v0 = max(iv, 0), v1 = min(iv + 1, maxY)
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        @inline(__always) func add(_ x: Int, _ y: Int, _ weight: Double) {
            guard weight > 0 else { return }
            // ABGR8888 in memory: bytes R, G, B, A (little-endian word: A in the top byte).
            let p = t.pixels[y * t.width + x]
            let pa = Double(p >> 24) / 255
            a += weight * pa
            r += weight * pa * Double(p & 0xFF) / 255
            g += weight * pa * Double((p >> 8) & 0xFF) / 255
            b += weight * pa * Double((p >> 16) & 0xFF) / 255
        }
        add(u0, v0, (1 - fu) * (1 - fv)); add(u1, v0, fu * (1 - fv))
        add(u0, v1, (1 - fu) * fv); add(u1, v1, fu * fv)
        return (r, g, b, a)
    }

    @inline(__always)
    static func byte(_ v: Double) -> UInt8 {
        let q = v * 255 + 0.5
        return q > 0 ? (q < 255 ? UInt8(q) : 255) : 0
    }
}
