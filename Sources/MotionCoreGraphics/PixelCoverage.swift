import Foundation
import MotionGeometry
import MotionRaster

/// A rectangle of whole pixels, x0..<x1 × y0..<y1, in raster space (rows top to bottom).
struct PixelRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }

    func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// The pixels a box of raster coordinates touches (clamped before converting, so far-off or
    /// non-finite boxes cannot overflow); empty for a non-finite box.
    init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY else {
            self = .empty; return
        }
        func c(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9)) }
        self.init(x0: c(minX.rounded(.down)), y0: c(minY.rounded(.down)), x1: c(maxX.rounded(.up)), y1: c(maxY.rounded(.up)))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }
}

/// How much of each pixel of `rect` a shape covers, 0…1, row-major.
struct Coverage {
    var rect: PixelRect
    var values: [Float]

    /// The coverage of `edges` (raster space) with `rule`, on the pixels of `limit` the edges reach;
    /// nil when that is nothing. Without antialiasing a pixel is in when at least half covered.
    static func of(_ edges: EdgeList, rule: WindingRule, within limit: PixelRect, antialias: Bool = true) -> Coverage? {
        guard !edges.isEmpty else { return nil }
        let box = PixelRect(covering: edges.minX, edges.minY, edges.maxX, edges.maxY).intersection(limit)
        guard !box.isEmpty else { return nil }
        var acc = CoverageAccumulator(width: box.width, height: box.height)
        acc.add(edges, origin: Vec2(Double(box.x0), Double(box.y0)))
        var values = acc.coverage(rule)
        if !antialias {
            for i in values.indices { values[i] = values[i] >= 0.5 ? 1 : 0 }
        }
        return Coverage(rect: box, values: values)
    }

    /// Full coverage of `rect`.
    static func solid(_ rect: PixelRect) -> Coverage {
        Coverage(rect: rect, values: [Float](repeating: 1, count: rect.width * rect.height))
    }

    /// This coverage multiplied by `clip` (nil: no clip), cropped to where both are.
    func clipped(by clip: ClipMask?) -> Coverage? {
        guard let clip else { return self }
        let r = rect.intersection(clip.rect)
        guard !r.isEmpty else { return nil }
        var out = [Float](repeating: 0, count: r.width * r.height)
        var any = false
        for y in r.y0..<r.y1 {
            let src = (y - rect.y0) * rect.width - rect.x0
            let dst = (y - r.y0) * r.width - r.x0
            for x in r.x0..<r.x1 {
                let v = values[src + x] * clip.value(x, y)
                out[dst + x] = v
                if v > 0 { any = true }
            }
        }
        return any ? Coverage(rect: r, values: out) : nil
    }
}

/// The clip of a graphics state: the pixels drawing may touch and how much of each (antialiased clip
/// paths cover edge pixels partly). Immutable, shared by the states saved with it.
final class ClipMask {
    /// Outside this rect nothing is drawn.
    let rect: PixelRect
    /// Per pixel of `rect`; nil: every pixel of `rect` wholly.
    let values: [Float]?

    init(rect: PixelRect, values: [Float]?) {
        self.rect = rect
        self.values = values
    }

    @inline(__always)
    func value(_ x: Int, _ y: Int) -> Float {
        guard let values else { return 1 }
        return values[(y - rect.y0) * rect.width + (x - rect.x0)]
    }

    /// This clip intersected with `coverage` (pixels outside it are clipped away).
    func intersected(with coverage: Coverage?) -> ClipMask {
        guard let c = coverage?.clipped(by: self) else { return ClipMask(rect: .empty, values: nil) }
        return ClipMask(rect: c.rect, values: c.values.allSatisfy { $0 == 1 } ? nil : c.values)
    }
}
