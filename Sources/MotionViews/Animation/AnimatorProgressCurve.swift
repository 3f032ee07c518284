import Foundation

/// How far one property animator animation has gone from its start values (0) to its end values (1),
/// per axis: `x` for one-dimensional properties and the x of position-like ones, `y` for their y (a
/// spring's initial velocity can differ per axis). Springs overshoot past 1.
struct AnimatorProgress: Equatable {
    var x: Double
    var y: Double

    static let start = AnimatorProgress(x: 0, y: 0)
    static let end = AnimatorProgress(x: 1, y: 1)

    func isClose(to other: AnimatorProgress, tolerance: Double = 1e-12) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

/// The motion across one piece of a progress curve.
enum ProgressShape {
    case linear
    /// A timing function of the piece's fraction.
    case cubic(CAMediaTimingFunction)
    /// Per-axis spring step responses over `seconds` (the piece's length in time).
    case spring(x: SpringSimulation, y: SpringSimulation, seconds: Double)

    /// Eased progress (0 at the piece's start, 1 at its end, springs overshooting) at fraction `f`.
    func value(_ f: Double) -> AnimatorProgress {
        switch self {
        case .linear: return AnimatorProgress(x: f, y: f)
        case .cubic(let c):
            let v = c.evaluate(f)
            return AnimatorProgress(x: v, y: v)
        case let .spring(sx, sy, seconds):
            return AnimatorProgress(x: sx.value(at: f * seconds), y: sy.value(at: f * seconds))
        }
    }
}

/// One piece of a progress curve: over the fractions `u0…u1` of the animator, progress moves from `p0`
/// to `p1` with `shape`. A `backward` piece was built for travel toward `u0` (a reversed animator), so
/// its shape starts at `u1`. `lo…hi` is the part of the piece in use (a piece cut where a newer one begins
/// keeps its own parametrization).
struct ProgressPiece {
    var u0: Double, u1: Double
    var p0: AnimatorProgress, p1: AnimatorProgress
    var shape: ProgressShape
    var backward = false
    var lo: Double, hi: Double

    init(u0: Double, u1: Double, p0: AnimatorProgress, p1: AnimatorProgress, shape: ProgressShape, backward: Bool = false) {
        self.u0 = u0; self.u1 = u1; self.p0 = p0; self.p1 = p1; self.shape = shape; self.backward = backward
        lo = u0; hi = u1
    }

    /// A flat piece holding `p` over `u0…u1`.
    static func hold(_ p: AnimatorProgress, from u0: Double, to u1: Double) -> ProgressPiece {
        ProgressPiece(u0: u0, u1: u1, p0: p, p1: p, shape: .linear)
    }

    func progress(at u: Double) -> AnimatorProgress {
        let span = u1 - u0
        guard span > 0 else { return p1 }
        let f = min(max((u - u0) / span, 0), 1)
        if backward {
            let e = shape.value(1 - f)
            return AnimatorProgress(x: p1.x + (p0.x - p1.x) * e.x, y: p1.y + (p0.y - p1.y) * e.y)
        }
        let e = shape.value(f)
        return AnimatorProgress(x: p0.x + (p1.x - p0.x) * e.x, y: p0.y + (p1.y - p0.y) * e.y)
    }
}

/// Progress as a function of the animator's fraction complete u ∈ 0…1: contiguous pieces covering 0…1,
/// so that moving u continuously — forwards, backwards, or by scrubbing — never makes progress jump.
struct AnimatorProgressCurve {
    private(set) var pieces: [ProgressPiece]

    init(pieces: [ProgressPiece]) { self.pieces = pieces.filter { $0.hi >= $0.lo } }

    func progress(at u: Double) -> AnimatorProgress {
        guard let first = pieces.first else { return .start }
        if u <= first.lo { return first.progress(at: first.lo) }
        for p in pieces where u <= p.hi { return p.progress(at: u) }
        let last = pieces[pieces.count - 1]
        return last.progress(at: last.hi)
    }

    /// The curve of an animation starting at fraction `start`: at rest until then, then `shape` to the end.
    static func starting(at start: Double, shape: ProgressShape) -> AnimatorProgressCurve {
        let a = min(max(start, 0), 1)
        return AnimatorProgressCurve(pieces: [.hold(.start, from: 0, to: a),
                                              ProgressPiece(u0: a, u1: 1, p0: .start, p1: .end, shape: shape)])
    }

    /// Linear scrubbing anchored where the animator paused: at rest until `start`, straight to progress
    /// `p` at the pause fraction `u`, straight on to the end. Scrubbing back to `u` shows exactly what was
    /// on screen when it paused.
    static func scrubbing(start: Double, pausedAt u: Double, progress p: AnimatorProgress) -> AnimatorProgressCurve {
        let a = min(max(start, 0), 1)
        if u <= a {
            return AnimatorProgressCurve(pieces: [.hold(.start, from: 0, to: a),
                                                  ProgressPiece(u0: a, u1: 1, p0: .start, p1: .end, shape: .linear)])
        }
        if u >= 1 {
            // Paused at the end (a spring may not be exactly at 1 there): straight from the start to it.
            return AnimatorProgressCurve(pieces: [.hold(.start, from: 0, to: a),
                                                  ProgressPiece(u0: a, u1: 1, p0: .start, p1: p, shape: .linear)])
        }
        return AnimatorProgressCurve(pieces: [.hold(.start, from: 0, to: a),
                                              ProgressPiece(u0: a, u1: u, p0: .start, p1: p, shape: .linear),
                                              ProgressPiece(u0: u, u1: 1, p0: p, p1: .end, shape: .linear)])
    }

    /// This curve up to `u`, then `shape` from its progress there to the end (`forward`; from `start` if
    /// that is later), or `shape` from the start (reached at `start`) to its progress at `u`, then this
    /// curve (backward). The value at `u`
    /// is kept, so continuing from there does not jump.
    func continuing(from u: Double, start: Double, forward: Bool, shape: ProgressShape) -> AnimatorProgressCurve {
        let here = progress(at: u)
        if forward {
            // An animation that has not started yet (u before its start) keeps waiting until its start.
            let s = max(u, min(max(start, 0), 1))
            var kept = cut(below: u)
            kept.append(.hold(here, from: u, to: s))
            kept.append(ProgressPiece(u0: s, u1: 1, p0: here, p1: .end, shape: shape))
            return AnimatorProgressCurve(pieces: kept)
        }
        let a = min(max(start, 0), u)
        var pieces: [ProgressPiece] = [.hold(.start, from: 0, to: a),
                                       ProgressPiece(u0: a, u1: u, p0: .start, p1: here, shape: shape, backward: true)]
        pieces += cut(above: u)
        return AnimatorProgressCurve(pieces: pieces)
    }

    private func cut(below u: Double) -> [ProgressPiece] {
        pieces.compactMap { p in
            guard p.lo < u else { return nil }
            var q = p
            q.hi = min(p.hi, u)
            return q
        }
    }

    private func cut(above u: Double) -> [ProgressPiece] {
        pieces.compactMap { p in
            guard p.hi > u else { return nil }
            var q = p
            q.lo = max(p.lo, u)
            return q
        }
    }
}
