import XCTest
import MotionGeometry
@testable import MotionRender

/// Damage against pixels: random scenes of fills, clips and groups (with opacity) are painted by a
/// small independent painter (pixel centres, premultiplied source-over, groups into their own buffer),
/// mutated at random (move, recolour, fade, reorder, insert, delete, change a clip or a group), and every
/// pixel that changed must lie in the tracker's damage — while most damage stays far smaller than the
/// picture.
final class DamageReferenceTests: XCTestCase {
    static let side = 48

    indirect enum Node: Equatable {
        case fill(x: Int, y: Int, w: Int, h: Int, color: [Double])
        case clip(x: Int, y: Int, w: Int, h: Int, [Node])
        case group(x: Int, y: Int, w: Int, h: Int, opacity: Double, [Node])
    }

    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ r: ClosedRange<Int>) -> Int { r.lowerBound + Int(next() % UInt64(r.count)) }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    // MARK: - Commands

    func commands(_ nodes: [Node]) -> [DrawCommand] {
        var out: [DrawCommand] = []
        for n in nodes {
            switch n {
            case let .fill(x, y, w, h, c):
                out.append(.fill(size: CGSize(width: w, height: h), transform: CATransform3DMakeTranslation(CGFloat(x), CGFloat(y), 0),
                                 color: CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]), cornerRadius: 0, opacity: 1))
            case let .clip(x, y, w, h, children):
                out.append(.pushClip(size: CGSize(width: w, height: h), transform: CATransform3DMakeTranslation(CGFloat(x), CGFloat(y), 0)))
                out += commands(children)
                out.append(.popClip)
            case let .group(x, y, w, h, opacity, children):
                out.append(.beginGroup(size: CGSize(width: w, height: h), transform: CATransform3DMakeTranslation(CGFloat(x), CGFloat(y), 0),
                                       opacity: CGFloat(opacity)))
                out += commands(children)
                out.append(.endGroup)
            }
        }
        return out
    }

    // MARK: - The painter

    struct Canvas {
        let width: Int, height: Int
        var pixels: [Double]
        init(_ w: Int, _ h: Int) { width = w; height = h; pixels = Array(repeating: 0, count: w * h * 4) }

        mutating func over(_ x: Int, _ y: Int, _ premultiplied: [Double]) {
            let i = (y * width + x) * 4, a = premultiplied[3]
            for k in 0..<4 { pixels[i + k] = premultiplied[k] + pixels[i + k] * (1 - a) }
        }
    }

    /// Paints `nodes` into `canvas` inside `clip` (x0, y0, x1, y1 in the canvas's pixels).
    func paint(_ nodes: [Node], into canvas: inout Canvas, clip: (Int, Int, Int, Int)) {
        for n in nodes {
            switch n {
            case let .fill(x, y, w, h, c):
                for py in max(y, clip.1, 0)..<max(max(y, clip.1, 0), min(y + h, clip.3, canvas.height)) {
                    for px in max(x, clip.0, 0)..<max(max(x, clip.0, 0), min(x + w, clip.2, canvas.width)) {
                        canvas.over(px, py, [c[0] * c[3], c[1] * c[3], c[2] * c[3], c[3]])
                    }
                }
            case let .clip(x, y, w, h, children):
                paint(children, into: &canvas, clip: (max(clip.0, x), max(clip.1, y), min(clip.2, x + w), min(clip.3, y + h)))
            case let .group(x, y, w, h, opacity, children):
                var layer = Canvas(w, h)
                paint(children, into: &layer, clip: (0, 0, w, h))
                for ly in 0..<h {
                    for lx in 0..<w {
                        let px = x + lx, py = y + ly
                        guard px >= max(clip.0, 0), px < min(clip.2, canvas.width), py >= max(clip.1, 0), py < min(clip.3, canvas.height) else { continue }
                        let i = (ly * w + lx) * 4
                        canvas.over(px, py, (0..<4).map { layer.pixels[i + $0] * opacity })
                    }
                }
            }
        }
    }

    func picture(_ nodes: [Node]) -> Canvas {
        var c = Canvas(Self.side, Self.side)
        paint(nodes, into: &c, clip: (0, 0, Self.side, Self.side))
        return c
    }

    // MARK: - Random scenes and changes

    func color(_ r: inout Random) -> [Double] { [r.unit(), r.unit(), r.unit(), [1, 0.5, 0.8][r.int(0...2)]] }

    func randomNode(_ r: inout Random, depth: Int) -> Node {
        let x = r.int(-4...44), y = r.int(-4...44), w = r.int(1...24), h = r.int(1...24)
        switch depth < 2 ? r.int(0...5) : 0 {
        case 4: return .clip(x: x, y: y, w: w, h: h, (0..<r.int(1...3)).map { _ in randomNode(&r, depth: depth + 1) })
        case 5: return .group(x: x, y: y, w: w, h: h, opacity: [1, 0.6][r.int(0...1)],
                              (0..<r.int(1...3)).map { _ in randomChild(&r, w: w, h: h) })
        default: return .fill(x: x, y: y, w: w, h: h, color: color(&r))
        }
    }

    /// A fill inside a group's local space (partly outside it at times).
    func randomChild(_ r: inout Random, w: Int, h: Int) -> Node {
        .fill(x: r.int(-3...w), y: r.int(-3...h), w: r.int(1...12), h: r.int(1...12), color: color(&r))
    }

    /// One random change somewhere in the tree.
    func mutate(_ nodes: [Node], _ r: inout Random, inGroup: (w: Int, h: Int)? = nil) -> [Node] {
        var nodes = nodes
        let choice = r.int(0...7)
        if nodes.isEmpty || choice == 0 {
            let n = inGroup.map { randomChild(&r, w: $0.w, h: $0.h) } ?? randomNode(&r, depth: 1)
            nodes.insert(n, at: r.int(0...nodes.count))
            return nodes
        }
        let i = r.int(0...(nodes.count - 1))
        switch (choice, nodes[i]) {
        case (1, _):
            nodes.remove(at: i)
        case (2, _) where nodes.count > 1:
            let j = i == nodes.count - 1 ? i - 1 : i + 1
            nodes.swapAt(i, j)
        case let (3, .fill(x, y, w, h, c)):
            nodes[i] = .fill(x: x + r.int(-5...5), y: y + r.int(-5...5), w: w, h: h, color: c)
        case let (4, .fill(x, y, w, h, c)):
            nodes[i] = .fill(x: x, y: y, w: w, h: h, color: [c[0], 1 - c[1], c[2], c[3]])
        case let (_, .clip(x, y, w, h, children)):
            nodes[i] = choice == 5 ? .clip(x: x + r.int(-3...3), y: y, w: w, h: h, children)
                : .clip(x: x, y: y, w: w, h: h, mutate(children, &r))
        case let (_, .group(x, y, w, h, opacity, children)):
            switch choice {
            case 5: nodes[i] = .group(x: x + r.int(-3...3), y: y, w: w, h: h, opacity: opacity, children)
            case 6: nodes[i] = .group(x: x, y: y, w: w, h: h, opacity: opacity == 1 ? 0.6 : 1, children)
            default: nodes[i] = .group(x: x, y: y, w: w, h: h, opacity: opacity, mutate(children, &r, inGroup: (w, h)))
            }
        default:
            nodes.remove(at: i)
        }
        return nodes
    }

    func testEveryChangedPixelIsDamaged() {
        var r = Random(state: 7)
        var small = 0, changed = 0, checked = 0
        for _ in 0..<300 {
            let old = (0..<r.int(2...12)).map { _ in randomNode(&r, depth: 0) }
            var new = old
            for _ in 0..<r.int(1...2) { new = mutate(new, &r) }
            let a = picture(old), b = picture(new)
            let d = DamageTracker.damage(from: commands(old), clear: .black, to: commands(new), clear: .black)
            XCTAssertFalse(d.isEverything)
            var differing = 0
            for y in 0..<Self.side {
                for x in 0..<Self.side {
                    let i = (y * Self.side + x) * 4
                    guard (0..<4).contains(where: { abs(a.pixels[i + $0] - b.pixels[i + $0]) > 1e-12 }) else { continue }
                    differing += 1
                    XCTAssertTrue(d.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)),
                                  "pixel \(x),\(y) changed outside \(d)\nold \(old)\nnew \(new)")
                }
            }
            if old == new { XCTAssertTrue(d.isEmpty) }
            if differing > 0 { changed += 1 }
            if d.intersection(CGRect(x: 0, y: 0, width: Self.side, height: Self.side)).area < Double(Self.side * Self.side) / 4 { small += 1 }
            checked += 1
        }
        XCTAssertEqual(checked, 300)
        XCTAssertGreaterThan(changed, 150, "the changes are visible most of the time")
        XCTAssertGreaterThan(small, 150, "most damage covers under a quarter of the picture")
    }
}
