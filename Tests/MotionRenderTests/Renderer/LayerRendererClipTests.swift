import XCTest
import MotionLab
@testable import MotionRender

/// masksToBounds as the draw list spells it (Core Animation: "sublayers are clipped to the layer's
/// bounds"): an axis-aligned layer pushes an exact clip rect, any other transform draws its sublayers
/// into a group the size of its bounds, with their transforms relative to the group's top-left corner.
final class LayerRendererClipTests: RenderTestCase {
    /// Clips and groups open and close in nested order, never below zero.
    func assertBalanced(_ commands: [DrawCommand], file: StaticString = #filePath, line: UInt = #line) {
        var stack: [String] = []
        for k in kinds(commands) {
            switch k {
            case "push", "begin": stack.append(k)
            case "pop": XCTAssertEqual(stack.popLast(), "push", "pop without push", file: file, line: line)
            case "end": XCTAssertEqual(stack.popLast(), "begin", "end without begin", file: file, line: line)
            default: break
            }
        }
        XCTAssertEqual(stack, [], "left open", file: file, line: line)
    }

    func testAxisAlignedMaskPushesItsBoundsAroundTheSublayersBeforeTheBorder() {
        let parent = layer(CGRect(x: 40, y: 60, width: 100, height: 80), Self.red) {
            $0.masksToBounds = true; $0.borderWidth = 2; $0.borderColor = Self.blue
        }
        layer(CGRect(x: -10, y: -10, width: 50, height: 50), Self.green, in: parent)
        let c = draw()
        XCTAssertEqual(kinds(c), ["fill", "push", "fill", "pop", "border"])
        assertBalanced(c)
        // The clip is the parent's bounds in the window, the child is not moved by it.
        guard case let .pushClip(size, _) = c[1] else { return XCTFail() }
        XCTAssertEqual(size, CGSize(width: 100, height: 80))
        assertRect(rect(c[1]), CGRect(x: 40, y: 60, width: 100, height: 80))
        assertRect(rect(c[2]), CGRect(x: 30, y: 50, width: 50, height: 50))
        assertRect(rect(c[4]), CGRect(x: 40, y: 60, width: 100, height: 80))
    }

    func testMaskWithoutSublayersDrawsNoClip() {
        layer(CGRect(x: 40, y: 60, width: 100, height: 80), Self.red) { $0.masksToBounds = true }
        XCTAssertEqual(kinds(draw()), ["fill"])
    }

    func testClipWithABoundsOriginClipsTheBoundsNotTheShiftedSublayers() {
        // bounds.origin (20, 10): the sublayer at (20, 10) in the parent's bounds space sits at the parent's
        // top-left corner; the clip stays on the parent's frame.
        let parent = layer(CGRect(x: 40, y: 60, width: 100, height: 80)) { $0.masksToBounds = true }
        quietly { parent.bounds.origin = CGPoint(x: 20, y: 10) }
        layer(CGRect(x: 20, y: 10, width: 30, height: 30), Self.green, in: parent)
        let c = draw()
        XCTAssertEqual(kinds(c), ["push", "fill", "pop"])
        assertRect(rect(c[0]), CGRect(x: 40, y: 60, width: 100, height: 80))
        assertRect(rect(c[1]), CGRect(x: 40, y: 60, width: 30, height: 30))
    }

    func testRotatedMaskDrawsSublayersIntoAGroupRelativeToItsRect() {
        let angle = CGFloat.pi / 6
        let parent = layer(CGRect(x: 150, y: 160, width: 100, height: 80), Self.red) {
            $0.masksToBounds = true
            $0.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        }
        layer(CGRect(x: 10, y: 20, width: 30, height: 30), Self.green, in: parent)
        let c = draw()
        XCTAssertEqual(kinds(c), ["fill", "begin", "fill", "end"])
        assertBalanced(c)
        guard case let .beginGroup(size, t, opacity) = c[1] else { return XCTFail() }
        XCTAssertEqual(size, CGSize(width: 100, height: 80))
        XCTAssertEqual(opacity, 1)
        // The group rect turns about the layer's centre (200, 200): corner (x, y) of the bounds lands at
        // centre + R·(x − 50, y − 40), R = [cos −sin; sin cos] (y down, clockwise on screen).
        let cs = cos(angle), sn = sin(angle)
        for (p, q) in zip(corners(size, t), [(0.0, 0.0), (100, 0), (100, 80), (0, 80)] as [(CGFloat, CGFloat)]) {
            let dx = q.0 - 50, dy = q.1 - 40
            assertPoint(p, CGPoint(x: 200 + dx * cs - dy * sn, y: 200 + dx * sn + dy * cs))
        }
        // The background uses the same transform; the child is placed relative to the group's corner only.
        XCTAssertEqual(geometry(c[0])?.transform, t)
        XCTAssertEqual(geometry(c[2])?.transform, CATransform3DMakeTranslation(10, 20, 0))
    }

    func testRotatedMaskWithBoundsOriginShiftsTheGroupsChildren() {
        let parent = layer(CGRect(x: 150, y: 160, width: 100, height: 80)) {
            $0.masksToBounds = true
            $0.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        }
        quietly { parent.bounds.origin = CGPoint(x: 5, y: 7) }
        layer(CGRect(x: 10, y: 20, width: 30, height: 30), Self.green, in: parent)
        let c = draw()
        XCTAssertEqual(kinds(c), ["begin", "fill", "end"])
        assertRect(rect(c[1]), CGRect(x: 5, y: 13, width: 30, height: 30))
    }

    func testNestedAxisAlignedClipsNestInTheWindow() {
        let outer = layer(CGRect(x: 20, y: 20, width: 200, height: 200)) { $0.masksToBounds = true }
        let inner = layer(CGRect(x: 50, y: 60, width: 100, height: 40), in: outer) { $0.masksToBounds = true }
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.green, in: inner)
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.red, in: outer)
        let c = draw()
        XCTAssertEqual(kinds(c), ["push", "push", "fill", "pop", "fill", "pop"])
        assertBalanced(c)
        assertRect(rect(c[0]), CGRect(x: 20, y: 20, width: 200, height: 200))
        assertRect(rect(c[1]), CGRect(x: 70, y: 80, width: 100, height: 40))
        assertRect(rect(c[2]), CGRect(x: 70, y: 80, width: 10, height: 10))
        assertRect(rect(c[4]), CGRect(x: 20, y: 20, width: 10, height: 10))
    }

    func testClipInsideARotatedGroupIsRelativeToTheGroup() {
        let outer = layer(CGRect(x: 100, y: 100, width: 120, height: 120)) {
            $0.masksToBounds = true; $0.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        }
        let inner = layer(CGRect(x: 30, y: 40, width: 50, height: 20), in: outer) { $0.masksToBounds = true }
        layer(CGRect(x: 5, y: 5, width: 10, height: 10), Self.green, in: inner)
        let c = draw()
        XCTAssertEqual(kinds(c), ["begin", "push", "fill", "pop", "end"])
        assertBalanced(c)
        assertRect(rect(c[1]), CGRect(x: 30, y: 40, width: 50, height: 20))
        assertRect(rect(c[2]), CGRect(x: 35, y: 45, width: 10, height: 10))
    }

    func testRotatedMaskInsideAnAxisAlignedClip() {
        let outer = layer(CGRect(x: 10, y: 10, width: 300, height: 300)) { $0.masksToBounds = true }
        let inner = layer(CGRect(x: 50, y: 50, width: 100, height: 100), in: outer) {
            $0.masksToBounds = true; $0.transform = CATransform3DMakeRotation(0.2, 0, 0, 1)
        }
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.green, in: inner)
        let c = draw()
        XCTAssertEqual(kinds(c), ["push", "begin", "fill", "end", "pop"])
        assertBalanced(c)
        // The group's centre is the inner layer's position in the window: (10 + 100, 10 + 100).
        guard let (size, t) = geometry(c[1]) else { return XCTFail() }
        assertPoint(t.project(CGPoint(x: size.width / 2, y: size.height / 2)), CGPoint(x: 110, y: 110))
    }

    /// A 180° turn is axis-aligned (a negative scale): an exact clip, no group.
    func testHalfTurnKeepsAnExactClip() {
        let parent = layer(CGRect(x: 40, y: 60, width: 100, height: 80)) {
            $0.masksToBounds = true; $0.transform = CATransform3DMakeScale(-1, -1, 1)
        }
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.green, in: parent)
        let c = draw()
        XCTAssertEqual(kinds(c), ["push", "fill", "pop"])
        assertRect(rect(c[0]), CGRect(x: 40, y: 60, width: 100, height: 80))
        // The child's local (0, 0) is the parent's bounds corner, turned to the frame's bottom-right.
        assertRect(rect(c[1]), CGRect(x: 130, y: 130, width: 10, height: 10))
    }
}
