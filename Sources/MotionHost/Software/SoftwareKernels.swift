import Foundation

/// The pixel arithmetic of SDL 2.26's software renderer for the operations most frames are made of,
/// reproduced exactly (same integer formulas, same rounding, same sampling), so a frame drawn here is
/// byte-identical to one SDL draws (`SoftwareRasterizer`; tests compare the two on random input).
/// Pixels are 32-bit ABGR8888 words as SDL stores them on little-endian machines: R in the low byte,
/// then G, B, A.
///
/// What each reproduces (SDL source, release-2.26.5):
/// - `fill`: `SDL_FillRect` (a solid colour, no blending).
/// - `blendFill`: `SDL_BlendFillRect_RGBA` with `SDL_BLENDMODE_BLEND` (src/render/software).
/// - `blitPixelAlpha`: `BlitRGBtoRGBPixelAlphaMMX` (src/video/SDL_blit_A.c), the blitter SDL picks for
///   a blended copy between two 8888 surfaces of the same layout with no colour or alpha modulation.
/// - `blitModulateBlend`: `SDL_Blit_Slow` (src/video/SDL_blit_slow.c), the one SDL falls back to for a
///   modulated blended copy between two ABGR8888 surfaces (its generated blitters have no
///   ABGR8888 → ABGR8888 entry).
/// - `stretchLinear`: `SDL_SoftStretchLinear` as x86-64 runs it (`scale_mat_SSE`: the vertical and
///   horizontal interpolations kept at full precision and truncated once, `>> 14`; SDL's plain C
///   `scale_mat` truncates twice and differs in the last bit).
enum SoftwareKernels {
    @inline(__always) static func r(_ p: UInt32) -> UInt32 { p & 0xFF }
    @inline(__always) static func g(_ p: UInt32) -> UInt32 { (p >> 8) & 0xFF }
    @inline(__always) static func b(_ p: UInt32) -> UInt32 { (p >> 16) & 0xFF }
    @inline(__always) static func a(_ p: UInt32) -> UInt32 { p >> 24 }
    @inline(__always) static func pixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        r | (g << 8) | (b << 16) | (a << 24)
    }

    /// `SDL_FillRect`: every pixel of `rect` (already clipped) set to `color`.
    static func fill(_ dst: SoftwareSurface, _ rect: PixelRect, color: UInt32) {
        guard rect.w > 0, rect.h > 0 else { return }
        for y in rect.y..<(rect.y + rect.h) {
            let row = dst.row(y) + Int(rect.x)
            row.update(repeating: color, count: Int(rect.w))
        }
    }

    /// `SDL_BlendFillRect_RGBA`, blend mode BLEND: `r`, `g`, `b` are the colour premultiplied by `a` the
    /// way `SDL_BlendFillRects` does it (`DRAW_MUL`: x·a / 255); each pixel becomes
    /// `inva·d / 255 + s` per channel, alpha included, with `inva = 255 − a`.
    static func blendFill(_ dst: SoftwareSurface, _ rect: PixelRect, r: UInt32, g: UInt32, b: UInt32, a: UInt32) {
        guard rect.w > 0, rect.h > 0 else { return }
        let inva = 255 - a
        for y in rect.y..<(rect.y + rect.h) {
            let row = dst.row(y) + Int(rect.x)
            for x in 0..<Int(rect.w) {
                let d = row[x]
                row[x] = pixel(inva * Self.r(d) / 255 + r, inva * Self.g(d) / 255 + g,
                               inva * Self.b(d) / 255 + b, inva * Self.a(d) / 255 + a)
            }
        }
    }

    /// `BlitRGBtoRGBPixelAlphaMMX`: `src` (width × height pixels, `srcPitch` pixels a row) over `dst` at
    /// `dstRow`/`dstPitch`. A source alpha of 0 leaves the pixel, 255 copies it; otherwise each colour
    /// channel is `(s·α >> 8) + (d·(255 − α) >> 8)` and alpha `(sα·255 >> 8) + (dα·(255 − α) >> 8)`,
    /// saturated to 255 (MMX's 16-bit lanes and `packuswb`).
    static func blitPixelAlpha(_ src: UnsafePointer<UInt32>, srcPitch: Int, width: Int, height: Int,
                               _ dst: UnsafeMutablePointer<UInt32>, dstPitch: Int) {
        for y in 0..<height {
            let s = src + y * srcPitch, d = dst + y * dstPitch
            for x in 0..<width {
                let sp = s[x]
                let alpha = sp >> 24
                if alpha == 0 { continue }
                if alpha == 255 { d[x] = sp; continue }
                let dp = d[x], inv = alpha ^ 0xFF
                @inline(__always) func lane(_ sc: UInt32, _ m: UInt32, _ dc: UInt32) -> UInt32 {
                    min(((sc * m) >> 8) + ((dc * inv) >> 8), 255)
                }
                d[x] = pixel(lane(r(sp), alpha, r(dp)), lane(g(sp), alpha, g(dp)), lane(b(sp), alpha, b(dp)),
                             lane(a(sp), 0xFF, a(dp)))
            }
        }
    }

    /// `SDL_Blit_Slow` for an unscaled blended copy with modulation (`modulatesColor`: the colour mod is
    /// applied, `modulatesAlpha`: the alpha mod): per pixel `s·mod / 255`, then (alpha below 255)
    /// premultiplied `s·α / 255`, then `d = s + (255 − α)·d / 255` per channel, alpha included.
    static func blitModulateBlend(_ src: UnsafePointer<UInt32>, srcPitch: Int, width: Int, height: Int,
                                  _ dst: UnsafeMutablePointer<UInt32>, dstPitch: Int,
                                  mod: (r: UInt32, g: UInt32, b: UInt32, a: UInt32), modulatesColor: Bool, modulatesAlpha: Bool) {
        for y in 0..<height {
            let s = src + y * srcPitch, d = dst + y * dstPitch
            for x in 0..<width {
                let sp = s[x]
                var sr = r(sp), sg = g(sp), sb = b(sp), sa = a(sp)
                if modulatesColor { sr = sr * mod.r / 255; sg = sg * mod.g / 255; sb = sb * mod.b / 255 }
                if modulatesAlpha { sa = sa * mod.a / 255 }
                // Nothing of a transparent source reaches the pixel: d·255 / 255 = d.
                if sa == 0 { continue }
                if sa < 255 { sr = sr * sa / 255; sg = sg * sa / 255; sb = sb * sa / 255 }
                let dp = d[x], inv = 255 - sa
                d[x] = pixel(sr + inv * r(dp) / 255, sg + inv * g(dp) / 255, sb + inv * b(dp) / 255, sa + inv * a(dp) / 255)
            }
        }
    }

    /// `blitModulateBlend` for a source whose every colour is white (see `SoftwareTexture.isWhite`): the
    /// same numbers, the colour channels known to be 255 (so 255·mod / 255 = mod) and only alpha read.
    static func blitModulateBlendWhite(_ src: UnsafePointer<UInt32>, srcPitch: Int, width: Int, height: Int,
                                       _ dst: UnsafeMutablePointer<UInt32>, dstPitch: Int,
                                       mod: (r: UInt32, g: UInt32, b: UInt32, a: UInt32), modulatesColor: Bool, modulatesAlpha: Bool) {
        let cr: UInt32 = modulatesColor ? mod.r : 255, cg: UInt32 = modulatesColor ? mod.g : 255, cb: UInt32 = modulatesColor ? mod.b : 255
        for y in 0..<height {
            let s = src + y * srcPitch, d = dst + y * dstPitch
            for x in 0..<width {
                var sa = s[x] >> 24
                if modulatesAlpha { sa = sa * mod.a / 255 }
                if sa == 0 { continue }
                var sr = cr, sg = cg, sb = cb
                if sa < 255 { sr = sr * sa / 255; sg = sg * sa / 255; sb = sb * sa / 255 }
                let dp = d[x], inv = 255 - sa
                d[x] = pixel(sr + inv * r(dp) / 255, sg + inv * g(dp) / 255, sb + inv * b(dp) / 255, sa + inv * a(dp) / 255)
            }
        }
    }

    // MARK: - Linear stretch

    /// SDL's `get_scaler_datas`: the 16.16 fixed-point start and step of the source position for each of
    /// `dst` samples over `src` pixels (pixel centres, matched to pixman), and how many samples at each end
    /// fall outside the interpolable range (they repeat the edge pixel).
    struct Scaler {
        var start: Int32, step: Int32, leftPad: Int, rightPad: Int

        init(src: Int, dst: Int) {
            let step = Int32(truncatingIfNeeded: (UInt32(truncatingIfNeeded: src) << 16) / UInt32(truncatingIfNeeded: dst))
            let tmp1 = Int64(step) * 0x8000
            var x0 = Int32(truncatingIfNeeded: (tmp1 + 0x8000) >> 16)
            x0 -= 0x8000
            start = x0
            self.step = step
            leftPad = 0
            rightPad = 0
            var sum = x0
            for _ in 0..<dst {
                if sum < 0 {
                    leftPad += 1
                } else if Int(UInt32(bitPattern: sum) >> 16) > src - 2 {
                    rightPad += 1
                }
                sum = sum &+ step
            }
        }
    }

    /// `SDL_SoftStretchLinear` of the `srcW` × `srcH` pixels at `src` (row pitch `srcPitch` pixels) into
    /// `dstW` × `dstH` pixels at `dst` (pitch `dstPitch`), as `scale_mat_SSE` computes them.
    static func stretchLinear(_ src: UnsafePointer<UInt32>, srcW: Int, srcH: Int, srcPitch: Int,
                              _ dst: UnsafeMutablePointer<UInt32>, dstW: Int, dstH: Int, dstPitch: Int) {
        guard srcW > 0, srcH > 0, dstW > 0, dstH > 0 else { return }
        let sh = Scaler(src: srcH, dst: dstH), sw = Scaler(src: srcW, dst: dstW)
        let middle = dstW - sw.leftPad - sw.rightPad
        var sumH = sh.start
        for i in 0..<dstH {
            let padded = i < sh.leftPad || i > dstH - 1 - sh.rightPad
            var indexH = Int(UInt32(bitPattern: sumH) >> 16)
            var fracH0 = UInt32(bitPattern: sumH >> 9) & 127
            if padded { indexH = i < sh.leftPad ? 0 : srcH - 1; fracH0 = 0 }
            let row0 = src + indexH * srcPitch
            let row1 = padded ? row0 : row0 + srcPitch
            let fracH1 = 128 - fracH0
            sumH = sumH &+ sh.step
            let out = dst + i * dstPitch
            /// The vertical interpolation of source column `x`, one 16-bit value per channel.
            @inline(__always) func column(_ x: Int) -> (UInt32, UInt32, UInt32, UInt32) {
                let p = row0[x], q = row1[x]
                return (r(p) * fracH1 + r(q) * fracH0, g(p) * fracH1 + g(q) * fracH0,
                        b(p) * fracH1 + b(q) * fracH0, a(p) * fracH1 + a(q) * fracH0)
            }
            @inline(__always) func blend(_ c0: (UInt32, UInt32, UInt32, UInt32), _ c1: (UInt32, UInt32, UInt32, UInt32),
                                         _ f: UInt32) -> UInt32 {
                let f2 = 128 - f
                return pixel((c0.0 * f2 + c1.0 * f) >> 14, (c0.1 * f2 + c1.1 * f) >> 14,
                             (c0.2 * f2 + c1.2 * f) >> 14, (c0.3 * f2 + c1.3 * f) >> 14)
            }
            var o = 0
            if sw.leftPad > 0 {
                // Weight 0 on the second column: the first column alone (SDL reads column 1 too).
                let c = column(0)
                let v = blend(c, c, 0)
                for _ in 0..<sw.leftPad { out[o] = v; o += 1 }
            }
            var sumW = sw.start &+ Int32(sw.leftPad) &* sw.step
            for _ in 0..<max(middle, 0) {
                let x = Int(UInt32(bitPattern: sumW) >> 16)
                let f = UInt32(bitPattern: sumW >> 9) & 127
                sumW = sumW &+ sw.step
                out[o] = blend(column(x), column(x + 1), f)
                o += 1
            }
            if sw.rightPad > 0 {
                // Weight 128 on column srcW − 1 (SDL reads column srcW − 2 too, at weight 0).
                let c = column(srcW - 1)
                let v = blend(c, c, 128)
                for _ in 0..<sw.rightPad { out[o] = v; o += 1 }
            }
        }
    }
}

/// A rectangle of whole pixels (SDL_Rect's fields).
struct PixelRect: Equatable {
    var x: Int32, y: Int32, w: Int32, h: Int32
    init(x: Int32, y: Int32, w: Int32, h: Int32) { self.x = x; self.y = y; self.w = w; self.h = h }

    var isEmpty: Bool { w <= 0 || h <= 0 }

    /// `SDL_IntersectRect`: an empty operand gives an empty result (0 × 0, position unchanged); otherwise
    /// the overlap, whose size may come out zero or negative (empty).
    func intersection(_ o: PixelRect) -> PixelRect {
        if isEmpty || o.isEmpty { return PixelRect(x: x, y: y, w: 0, h: 0) }
        let x0 = max(x, o.x), x1 = min(x + w, o.x + o.w)
        let y0 = max(y, o.y), y1 = min(y + h, o.y + o.h)
        return PixelRect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }
}

/// A 32-bit pixel buffer being drawn into (an SDL surface's pixels).
struct SoftwareSurface {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int, height: Int
    /// Pixels per row.
    let pitch: Int

    @inline(__always) func row(_ y: Int32) -> UnsafeMutablePointer<UInt32> { pixels + Int(y) * pitch }
    var bounds: PixelRect { PixelRect(x: 0, y: 0, w: Int32(width), h: Int32(height)) }
}

/// `x.rounded()` (C's `round`: halves away from zero), exactly, without a call into libm: the integer
/// part and the exact fraction decide (a zero result may come out +0 where `rounded()` gives −0: every
/// caller converts the result to an integer). Used for every per-quad rounding the canvas and the
/// software rasteriser make (colours to 8 bits, mask sizes, clip rects).
@inline(__always)
func roundHalfAwayFromZero(_ x: Double) -> Double {
    // The integer part by conversion (x86-64's baseline has no rounding instruction: `rounded(.towardZero)`
    // would call libm); beyond 2^52 every double is an integer, and NaN and ±∞ stay as they are.
    let t = abs(x) < 4_503_599_627_370_496 ? Double(Int64(x)) : x
    let f = x - t  // exact
    if f >= 0.5 { return t + 1 }
    if f <= -0.5 { return t - 1 }
    return t
}
