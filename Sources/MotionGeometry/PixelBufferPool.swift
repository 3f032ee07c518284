import Foundation

/// Pixel arrays that bitmaps finished with, kept for the next bitmap of the same size: a view redrawn
/// every frame makes a backing store and an image of it each time (2.9 MB each for a full @2x screen),
/// and allocating them fresh cost page faults on every frame — a tenth of a redraw, and its variance.
/// A backing store hands its pixels back when it goes away, an image its pixels when it is freed.
///
/// A taken array's bytes are whatever they were (callers overwrite or clear them). Thread-safe; holds at
/// most `capacity` arrays and `maxBytes` in all; arrays under `minBytes` are left to the allocator.
package enum PixelBufferPool {
    static let capacity = 6
    static let maxBytes = 64 << 20
    static let minBytes = 64 << 10
    nonisolated(unsafe) private static var kept: [[UInt8]] = []
    private static let lock = NSLock()

    /// A kept array of exactly `count` bytes, or nil.
    package static func take(count: Int) -> [UInt8]? {
        guard count >= minBytes else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let i = kept.lastIndex(where: { $0.count == count }) else { return nil }
        return kept.remove(at: i)
    }

    /// Keeps `pixels` for a later `take` (dropping the oldest kept arrays beyond the limits).
    package static func giveBack(_ pixels: [UInt8]) {
        guard pixels.count >= minBytes, pixels.count <= maxBytes else { return }
        lock.lock()
        kept.append(pixels)
        var total = kept.reduce(0) { $0 + $1.count }
        while kept.count > capacity || total > maxBytes {
            total -= kept.removeFirst().count
        }
        lock.unlock()
    }
}
