import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// A `GeometryReader` in a `ScrollView` sees its frame move as the content scrolls, and its content is
/// evaluated again (what parallax and sticky headers read).
final class ScrollingGeometryReaderTests: XCTestCase {
    struct Screen: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { geo in
                        Rectangle().fill(Color.red).frame(height: 50)
                            .offset(y: -geo.frame(in: .global).minY)
                            .accessibilityIdentifier("pinned")
                    }
                    .frame(height: 50)
                    ForEach(0..<40, id: \.self) { i in Text("Row \(i)").frame(height: 40) }
                }
            }
        }
    }

    func testAReaderThatCancelsItsGlobalOffsetStaysPut() throws {
        let s = try ViewSession(size: CGSize(width: 300, height: 500)) { Screen() }
        try s.step(3)
        XCTAssertEqual(try s.frame("pinned").minY, 0, accuracy: 0.5)
        try s.session.runner.handle(.down(CGPoint(x: 150, y: 400)))
        try s.step()
        for k in 1...10 {
            try s.session.runner.handle(.move(CGPoint(x: 150, y: 400 - CGFloat(k) * 15)))
            try s.step()
        }
        try s.step(8)
        try s.session.runner.handle(.up(CGPoint(x: 150, y: 250)))
        try s.step(60)
        let scroll = try XCTUnwrap(s.firstView(ScrollHostView.self))
        let offset = s.session.runner.context.perform { scroll.contentOffset.y }
        XCTAssertGreaterThan(offset, 100, "it scrolled")
        XCTAssertEqual(try s.frame("pinned").minY, 0, accuracy: 0.5, "the reader followed the scroll (offset \(offset))")
    }
}
