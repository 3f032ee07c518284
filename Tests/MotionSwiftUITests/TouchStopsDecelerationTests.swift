import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// A touch on a decelerating scroll view stops it where it is, and its content gets no tap (UIKit).
final class TouchStopsDecelerationTests: XCTestCase {
    struct Screen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { i in
                        Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 44).background(Color.white)
                            .onTapGesture { model.items.append(i) }
                    }
                }
            }
        }
    }

    func testATouchStopsAFlingAndDoesNotTap() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 300, height: 500)) { Screen(model: model) }
        try s.step(3)
        // A fling: a fast drag up, released while moving.
        try s.session.runner.handle(.down(CGPoint(x: 150, y: 450)))
        try s.step()
        for k in 1...6 {
            try s.session.runner.handle(.move(CGPoint(x: 150, y: 450 - CGFloat(k) * 50)))
            try s.step()
        }
        try s.session.runner.handle(.up(CGPoint(x: 150, y: 150)))
        try s.step(10)
        let scroll = try XCTUnwrap(s.firstView(ScrollHostView.self))
        let moving = s.session.runner.context.perform { scroll.isDecelerating }
        XCTAssertTrue(moving, "flung")
        try s.session.runner.handle(.down(CGPoint(x: 150, y: 250)))
        try s.step()
        let caught = s.session.runner.context.perform { scroll.contentOffset.y }
        try s.session.runner.handle(.up(CGPoint(x: 150, y: 250)))
        try s.step(30)
        let after = s.session.runner.context.perform { (scroll.contentOffset.y, scroll.isDecelerating) }
        XCTAssertEqual(after.0, caught, accuracy: 0.5, "stopped where the finger caught it")
        XCTAssertFalse(after.1)
        XCTAssertEqual(model.items, [], "the catching touch is not a tap")
        // At rest, a tap taps.
        try s.session.runner.handle(.down(CGPoint(x: 150, y: 250)))
        try s.step()
        try s.session.runner.handle(.up(CGPoint(x: 150, y: 250)))
        try s.step(3)
        XCTAssertEqual(model.items.count, 1)
    }
}
