import XCTest
import MotionGeometry
@testable import MotionRender

/// The damage between two draw lists: nothing when they are equal, the changed commands' boxes
/// otherwise — limited to a clip or group whose header did not change, only the overlap when two
/// overlapping commands swap — and never missing a pixel that changes (checked against a painter).
final class DamageTrackerTests: XCTestCase {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    func fill(_ r: CGRect, _ color: CGColor = red, opacity: CGFloat = 1) -> DrawCommand {
        .fill(size: r.size, transform: CATransform3DMakeTranslation(r.minX, r.minY, 0), color: color, cornerRadius: 0, opacity: opacity)
    }

    func clip(_ r: CGRect) -> DrawCommand { .pushClip(size: r.size, transform: CATransform3DMakeTranslation(r.minX, r.minY, 0)) }

    func group(_ r: CGRect, opacity: CGFloat = 1) -> DrawCommand {
        .beginGroup(size: r.size, transform: CATransform3DMakeTranslation(r.minX, r.minY, 0), opacity: opacity)
    }

    func damage(_ a: [DrawCommand], _ b: [DrawCommand]) -> DamageRegion {
        DamageTracker.damage(from: a, clear: .black, to: b, clear: .black)
    }

    func assertRects(_ d: DamageRegion, _ expected: [CGRect], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(d.isEverything, file: file, line: line)
        XCTAssertEqual(Set(d.rects.map { "\($0)" }), Set(expected.map { "\($0)" }), "\(d)", file: file, line: line)
    }

    let scene: [DrawCommand] = [
        .fill(size: CGSize(width: 320, height: 480), transform: CATransform3DIdentity, color: .white, cornerRadius: 0, opacity: 1),
        .pushClip(size: CGSize(width: 100, height: 100), transform: CATransform3DMakeTranslation(10, 10, 0)),
        .fill(size: CGSize(width: 20, height: 20), transform: CATransform3DMakeTranslation(30, 30, 0), color: red, cornerRadius: 4, opacity: 0.5),
        .popClip,
        .beginGroup(size: CGSize(width: 50, height: 50), transform: CATransform3DMakeRotation(0.3, 0, 0, 1), opacity: 0.8),
        .image(CGImage(width: 1, height: 1, pixels: [1, 2, 3, 4]), size: CGSize(width: 10, height: 10),
               transform: CATransform3DIdentity, opacity: 1, cornerRadius: 0),
        .endGroup,
        .border(size: CGSize(width: 40, height: 40), transform: CATransform3DMakeTranslation(200, 200, 0), width: 2,
                color: blue, cornerRadius: 0, opacity: 1),
    ]

    func testEqualListsDamageNothing() {
        XCTAssertTrue(damage(scene, scene).isEmpty)
        XCTAssertTrue(damage([], []).isEmpty)
        var tracker = DamageTracker()
        XCTAssertTrue(tracker.update(scene, clear: .black).isEverything, "the first frame")
        XCTAssertTrue(tracker.update(scene, clear: .black).isEmpty)
        XCTAssertTrue(tracker.damage(to: scene, clear: .black).isEmpty)
        XCTAssertTrue(tracker.update(scene, clear: .white).isEverything, "a new clear colour")
        tracker.reset()
        XCTAssertTrue(tracker.update(scene, clear: .white).isEverything)
    }

    func testCommandsCompareStructurallyAndImagesByIdentity() {
        XCTAssertEqual(scene, scene)
        let pixels: [UInt8] = [9, 9, 9, 255]
        let a = CGImage(width: 1, height: 1, pixels: pixels), b = CGImage(width: 1, height: 1, pixels: pixels)
        let r = CGRect(x: 5, y: 5, width: 10, height: 10)
        func image(_ i: CGImage) -> DrawCommand {
            .image(i, size: r.size, transform: CATransform3DMakeTranslation(5, 5, 0), opacity: 1, cornerRadius: 0)
        }
        XCTAssertEqual(image(a), image(a))
        XCTAssertNotEqual(image(a), image(b), "a new image is new content, whatever its pixels")
        assertRects(damage([image(a)], [image(b)]), [r])
        XCTAssertNotEqual(fill(r), fill(r, opacity: 0.5))
        XCTAssertNotEqual(DrawCommand.popClip, DrawCommand.endGroup)
    }

    func testMovedFillDamagesItsOldAndNewBoxes() {
        let still = fill(CGRect(x: 0, y: 0, width: 300, height: 300), .white)
        let old = [still, fill(CGRect(x: 10, y: 20, width: 30, height: 40)), fill(CGRect(x: 200, y: 200, width: 5, height: 5))]
        var new = old
        new[1] = fill(CGRect(x: 100, y: 20, width: 30, height: 40))
        assertRects(damage(old, new), [CGRect(x: 10, y: 20, width: 30, height: 40), CGRect(x: 100, y: 20, width: 30, height: 40)])
    }

    func testRecolouredFillDamagesItsBox() {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        assertRects(damage([fill(r)], [fill(r, Self.blue)]), [r])
    }

    func testChangeInsideAClipIsLimitedToTheClip() {
        let c = CGRect(x: 0, y: 0, width: 50, height: 50)
        let old = [clip(c), fill(CGRect(x: 10, y: 10, width: 20, height: 20)), .popClip]
        let new = [clip(c), fill(CGRect(x: 40, y: 10, width: 20, height: 20)), .popClip]
        assertRects(damage(old, new), [CGRect(x: 10, y: 10, width: 20, height: 20), CGRect(x: 40, y: 10, width: 10, height: 20)])
    }

    func testChangeInsideAGroupIsLimitedToTheGroup() {
        let g = CGRect(x: 100, y: 100, width: 50, height: 50)
        let old = [group(g, opacity: 0.5), fill(CGRect(x: 5, y: 5, width: 10, height: 10)), .endGroup]
        let new = [group(g, opacity: 0.5), fill(CGRect(x: 45, y: 45, width: 10, height: 10)), .endGroup]
        let d = damage(old, new)
        // Mapped out of the group (+100), grown by a point for filtering, within the group's texture
        // (at most a point larger than its rect).
        XCTAssertFalse(d.isEverything)
        XCTAssertTrue(d.contains(CGPoint(x: 105, y: 105)))
        XCTAssertTrue(d.contains(CGPoint(x: 150.5, y: 150.5)))
        XCTAssertTrue(CGRect(x: 100, y: 100, width: 51, height: 51).contains(d.bounds), "\(d)")
        XCTAssertFalse(d.contains(CGPoint(x: 130, y: 110)), "the untouched part of the group")
    }

    func testChangeInsideARotatedGroupIsMappedThroughIt() {
        let angle: CGFloat = 0.5
        var t = CATransform3DMakeRotation(angle, 0, 0, 1)
        t.m41 = 200; t.m42 = 100
        let begin = DrawCommand.beginGroup(size: CGSize(width: 100, height: 100), transform: t, opacity: 1)
        let old = [begin, fill(CGRect(x: 0, y: 0, width: 10, height: 10)), .endGroup]
        let new = [begin, fill(CGRect(x: 0, y: 0, width: 10, height: 10), Self.blue), .endGroup]
        let d = damage(old, new)
        // The changed 10×10 square (grown to 12×12 from −1) turned by 0.5 about (200, 100): a box
        // around its four corners, much smaller than the turned group.
        let corners = [(-1.0, -1.0), (11, -1), (11, 11), (-1, 11)].map { (x: Double, y: Double) in
            CGPoint(x: 200 + x * cos(0.5) - y * sin(0.5), y: 100 + x * sin(0.5) + y * cos(0.5))
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let expected = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        XCTAssertEqual(d.rects.count, 1)
        XCTAssertEqual(Double(d.bounds.minX), Double(expected.minX), accuracy: 1e-9)
        XCTAssertEqual(Double(d.bounds.maxY), Double(expected.maxY), accuracy: 1e-9)
    }

    func testChangedGroupHeaderDamagesTheWholeGroup() {
        let g = CGRect(x: 100, y: 100, width: 50, height: 50)
        let inside = fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        let d = damage([group(g, opacity: 1), inside, .endGroup], [group(g, opacity: 0.5), inside, .endGroup])
        assertRects(d, [CGRect(x: 100, y: 100, width: 51, height: 51)])
    }

    func testSwappingOverlappingCommandsDamagesOnlyTheirOverlap() {
        let a = fill(CGRect(x: 0, y: 0, width: 20, height: 20)), b = fill(CGRect(x: 10, y: 10, width: 20, height: 20), Self.blue)
        let under = fill(CGRect(x: -50, y: -50, width: 200, height: 200), .white)
        assertRects(damage([under, a, b], [under, b, a]), [CGRect(x: 10, y: 10, width: 10, height: 10)])
    }

    func testSwappingDisjointCommandsDamagesNothing() {
        let a = fill(CGRect(x: 0, y: 0, width: 20, height: 20)), b = fill(CGRect(x: 30, y: 30, width: 20, height: 20), Self.blue)
        XCTAssertTrue(damage([a, b], [b, a]).isEmpty)
    }

    func testInsertedAndRemovedCommandsDamageTheirBoxes() {
        let a = fill(CGRect(x: 0, y: 0, width: 20, height: 20)), c = fill(CGRect(x: 50, y: 0, width: 20, height: 20))
        let b = fill(CGRect(x: 100, y: 100, width: 7, height: 9), Self.blue)
        assertRects(damage([a, c], [a, b, c]), [CGRect(x: 100, y: 100, width: 7, height: 9)])
        assertRects(damage([a, b, c], [a, c]), [CGRect(x: 100, y: 100, width: 7, height: 9)])
        // A whole group appearing damages its box.
        assertRects(damage([a], [a, group(CGRect(x: 10, y: 10, width: 10, height: 10)), b, .endGroup]),
                    [CGRect(x: 10, y: 10, width: 11, height: 11)])
    }

    func testCommandsThatDrawNothingDamageNothing() {
        let a = fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertTrue(damage([a], [a, fill(CGRect(x: 5, y: 5, width: 5, height: 5), opacity: 0)]).isEmpty)
        XCTAssertTrue(damage([a], [a, fill(CGRect(x: 5, y: 5, width: 0, height: 5))]).isEmpty)
        XCTAssertTrue(damage([a], [a, clip(CGRect(x: 0, y: 0, width: 5, height: 5)), .popClip]).isEmpty, "an empty clip")
    }

    func testPerspectiveCommandsDamageTheBoxOfTheirProjection() {
        var t = CATransform3DMakeRotation(0.9, 0, 1, 0)
        t.m34 = -1.0 / 400
        t.m41 = 150; t.m42 = 150
        let p = DrawCommand.fill(size: CGSize(width: 100, height: 60), transform: t, color: Self.red, cornerRadius: 0, opacity: 1)
        let d = damage([], [p])
        // The corners' images, written out by hand.
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        for (x, y) in [(0.0, 0.0), (100, 0), (100, 60), (0, 60)] as [(CGFloat, CGFloat)] {
            let w = x * t.m14 + y * t.m24 + t.m44
            xs.append((x * t.m11 + y * t.m21 + t.m41) / w); ys.append((x * t.m12 + y * t.m22 + t.m42) / w)
        }
        XCTAssertEqual(d.rects.count, 1)
        XCTAssertEqual(Double(d.bounds.minX), Double(xs.min()!), accuracy: 1e-9)
        XCTAssertEqual(Double(d.bounds.maxX), Double(xs.max()!), accuracy: 1e-9)
        XCTAssertEqual(Double(d.bounds.minY), Double(ys.min()!), accuracy: 1e-9)
        XCTAssertEqual(Double(d.bounds.maxY), Double(ys.max()!), accuracy: 1e-9)
        // Behind the eye it is not drawn: no damage.
        var behind = t
        behind.m14 = -1
        let hidden = DrawCommand.fill(size: CGSize(width: 100, height: 60), transform: behind, color: Self.red, cornerRadius: 0, opacity: 1)
        XCTAssertTrue(damage([], [hidden]).isEmpty)
    }

    func testUnbalancedListsDamageEverything() {
        let a = fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertTrue(damage([a], [a, .popClip]).isEverything)
        XCTAssertTrue(damage([a], [group(CGRect(x: 0, y: 0, width: 5, height: 5)), a]).isEverything)
        XCTAssertTrue(damage([a], [group(CGRect(x: 0, y: 0, width: 5, height: 5)), clip(CGRect(x: 0, y: 0, width: 5, height: 5)), a, .endGroup, .popClip]).isEverything)
    }

    func testManyChangesStayWithinAFewRectsCoveringThemAll() {
        let old = (0..<500).map { fill(CGRect(x: CGFloat($0 % 25) * 12, y: CGFloat($0 / 25) * 12, width: 10, height: 10)) }
        let new = old.enumerated().map { $0.offset % 7 == 0 ? fill(CGRect(x: CGFloat($0.offset % 25) * 12 + 1, y: CGFloat($0.offset / 25) * 12, width: 10, height: 10)) : $0.element }
        let d = damage(old, new)
        XCTAssertLessThanOrEqual(d.rects.count, DamageRegion.maxRects)
        for k in stride(from: 0, to: 500, by: 7) {
            XCTAssertTrue(d.contains(CGPoint(x: CGFloat(k % 25) * 12 + 0.5, y: CGFloat(k / 25) * 12 + 0.5)), "command \(k)")
        }
    }
}
