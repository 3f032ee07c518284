import Foundation
import OpenCombine

/// A scheduler's time as Combine's `DispatchQueue` and `RunLoop` schedulers measure it, in seconds: on
/// the main queue and the main run loop, the scene clock's (a debounce of 0.3 s waits 0.3 s of scene
/// time, the same frames in every headless render); elsewhere, wall time since an arbitrary origin.
public struct SceneSchedulerTime: Strideable, Hashable, Sendable {
    public var seconds: Double
    public init(seconds: Double) { self.seconds = seconds }

    public func distance(to other: SceneSchedulerTime) -> Stride { Stride(seconds: other.seconds - seconds) }
    public func advanced(by n: Stride) -> SceneSchedulerTime { SceneSchedulerTime(seconds: seconds + n.seconds) }

    /// A span of scheduler time (`.milliseconds(300)`, `.seconds(1)`, or a literal number of seconds).
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                          ExpressibleByIntegerLiteral, Hashable, Sendable {
        public var seconds: Double
        public init(seconds: Double) { self.seconds = seconds.isFinite ? seconds : 0 }
        public init(floatLiteral value: Double) { self.init(seconds: value) }
        public init(integerLiteral value: Int) { self.init(seconds: Double(value)) }
        public init?<T: BinaryInteger>(exactly source: T) { self.init(seconds: Double(source)) }

        public static func seconds(_ s: Int) -> Stride { Stride(seconds: Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(seconds: Double(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(seconds: Double(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(seconds: Double(ns) / 1e9) }

        public var magnitude: Double { abs(seconds) }
        public static func < (a: Stride, b: Stride) -> Bool { a.seconds < b.seconds }
        public static func + (a: Stride, b: Stride) -> Stride { Stride(seconds: a.seconds + b.seconds) }
        public static func - (a: Stride, b: Stride) -> Stride { Stride(seconds: a.seconds - b.seconds) }
        public static func * (a: Stride, b: Stride) -> Stride { Stride(seconds: a.seconds * b.seconds) }
        public static func += (a: inout Stride, b: Stride) { a = a + b }
        public static func -= (a: inout Stride, b: Stride) { a = a - b }
        public static func *= (a: inout Stride, b: Stride) { a = a * b }
    }
}
