import Foundation
import MotionGeometry

/// Rasterised mask layers, kept across frames by everything that decides their pixels (`MaskSource`
/// and the scale), so a static mask is rasterised once; an entry unused for a frame is dropped, so a
/// mask whose path animates holds one image at a time. Thread-safe (wide layers build their draw lists
/// on several threads).
final class MaskCache {
    struct Key: Hashable {
        let source: MaskSource
        let scale: CGFloat
    }
    private struct Entry {
        let raster: ShapeRaster?
        var lastUsed: Int
    }
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var frame = 0
    /// Masks rasterised since the frame began.
    private(set) var rasterizedThisFrame = 0
    var count: Int { lock.lock(); defer { lock.unlock() }; return entries.count }

    /// Starts a frame: drops the masks the previous frame did not use.
    func beginFrame() {
        lock.lock(); defer { lock.unlock() }
        frame += 1
        rasterizedThisFrame = 0
        entries = entries.filter { $0.value.lastUsed >= frame - 1 }
    }

    func raster(_ key: Key) -> ShapeRaster? {
        lock.lock(); defer { lock.unlock() }
        if var e = entries[key] {
            e.lastUsed = frame
            entries[key] = e
            return e.raster
        }
        let raster = MaskRasterizer.rasterize(key.source, scale: key.scale)
        rasterizedThisFrame += 1
        entries[key] = Entry(raster: raster, lastUsed: frame)
        return raster
    }
}
