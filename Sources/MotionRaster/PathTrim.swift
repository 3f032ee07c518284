import Foundation

/// Cutting flattened subpaths by arc length: `strokeStart`/`strokeEnd` trimming and dashing.
package enum PathTrim {
    /// The part of `subpaths` between fractions `start` and `end` of their total length, measured as
    /// one length across all subpaths (closing segments included), as Core Animation trims a
    /// shape layer's stroke. A closed subpath inside the range stays closed; a cut one becomes
    /// open (and gets caps). Nothing when `start ≥ end`. Each piece's `dashOffset` is where it
    /// starts along its original subpath, so a dash pattern stays put while the trim moves.
    package static func trim(_ subpaths: [FlatSubpath], start: Double, end: Double) -> [FlatSubpath] {
        let s = start.isFinite ? min(max(start, 0), 1) : 0
        let e = end.isFinite ? min(max(end, 0), 1) : 1
        guard s < e else { return [] }
        if s == 0 && e == 1 { return subpaths }
        let lengths = subpaths.map { $0.segmentLengths }
        let total = lengths.reduce(0) { $0 + $1.reduce(0, +) }
        guard total > 0 else { return [] }
        let a = s * total, b = e * total
        var result: [FlatSubpath] = []
        var base = 0.0
        for (k, sub) in subpaths.enumerated() {
            let len = lengths[k].reduce(0, +)
            defer { base += len }
            if sub.points.count < 2 {
                // A dot sits at one distance: kept when that distance is inside the range.
                if a <= base && base <= b { result.append(sub) }
                continue
            }
            let lo = max(a - base, 0), hi = min(b - base, len)
            guard lo < hi else { continue }
            if sub.closed && lo <= 0 && hi >= len {
                result.append(sub)
            } else {
                result.append(extract(sub, lengths: lengths[k], from: lo, to: hi))
            }
        }
        return result
    }

    /// The open polyline along `sub` from distance `lo` to `hi` (0 ≤ lo ≤ hi ≤ its length); a single
    /// point oriented along the path when lo == hi.
    package static func extract(_ sub: FlatSubpath, lengths: [Double], from lo: Double, to hi: Double) -> FlatSubpath {
        var piece = FlatSubpath()
        piece.dashOffset = sub.dashOffset + lo
        var d = 0.0
        var started = false
        for i in 0..<lengths.count {
            let (p, q) = sub.segment(i)
            let l = lengths[i]
            let segEnd = d + l
            if !started && lo <= segEnd {
                let t = l > 0 ? (lo - d) / l : 0
                piece.append(p + (q - p) * t, corner: false)
                let tangent = sub.tangent(segment: i, at: t, lengths: lengths)
                piece.direction = tangent
                piece.startTangent = t == 0 && i == 0 && !sub.closed ? sub.startTangent ?? tangent : tangent
                started = true
            }
            if started {
                if hi <= segEnd {
                    let t = l > 0 ? (hi - d) / l : 1
                    piece.append(p + (q - p) * t, corner: false)
                    let last = i == lengths.count - 1 && t == 1 && !sub.closed
                    piece.endTangent = last ? sub.endTangent ?? (q - p) / l : sub.tangent(segment: i, at: t, lengths: lengths)
                    break
                }
                // The segment's end vertex lies inside the range.
                let vi = i + 1 == sub.points.count ? 0 : i + 1
                piece.append(q, corner: sub.corner[vi])
            }
            d = segEnd
        }
        if !started, let last = sub.closed ? sub.points.first : sub.points.last {
            // `lo` past the end by rounding: the piece is the end point.
            piece.append(last, corner: false)
        }
        piece.closed = false
        return piece
    }

    /// Most dashes `dash` cuts from one subpath (and what `cutsTooManyDashes` tells).
    package static let maxDashes = 200_000

    /// `raw` as `dash` cuts with it — an odd-length pattern repeated twice — and its period; nil for a
    /// pattern that is empty, negative, non-finite or sums to zero (the stroke stays solid).
    private static func normalized(_ raw: [Double]) -> (pattern: [Double], period: Double)? {
        guard !raw.isEmpty, raw.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let pattern = raw.count % 2 == 1 ? raw + raw : raw
        let period = pattern.reduce(0, +)
        return period > 0 ? (pattern, period) : nil
    }

    /// Whether a subpath `length` pixels long would take more than `maxDashes` pieces.
    private static func cutsTooMany(length: Double, _ pattern: [Double], period: Double, maxDashes: Int) -> Bool {
        length / period * Double(pattern.count) > Double(maxDashes)
    }

    /// Whether `dash` would leave `subpaths` solid because a subpath would take more than `maxDashes`
    /// pieces (a valid pattern only: an invalid one is "solid" for another reason).
    package static func cutsTooManyDashes(_ subpaths: [FlatSubpath], pattern raw: [Double], maxDashes: Int = maxDashes) -> Bool {
        guard let (pattern, period) = normalized(raw) else { return false }
        return subpaths.contains { sub in
            sub.points.count >= 2
                && cutsTooMany(length: sub.segmentLengths.reduce(0, +), pattern, period: period, maxDashes: maxDashes)
        }
    }

    /// The share of a path a dash pattern paints: its painted lengths over its period (an odd-length
    /// pattern repeats twice, its entries taking turns). nil for a pattern `dash` does not cut.
    package static func paintedShare(of raw: [Double]) -> Double? {
        guard let (pattern, period) = normalized(raw) else { return nil }
        return stride(from: 0, to: pattern.count, by: 2).reduce(0) { $0 + pattern[$1] } / period
    }

    /// `subpaths` cut into dashes: `pattern` (pixels) alternates painted and unpainted lengths and
    /// restarts at every subpath, `phase` pixels into it (plus the subpath's own `dashOffset`).
    /// An odd-length pattern repeats twice; a pattern that is empty, negative, non-finite or sums
    /// to zero leaves the stroke solid, and so does one that would cut more than `maxDashes`
    /// pieces (dashes that fine average to a uniform line: `CGContext` paints it at the pattern's
    /// `paintedShare`).
    ///
    /// `joinsAtClose`: on a closed subpath whose pattern is painting both where it ends and where it
    /// starts, the last dash and the first are one piece turning the corner at the start point (with
    /// the line join there, no caps), as PostScript and Core Graphics dash closed paths.
    package static func dash(_ subpaths: [FlatSubpath], pattern raw: [Double], phase: Double,
                     maxDashes: Int = maxDashes, joinsAtClose: Bool = false) -> [FlatSubpath] {
        guard let (pattern, period) = normalized(raw), phase.isFinite else { return subpaths }
        var result: [FlatSubpath] = []
        for sub in subpaths {
            let lengths = sub.segmentLengths
            let len = lengths.reduce(0, +)
            if sub.points.count < 2 { result.append(sub); continue }
            if cutsTooMany(length: len, pattern, period: period, maxDashes: maxDashes) { return subpaths }
            // Where the pattern stands at distance 0 of this piece: entry k, `remaining` of it left.
            var pos = (phase + sub.dashOffset).truncatingRemainder(dividingBy: period)
            if pos < 0 { pos += period }
            var k = 0, steps = 0
            while steps < 2 * pattern.count, pos > pattern[k] || (pos == pattern[k] && pattern[k] > 0) {
                pos -= pattern[k]
                k = (k + 1) % pattern.count
                steps += 1
            }
            pos = max(pos, 0)
            var remaining = pattern[k] - pos
            var d = 0.0
            let firstPiece = result.count
            var startsPainted = false, endsPainted = false
            while d <= len {
                if k % 2 == 0 {
                    if remaining == 0 {
                        // A zero-length dash: a dot (with round or square caps), except where a
                        // closed subpath's end meets its start and the dot at 0 already stands.
                        if !(sub.closed && d == len) { result.append(extract(sub, lengths: lengths, from: d, to: d)) }
                    } else if d < len {
                        if d == 0 { startsPainted = true }
                        if d + remaining >= len { endsPainted = true }
                        result.append(extract(sub, lengths: lengths, from: d, to: min(d + remaining, len)))
                    }
                }
                d += remaining
                k = (k + 1) % pattern.count
                remaining = pattern[k]
            }
            if joinsAtClose, sub.closed, startsPainted, endsPainted, result.count - firstPiece >= 2 {
                let first = result.remove(at: firstPiece)
                var merged = result.removeLast()
                merged.append(first.points[0], corner: sub.corner[0])
                for i in 1..<first.points.count { merged.append(first.points[i], corner: first.corner[i]) }
                merged.endTangent = first.endTangent
                result.insert(merged, at: firstPiece)
            }
        }
        return result
    }
}
