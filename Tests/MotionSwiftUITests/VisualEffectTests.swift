import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// iOS 17's `scrollTransition` and `visualEffect`: effects by the view's place in its scroll view, as
/// it scrolls.
final class VisualEffectTests: XCTestCase {
    struct Faded: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in
                        Color.blue.frame(height: 100)
                            .scrollTransition { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.5)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.8)
                            }
                            .accessibilityIdentifier("row\(i)")
                    }
                }
            }
        }
    }

    func testScrollTransitionPhasesFollowTheVisibleRegion() throws {
        let s = try ViewSession(size: CGSize(width: 200, height: 250)) { Faded() }
        try s.step(3)
        // Rows 0 and 1 (0…200) are inside the 250-point region; row 2 (200…300) is half past it.
        XCTAssertEqual(try s.layer("row0").opacity, 1, accuracy: 1e-6)
        XCTAssertEqual(try s.layer("row2").opacity, 0.75, accuracy: 1e-6, "half past the bottom: half way to the phase's effects")
        XCTAssertEqual(try s.layer("row2").windowFrame.width, 180, accuracy: 0.5, "scaled half way to 0.8")
        // Scrolled up by 150: row 1 (100…200 in the content) is half above the top.
        let scroll = try XCTUnwrap(s.firstView(ScrollHostView.self))
        s.session.runner.context.perform { scroll.contentOffset.y = 150 }
        try s.step(2)
        XCTAssertEqual(try s.layer("row1").opacity, 0.75, accuracy: 1e-6, "half before the top")
        XCTAssertEqual(try s.layer("row2").opacity, 1, accuracy: 1e-6, "now wholly visible")
    }

    struct Pinned: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 50)
                        .visualEffect { content, proxy in content.offset(y: max(0, -proxy.frame(in: .global).minY)) }
                        .accessibilityIdentifier("header")
                    ForEach(0..<30, id: \.self) { _ in Color.gray.frame(height: 40) }
                }
            }
        }
    }

    func testVisualEffectSeesTheViewsGeometryAsItScrolls() throws {
        let s = try ViewSession(size: CGSize(width: 200, height: 300)) { Pinned() }
        try s.step(3)
        XCTAssertEqual(try s.layer("header").windowFrame.minY, 0, accuracy: 0.5)
        let scroll = try XCTUnwrap(s.firstView(ScrollHostView.self))
        s.session.runner.context.perform { scroll.contentOffset.y = 120 }
        try s.step(2)
        XCTAssertEqual(try s.layer("header").windowFrame.minY, 0, accuracy: 0.5, "the effect pinned the header as it scrolled")
    }
}
