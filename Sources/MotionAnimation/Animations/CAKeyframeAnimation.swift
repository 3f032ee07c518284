import Foundation
import MotionGeometry
import MotionTiming

/// How a keyframe animation moves between its values.
public enum CAAnimationCalculationMode: String {
    /// Straight interpolation, each segment timed by `keyTimes`.
    case linear
    /// Jumps from value to value; no interpolation.
    case discrete
    /// Constant speed over the whole animation; `keyTimes` and `timingFunctions` are ignored.
    case paced
    /// A Catmull-Rom spline through the values (Kochanek–Bartels with zero tension, continuity and bias).
    case cubic
    /// The spline, at constant speed.
    case cubicPaced
}

/// Whether a layer moving along a path turns to face its direction of travel.
public enum CAAnimationRotationMode: String {
    case rotateAuto
    /// Faces backwards (the tangent plus π).
    case rotateAutoReverse
}

/// Animates one property through a list of values, or a position along a path.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// Drives a point property (position) along this path; overrides `values`.
    open var path: CGPath?
    /// Fractions 0…1 of the duration at which each value is reached: `[NSNumber]`, as CAAnimation.h
    /// declares it, so literal arrays (`[0, 0.3, 1]`) and `NSNumber(value:)` maps both compile.
    open var keyTimes: [NSNumber]?
    /// One timing function per segment (values.count − 1).
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
    /// The cubic modes' Kochanek–Bartels parameters, one per value (missing ones 0, Catmull-Rom's): tension
    /// (positive tightens the curve at the keyframe, negative rounds it), continuity (positive makes
    /// sharper corners, negative inverted ones) and bias (negative eases the curve in towards the keyframe,
    /// positive out of it). Ignored by the other modes, as in Core Animation.
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?

    // Prepared state (fixed when added; read every frame, so kept in final stored fields).
    final var mode: CAAnimationCalculationMode = .linear
    final var segmentFunctions: [TimingCurve] = []
    final var rotation: CAAnimationRotationMode?
    var frames: [AnimatableValue] = []
    var times: [Double] = []
    /// Tension, continuity and bias per frame (empty: all 0, Catmull-Rom).
    final var tcb: [(t: Double, c: Double, b: Double)] = []
    var measure: PathMeasure?

    /// The common case, fixed in `didPrepare()`: a plain keyframe animation (not subclassed) through two or
    /// more scalars, linear or paced, neither additive nor cumulative. Holds what `value(progress:…)`
    /// reads in one plain value, its arrays in `scalarStorage`, so a frame reads no class properties
    /// dynamically and copies no `AnimatableValue`s.
    /// Read every frame for every running keyframe animation: no dynamic exclusivity check (it is set
    /// only while preparing, before the animation runs).
    @exclusivity(unchecked) private var scalarTrack: UnsafePointer<ScalarKeyframeTrack>?
    private var scalarStorage: ScalarKeyframeStorage?

    private func dropScalarTrack() {
        scalarTrack = nil
        scalarStorage = nil
        hotData = nil
        hotDataBytes = 0
    }

    open override func didPrepare() {
        super.didPrepare()
        dropScalarTrack()
        guard type(of: self) == CAKeyframeAnimation.self, measure == nil, mode == .linear || mode == .paced,
              !preparedAdditive, !preparedCumulative, preparedValueFunction == nil,
              frames.count >= 2, times.count == frames.count else { return }
        var values: [Double] = []
        for v in frames {
            guard case .scalar(let x) = v else { return }
            values.append(x)
        }
        let storage = ScalarKeyframeStorage(timing: timing, curve: timingCurve, keyPath: parsedKeyPath,
                                            times: times, values: values, curves: segmentFunctions)
        scalarStorage = storage
        scalarTrack = UnsafePointer(storage.track)
        hotData = UnsafeRawPointer(storage.track)
        hotDataBytes = storage.byteCount
    }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CAKeyframeAnimation {
            values = o.values; path = o.path; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions
            calculationMode = o.calculationMode; rotationMode = o.rotationMode
            tensionValues = o.tensionValues; continuityValues = o.continuityValues; biasValues = o.biasValues
        }
    }

    open override func prepare() throws {
        dropScalarTrack()
        try super.prepare()
        mode = calculationMode
        segmentFunctions = (mode == .linear || mode == .cubic) ? (timingFunctions ?? []).map(\.curve) : []
        tcb = []
        if mode == .cubic || mode == .cubicPaced, tensionValues != nil || continuityValues != nil || biasValues != nil {
            let n = values?.count ?? 0
            func value(_ a: [NSNumber]?, _ i: Int) -> Double {
                guard let a, i < a.count else { return 0 }
                let v = a[i].doubleValue
                return v.isFinite ? v : 0
            }
            tcb = (0..<n).map { (value(tensionValues, $0), value(continuityValues, $0), value(biasValues, $0)) }
            if tcb.allSatisfy({ $0.t == 0 && $0.c == 0 && $0.b == 0 }) { tcb = [] }
        }
        rotation = rotationMode
        measure = nil
        if let path = path {
            guard parsedKeyPath.kind == .point else {
                throw AnimationError.wrongValueType(animation: animationName, keyPath: keyPath ?? "", property: "path",
                                                    expected: parsedKeyPath.kind.description, got: "CGPath")
            }
            let m = PathMeasure(path: path)
            measure = m
            frames = []
            times = try resolvedKeyTimes(count: m.segmentCount + 1, distances: nil)
            return
        }
        frames = try (values ?? []).enumerated().map { i, v in try convertValue(v, property: "values[\(i)]")! }
        // Discrete: n values hold for n equal intervals (n + 1 times), unless keyTimes give one time per value.
        let needed = calculationMode == .discrete && keyTimes?.count != frames.count ? frames.count + 1 : frames.count
        var distances: [Double]? = nil
        if calculationMode == .paced || calculationMode == .cubicPaced, frames.count > 1 {
            distances = (1..<frames.count).map { frames[$0 - 1].distance(to: frames[$0]) }
        }
        times = try resolvedKeyTimes(count: needed, distances: distances)
    }

    /// keyTimes as given (checked), evenly spaced when absent, or proportional to `distances` when paced.
    private func resolvedKeyTimes(count: Int, distances: [Double]?) throws -> [Double] {
        if let d = distances {
            let total = d.reduce(0, +)
            guard total > 0 else { return evenly(count) }
            var acc = 0.0
            return [0] + d.map { acc += $0; return acc / total }
        }
        if let k = keyTimes?.map(\.doubleValue), calculationMode != .paced, calculationMode != .cubicPaced {
            guard k.count == count else {
                throw AnimationError.keyTimesMismatch(animation: animationName, keyTimes: k.count, values: count)
            }
            for (i, t) in k.enumerated() where !t.isFinite || t < 0 || t > 1 || (i > 0 && t < k[i - 1]) {
                throw AnimationError.badParameter(animation: animationName, name: "keyTimes[\(i)]", value: "\(t)")
            }
            return k
        }
        return evenly(count)
    }

    private func evenly(_ n: Int) -> [Double] {
        n <= 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The segment containing `u` and the fraction within it.
    @inline(__always)
    func segment(at u: Double) -> (index: Int, fraction: Double) {
        let n = times.count
        if n < 2 { return (0, 0) }
        if u <= times[0] { return (0, 0) }
        if u >= times[n - 1] { return (n - 2, 1) }
        var lo = 0, hi = n - 1
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if times[mid] <= u { lo = mid } else { hi = mid }
        }
        let span = times[lo + 1] - times[lo]
        return (lo, span > 0 ? (u - times[lo]) / span : 1)
    }

    @inline(__always)
    func eased(_ f: Double, segment i: Int) -> Double {
        i < segmentFunctions.count ? segmentFunctions[i].evaluate(f) : f
    }

    /// Keyframes never read the value below (additive and cumulative aside, which the base class handles).
    open override var needsCurrentValue: Bool { false }

    open override func value(progress u: Double, time: Double, current: AnimatableValue) -> AnimatableValue? {
        if let m = measure { return .point(pathPoint(m, progress: u).point) }
        guard !frames.isEmpty else { return nil }
        if frames.count == 1 { return frames[0] }
        if mode == .discrete {
            var i = 0
            while i + 1 < times.count && times[i + 1] <= u { i += 1 }
            return frames[min(i, frames.count - 1)]
        }
        let (i, f0) = segment(at: u)
        let f = eased(f0, segment: i)
        if mode == .cubic || mode == .cubicPaced {
            return tcb.count == frames.count ? kochanekBartels(i, f) : catmullRom(i, f)
        }
        return frames[i].interpolated(to: frames[i + 1], fraction: f)
    }

    /// The Kochanek–Bartels spline between frames i and i+1 (ends duplicated, as `catmullRom`): a cubic
    /// Hermite segment whose end tangents are each keyframe's outgoing and incoming tangents,
    ///   out_i = (1−t)(1+c)(1+b)/2 · (P_i − P_{i−1}) + (1−t)(1−c)(1−b)/2 · (P_{i+1} − P_i),
    ///   in_i  = (1−t)(1−c)(1+b)/2 · (P_i − P_{i−1}) + (1−t)(1+c)(1−b)/2 · (P_{i+1} − P_i),
    /// with keyframe i's tension, continuity and bias; all zero gives Catmull-Rom.
    private func kochanekBartels(_ i: Int, _ s: Double) -> AnimatableValue {
        let p0 = frames[max(i - 1, 0)], p1 = frames[i], p2 = frames[i + 1], p3 = frames[min(i + 2, frames.count - 1)]
        if case .transform = p1 { return p1.interpolated(to: p2, fraction: s) }
        let a = tcb[i], b = tcb[i + 1]
        let outgoing = p1.subtracting(p0).multiplied(by: (1 - a.t) * (1 + a.c) * (1 + a.b) / 2)
            .adding(p2.subtracting(p1).multiplied(by: (1 - a.t) * (1 - a.c) * (1 - a.b) / 2))
        let incoming = p2.subtracting(p1).multiplied(by: (1 - b.t) * (1 - b.c) * (1 + b.b) / 2)
            .adding(p3.subtracting(p2).multiplied(by: (1 - b.t) * (1 + b.c) * (1 - b.b) / 2))
        let s2 = s * s, s3 = s2 * s
        return p1.multiplied(by: 2 * s3 - 3 * s2 + 1)
            .adding(outgoing.multiplied(by: s3 - 2 * s2 + s))
            .adding(p2.multiplied(by: -2 * s3 + 3 * s2))
            .adding(incoming.multiplied(by: s3 - s2))
    }

    /// Catmull-Rom through frames i−1, i, i+1, i+2 (ends duplicated), component-wise via the value arithmetic.
    private func catmullRom(_ i: Int, _ t: Double) -> AnimatableValue {
        let p0 = frames[max(i - 1, 0)], p1 = frames[i], p2 = frames[i + 1], p3 = frames[min(i + 2, frames.count - 1)]
        if case .transform = p1 { return p1.interpolated(to: p2, fraction: t) }
        let t2 = t * t, t3 = t2 * t
        // 0.5·(2p1 + (−p0 + p2)t + (2p0 − 5p1 + 4p2 − p3)t² + (−p0 + 3p1 − 3p2 + p3)t³)
        let a = p1.multiplied(by: 2)
        let b = p2.subtracting(p0).multiplied(by: t)
        let c = p0.multiplied(by: 2).subtracting(p1.multiplied(by: 5)).adding(p2.multiplied(by: 4)).subtracting(p3).multiplied(by: t2)
        let d = p1.multiplied(by: 3).subtracting(p0).subtracting(p2.multiplied(by: 3)).adding(p3).multiplied(by: t3)
        return a.adding(b).adding(c).adding(d).multiplied(by: 0.5)
    }

    @inline(__always)
    func pathPoint(_ m: PathMeasure, progress u: Double) -> (point: CGPoint, angle: CGFloat) {
        switch mode {
        case .paced, .cubicPaced:
            return m.position(atDistance: m.totalLength * CGFloat(min(max(u, 0), 1)))
        case .discrete:
            var i = 0
            while i + 1 < times.count && times[i + 1] <= u { i += 1 }
            return i >= m.segmentCount ? m.position(inSegment: m.segmentCount - 1, fraction: 1) : m.position(inSegment: i, fraction: 0)
        case .linear, .cubic:
            let (i, f) = segment(at: u)
            return m.position(inSegment: i, fraction: CGFloat(eased(f, segment: i)))
        }
    }

    /// The prepared scalar track as a kernel (see `AnimationKernel`), nil when this animation has none.
    func scalarKernel(interning table: inout TimingCurveTable) -> ScalarKeyframeKernel? {
        scalarTrack?.pointee.kernel(interning: &table)
    }

    open override func apply(to properties: inout LayerProperties, parentTime: CFTimeInterval) {
        if AnimationEvaluation.usesFastPaths, let k = scalarTrack?.pointee {
            guard let s = k.timing.sample(parentTime: parentTime, defaultDuration: CAAnimation.defaultDuration) else { return }
            k.keyPath.setScalar(k.value(progress: k.curve.map { $0.evaluate(s.progress) } ?? s.progress), in: &properties)
            return
        }
        guard let s = sample(at: parentTime) else { return }
        applySample(s, to: &properties)
        if let r = rotation, let m = measure {
            var angle = pathPoint(m, progress: s.progress).angle
            if r == .rotateAutoReverse { angle += .pi }
            properties.transform = CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1), properties.transform)
        }
    }
}

/// One block holding a `ScalarKeyframeTrack` and the arrays it points into (curves, times, values; fixed
/// once prepared; freed with the animation).
final class ScalarKeyframeStorage {
    let track: UnsafeMutablePointer<ScalarKeyframeTrack>
    let byteCount: Int
    private let block: UnsafeMutableRawPointer

    init(timing: MediaTiming, curve: TimingCurve?, keyPath: LayerKeyPath, times t: [Double], values v: [Double], curves c: [TimingCurve]) {
        let n = v.count
        func aligned(_ x: Int, _ a: Int) -> Int { (x + a - 1) / a * a }
        let curvesAt = aligned(MemoryLayout<ScalarKeyframeTrack>.stride, MemoryLayout<TimingCurve>.alignment)
        let doublesAt = aligned(curvesAt + MemoryLayout<TimingCurve>.stride * c.count, MemoryLayout<Double>.alignment)
        byteCount = doublesAt + 2 * n * MemoryLayout<Double>.stride
        let align = max(MemoryLayout<ScalarKeyframeTrack>.alignment, MemoryLayout<TimingCurve>.alignment, MemoryLayout<Double>.alignment)
        block = .allocate(byteCount: byteCount, alignment: align)
        let curves = (block + curvesAt).bindMemory(to: TimingCurve.self, capacity: c.count)
        curves.initialize(from: c, count: c.count)
        let times = (block + doublesAt).bindMemory(to: Double.self, capacity: 2 * n)
        times.initialize(from: t, count: n)
        let values = times + n
        values.initialize(from: v, count: n)
        track = block.bindMemory(to: ScalarKeyframeTrack.self, capacity: 1)
        track.initialize(to: ScalarKeyframeTrack(timing: timing, curve: curve, keyPath: keyPath, count: n,
                                                 times: UnsafePointer(times), values: UnsafePointer(values),
                                                 curves: UnsafePointer(curves), curveCount: c.count))
    }

    deinit {
        // Every part is a plain value (no references), so the block is released as is.
        block.deallocate()
    }
}

/// A linear (or paced) keyframe animation through scalars, as plain values: the same arithmetic as
/// `CAKeyframeAnimation.value(progress:time:current:)` (`segment(at:)`, `eased(_:segment:)`, interpolation).
struct ScalarKeyframeTrack {
    let timing: MediaTiming
    let curve: TimingCurve?
    let keyPath: LayerKeyPath
    /// Values and key times (as many of each; at least 2).
    let count: Int
    let times: UnsafePointer<Double>
    let values: UnsafePointer<Double>
    let curves: UnsafePointer<TimingCurve>
    let curveCount: Int

    @inline(__always)
    func value(progress u: Double) -> Double {
        let times = self.times, values = self.values, curves = self.curves, curveCount = self.curveCount
        return ScalarKeyframes.value(progress: u, count: count, time: { times[$0] }, value: { values[$0] },
                                     ease: { i, f in i < curveCount ? curves[i].evaluate(f) : f })
    }

    /// This track as a kernel with its arrays inline and its timing functions interned in `table`; nil when
    /// it has more keyframes than a kernel holds or the table is full.
    func kernel(interning table: inout TimingCurveTable) -> ScalarKeyframeKernel? {
        guard count <= ScalarKeyframeKernel.capacity else { return nil }
        var curveIndex: Int16 = -1
        if let c = curve {
            guard let i = table.index(of: c) else { return nil }
            curveIndex = i
        }
        var t = SIMD8<Double>(repeating: 0), v = SIMD8<Double>(repeating: 0), c = SIMD8<Int16>(repeating: -1)
        for k in 0..<count { t[k] = times[k]; v[k] = values[k] }
        let segments = min(curveCount, count - 1)
        for k in 0..<segments {
            guard let i = table.index(of: curves[k]) else { return nil }
            c[k] = i
        }
        return ScalarKeyframeKernel(timing: timing, curve: curveIndex, keyPath: keyPath, count: Int8(count),
                                    curveCount: Int8(segments), times: t, values: v, curves: c)
    }
}
