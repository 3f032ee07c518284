import Foundation
import MotionGeometry
import MotionTiming

/// A prepared animation's per-frame evaluation as one plain value holding no references: what a renderer
/// copies next to the other layers it evaluates every frame, so that a frame over many animated layers
/// reads one contiguous array front to back instead of following each layer to its animations and each
/// animation to its own block (at 10,000 particles those scattered reads, not the arithmetic, were most
/// of the evaluate phase).
///
/// A kernel runs the same functions in the same order as the animation's own prepared path
/// (`apply(to:parentTime:)` with `AnimationEvaluation.usesFastPaths`), so it gives the same values bit for
/// bit. Only the plain common cases have one (`CAAnimation.kernel(interning:)`): a spring between two
/// scalars or points, and a linear or paced keyframe animation through at most
/// `ScalarKeyframeKernel.capacity` scalars. A kernel is fixed once made: the animation it was made from
/// never changes after it is added, except through `retime` (the inspector's hold), which notes a
/// drawing change on its layer — the renderer makes the kernel again then.
package struct AnimationKernel {
    /// What a kernel evaluates.
    package enum Kind: UInt8 { case spring, scalarKeyframes }

    /// Room for the largest kernel, 16-byte aligned. First, so a kernel is read in place at the
    /// address of its `AnimationKernel` (copying a 200-byte value out of an enum for every animation
    /// every frame was a fifth of the evaluate phase).
    typealias Storage = (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>,
                         SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>,
                         SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
    var storage: Storage
    package let kind: Kind

    private init<K>(_ kind: Kind, _ kernel: K) {
        let zero = SIMD2<Double>(repeating: 0)
        storage = (zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero)
        self.kind = kind
        withUnsafeMutableBytes(of: &storage) { _ = $0.baseAddress!.initializeMemory(as: K.self, repeating: kernel, count: 1) }
    }

    /// Whether a kernel of type `K` fits (checked where kernels are made; a test checks every kind does).
    static func fits<K>(_: K.Type) -> Bool {
        MemoryLayout<K>.size <= MemoryLayout<Storage>.size && MemoryLayout<K>.alignment <= MemoryLayout<Storage>.alignment
    }

    init?(spring k: SpringKernel) {
        guard AnimationKernel.fits(SpringKernel.self) else { return nil }
        self.init(.spring, k)
    }

    init?(scalarKeyframes k: ScalarKeyframeKernel) {
        guard AnimationKernel.fits(ScalarKeyframeKernel.self) else { return nil }
        self.init(.scalarKeyframes, k)
    }

    /// Writes the kernel's animation's value at `parentTime` (its layer's local time, seconds) into `p`,
    /// reading the kernel where it lies.
    /// - Parameter curves: the table the kernel's timing functions were interned in (read only by
    ///   keyframe kernels that have timing functions).
    @inline(__always)
    package static func apply(_ kernel: UnsafePointer<AnimationKernel>, to p: inout LayerProperties, parentTime t: CFTimeInterval,
                              curves: UnsafePointer<TimingCurve>?) {
        let raw = UnsafeRawPointer(kernel)
        switch kernel.pointee.kind {
        case .spring: SpringKernel.apply(raw.assumingMemoryBound(to: SpringKernel.self), to: &p, parentTime: t)
        case .scalarKeyframes: ScalarKeyframeKernel.apply(raw.assumingMemoryBound(to: ScalarKeyframeKernel.self), to: &p, parentTime: t, curves: curves)
        }
    }
}

/// A plain `CASpringAnimation` (not subclassed) between a set `fromValue` and `toValue` of scalars or
/// points, neither additive nor cumulative: its timing, its closed-form spring and its ends.
package struct SpringKernel {
    enum Ends { case scalar(Double, Double), point(CGPoint, CGPoint) }
    let timing: MediaTiming
    let spring: SpringSimulation
    /// One iteration's length in seconds (the spring's time is progress × this).
    let simpleDuration: Double
    let keyPath: LayerKeyPath
    let ends: Ends

    /// Writes the spring's value at `parentTime` into `properties`, reading the kernel in place.
    @inline(__always)
    static func apply(_ k: UnsafePointer<SpringKernel>, to properties: inout LayerProperties, parentTime: CFTimeInterval) {
        guard let s = k.pointee.timing.sample(parentTime: parentTime, defaultDuration: CAAnimation.defaultDuration) else { return }
        let x = k.pointee.spring.value(at: s.progress * k.pointee.simpleDuration)
        let keyPath = k.pointee.keyPath
        switch k.pointee.ends {
        case let .scalar(a, b): keyPath.setScalar(a + (b - a) * x, in: &properties)
        case let .point(a, b): keyPath.setPoint(CGPoint(x: lerp(a.x, b.x, x), y: lerp(a.y, b.y, x)), in: &properties)
        }
    }
}

/// The arithmetic of a linear (or paced) keyframe animation through scalars, shared by the animation's own
/// track (`ScalarKeyframeTrack`, arrays in the animation's block) and the renderer's copy
/// (`ScalarKeyframeKernel`, arrays inline): `CAKeyframeAnimation.segment(at:)`, `eased(_:segment:)` and the
/// interpolation, in that order.
enum ScalarKeyframes {
    /// The value at progress `u` of `n` (≥ 2) keyframes at `time(i)` with values `value(i)`; segment `i`
    /// eased by `ease(i, f)` (the identity when it has no timing function).
    @inline(__always)
    static func value(progress u: Double, count n: Int, time: (Int) -> Double, value: (Int) -> Double,
                      ease: (Int, Double) -> Double) -> Double {
        let i: Int, f0: Double
        if u <= time(0) { i = 0; f0 = 0 }
        else if u >= time(n - 1) { i = n - 2; f0 = 1 }
        else {
            var lo = 0, hi = n - 1
            while hi - lo > 1 {
                let mid = (lo + hi) >> 1
                if time(mid) <= u { lo = mid } else { hi = mid }
            }
            let span = time(lo + 1) - time(lo)
            i = lo; f0 = span > 0 ? (u - time(lo)) / span : 1
        }
        let f = ease(i, f0)
        let a = value(i), b = value(i + 1)
        return a + (b - a) * f
    }
}

/// A `ScalarKeyframeTrack` with its arrays inline (at most `capacity` keyframes) and its timing functions
/// as indices into the renderer's `TimingCurveTable` (a field of particles shares a handful of curves).
package struct ScalarKeyframeKernel {
    /// Keyframes a kernel holds inline.
    package static let capacity = 8
    let timing: MediaTiming
    /// The animation's own timing function (index into the table), −1 for none.
    let curve: Int16
    let keyPath: LayerKeyPath
    /// Keyframes (2 … `capacity`).
    let count: Int8
    /// Segments with a timing function of their own (the first `curveCount`; the rest are linear).
    let curveCount: Int8
    let times: SIMD8<Double>
    let values: SIMD8<Double>
    let curves: SIMD8<Int16>
    /// Where `times`, `values` and `curves` lie in a kernel (their elements are read in place).
    static let timesOffset = MemoryLayout<ScalarKeyframeKernel>.offset(of: \ScalarKeyframeKernel.times) ?? 0
    static let valuesOffset = MemoryLayout<ScalarKeyframeKernel>.offset(of: \ScalarKeyframeKernel.values) ?? 0
    static let curvesOffset = MemoryLayout<ScalarKeyframeKernel>.offset(of: \ScalarKeyframeKernel.curves) ?? 0

    /// Writes the keyframes' value at `parentTime` into `properties`, reading the kernel in place.
    @inline(__always)
    static func apply(_ k: UnsafePointer<ScalarKeyframeKernel>, to properties: inout LayerProperties, parentTime: CFTimeInterval,
                      curves table: UnsafePointer<TimingCurve>?) {
        guard let s = k.pointee.timing.sample(parentTime: parentTime, defaultDuration: CAAnimation.defaultDuration) else { return }
        let curve = k.pointee.curve
        let u = curve >= 0 ? table![Int(curve)].evaluate(s.progress) : s.progress
        let curveCount = Int(k.pointee.curveCount)
        // The inline arrays read element by element where they lie (a SIMD value indexed at run time is
        // first copied out whole).
        let raw = UnsafeRawPointer(k)
        let times = (raw + timesOffset).assumingMemoryBound(to: Double.self)
        let values = (raw + valuesOffset).assumingMemoryBound(to: Double.self)
        let curves = (raw + curvesOffset).assumingMemoryBound(to: Int16.self)
        let v = ScalarKeyframes.value(progress: u, count: Int(k.pointee.count), time: { times[$0] }, value: { values[$0] },
                                      ease: { i, f in i < curveCount ? table![Int(curves[i])].evaluate(f) : f })
        k.pointee.keyPath.setScalar(v, in: &properties)
    }
}

/// Distinct timing functions, each once, addressed by small indices (`ScalarKeyframeKernel`). Owned by
/// one renderer; grows only while kernels are made (between frames' parallel parts).
package struct TimingCurveTable {
    /// Most curves a table holds; a kernel needing another is not made (its layer takes the general path).
    package static let capacity = 4096
    package private(set) var curves: [TimingCurve] = []
    private var indices: [TimingCurve: Int16] = [:]

    package init() {}

    /// The index of `c`, adding it when new; nil when the table is full.
    package mutating func index(of c: TimingCurve) -> Int16? {
        if let i = indices[c] { return i }
        guard curves.count < TimingCurveTable.capacity else { return nil }
        let i = Int16(curves.count)
        curves.append(c)
        indices[c] = i
        return i
    }

    package mutating func removeAll() {
        curves.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }
}

extension CAAnimation {
    /// This animation's per-frame evaluation as a kernel, or nil when it has none (any animation but the
    /// plain cases `AnimationKernel` lists, or fast paths switched off): the layer is then evaluated
    /// through the animations themselves. Timing functions are interned in `table`.
    package func kernel(interning table: inout TimingCurveTable) -> AnimationKernel? {
        guard AnimationEvaluation.usesFastPaths else { return nil }
        if let s = self as? CASpringAnimation { return s.springKernel.flatMap { AnimationKernel(spring: $0) } }
        if let k = self as? CAKeyframeAnimation { return k.scalarKernel(interning: &table).flatMap { AnimationKernel(scalarKeyframes: $0) } }
        return nil
    }
}
