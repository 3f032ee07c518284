import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// An `Animatable` view modifier's body is evaluated every frame with its interpolated `animatableData`
/// (the classic shake effect), as SwiftUI does.
final class AnimatableModifierTests: XCTestCase {
    struct Shake: ViewModifier, Animatable {
        var animatableData: CGFloat
        func body(content: Content) -> some View { content.offset(x: 30 * sin(animatableData * .pi * 3)) }
    }
    struct Screen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 50, height: 50)
                .accessibilityIdentifier("box")
                .modifier(Shake(animatableData: CGFloat(model.value)))
        }
    }

    func testTheModifierFollowsItsInterpolatedData() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { Screen(model: model) }
        try s.step(3)
        let rest = try s.frame("box").minX
        withAnimation(.linear(duration: 1)) { model.value = 1 }
        // Takes effect at the next frame (t0); 15 frames later the data is 0.25.
        try s.step(16)
        let quarter = try s.frame("box").minX - rest
        XCTAssertEqual(quarter, 30 * sin(0.25 * .pi * 3), accuracy: 1.5, "offset at a quarter of the way")
        try s.step(60)
        XCTAssertEqual(try s.frame("box").minX - rest, 0, accuracy: 0.01, "sin(3π) = 0 at the end")
    }
}
