import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// Content moved by `offset` or grown by `scaleEffect` is hit where it is drawn, as in SwiftUI.
final class TransformedHitTests: XCTestCase {
    struct Screen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            VStack(spacing: 40) {
                Rectangle().fill(Color.red).frame(width: 80, height: 50)
                    .offset(x: 100)
                    .onTapGesture { model.items.append(1) }
                Rectangle().fill(Color.blue).frame(width: 80, height: 50)
                    .scaleEffect(2)
                    .onTapGesture { model.items.append(2) }
            }
            .frame(width: 400, height: 400)
        }
    }

    func click(_ s: ViewSession, _ p: CGPoint) throws {
        try s.session.runner.handle(.down(p))
        try s.step()
        try s.session.runner.handle(.up(p))
        try s.step()
    }

    func testOffsetAndScaledContentIsHitWhereItIsDrawn() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 400, height: 400)) { Screen(model: model) }
        try s.step(3)
        // Layout: the red at x 160…240, y 130…180 drawn at 260…340; the blue at 160…240, y 220…270 drawn
        // twice as large, 120…280 × 195…295.
        try click(s, CGPoint(x: 320, y: 155))
        XCTAssertEqual(model.items, [1], "the red where it is drawn, outside its layout frame")
        try click(s, CGPoint(x: 130, y: 245))
        XCTAssertEqual(model.items, [1, 2], "the blue where its scaled drawing reaches past its frame")
    }
}
