import Foundation
import MotionTiming
import MotionAnimation

/// Evaluates the presentation values of many layers for one frame. Each layer's evaluation is pure (it
/// reads the model and the prepared animations and writes nothing), so large sets are split across the
/// machine's cores.
public enum PresentationEvaluation {
    /// Below this many layers one thread is faster than handing work out.
    public static let parallelThreshold = 2048

    /// `out[i]` = presentation values of `layers[i]` at local time `t` (every layer's own time).
    public static func evaluate(_ layers: [CALayer], atLocalTime t: CFTimeInterval, into out: inout [LayerProperties]) {
        let n = layers.count
        if out.count != n { out = Array(repeating: LayerProperties(), count: n) }
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, 8)
        if n < parallelThreshold || workers < 2 {
            for i in 0..<n { layers[i].presentationProperties(atLocalTime: t, into: &out[i]) }
            return
        }
        // Unretained references: `layers` keeps every layer alive for the call, and retaining layers
        // (which carry weak-reference side tables) from two threads at once is most of the cost otherwise.
        let refs = layers.map { Unmanaged.passUnretained($0) }
        out.withUnsafeMutableBufferPointer { buffer in
            refs.withUnsafeBufferPointer { input in
                let chunk = (n + workers - 1) / workers
                DispatchQueue.concurrentPerform(iterations: workers) { w in
                    let lo = w * chunk, hi = min(n, lo + chunk)
                    guard lo < hi else { return }
                    for i in lo..<hi {
                        input[i]._withUnsafeGuaranteedRef { $0.presentationProperties(atLocalTime: t, into: &buffer[i]) }
                    }
                }
            }
        }
        withExtendedLifetime(layers) {}
    }
}
