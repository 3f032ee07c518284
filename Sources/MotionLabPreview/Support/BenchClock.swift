import Foundation

/// Time for benchmarks (the app may read clocks; the core never does).
///
/// Measures the CPU time of the calling thread (CLOCK_THREAD_CPUTIME_ID), not wall time: on a
/// shared build machine other processes preempt the benchmark, which inflates wall time but not
/// the work the thread did. The benchmarks are single-threaded and never block.
enum BenchClock {
    /// CPU nanoseconds this thread has used since an arbitrary origin.
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// CPU nanoseconds `body` took on this thread.
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

extension BenchClock {
    /// Wall nanoseconds `body` took (for work spread over several threads, where one thread's CPU
    /// time would under-count).
    @inline(__always)
    static func measureWall(_ body: () -> Void) -> Double {
        var a = timespec(), b = timespec()
        clock_gettime(CLOCK_MONOTONIC, &a)
        body()
        clock_gettime(CLOCK_MONOTONIC, &b)
        return Double(b.tv_sec - a.tv_sec) * 1e9 + Double(b.tv_nsec - a.tv_nsec)
    }
}

/// How a benchmark says its figures come from a debug build: a `"build": "debug"` field in its JSON
/// (a stderr warning would break the one-line-error promise when the JSON cannot be written).
/// Release builds print no field. Build with `-c release` for meaningful figures.
enum BenchBuild {
    #if DEBUG
    static let marker = ", \"build\": \"debug\""
    #else
    static let marker = ""
    #endif
}
