import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// iOS 17's scroll targets and container-relative frames: a paging scroll view settles on pages of its
/// size, a view-aligned one with a card's leading edge at its own (one card a drag on an iPhone), and
/// `containerRelativeFrame` sizes cards from the scroll view's width (Apple's count/span formula).
final class ScrollTargetTests: XCTestCase {
    struct Carousel: View {
        let aligned: Bool
        var body: some View {
            let scroll = ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<8, id: \.self) { i in
                        Color.blue.containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 10)
                            .frame(height: 100).accessibilityIdentifier("card\(i)")
                    }
                }
                .scrollTargetLayout()
            }
            .frame(width: 300, height: 100)
            return Group {
                if aligned { scroll.scrollTargetBehavior(.viewAligned) } else { scroll.scrollTargetBehavior(.paging) }
            }
        }
    }

    private func swipe(_ s: ViewSession, dx: CGFloat, steps: Int = 8) throws {
        let start = CGPoint(x: 250, y: 50)
        try s.session.runner.handle(.down(start))
        try s.step()
        for k in 1...steps {
            try s.session.runner.handle(.move(CGPoint(x: start.x + dx * CGFloat(k) / CGFloat(steps), y: 50)))
            try s.step()
        }
        try s.session.runner.handle(.up(CGPoint(x: start.x + dx, y: 50)))
        try s.step(90)
    }

    private func offset(_ s: ViewSession) throws -> CGFloat {
        let scroll = try XCTUnwrap(s.firstView(ScrollHostView.self))
        return s.session.runner.context.perform { scroll.contentOffset.x }
    }

    func testContainerRelativeWidthFollowsApplesFormula() throws {
        let s = try ViewSession(size: CGSize(width: 300, height: 100)) { Carousel(aligned: true) }
        try s.step(3)
        // (300 − 10·4) / 5 · 4 + 10·3 = 238.
        XCTAssertEqual(try s.frame("card0").width, 238, accuracy: 1e-6)
    }

    func testViewAlignedSettlesOneCardPerDrag() throws {
        let s = try ViewSession(size: CGSize(width: 300, height: 100)) { Carousel(aligned: true) }
        try s.step(3)
        // A fast swipe that would fling past several cards moves on by one: 238 + 10.
        try swipe(s, dx: -200, steps: 4)
        XCTAssertEqual(try offset(s), 248, accuracy: 0.5)
        // A short slow drag (no flick) settles back on the nearest card.
        try swipe(s, dx: -40, steps: 20)
        XCTAssertEqual(try offset(s), 248, accuracy: 0.5)
    }

    func testPagingSettlesOnPagesOfTheScrollViewsWidth() throws {
        let s = try ViewSession(size: CGSize(width: 300, height: 100)) { Carousel(aligned: false) }
        try s.step(3)
        try swipe(s, dx: -200, steps: 4)
        XCTAssertEqual(try offset(s), 300, accuracy: 0.5)
    }
}
