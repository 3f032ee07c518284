import XCTest
import SwiftUI

struct TransitionHost: View {
    @ObservedObject var model: TestModel
    let transition: AnyTransition
    var body: some View {
        ZStack {
            Color.clear.frame(width: 200, height: 200)
            if model.flag {
                Color.red.frame(width: 100, height: 50).transition(transition).accessibilityIdentifier("box")
            }
        }
    }
}

/// Insertions and removals in animated updates, traced frame by frame.
final class TransitionTests: XCTestCase {
    func run(_ t: AnyTransition, insert: Bool = true) throws -> (ViewSession, Double) {
        let model = TestModel()
        model.flag = !insert
        let s = try ViewSession { TransitionHost(model: model, transition: t) }
        try s.step(3)
        let start = s.nextTime
        withAnimation(.linear(duration: 1)) { model.flag = insert }
        return (s, start)
    }

    func testOpacityFadesInLinearly() throws {
        let (s, start) = try run(.opacity)
        for _ in 0..<70 {
            try s.step()
            let t = s.nextTime - 1.0 / 60 - start
            XCTAssertEqual(Double(try s.layer("box").opacity), min(max(t, 0), 1), accuracy: 1e-6, "t = \(t)")
        }
    }

    func testSlideEntersFromTheLeadingEdgeByItsWidth() throws {
        let (s, start) = try run(.slide)
        for _ in 0..<70 {
            try s.step()
            let t = min(max(s.nextTime - 1.0 / 60 - start, 0), 1)
            XCTAssertEqual(try s.frame("box").minX, 110 - 100 * (1 - t), accuracy: 1e-6)
        }
    }

    func testRemovalPlaysTheRemovalSideAndThenTheViewIsGone() throws {
        let (s, start) = try run(.asymmetric(insertion: .opacity, removal: .scale), insert: false)
        for _ in 0..<59 {
            try s.step()
            let t = min(max(s.nextTime - 1.0 / 60 - start, 0), 1)
            let l = try s.layer("box")
            XCTAssertEqual(Double(l.transform.m11), 1 - t, accuracy: 1e-6)
            XCTAssertEqual(l.opacity, 1)
        }
        try s.step(5)
        XCTAssertNil(s.frames.last?["box"], "removed once its transition ended")
    }

    func testMoveAndCombinedTransitions() throws {
        let (s, start) = try run(AnyTransition.move(edge: .bottom).combined(with: .opacity))
        for _ in 0..<30 {
            try s.step()
            let t = min(max(s.nextTime - 1.0 / 60 - start, 0), 1)
            XCTAssertEqual(try s.frame("box").minY, 259 + 50 * (1 - t), accuracy: 1e-6)
            XCTAssertEqual(Double(try s.layer("box").opacity), t, accuracy: 1e-6)
        }
    }
}

struct Spinner: View {
    @State private var spinning = false
    var body: some View {
        Circle()
            .trim(from: 0, to: 0.2)
            .stroke(Color.red, lineWidth: 7)
            .frame(width: 100, height: 100)
            .rotationEffect(Angle(degrees: spinning ? 360 : 0))
            .accessibilityIdentifier("arc")
            .animation(Animation.linear(duration: 1).repeatForever(autoreverses: false))
            .onAppear { spinning = true }
    }
}

/// Views on screen from the first frame appear without a transition, even under `.animation(_:)`.
final class FirstAppearanceTests: XCTestCase {
    func testAViewPresentFromTheStartDoesNotFadeInAndItsImplicitAnimationRuns() throws {
        let s = try ViewSession { Spinner() }
        for n in 0..<40 {
            try s.step()
            let l = try s.layer("arc")
            XCTAssertEqual(l.opacity, 1, "frame \(n)")
            // The rotation's angle: 360° a second from t = 0, repeating (a transform's a = cos θ).
            let t = Double(n) / 60
            XCTAssertEqual(Double(l.transform.m11), cos(2 * .pi * t), accuracy: 1e-6, "frame \(n)")
        }
    }
}
