import Foundation

/// Monotonic time for benchmarks (the app may read the clock; the core never does).
enum BenchClock {
    /// Nanoseconds since an arbitrary origin (CLOCK_MONOTONIC).
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Nanoseconds `body` took.
    @inline(__always)
    static func measure(_ body: () -> Void) -> Double {
        let start = nanoseconds()
        body()
        return Double(nanoseconds() - start)
    }
}

/// The median of `values` (mean of the middle two for an even count). - Precondition: non-empty.
func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "median of no values")
    let s = values.sorted()
    let m = s.count / 2
    return s.count % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2
}

/// A deterministic pseudo-random sequence in [0, 1) (64-bit LCG, Knuth's MMIX constants), so every
/// run measures the same inputs.
struct BenchInputs {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
}
