import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// `ScrollViewReader`: scrolling to a `ForEach` element's id or an `.id(_:)`, with and without an anchor.
final class ScrollViewReaderTests: XCTestCase {
    final class Model: ObservableObject {
        @Published var target: Int?
        @Published var anchor: UnitPoint?
    }

    struct Chat: View {
        @ObservedObject var model: Model
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { i in
                            Color.gray.frame(height: 40).accessibilityIdentifier("row\(i)")
                        }
                        Color.blue.frame(height: 40).id("end").accessibilityIdentifier("end")
                    }
                }
                .onChange(of: model.target) { _, t in
                    if let t { proxy.scrollTo(t, anchor: model.anchor) } else { proxy.scrollTo("end") }
                }
            }
        }
    }

    func scrollView(_ s: ViewSession) throws -> UIScrollView {
        try XCTUnwrap(s.firstView(UIScrollView.self))
    }

    func testScrollsToAnIDWithAndWithoutAnAnchor() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Chat(model: model) }
        try s.step(3)
        let scroll = try scrollView(s)
        let height = scroll.bounds.height
        // Row 30 to the top (.top anchor): its minY at the scroll view's top.
        s.session.runner.context.perform { model.anchor = .top; model.target = 30 }
        try s.step(3)
        XCTAssertEqual(scroll.contentOffset.y, 30 * 40, accuracy: 0.01)
        // Row 10 without an anchor: just enough to show it (it is above: its top at the top).
        s.session.runner.context.perform { model.anchor = nil; model.target = 10 }
        try s.step(3)
        XCTAssertEqual(scroll.contentOffset.y, 10 * 40, accuracy: 0.01)
        // Row 45 centred.
        s.session.runner.context.perform { model.anchor = .center; model.target = 45 }
        try s.step(3)
        XCTAssertEqual(scroll.contentOffset.y, min(45 * 40 + 20 - height / 2, 51 * 40 - height), accuracy: 0.01)
        // The explicit `.id("end")`, below: its bottom at the bottom, which is the content's end.
        s.session.runner.context.perform { model.target = nil }
        try s.step(3)
        XCTAssertEqual(scroll.contentOffset.y, 51 * 40 - height, accuracy: 0.01)
    }
}
