import Foundation
import MotionTiming
import MotionAnimation

/// Evaluates the presentation values of many layers for one frame — the renderer's evaluate phase.
/// Each layer's evaluation is pure (it reads the model and the prepared animations and writes nothing),
/// so large sets are split across the machine's cores.
public enum PresentationEvaluation {
    /// Below this many layers one thread is faster than handing work out.
    public static let parallelThreshold = 2048

    /// Threads a frame's work may use: the machine's cores (at most 8), read once — asking the
    /// system each frame costs system calls.
    public static let workers = min(ProcessInfo.processInfo.activeProcessorCount, 8)

    /// Layers evaluated per block: a block's model values are copied and its animations' per-frame data
    /// read ahead in one tight pass before any animation runs, so the memory reads of different layers
    /// overlap instead of each layer waiting on its own chain of pointers.
    static let blockSize = 8

    /// `out[i]` = presentation values of `layers[i]` at local time `t` (every layer's own time).
    public static func evaluate(_ layers: [CALayer], atLocalTime t: CFTimeInterval, into out: inout [LayerProperties]) {
        // Unretained references: `layers` keeps every layer alive for the call, and retaining layers
        // (which carry weak-reference side tables) from two threads at once is most of the cost otherwise.
        let refs = layers.map { Unmanaged.passUnretained($0) }
        let times = [CFTimeInterval](repeating: t, count: layers.count)
        evaluate(refs, times: times, into: &out)
        withExtendedLifetime(layers) {}
    }

    /// `out[i]` = presentation values of `layers[i]` at its local time `times[i]`. The caller keeps the
    /// layers alive for the call.
    public static func evaluate(_ layers: [Unmanaged<CALayer>], times: [CFTimeInterval], into out: inout [LayerProperties]) {
        let n = layers.count
        precondition(times.count == n, "one time per layer")
        if out.count != n { out = Array(repeating: LayerProperties(), count: n) }
        let workers = PresentationEvaluation.workers
        out.withUnsafeMutableBufferPointer { buffer in
            layers.withUnsafeBufferPointer { input in
                times.withUnsafeBufferPointer { times in
                    if n < parallelThreshold || workers < 2 {
                        evaluate(input, times, 0, n, buffer)
                        return
                    }
                    let chunk = (n + workers - 1) / workers
                    DispatchQueue.concurrentPerform(iterations: workers) { w in
                        let lo = w * chunk, hi = min(n, lo + chunk)
                        guard lo < hi else { return }
                        evaluate(input, times, lo, hi, buffer)
                    }
                }
            }
        }
    }

    /// Evaluates `input[lo..<hi]` into `buffer[lo..<hi]`, block by block.
    @inline(__always)
    private static func evaluate(_ input: UnsafeBufferPointer<Unmanaged<CALayer>>, _ times: UnsafeBufferPointer<CFTimeInterval>,
                                 _ lo: Int, _ hi: Int, _ buffer: UnsafeMutableBufferPointer<LayerProperties>) {
        var start = lo
        var touched: UInt = 0
        while start < hi {
            let end = min(start + blockSize, hi)
            for i in start..<end {
                touched &+= input[i]._withUnsafeGuaranteedRef { $0.copyModelForEvaluation(into: &buffer[i]) }
            }
            for i in start..<end {
                input[i]._withUnsafeGuaranteedRef { $0.applyAnimations(to: &buffer[i], atLocalTime: times[i]) }
            }
            start = end
        }
        keep(touched)
    }

    /// Consumes the read-ahead value so the reads behind it are not optimised away.
    @_optimize(none) @inline(never)
    static func keep(_ x: UInt) {}
}

extension PresentationEvaluation {
    /// Brings `p` — `layer`'s presentation values as some earlier frame evaluated them — to its local
    /// time `t`, equal to `layer.presentationProperties(atLocalTime: t)`: when the model or the set of
    /// animations changed since that frame (`modelChanged`), every value is copied from the model;
    /// otherwise only the fields the running animations write (`CALayer.animatedFields`) are restored
    /// to their model values — every other field holds its model value already — and then, either way,
    /// the animations are applied at `t`. What a renderer that keeps last frame's values runs for each
    /// layer that changed or animates.
    @inline(__always)
    public static func update(_ layer: CALayer, atLocalTime t: CFTimeInterval, _ p: inout LayerProperties, modelChanged: Bool) {
        if modelChanged {
            p = layer.properties
        } else {
            layer.restoreAnimatedFields(into: &p)
        }
        layer.applyAnimations(to: &p, atLocalTime: t)
    }
}

extension PresentationEvaluation {
    /// Reads one byte of every cache line `update` will read first for `layer` — its running animations'
    /// headers and prepared data, and its model's position and transform — and returns a value made of
    /// them (pass the sum to `keep(_:)` so the reads happen). Touching a block of layers before evaluating
    /// any of them overlaps their memory misses instead of waiting on each layer's chain in turn.
    @inline(__always)
    public static func touch(_ layer: CALayer) -> UInt {
        layer.leadingAnimations.touch() &+ UInt(bitPattern: Int(layer.properties.position.x.bitPattern & 1))
            &+ UInt(bitPattern: Int(layer.properties.transform.m11.bitPattern & 1))
    }

    /// Consumes read-ahead values so the reads behind them are not optimised away.
    @_optimize(none) @inline(never)
    public static func keep(touched x: UInt) {}
}
