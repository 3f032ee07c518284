import XCTest
import Observation
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// An `@Observable` property read only inside a `GeometryReader`'s content is tracked: changing it
/// evaluates the content again, as SwiftUI tracks reads per closure.
final class GeometryReaderObservationTests: XCTestCase {
    @Observable final class Level { var value: Double = 0 }

    struct Bar: View {
        let level: Level
        var body: some View {
            GeometryReader { geo in
                Rectangle().fill(Color.blue).frame(width: geo.size.width * level.value, height: 40)
                    .accessibilityIdentifier("bar")
            }
            .frame(width: 200, height: 40)
        }
    }

    func testAReadInsideTheReaderUpdatesIt() throws {
        let level = Level()
        let s = try ViewSession(size: CGSize(width: 200, height: 100)) { Bar(level: level) }
        try s.step(3)
        XCTAssertEqual(try s.frame("bar").width, 0, accuracy: 1e-9)
        s.session.runner.context.perform { level.value = 0.5 }
        try s.step(3)
        XCTAssertEqual(try s.frame("bar").width, 100, accuracy: 1e-9, "the reader's content followed the model")
    }
}
