import Foundation
import MotionGeometry
@testable import MotionRender
@testable import MotionHost
import XCTest

/// `SDLOffscreenTarget` redraws only the damage of each frame: after any first frame, the second
/// frame's pixels must be byte-identical to a full redraw of it — for every kind of primitive (rects,
/// flips, rotations, skews, perspective, rounded corners, borders, scaled images, clips, groups with
/// opacity), semi-transparent over a semi-transparent clear.
final class SDLPartialRedrawTests: XCTestCase {
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> CGFloat { CGFloat(Double(next() >> 11) / Double(1 << 53)) }
        mutating func range(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * unit() }
        mutating func pick(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    let images = [SDLTest.opaqueImage(width: 16, height: 12, seed: 3), SDLTest.opaqueImage(width: 37, height: 23, seed: 5),
                  CGImage(width: 9, height: 9, pixels: SDLTest.bytes(9 * 9 * 4, seed: 11))]

    func transform(_ r: inout Random) -> CATransform3D {
        var t = CATransform3DMakeTranslation(r.range(-20, 100), r.range(-20, 100), 0)
        switch r.pick(6) {
        case 0: break
        case 1: t = CATransform3DConcat(CATransform3DMakeScale(r.range(0.3, 2.5), r.range(0.3, 2.5), 1), t)
        case 2: t = CATransform3DConcat(CATransform3DMakeScale(-1.3, 1, 1), t)
        case 3: t = CATransform3DConcat(CATransform3DMakeRotation(r.range(-3, 3), 0, 0, 1), t)
        case 4:
            var skew = CATransform3DIdentity
            skew.m21 = r.range(-0.6, 0.6)
            t = CATransform3DConcat(skew, t)
        default:
            var p = CATransform3DIdentity
            p.m34 = -1.0 / 300
            t = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(r.range(-0.9, 0.9), 0, 1, 0), p), t)
        }
        return t
    }

    func color(_ r: inout Random) -> CGColor {
        CGColor(red: r.unit(), green: r.unit(), blue: r.unit(), alpha: [1, 0.6][r.pick(2)])
    }

    func command(_ r: inout Random, depth: Int) -> [DrawCommand] {
        let size = CGSize(width: r.range(3, 60), height: r.range(3, 60))
        let t = transform(&r)
        switch depth < 2 ? r.pick(7) : r.pick(4) {
        case 0: return [.fill(size: size, transform: t, color: color(&r), cornerRadius: [0, 6][r.pick(2)], opacity: [1, 0.7][r.pick(2)])]
        case 1: return [.image(images[r.pick(3)], size: size, transform: t, opacity: [1, 0.5][r.pick(2)], cornerRadius: [0, 5][r.pick(2)])]
        case 2: return [.border(size: size, transform: t, width: r.range(1, 5), color: color(&r), cornerRadius: [0, 4][r.pick(2)], opacity: 1)]
        case 3: return [.fill(size: size, transform: CATransform3DMakeTranslation(r.range(-10, 100), r.range(-10, 100), 0),
                              color: color(&r), cornerRadius: 0, opacity: 1)]
        case 4, 5:
            let inner = (0..<(1 + r.pick(3))).flatMap { _ in command(&r, depth: depth + 1) }
            let clipT = CATransform3DMakeTranslation(r.range(-10, 80), r.range(-10, 80), 0)
            return [.pushClip(size: size, transform: clipT)] + inner + [.popClip]
        default:
            let inner = (0..<(1 + r.pick(3))).flatMap { _ in command(&r, depth: depth + 1) }
            return [.beginGroup(size: size, transform: t, opacity: [1, 0.6][r.pick(2)])] + inner + [.endGroup]
        }
    }

    /// Changes one top-level command, swaps two, or — in a clip or group kept as it is — replaces one
    /// command inside it.
    func changed(_ list: [[DrawCommand]], _ r: inout Random) -> [[DrawCommand]] {
        var list = list
        let i = r.pick(list.count)
        let leaves = list[i].indices.filter { k in
            switch list[i][k] { case .fill, .image, .border: return k > 0; default: return false }
        }
        switch r.pick(3) {
        case 0 where list.count > 1:
            list.swapAt(i, (i + 1) % list.count)
        case 1 where !leaves.isEmpty:
            list[i][leaves[r.pick(leaves.count)]] = command(&r, depth: 2)[0]
        default:
            list[i] = command(&r, depth: 0)
        }
        return list
    }

    func testSecondFrameIsByteIdenticalToAFullRedraw() throws {
        var r = Random(state: 42)
        var partial = 0
        for scale in [CGFloat(1), 2] {
            let partialTarget = try SDLOffscreenTarget(pixelWidth: Int(120 * scale), pixelHeight: Int(120 * scale), pixelScale: scale)
            let fullTarget = try SDLOffscreenTarget(pixelWidth: Int(120 * scale), pixelHeight: Int(120 * scale), pixelScale: scale)
            fullTarget.redrawsOnlyDamage = false
            let clear = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)
            for round in 0..<200 {
                let first = (0..<(2 + r.pick(6))).map { _ in command(&r, depth: 0) }
                let second = changed(first, &r)
                partialTarget.draw(first.flatMap { $0 }, clear: clear)
                partialTarget.draw(second.flatMap { $0 }, clear: clear)
                fullTarget.draw(second.flatMap { $0 }, clear: clear)
                let redrawn = partialTarget.lastRedrawn
                if redrawn.w < partialTarget.pixelWidth || redrawn.h < partialTarget.pixelHeight { partial += 1 }
                let a = partialTarget.snapshot().pixels, b = fullTarget.snapshot().pixels
                guard a != b else { continue }
                var box = (Int.max, Int.max, Int.min, Int.min), count = 0
                for i in stride(from: 0, to: a.count, by: 4) where a[i..<i + 4] != b[i..<i + 4] {
                    let x = (i / 4) % fullTarget.pixelWidth, y = (i / 4) / fullTarget.pixelWidth
                    box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y)); count += 1
                }
                XCTFail("scale \(scale) round \(round): \(count) pixels differ in x \(box.0)…\(box.2), y \(box.1)…\(box.3); redrawn \(redrawn)\nfirst \(first)\nsecond \(second)")
                return
            }
        }
        XCTAssertGreaterThan(partial, 200, "most second frames are redrawn in part")
    }
}

/// The frame function hands its damage to the target; the target trusts it only for the list its
/// surface holds (the same storage), and compares the lists itself otherwise.
final class SDLOffscreenHandedDamageTests: XCTestCase {
    func square(_ x: CGFloat, _ color: CGColor = SDLTest.red) -> [DrawCommand] {
        [.fill(size: CGSize(width: 100, height: 100), transform: .identity, color: .white, cornerRadius: 0, opacity: 1),
         .fill(size: CGSize(width: 10, height: 10), transform: SDLTest.translation(x, 40), color: color, cornerRadius: 0, opacity: 1)]
    }

    func testHandedDamageIsUsedForTheHeldListAndIgnoredOtherwise() throws {
        let target = try SDLOffscreenTarget(pixelWidth: 100, pixelHeight: 100)
        let reference = try SDLOffscreenTarget(pixelWidth: 100, pixelHeight: 100)
        reference.redrawsOnlyDamage = false
        let a = square(10), b = square(60)
        target.draw(a, clear: .black)
        // Trusted: the held list itself, with its true damage — only that is redrawn.
        target.draw(b, clear: .black, damage: DamageTracker.damage(from: a, clear: .black, to: b, clear: .black), since: a)
        XCTAssertEqual(target.lastRedrawn.w, 10 + 50 + 4)
        reference.draw(b, clear: .black)
        XCTAssertEqual(target.snapshot().pixels, reference.snapshot().pixels)
        // An equal list in other storage is not the held one: wrong damage handed with it is ignored.
        let c = square(30, SDLTest.green)
        target.draw(c, clear: .black, damage: .empty, since: b.map { $0 })
        reference.draw(c, clear: .black)
        XCTAssertEqual(target.snapshot().pixels, reference.snapshot().pixels)
        XCTAssertEqual(SDLTest.rgb(target.snapshot(), 35, 45), [0, 255, 0])
    }
}

/// A clip whose transform is not finite clips everything away (its box has no finite corner) and pops cleanly.
final class SDLCanvasNonFiniteClipTests: XCTestCase {
    func testNonFiniteClipDrawsNothing() throws {
        var t = SDLTest.translation(10, 10)
        t.m41 = .nan
        let image = try SDLTest.render([
            .pushClip(size: CGSize(width: 50, height: 50), transform: t),
            .fill(size: CGSize(width: 100, height: 100), transform: .identity, color: SDLTest.red, cornerRadius: 0, opacity: 1),
            .popClip,
            .fill(size: CGSize(width: 10, height: 10), transform: SDLTest.translation(80, 80), color: SDLTest.red, cornerRadius: 0, opacity: 1),
        ])
        XCTAssertEqual(SDLTest.rgb(image, 30, 30), [0, 0, 0])
        XCTAssertEqual(SDLTest.rgb(image, 85, 85), [255, 0, 0], "the clip is popped")
    }
}
