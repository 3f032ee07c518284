import XCTest
import SwiftUI

/// Body counts, per view: how often each body ran (identity tests read them).
final class BodyCounter {
    nonisolated(unsafe) static var counts: [String: Int] = [:]
    static func hit(_ name: String) { counts[name, default: 0] += 1 }
}

struct CounterRow: View {
    let id: Int
    @State var taps = 0
    var body: some View {
        BodyCounter.hit("row\(id)")
        return Color.red.frame(width: 10, height: CGFloat(10 + taps)).accessibilityIdentifier("row\(id)")
            .onTapGesture { taps += 5 }
    }
}

struct ListOfRows: View {
    @ObservedObject var model: TestModel
    var body: some View {
        VStack(spacing: 0) {
            ForEach(model.items, id: \.self) { i in CounterRow(id: i) }
        }
    }
}

struct Branches: View {
    @ObservedObject var model: TestModel
    var body: some View {
        if model.flag {
            CounterRow(id: 1)
        } else {
            CounterRow(id: 2)
        }
    }
}

struct Static: View {
    var body: some View {
        BodyCounter.hit("static")
        return Color.blue.frame(width: 5, height: 5)
    }
}

struct Parent: View {
    @ObservedObject var model: TestModel
    var body: some View {
        VStack {
            Color.green.frame(width: CGFloat(10 + model.value), height: 10).accessibilityIdentifier("green")
            Static()
        }
    }
}

/// View identity: state lives with a view's position or id across evaluations, a new identity
/// starts fresh, and views whose inputs did not change are not evaluated again.
final class StateIdentityTests: XCTestCase {
    override func setUp() { BodyCounter.counts = [:] }

    func testStateFollowsForEachIdsWhenTheCollectionChanges() throws {
        let model = TestModel()
        model.items = [1, 2, 3]
        let s = try ViewSession { ListOfRows(model: model) }
        try s.step()
        // Tap row 2: its own state grows it by 5.
        let r2 = try s.frame("row2")
        let tap = try ViewSession(script: "0.1 click \(r2.midX) \(r2.midY)") { ListOfRows(model: model) }
        try tap.step(12)
        XCTAssertEqual(try tap.frame("row2").height, 15)
        // Reorder and insert: row 2 keeps its state wherever it goes; the new row starts fresh.
        model.items = [3, 4, 2, 1]
        try tap.step()
        XCTAssertEqual(try tap.frame("row2").height, 15)
        XCTAssertEqual(try tap.frame("row4").height, 10)
        let y3 = try tap.frame("row3").minY, y2 = try tap.frame("row2").minY
        XCTAssertLessThan(y3, y2)
        // Removed and added back: a new view, fresh state.
        model.items = [1, 3]
        try tap.step()
        model.items = [1, 3, 2]
        try tap.step()
        XCTAssertEqual(try tap.frame("row2").height, 10)
    }

    func testConditionalBranchesAreDifferentViews() throws {
        let model = TestModel()
        let s = try ViewSession { Branches(model: model) }
        try s.step()
        XCTAssertNotNil(s.frames.last?["row2"])
        model.flag = true
        try s.step()
        XCTAssertNotNil(s.frames.last?["row1"])
        XCTAssertNil(s.frames.last?["row2"], "the other branch's view is gone")
    }

    func testOnlyChangedViewsAreEvaluatedAgain() throws {
        let model = TestModel()
        let s = try ViewSession { Parent(model: model) }
        try s.step()
        let first = BodyCounter.counts["static"] ?? 0
        XCTAssertEqual(first, 1)
        for v in 1...5 {
            model.value = Double(v)
            try s.step()
            XCTAssertEqual(try s.frame("green").width, CGFloat(10 + v))
        }
        // Static is a plain-data view whose value never changed: its body ran once.
        XCTAssertEqual(BodyCounter.counts["static"], 1)
    }
}
