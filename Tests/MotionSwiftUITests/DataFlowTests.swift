import XCTest
import SwiftUI

@Observable final class Counter {
    var count = 0
}

final class Store: ObservableObject {
    @Published var value = 0
    nonisolated(unsafe) static var made = 0
    init() { Store.made += 1 }
}

struct ObservingView: View {
    let counter: Counter
    var body: some View {
        Color.red.frame(width: CGFloat(10 + counter.count * 10), height: 10).accessibilityIdentifier("bar")
    }
}

struct StoreOwner: View {
    @StateObject private var store = Store()
    let tick: Int
    var body: some View {
        Color.blue.frame(width: CGFloat(10 + store.value), height: 10).accessibilityIdentifier("store")
            .onAppear { store.value = 20 }
    }
}

struct StoreParent: View {
    @ObservedObject var model: TestModel
    var body: some View { StoreOwner(tick: Int(model.value)) }
}

struct ChangeWatcher: View {
    @ObservedObject var model: TestModel
    @State private var seen: [Bool] = []
    var body: some View {
        Color.green.frame(width: CGFloat(10 + seen.count * 10), height: 10).accessibilityIdentifier("seen")
            .onChange(of: model.flag) { old, new in seen.append(new) }
    }
}

struct Ticker: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.5)) { context in
            let t = context.date.timeIntervalSinceReferenceDate
            Color.orange.frame(width: CGFloat(10 + (t * 2).rounded(.down) * 10), height: 10).accessibilityIdentifier("tick")
        }
    }
}

struct Spin: ViewModifier {
    let angle: Double
    func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)).opacity(angle == 0 ? 1 : 0) }
}

/// Observation, objects, onChange, completions, timelines and modifier transitions.
final class DataFlowTests: XCTestCase {
    func testObservableObjectsUpdateTheViewsThatReadThem() throws {
        let counter = Counter()
        let s = try ViewSession { ObservingView(counter: counter) }
        try s.step()
        XCTAssertEqual(try s.frame("bar").width, 10)
        counter.count = 3
        try s.step()
        XCTAssertEqual(try s.frame("bar").width, 40)
    }

    func testStateObjectsAreMadeOnceAndSurviveTheirParentsEvaluations() throws {
        Store.made = 0
        let model = TestModel()
        let s = try ViewSession { StoreParent(model: model) }
        try s.step(2)
        XCTAssertEqual(try s.frame("store").width, 30)
        for v in 1...3 { model.value = Double(v); try s.step() }
        XCTAssertEqual(try s.frame("store").width, 30, "the store kept its value")
        XCTAssertEqual(Store.made, 1, "@StateObject's autoclosure runs once per view")
    }

    func testOnChangeSeesEachChange() throws {
        let model = TestModel()
        let s = try ViewSession { ChangeWatcher(model: model) }
        try s.step()
        model.flag = true; try s.step(2)
        model.flag = false; try s.step(2)
        XCTAssertEqual(try s.frame("seen").width, 30)
    }

    func testCompletionRunsWhenTheAnimationLogicallyEnds() throws {
        let model = TestModel()
        let s = try ViewSession { TransitionHost(model: model, transition: .opacity) }
        try s.step(2)
        var doneAt: Double?
        let start = s.nextTime
        // Inside a step, `nextTime` is the time of the frame being made.
        withAnimation(.easeOut(duration: 0.5)) { model.flag = true } completion: { doneAt = s.nextTime }
        for _ in 0..<45 { try s.step() }
        let t = try XCTUnwrap(doneAt)
        // The timer fires in the tick of the first frame at or after the end (0.5 s later).
        XCTAssertGreaterThanOrEqual(t - start, 0.5 - 1e-9)
        XCTAssertLessThanOrEqual(t - start, 0.5 + 1.0 / 60 + 1e-9)
    }

    func testPeriodicTimelineEvaluatesOnItsSchedule() throws {
        let s = try ViewSession { Ticker() }
        for n in 0..<70 {
            try s.step()
            let t = Double(n) / 60
            XCTAssertEqual(try s.frame("tick").width, CGFloat(10 + (t * 2 + 1e-9).rounded(.down) * 10), "frame \(n)")
        }
    }

    func testModifierTransitionsUseTheirModifiersEffects() throws {
        let model = TestModel()
        let t = AnyTransition.modifier(active: Spin(angle: 90), identity: Spin(angle: 0))
        let s = try ViewSession { TransitionHost(model: model, transition: t) }
        try s.step(2)
        let start = s.nextTime
        withAnimation(.linear(duration: 1)) { model.flag = true }
        for _ in 0..<30 {
            try s.step()
            let p = min(max(s.nextTime - 1.0 / 60 - start, 0), 1)
            let l = try s.layer("box")
            XCTAssertEqual(Double(l.opacity), p, accuracy: 1e-6)
            XCTAssertEqual(Double(l.transform.m11), cos(.pi / 2 * (1 - p)), accuracy: 1e-6)
        }
    }
}
