import Foundation
import MotionGeometry

/// Core Graphics' gradient: colours at locations 0…1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`. Colours are interpolated component by component, alpha straight (not
/// premultiplied), between neighbouring stops; before the first stop and after the last the end
/// colours hold.
public final class CGGradient {
    /// Stops sorted by location (a stable sort: equal locations keep their order, which makes a hard edge).
    let stops: [(location: CGFloat, color: CGColor)]

    /// Apple's `CGGradient(colorsSpace:colors:locations:)`: `colors` are `CGColor`s (`[a, b] as
    /// CFArray`); `locations` one per colour, or nil to spread them evenly from 0 to 1. nil when there
    /// is no colour or an element is not a colour.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var list: [CGColor] = []
        for c in colors {
            guard let color = c as? CGColor else { return nil }
            list.append(color)
        }
        guard !list.isEmpty else { return nil }
        stops = Self.sorted(list, locations)
    }

    /// Apple's component form: `count` colours of the space's components + alpha each.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        var list: [CGColor] = []
        for i in 0..<count {
            guard let c = CGColor(colorSpace: space, components: components + i * n) else { return nil }
            list.append(c)
        }
        stops = Self.sorted(list, locations)
    }

    private static func sorted(_ colors: [CGColor], _ locations: UnsafePointer<CGFloat>?) -> [(location: CGFloat, color: CGColor)] {
        let n = colors.count
        let pairs = colors.enumerated().map { i, c -> (CGFloat, CGColor) in
            if let l = locations {
                let v = l[i]
                return (v.isFinite ? v : 0, c)
            }
            return (n == 1 ? 0 : CGFloat(i) / CGFloat(n - 1), c)
        }
        return pairs.enumerated().sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
            .map { (location: $0.element.0, color: $0.element.1) }
    }

    /// Entries in the colour table drawing samples.
    static let tableSize = 1024

    /// Premultiplied colours for t = i / (tableSize − 1).
    lazy var table: [SIMD4<Float>] = {
        var out = [SIMD4<Float>](repeating: .zero, count: Self.tableSize)
        var j = 0
        for i in 0..<Self.tableSize {
            let t = CGFloat(i) / CGFloat(Self.tableSize - 1)
            while j < stops.count && stops[j].location <= t { j += 1 }
            let c: CGColor
            if j == 0 { c = stops[0].color } else if j == stops.count { c = stops[stops.count - 1].color } else {
                let (l0, c0) = stops[j - 1], (l1, c1) = stops[j]
                c = c0.interpolated(to: c1, fraction: l1 > l0 ? (t - l0) / (l1 - l0) : 1)
            }
            out[i] = c.premultiplied
        }
        return out
    }()

    /// The table as RGBA bytes (one little-endian word an entry) when every colour is opaque, nil
    /// otherwise: pixels a linear gradient wholly covers are these bytes (`LinearGradientShader`).
    lazy var packedTable: [UInt32]? = {
        let table = self.table
        guard table.allSatisfy({ $0.w >= 1 }) else { return nil }
        return table.map { c in
            func byte(_ f: Float) -> UInt32 { let q = f * 255 + 0.5; return q > 0 ? (q < 255 ? UInt32(q) : 255) : 0 }
            return (byte(c.x) | byte(c.y) << 8 | byte(c.z) << 16 | 255 << 24).littleEndian
        }
    }()
}
