import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// iOS 17's `scrollPosition(id:)`: setting the binding scrolls that view to the top; scrolling writes
/// the id of the first visible view.
final class ScrollPositionTests: XCTestCase {
    final class Model: ObservableObject { @Published var position: Int? = nil }

    struct Screen: View {
        @ObservedObject var model: Model
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { i in Color.gray.frame(height: 100).accessibilityIdentifier("row\(i)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $model.position)
        }
    }

    func testTheBindingAndTheScrollFollowEachOther() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 200, height: 400)) { Screen(model: model) }
        try s.step(3)
        s.session.runner.context.perform { model.position = 10 }
        try s.step(3)
        XCTAssertEqual(try s.frame("row10").minY, 0, accuracy: 0.5, "row 10 scrolled to the top")
        let scroll = try XCTUnwrap(s.firstView(ScrollHostView.self))
        s.session.runner.context.perform { scroll.contentOffset.y = 2050 }
        try s.step(2)
        XCTAssertEqual(model.position, 20, "row 20 (2000…2100) is the first visible")
    }
}
