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

    // MARK: - Two channels at once

    /// The red and blue channels of `p` in the low bytes of two 16-bit lanes (0x00BB00RR).
    @inline(__always) static func rb(_ p: UInt32) -> UInt32 { p & 0x00FF_00FF }
    /// The green and alpha channels of `p` in the low bytes of two 16-bit lanes (0x00AA00GG).
    @inline(__always) static func ga(_ p: UInt32) -> UInt32 { (p >> 8) & 0x00FF_00FF }
    /// `x / 255` (truncated) in each of two 16-bit lanes holding at most 255·255: exact, since
    /// ⌊x / 255⌋ = (x + 1 + ⌊x / 256⌋) / 256 for every x ≤ 65,025, and no lane overflows into the next.
    @inline(__always) static func div255x2(_ x: UInt32) -> UInt32 {
        ((x &+ 0x0001_0001 &+ ((x >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }
    /// `c·k / 255` for both lanes of `c` (each ≤ 255) and `k` ≤ 255.
    @inline(__always) static func scale2(_ c: UInt32, _ k: UInt32) -> UInt32 { div255x2(c &* k) }
    /// The pixel from its red/blue and green/alpha lanes.
    @inline(__always) static func join(_ rb: UInt32, _ ga: UInt32) -> UInt32 { rb | (ga << 8) }

    // MARK: - Two pixels at once

    /// Two pixels' channels, one per 16-bit lane (R G B A R G B A): x86-64's SSE2 multiplies, adds and
    /// shifts eight at a time.
    typealias Lanes = SIMD8<UInt16>
    /// Whether the blends run two pixels at a time in `Lanes` (else a pixel at a time in two 16-bit
    /// lanes of a `UInt32`: the same numbers). Unoptimised (debug) builds keep `SIMD8`'s generic
    /// operators as calls — about a hundred times slower than the scalar loop, a live window at two
    /// frames a second — so only optimised builds use the lanes. Tests run both.
    #if DEBUG
    nonisolated(unsafe) static var usesLanes = false
    #else
    nonisolated(unsafe) static var usesLanes = true
    #endif
    /// `x / 255` (truncated) in every lane holding at most 255·255 (exact, as `div255x2`).
    @inline(__always) static func div255(_ x: Lanes) -> Lanes { (x &+ 1 &+ (x &>> 8)) &>> 8 }
    /// The two pixels at `p` (unaligned), a channel a lane.
    @inline(__always) static func load2(_ p: UnsafePointer<UInt32>) -> Lanes {
        Lanes(truncatingIfNeeded: unsafeBitCast(UnsafeRawPointer(p).loadUnaligned(as: UInt64.self), to: SIMD8<UInt8>.self))
    }
    /// Stores two pixels whose lanes each hold at most 255.
    @inline(__always) static func store2(_ v: Lanes, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: v), to: UInt64.self), as: UInt64.self)
    }
    /// `k0` in the first pixel's four lanes, `k1` in the second's.
    @inline(__always) static func spread(_ k0: UInt32, _ k1: UInt32) -> Lanes {
        unsafeBitCast(SIMD2<UInt64>(UInt64(k0) &* 0x0001_0001_0001_0001, UInt64(k1) &* 0x0001_0001_0001_0001), to: Lanes.self)
    }
    /// A colour's channels in both pixels' lanes.
    @inline(__always) static func lanes(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> Lanes {
        Lanes(UInt16(r), UInt16(g), UInt16(b), UInt16(a), UInt16(r), UInt16(g), UInt16(b), UInt16(a))
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
        // Per channel s + inva·d / 255 ≤ 255 (s ≤ a): no lane overflows.
        let srb = r | (b << 16), sga = g | (a << 16)
        let width = Int(rect.w), pairs = usesLanes
        for y in rect.y..<(rect.y + rect.h) {
            let row = dst.row(y) + Int(rect.x)
            var x = 0
            if pairs {
                // (Made here, not above: an unoptimised build would pay for them on every call.)
                let s2 = lanes(r, g, b, a), inv2 = Lanes(repeating: UInt16(inva))
                while x + 2 <= width {
                    store2(s2 &+ div255(load2(row + x) &* inv2), row + x)
                    x += 2
                }
            }
            while x < width {
                let d = row[x]
                row[x] = join(srb &+ scale2(rb(d), inva), sga &+ scale2(ga(d), inva))
                x += 1
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
        let modulates = modulatesColor || modulatesAlpha
        let pairs = usesLanes
        for y in 0..<height {
            let s = src + y * srcPitch, d = dst + y * dstPitch
            var x = 0
            if pairs {
                // x·255 / 255 = x: a channel not modulated is multiplied by 255, the same numbers. (Made
                // here, not above: an unoptimised build would pay for them on every call.)
                let mod2 = lanes(modulatesColor ? mod.r : 255, modulatesColor ? mod.g : 255, modulatesColor ? mod.b : 255,
                                 modulatesAlpha ? mod.a : 255)
                let alpha255 = lanes(0, 0, 0, 255), full = Lanes(repeating: 255)
                while x + 2 <= width {
                    var sv = load2(s + x)
                    if modulates { sv = div255(sv &* mod2) }
                    let a0 = UInt32(sv[3]), a1 = UInt32(sv[7])
                    // A transparent source leaves the pixel (SDL skips it; d·255 / 255 = d here).
                    if a0 | a1 != 0 {
                        let alpha = spread(a0, a1)
                        // Colour premultiplied by alpha (x·255 / 255 = x when opaque, as SDL's skipped step),
                        // alpha kept; then s + (255 − α)·d / 255 per channel, alpha included.
                        let premultiplied = div255(sv &* (alpha | alpha255))
                        store2(premultiplied &+ div255(load2(d + x) &* (full &- alpha)), d + x)
                    }
                    x += 2
                }
            }
            while x < width {
                defer { x += 1 }
                let sp = s[x]
                var sr = r(sp), sg = g(sp), sb = b(sp), sa = a(sp)
                if modulatesColor { sr = sr * mod.r / 255; sg = sg * mod.g / 255; sb = sb * mod.b / 255 }
                if modulatesAlpha { sa = sa * mod.a / 255 }
                if sa != 0 {
                    // (sr·sa / 255 when sa = 255 is sr: the same numbers as SDL's skipped step.)
                    let srb = scale2(sr | (sb << 16), sa), sga = scale2(sg | (255 << 16), sa)
                    let dp = d[x], inv = 255 - sa
                    d[x] = join(srb &+ scale2(rb(dp), inv), sga &+ scale2(ga(dp), inv))
                }
            }
        }
    }

    /// `blitModulateBlend` for a source whose every colour is white (see `SoftwareTexture.isWhite`): the
    /// same numbers, the colour channels known to be 255 (so 255·mod / 255 = mod) and only alpha read.
    static func blitModulateBlendWhite(_ src: UnsafePointer<UInt32>, srcPitch: Int, width: Int, height: Int,
                                       _ dst: UnsafeMutablePointer<UInt32>, dstPitch: Int,
                                       mod: (r: UInt32, g: UInt32, b: UInt32, a: UInt32), modulatesColor: Bool, modulatesAlpha: Bool) {
        let cr: UInt32 = modulatesColor ? mod.r : 255, cg: UInt32 = modulatesColor ? mod.g : 255, cb: UInt32 = modulatesColor ? mod.b : 255
        let crb = cr | (cb << 16), cga = cg | (255 << 16)
        let pairs = usesLanes
        /// The source alpha for mask alpha `m`.
        @inline(__always) func alpha(_ m: UInt32) -> UInt32 { modulatesAlpha ? m * mod.a / 255 : m }
        for y in 0..<height {
            let s = src + y * srcPitch, d = dst + y * dstPitch
            var x = 0
            if pairs {
                let c2 = lanes(cr, cg, cb, 255), full = Lanes(repeating: 255)
                while x + 2 <= width {
                    let a0 = alpha(s[x] >> 24), a1 = alpha(s[x + 1] >> 24)
                    // A transparent source leaves the pixel (SDL skips it; d·255 / 255 = d here).
                    if a0 | a1 != 0 {
                        let sa = spread(a0, a1)
                        // The colour premultiplied by alpha (alpha·255 / 255 = alpha), then s + (255 − α)·d / 255.
                        store2(div255(c2 &* sa) &+ div255(load2(d + x) &* (full &- sa)), d + x)
                    }
                    x += 2
                }
            }
            while x < width {
                let sa = alpha(s[x] >> 24)
                if sa != 0 {
                    let dp = d[x], inv = 255 - sa
                    d[x] = join(scale2(crb, sa) &+ scale2(rb(dp), inv), scale2(cga, sa) &+ scale2(ga(dp), inv))
                }
                x += 1
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
