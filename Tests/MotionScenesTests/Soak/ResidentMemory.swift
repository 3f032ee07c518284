import Foundation

/// The process's resident memory, read from `/proc/self/statm` (Linux): the second field is the
/// resident set in pages. RSS is a coarse signal — the allocator keeps freed pages for reuse and
/// returns them to the system when it pleases — so tests compare it with a tolerance, after a
/// warm-up that has filled the allocator's pools, and rely on object counts (`ObjectCensus`) for
/// exactness.
enum ResidentMemory {
    /// Resident set size in bytes, or nil where `/proc` is not available.
    static func bytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Whether growth means anything in this process: not under AddressSanitizer, whose quarantine
    /// keeps freed memory resident (`scripts/asan.sh` sets `MOTIONLAB_SOAK_SKIPS_RSS=1`).
    static var growthIsMeaningful: Bool { ProcessInfo.processInfo.environment["MOTIONLAB_SOAK_SKIPS_RSS"] == nil }

    /// Resident memory in MiB for messages.
    static func mebibytes(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
}
