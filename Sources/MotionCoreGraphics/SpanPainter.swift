import Foundation
import MotionGeometry
import MotionRaster
import CMotionBlend

/// Paints runs of one row: the blend of `Compositing.swift` over premultiplied RGBA pixels (a bitmap
/// `width` pixels wide, handed to each call). Holds nothing painting changes, so bands of rows can be
/// painted at once (each with its own row buffer). A class: a recorded call's painter is read in place
/// by every band, never copied.
final class SpanPainter {
    let width: Int
    let solid: SIMD4<Float>
    let shader: Shader?
    let mode: CGBlendMode
    let alpha: Float
    let clip: ClipMask?
    /// An opaque solid colour in source-over at full coverage is its bytes.
    let opaqueSolid: Bool
    let opaqueBytes: (UInt8, UInt8, UInt8, UInt8)
    /// A solid colour in source-over without a clip mask (strokes and fills: the common case), painted
    /// in 8-bit integer arithmetic by `SolidOverBlend`.
    let solidOver: Bool
    /// The solid colour's premultiplied bytes as one little-endian RGBA word.
    let solidWord: UInt32

    init(width: Int, paint: Paint, mode: CGBlendMode, alpha: Float, clip: ClipMask?) {
        self.width = width
        self.mode = mode
        self.alpha = alpha
        self.clip = clip
        switch paint {
        case .solid(let s): solid = s * alpha; shader = nil
        case .shader(let s): solid = .zero; shader = s
        }
        // Rounded to nearest; NaN and negatives 0, above 1 255.
        @inline(__always) func byte(_ f: Float) -> UInt8 { let q = f * 255 + 0.5; return q > 0 ? (q < 255 ? UInt8(q) : 255) : 0 }
        opaqueBytes = (byte(solid.x), byte(solid.y), byte(solid.z), byte(solid.w))
        opaqueSolid = shader == nil && mode == .normal && solid.w >= 1
        solidOver = shader == nil && mode == .normal && clip?.values == nil
        solidWord = UInt32(opaqueBytes.0) | UInt32(opaqueBytes.1) << 8 | UInt32(opaqueBytes.2) << 16 | UInt32(opaqueBytes.3) << 24
    }

    /// Whether painting rows `rows` (x 0..<`width`) at full coverage sets every pixel to a value that
    /// does not depend on what it held: an opaque colour in source-over, or an opaque linear gradient
    /// whose every pixel of those rows takes `shadePacked`'s whole-run path.
    func replacesWholeRows(_ rows: Range<Int>, width: Int) -> Bool {
        guard mode == .normal, clip == nil, alpha >= 1 else { return false }
        if shader == nil { return opaqueSolid && solidOver }
        guard let linear = shader as? LinearGradientShader else { return false }
        return rows.allSatisfy { linear.packsWholeRun(y: $0, x0: 0, count: width) }
    }

    /// Stores premultiplied `v` (0…1) at byte offset `o` of `pixels`, rounded to nearest.
    @inline(__always)
    private func store(_ v: SIMD4<Float>, at o: Int, in pixels: UnsafeMutablePointer<UInt8>) {
        let q = v * 255 + 0.5
        // Scalar conversions (SIMD's generic rounding initialiser is not specialised into fast code);
        // NaN and negatives store 0.
        @inline(__always) func byte(_ f: Float) -> UInt8 { f > 0 ? (f < 255 ? UInt8(Int32(f)) : 255) : 0 }
        pixels[o] = byte(q.x); pixels[o + 1] = byte(q.y); pixels[o + 2] = byte(q.z); pixels[o + 3] = byte(q.w)
    }

    /// Pixels x0..<x1 of row y at coverage `c` (× the clip's); `row` is scratch for the shader.
    @inline(__always)
    func paint(_ y: Int, _ x0: Int, _ x1: Int, _ c: Float, row: UnsafeMutablePointer<SIMD4<Float>>, into pixels: UnsafeMutablePointer<UInt8>) {
        paint(y, x0, x1, c, nil, row: row, into: pixels)
    }

    /// Pixels x0..<x1 of rows `rows` at full coverage (a rect's; × the clip's). An opaque linear gradient
    /// is found once for all the rows (a cast and a retain a row were a background's every row, on both
    /// workers at once).
    func paintRows(_ rows: Range<Int>, _ x0: Int, _ x1: Int, row: UnsafeMutablePointer<SIMD4<Float>>,
                   into pixels: UnsafeMutablePointer<UInt8>) {
        if !solidOver, mode == .normal, alpha >= 1, clip?.values == nil, let linear = shader as? LinearGradientShader {
            for y in rows {
                let base = UnsafeMutableRawPointer(pixels + (y &* width &+ x0) &* 4).assumingMemoryBound(to: UInt32.self)
                if !linear.shadePacked(y: y, x0: x0, count: x1 &- x0, into: base) { paint(y, x0, x1, 1, nil, row: row, into: pixels) }
            }
            return
        }
        for y in rows { paint(y, x0, x1, 1, nil, row: row, into: pixels) }
    }

    /// Pixels x0..<x1 of row y at coverage `coverage[x − x0]` each (× the clip's).
    @inline(__always)
    func paint(_ y: Int, _ x0: Int, _ x1: Int, coverage: UnsafePointer<Float>, row: UnsafeMutablePointer<SIMD4<Float>>,
               into pixels: UnsafeMutablePointer<UInt8>) {
        paint(y, x0, x1, 0, coverage, row: row, into: pixels)
    }

    /// Pixels x0..<x1 of row y at coverage `coverage[x − x0]` when given, else `c`.
    @inline(__always)
    private func paint(_ y: Int, _ x0: Int, _ x1: Int, _ c: Float, _ coverage: UnsafePointer<Float>?,
                       row: UnsafeMutablePointer<SIMD4<Float>>, into pixels: UnsafeMutablePointer<UInt8>) {
        if solidOver {
            let words = UnsafeMutableRawPointer(pixels + (y &* width &+ x0) &* 4)
                .assumingMemoryBound(to: UInt32.self)
            let blend = SolidOverBlend(source: solidWord)
            if let coverage { blend.paint(words, coverage: coverage, count: x1 &- x0) } else { blend.paint(words, coverage: c, count: x1 &- x0) }
            return
        }
        let shaded = shader != nil
        if shaded, coverage == nil, c >= 1, mode == .normal, alpha >= 1, clip?.values == nil,
           let linear = shader as? LinearGradientShader {
            // An opaque gradient over whole pixels: its bytes, written in place.
            let base = UnsafeMutableRawPointer(pixels + (y * width + x0) * 4).assumingMemoryBound(to: UInt32.self)
            if linear.shadePacked(y: y, x0: x0, count: x1 - x0, into: base) { return }
        }
        if shaded { shader.unsafelyUnwrapped.shade(y: y, x0: x0, count: x1 - x0, into: row) }
        let clipValues = clip?.values != nil
        let inv255: Float = 1 / 255
        var o = (y * width + x0) * 4
        for x in x0..<x1 {
            defer { o += 4 }
            let cx = coverage?[x - x0] ?? c
            let k = clipValues ? cx * clip!.value(x, y) : cx
            if k <= 0 { continue }
            if opaqueSolid && k >= 1 {
                pixels[o] = opaqueBytes.0; pixels[o + 1] = opaqueBytes.1; pixels[o + 2] = opaqueBytes.2; pixels[o + 3] = opaqueBytes.3
                continue
            }
            var s = solid
            if shaded {
                s = row[x - x0]
                if s.w < 0 { continue }
                s *= alpha
                if s.w >= 1 && k >= 1 && mode == .normal {
                    // An opaque paint at full coverage replaces the pixel.
                    store(s, at: o, in: pixels)
                    continue
                }
            }
            let d = SIMD4<Float>(Float(pixels[o]), Float(pixels[o + 1]), Float(pixels[o + 2]), Float(pixels[o + 3])) * inv255
            var r: SIMD4<Float>
            if mode == .normal {
                r = k * s + (1 - k * s.w) * d
            } else {
                r = d + k * (CGContext.blend(s, d, mode) - d)
            }
            store(r, at: o, in: pixels)
        }
    }
}

/// Source-over of one premultiplied colour at a coverage per pixel, in 8-bit integer arithmetic:
/// d' = s·c + d·(1 − sα·c), each product divided by 255 rounded to nearest (the exact (x + 128 +
/// ((x + 128) >> 8)) >> 8). Two channels ride in one 32-bit word (red and blue, green and alpha, 16 bits
/// each: a product of two bytes fits), so the loop is branch free and the compiler vectorises it.
///
/// Why integers: the float blend converted every channel to and from float, lane by lane, and was a
/// quarter of a redrawn frame's time. Against the float blend a channel differs by at most 1 (the colour
/// is rounded to bytes first and each product is rounded on its own); coverage is quantised to 1/255.
struct SolidOverBlend {
    /// Red | blue << 16 and green | alpha << 16 of the source's premultiplied bytes.
    let rb: UInt32, ga: UInt32
    /// The same in 16-bit lanes, four pixels' worth (red, blue, … and green, alpha, …), and the alpha in
    /// every lane: made once per colour, not per run.
    let sourceRB: SIMD8<UInt16>, sourceGA: SIMD8<UInt16>, alpha: SIMD8<UInt16>

    /// Whether `CMotionBlend`'s eight-pixel loop runs on this CPU (x86-64 with AVX2; checked once).
    static let wide = cmotionblend_available() != 0

    init(source: UInt32) {
        rb = source & 0x00FF_00FF
        ga = (source >> 8) & 0x00FF_00FF
        sourceRB = SIMD2(UInt16(truncatingIfNeeded: rb), UInt16(truncatingIfNeeded: rb >> 16)).repeated4
        sourceGA = SIMD2(UInt16(truncatingIfNeeded: ga), UInt16(truncatingIfNeeded: ga >> 16)).repeated4
        alpha = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: ga >> 16))
    }

    /// x / 255 rounded to nearest, for both 16-bit halves at once (each ≤ 255 · 255).
    @inline(__always)
    static func divide255(_ x: UInt32) -> UInt32 {
        let y = x &+ 0x0080_0080
        return ((y &+ ((y >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Coverage 0…1 as 0…255, rounded to nearest even; NaN and negatives 0, above 1 255 (adding 2²³
    /// leaves the integer in the low bits of the float: branch free).
    @inline(__always)
    static func coverageByte(_ k: Float) -> UInt32 {
        let clamped = Swift.min(Swift.max(k, 0), 1) * 255 + 8_388_608
        return Swift.min(clamped.bitPattern & 0x1FF, 255)
    }

    /// `coverageByte` of four coverages, each in both 16-bit halves of its 32-bit lane (the lanes of
    /// four pixels' red/blue or green/alpha pairs).
    @inline(__always)
    static func coverageBytes(_ k: SIMD4<Float>) -> SIMD8<UInt16> {
        // Masks, not pointwiseMin/Max (generic, not inlined): NaN and negatives 0, above 1 1.
        let positive = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(k .> 0, to: SIMD4<Int32>.self))
        var bits = unsafeBitCast(k, to: SIMD4<UInt32>.self) & positive
        let above = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(k .> 1, to: SIMD4<Int32>.self))
        bits = (bits & ~above) | (SIMD4<UInt32>(repeating: Float(1).bitPattern) & above)
        let scaled = unsafeBitCast(bits, to: SIMD4<Float>.self) * 255 + 8_388_608
        let c = unsafeBitCast(scaled, to: SIMD4<UInt32>.self) & 0x1FF
        return unsafeBitCast(c | (c &<< 16), to: SIMD8<UInt16>.self)
    }

    /// One pixel (a little-endian RGBA word) under coverage `c` (0…255).
    @inline(__always)
    func over(_ pixel: UInt32, _ c: UInt32) -> UInt32 {
        let srb = Self.divide255(rb &* c), sga = Self.divide255(ga &* c)
        let keep = 255 &- (sga >> 16)
        let d = UInt32(littleEndian: pixel)
        let drb = Self.divide255((d & 0x00FF_00FF) &* keep), dga = Self.divide255(((d >> 8) & 0x00FF_00FF) &* keep)
        return ((srb &+ drb) | ((sga &+ dga) << 8)).littleEndian
    }

    /// x / 255 rounded to nearest in every 16-bit lane (each ≤ 255 · 255), as (y · 257) >> 16 with
    /// y = x + 128: the high half of a 16 × 16-bit product (SSE2's `pmulhuw`, NEON's `umull` + shift:
    /// two instructions where (y + (y >> 8)) >> 8 took four). The same value for every y < 2¹⁶:
    /// ⌊(256y + y) / 2¹⁶⌋ = ⌊(y + ⌊y / 256⌋) / 256⌋, since y + ⌊y / 256⌋ is an integer and the fraction
    /// dropped, (y mod 256) / 2¹⁶, is below 1/256.
    @inline(__always)
    static func divide255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let y = SIMD8<UInt32>(truncatingIfNeeded: x &+ 128) &* 257
        return SIMD8<UInt16>(truncatingIfNeeded: y &>> 16)
    }

    /// `count` pixels from `words`, pixel i at coverage `coverage[i]`.
    ///
    /// Four pixels at a time in 16-bit lanes: the four words read as eight 16-bit lanes are red | green
    /// << 8 and blue | alpha << 8, so a mask and a shift split them into red/blue and green/alpha lanes,
    /// each pixel's coverage in its two lanes of both (SSE2 has a 16-bit multiply; the 32-bit words of
    /// `over` vectorise into 32-bit multiplies, which x86-64's baseline emulates with shuffles). The
    /// arithmetic per channel is `over`'s, so are the bytes: no lane exceeds 255 (a premultiplied channel
    /// is at most its alpha, so s·c/255 + d·(255 − sα·c/255)/255 ≤ 255, rounded the same way).
    @inline(__always)
    func paint(_ words: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<Float>, count: Int) {
        let sourceRB = self.sourceRB, sourceGA = self.sourceGA, alpha = self.alpha
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        let raw = UnsafeMutableRawPointer(words)
        var i = 0
        // The lanes' layout is the little-endian one; elsewhere every pixel goes through `over`.
        let vectorEnd: Int
        #if _endian(little)
        vectorEnd = count
        #else
        vectorEnd = 0
        #endif
        while i &+ 4 <= vectorEnd {
            let c = Self.coverageBytes(UnsafeRawPointer(coverage + i).loadUnaligned(as: SIMD4<Float>.self))
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
            let keep = 255 &- Self.divide255(alpha &* c)
            let rbOut = Self.divide255(sourceRB &* c) &+ Self.divide255((d & low) &* keep)
            let gaOut = Self.divide255(sourceGA &* c) &+ Self.divide255((d &>> 8) &* keep)
            raw.storeBytes(of: rbOut | (gaOut &<< 8), toByteOffset: i &* 4, as: SIMD8<UInt16>.self)
            i &+= 4
        }
        while i < count {
            words[i] = over(words[i], Self.coverageByte(coverage[i]))
            i &+= 1
        }
    }

    /// `count` pixels from `words`, pixel i at the coverage of the running sum `sum` + cells[0] + … +
    /// cells[i] under `rule` (`CoverageAccumulator.drainSegments`' cells): sums, folds and blends as it
    /// goes, four pixels at a time, emptying the cells; returns the sum after the last. `covered`: the
    /// first and last pixel whose coverage is above 1e-6 (what `drainSpans`' runs are trimmed to), −1
    /// when none. The bytes are those of summing into a coverage buffer and `paint(_:coverage:count:)`:
    /// the sums are added one cell at a time in the same order, and the blend is the same.
    ///
    /// `wide` (`SolidOverBlend.wide`: the CPU has AVX2): the nonzero rule's pixels go eight at a time
    /// through `CMotionBlend` (the same arithmetic, so the same bytes), the last few as one group when
    /// `room` pixels and cells from `words` and `cells` may be read and written back unchanged.
    @inline(__always)
    func paint(_ words: UnsafeMutablePointer<UInt32>, summing cells: UnsafeMutablePointer<Float>, count: Int, room: Int = 0,
               from sum: Float, rule: WindingRule, wide: Bool = false, covered: inout (first: Int, last: Int)) -> Float {
        var acc = sum
        var i = 0
        var firstGroup = -1, lastGroup = -1, firstK = SIMD4<Float>(), lastK = SIMD4<Float>()
        // A pattern match, not `==`: WindingRule is another module's enum, and its `==` is a call through
        // Equatable's witness table (once a segment and once a pixel of the tail, a tenth of this function).
        let nonZero: Bool
        if case .nonZero = rule { nonZero = true } else { nonZero = false }
        if wide && nonZero {
            var first = covered.first, last = covered.last
            acc = cmotionblend_sum_over(words, cells, count, Swift.max(room, count), sum, rb | ga << 8, &first, &last)
            covered = (first, last)
            return acc
        }
        #if _endian(little)
        // The loop twice, the fold a constant in each (the nonzero rule's is |sum|: coverageBytes takes
        // above 1 as 1, as CoverageAccumulator.fold's min does, and NaN as 0).
        if nonZero {
            sumBlend(words, cells, count, &acc, &i, &firstGroup, &lastGroup, &firstK, &lastK) {
                unsafeBitCast(unsafeBitCast($0, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
            }
        } else {
            sumBlend(words, cells, count, &acc, &i, &firstGroup, &lastGroup, &firstK, &lastK) {
                SIMD4(CoverageAccumulator.fold($0.x, rule), CoverageAccumulator.fold($0.y, rule),
                      CoverageAccumulator.fold($0.z, rule), CoverageAccumulator.fold($0.w, rule))
            }
        }
        #endif
        @inline(__always) func lanes(_ k: SIMD4<Float>) -> (first: Int, last: Int) {
            (k.x > 1e-6 ? 0 : k.y > 1e-6 ? 1 : k.z > 1e-6 ? 2 : 3, k.w > 1e-6 ? 3 : k.z > 1e-6 ? 2 : k.y > 1e-6 ? 1 : 0)
        }
        if firstGroup >= 0 {
            if covered.first < 0 { covered.first = firstGroup &+ lanes(firstK).first }
            covered.last = lastGroup &+ lanes(lastK).last
        }
        while i < count {
            acc += cells[i]
            cells[i] = 0
            // CoverageAccumulator.fold, its nonzero case written out (a call across modules otherwise).
            let k = nonZero ? min(abs(acc), 1) : CoverageAccumulator.fold(acc, rule)
            if k > 1e-6 {
                if covered.first < 0 { covered.first = i }
                covered.last = i
            }
            words[i] = over(words[i], Self.coverageByte(k))
            i &+= 1
        }
        return acc
    }

    /// `paint(_:summing:…)`'s four pixels at a time, from pixel `i` on while four remain (the lanes are
    /// the little-endian layout); `fold4`: the coverage of four sums. The first and last fours with a
    /// covered pixel are kept (`firstK`, `lastK` at `firstGroup`, `lastGroup`) for their lanes to be read
    /// after the loop.
    @inline(__always)
    private func sumBlend(_ words: UnsafeMutablePointer<UInt32>, _ cells: UnsafeMutablePointer<Float>, _ count: Int,
                          _ acc: inout Float, _ i: inout Int, _ firstGroup: inout Int, _ lastGroup: inout Int,
                          _ firstK: inout SIMD4<Float>, _ lastK: inout SIMD4<Float>, _ fold4: (SIMD4<Float>) -> SIMD4<Float>) {
        let sourceRB = self.sourceRB, sourceGA = self.sourceGA, alpha = self.alpha
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        let raw = UnsafeMutableRawPointer(words)
        let cellBytes = UnsafeMutableRawPointer(cells)
        var sum = acc, x = i, first = firstGroup, last = lastGroup, fk = firstK, lk = lastK
        while x &+ 4 <= count {
            let v = cellBytes.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<Float>.self)
            cellBytes.storeBytes(of: SIMD4<Float>(), toByteOffset: x &* 4, as: SIMD4<Float>.self)
            // One cell at a time, in order: the sums of drainSpans.
            let a0 = sum + v.x, a1 = a0 + v.y, a2 = a1 + v.z, a3 = a2 + v.w
            sum = a3
            let k = fold4(SIMD4(a0, a1, a2, a3))
            if any(k .> 1e-6) {
                if first < 0 { first = x; fk = k }
                last = x; lk = k
            }
            let c = Self.coverageBytes(k)
            let d = raw.loadUnaligned(fromByteOffset: x &* 4, as: SIMD8<UInt16>.self)
            let keep = 255 &- Self.divide255(alpha &* c)
            let rbOut = Self.divide255(sourceRB &* c) &+ Self.divide255((d & low) &* keep)
            let gaOut = Self.divide255(sourceGA &* c) &+ Self.divide255((d &>> 8) &* keep)
            raw.storeBytes(of: rbOut | (gaOut &<< 8), toByteOffset: x &* 4, as: SIMD8<UInt16>.self)
            x &+= 4
        }
        acc = sum; i = x; firstGroup = first; lastGroup = last; firstK = fk; lastK = lk
    }

    /// `count` pixels from `words`, all at coverage `k`.
    @inline(__always)
    func paint(_ words: UnsafeMutablePointer<UInt32>, coverage k: Float, count: Int) {
        let c = Self.coverageByte(k)
        guard c > 0 else { return }
        let srb = Self.divide255(rb &* c), sga = Self.divide255(ga &* c)
        let keep = 255 &- (sga >> 16)
        if keep == 0 {
            // Opaque at full coverage: the colour's bytes.
            let word = (srb | sga << 8).littleEndian
            for i in 0..<count { words[i] = word }
            return
        }
        for i in 0..<count {
            let d = UInt32(littleEndian: words[i])
            let drb = Self.divide255((d & 0x00FF_00FF) &* keep), dga = Self.divide255(((d >> 8) & 0x00FF_00FF) &* keep)
            words[i] = ((srb &+ drb) | ((sga &+ dga) << 8)).littleEndian
        }
    }
}

private extension SIMD2 where Scalar == UInt16 {
    /// (x, y, x, y, x, y, x, y).
    var repeated4: SIMD8<UInt16> { SIMD8(x, y, x, y, x, y, x, y) }
}
