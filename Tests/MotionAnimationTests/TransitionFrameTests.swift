import XCTest
import MotionGeometry
@testable import MotionAnimation

/// Where CATransition draws the old and new renderings.
final class TransitionFrameTests: XCTestCase {
    func testPushFromRightMovesBothLeft() {
        let f = TransitionFrame(type: .push, subtype: .fromRight, progress: 0.25)
        XCTAssertEqual(f.offsets.old.x, -0.25); XCTAssertEqual(f.offsets.new.x, 0.75)
    }

    func testMoveInAndRevealMoveOnlyOneSide() {
        let m = TransitionFrame(type: .moveIn, subtype: .fromBottom, progress: 0.5)
        XCTAssertEqual(m.offsets.old.y, 0); XCTAssertEqual(m.offsets.new.y, 0.5)
        let r = TransitionFrame(type: .reveal, subtype: .fromLeft, progress: 0.5)
        XCTAssertEqual(r.offsets.old.x, 0.5); XCTAssertEqual(r.offsets.new.x, 0); XCTAssertTrue(r.oldOnTop)
    }

    func testFlipShowsOneSideAtATimeAndIsEdgeOnAtHalfway() {
        let early = TransitionFrame(type: .flip, subtype: .fromLeft, progress: 0.25)
        XCTAssertNotNil(early.flipTransforms.old); XCTAssertNil(early.flipTransforms.new)
        XCTAssertEqual(Double(early.flipTransforms.old!.m11), cos(.pi / 4), accuracy: 1e-9)
        let late = TransitionFrame(type: .flip, subtype: .fromLeft, progress: 0.9)
        XCTAssertNil(late.flipTransforms.old)
        XCTAssertEqual(Double(late.flipTransforms.new!.m11), cos(0.1 * .pi), accuracy: 1e-9)
    }
}
