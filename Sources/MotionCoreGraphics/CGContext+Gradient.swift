import Foundation
import MotionGeometry
import CMotionBlend

/// Gradients fill the whole clip (Core Graphics'): pixels are sampled at their centres, mapped back
/// into user space.
extension CGContext {
    /// Colour constant along lines perpendicular to start → end (user space); t = 0 at `start`, 1 at `end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let inv = userToRaster.inverted()
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let len2 = dx * dx + dy * dy
        guard len2 > 0, len2.isFinite, Double(inv.a).isFinite else { return }
        // t(raster x, y) = ((user(x, y) − start)·(end − start)) / |end − start|², affine in x and y.
        let tx = (Double(inv.a) * dx + Double(inv.b) * dy) / len2
        let ty = (Double(inv.c) * dx + Double(inv.d) * dy) / len2
        let t0 = ((Double(inv.tx) - Double(start.x)) * dx + (Double(inv.ty) - Double(start.y)) * dy) / len2
        let shader = LinearGradientShader(table: gradient.table, packed: gradient.packedTable, tx: tx, ty: ty, t0: t0,
                                          before: options.contains(.drawsBeforeStartLocation),
                                          after: options.contains(.drawsAfterEndLocation))
        composite(.rect(drawableRect), .shader(shader))
    }

    /// Colour along circles interpolated from (startCenter, startRadius) at t = 0 to (endCenter,
    /// endRadius) at t = 1 (user space); each point takes the largest t whose circle passes through it
    /// with a radius ≥ 0 (the PDF/Core Graphics two-circle rule).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let inv = userToRaster.inverted()
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy({ $0.isFinite }), startRadius >= 0, endRadius >= 0, Double(inv.a).isFinite else { return }
        let shader = RadialGradientShader(table: gradient.table, inverse: inv,
                                          c0: (Double(startCenter.x), Double(startCenter.y)), r0: Double(startRadius),
                                          c1: (Double(endCenter.x), Double(endCenter.y)), r1: Double(endRadius),
                                          before: options.contains(.drawsBeforeStartLocation),
                                          after: options.contains(.drawsAfterEndLocation))
        composite(.rect(drawableRect), .shader(shader))
    }
}

/// The colour for t through the gradient's table; t outside 0…1 takes the end colours.
@inline(__always)
func gradientColor(_ table: [SIMD4<Float>], _ t: Double) -> SIMD4<Float> {
    let last = table.count - 1
    let i = t > 0 ? (t < 1 ? Int(t * Double(last) + 0.5) : last) : 0
    return table[i]
}

final class LinearGradientShader: Shader {
    let table: [SIMD4<Float>]
    let tx: Double, ty: Double, t0: Double
    let before: Bool, after: Bool

    /// The table as RGBA bytes when every colour is opaque (nil otherwise): pixels it wholly covers are
    /// these bytes. In memory of this shader's own, not an array: `shadePacked` runs once a row on both
    /// workers, and reading an array retained and released its storage each time (one cache line both
    /// cores wrote to).
    private let packedEntries: UnsafeMutableBufferPointer<UInt32>?

    /// `packed`: the gradient's `packedTable` (made once per gradient: a background redrawn every frame
    /// made its 1,024 entries on the drawing thread each time).
    init(table: [SIMD4<Float>], packed: [UInt32]?, tx: Double, ty: Double, t0: Double, before: Bool, after: Bool) {
        self.table = table
        self.tx = tx; self.ty = ty; self.t0 = t0; self.before = before; self.after = after
        if let packed, !packed.isEmpty {
            let entries = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: packed.count)
            _ = entries.initialize(from: packed)
            packedEntries = entries
        } else {
            packedEntries = nil
        }
    }

    deinit { packedEntries?.deallocate() }

    /// Whether `shadePacked` writes every one of pixels x0..<x0+count of row y (opaque colours, the
    /// whole run inside the gradient: its test, on the same values).
    func packsWholeRun(y: Int, x0: Int, count: Int) -> Bool {
        guard packedEntries != nil, count > 1 else { return false }
        let t = t0 + tx * (Double(x0) + 0.5) + ty * (Double(y) + 0.5)
        let tEnd = t + tx * Double(count - 1)
        return t >= 0 && t <= 1 && tEnd >= 0 && tEnd <= 1
    }

    /// Writes the opaque colours of pixels x0..<x0+count of row y straight into `row` (RGBA bytes);
    /// false when the gradient has translucent colours. Pixels past an unextended end are left alone.
    func shadePacked(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<UInt32>) -> Bool {
        guard let lut = packedEntries else { return false }
        var t = t0 + tx * (Double(x0) + 0.5) + ty * (Double(y) + 0.5)
        let last = Double(lut.count - 1)
        do {
            let tEnd = t + tx * Double(count - 1)
            if count > 1, t >= 0, t <= 1, tEnd >= 0, tEnd <= 1 {
                // The whole run inside the gradient (t is affine in x): the table index in 32.32 fixed
                // point, stepped by an integer add per pixel (the same entry as rounding t · last, but
                // where a pixel's t is within 2⁻³² of halfway between two entries).
                var index = Int64((t * last + 0.5) * 4_294_967_296)
                let step = Int64((tx * last) * 4_294_967_296)
                let top = lut.count - 1
                // No clamp to the top entry when neither end of the run is past it: the index is affine
                // along the run, so every pixel's lies between its ends' (which are ≥ 0 as t is, and
                // within 2⁴² of each other as t and tEnd are within 0…1: no overflow).
                let limit = Int64(top + 1) << 32
                if index < limit && index &+ step &* Int64(count - 1) < limit {
                    if SolidOverBlend.wide, let base = lut.baseAddress {
                        // Eight entries at a time (AVX2): a background gradient's every pixel.
                        cmotionblend_table_row(row, base, lut.count, index, step, count)
                        return true
                    }
                    for i in 0..<count {
                        row[i] = lut[Int(truncatingIfNeeded: index >> 32)]
                        index &+= step
                    }
                    return true
                }
                for i in 0..<count {
                    row[i] = lut[min(Int(truncatingIfNeeded: index >> 32), top)]
                    index &+= step
                }
                return true
            }
            for i in 0..<count {
                if t >= 0 && t <= 1 {
                    row[i] = lut[Int(t * last + 0.5)]
                } else if t.isFinite && ((t < 0 && before) || (t > 1 && after)) {
                    row[i] = t < 0 ? lut[0] : lut[lut.count - 1]
                }
                t += tx
            }
        }
        return true
    }

    func shade(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<SIMD4<Float>>) {
        var t = t0 + tx * (Double(x0) + 0.5) + ty * (Double(y) + 0.5)
        for i in 0..<count {
            if (t < 0 && !before) || (t > 1 && !after) || !t.isFinite {
                row[i] = SIMD4(0, 0, 0, -1)
            } else {
                row[i] = gradientColor(table, t)
            }
            t += tx
        }
    }
}

final class RadialGradientShader: Shader {
    let table: [SIMD4<Float>]
    let inverse: CGAffineTransform
    let c0: (Double, Double), r0: Double
    let c1: (Double, Double), r1: Double
    let before: Bool, after: Bool

    init(table: [SIMD4<Float>], inverse: CGAffineTransform, c0: (Double, Double), r0: Double,
         c1: (Double, Double), r1: Double, before: Bool, after: Bool) {
        self.table = table; self.inverse = inverse; self.c0 = c0; self.r0 = r0; self.c1 = c1; self.r1 = r1
        self.before = before; self.after = after
    }

    func shade(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<SIMD4<Float>>) {
        let cdx = c1.0 - c0.0, cdy = c1.1 - c0.1, dr = r1 - r0
        let a = cdx * cdx + cdy * cdy - dr * dr
        let m = inverse
        let py = Double(y) + 0.5
        for i in 0..<count {
            let px = Double(x0 + i) + 0.5
            let ux = Double(m.a) * px + Double(m.c) * py + Double(m.tx)
            let uy = Double(m.b) * px + Double(m.d) * py + Double(m.ty)
            let pdx = ux - c0.0, pdy = uy - c0.1
            let b = pdx * cdx + pdy * cdy + r0 * dr
            let c = pdx * pdx + pdy * pdy - r0 * r0
            var found: Double?
            func accept(_ t: Double) -> Bool {
                guard t.isFinite, r0 + t * dr >= 0 else { return false }
                if t < 0 && !before { return false }
                if t > 1 && !after { return false }
                return true
            }
            if abs(a) < 1e-12 {
                if b != 0 {
                    let t = c / (2 * b)
                    if accept(t) { found = t }
                }
            } else {
                let disc = b * b - a * c
                if disc >= 0 {
                    let s = disc.squareRoot()
                    let t1 = (b + s) / a, t2 = (b - s) / a
                    let hi = max(t1, t2), lo = min(t1, t2)
                    if accept(hi) { found = hi } else if accept(lo) { found = lo }
                }
            }
            if let t = found { row[i] = gradientColor(table, t) } else { row[i] = SIMD4(0, 0, 0, -1) }
        }
    }
}
