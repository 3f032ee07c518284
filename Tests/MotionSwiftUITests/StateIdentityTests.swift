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

final class RangeModel: ObservableObject {
    @Published var lower = 0
    @Published var upper = 3
    @Published var tick = 0
}

/// Rows of a range identified by themselves (`ForEach`'s fast path when the ids do not change).
struct RangeRows: View {
    @ObservedObject var model: RangeModel
    var body: some View {
        BodyCounter.hit("rangeRows")
        return VStack(spacing: 0) {
            Color.gray.frame(width: 5, height: CGFloat(1 + model.tick % 2))
            ForEach(model.lower..<model.upper, id: \.self) { i in CounterRow(id: i) }
            ForEach(model.lower..<model.upper, id: \.self) { i in PlainRow(id: i) }
        }
    }
}

/// A plain-data row (no state): not evaluated again while its value is the same.
struct PlainRow: View {
    let id: Int
    var body: some View {
        BodyCounter.hit("plain\(id)")
        return Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("plain\(id)")
    }
}

struct PlainList: View {
    @ObservedObject var model: TestModel
    var body: some View {
        VStack(spacing: 0) {
            ForEach(model.items, id: \.self) { i in PlainRow(id: i) }
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

    func testRangeRowsKeepStateAndSkipBodiesWhenTheirIdsDoNotChangeThenFollowNewIds() throws {
        let model = RangeModel()
        let s = try ViewSession { RangeRows(model: model) }
        try s.step()
        let r1 = try s.frame("row1")
        let tap = try ViewSession(script: "0.1 click \(r1.midX) \(r1.midY)") { RangeRows(model: model) }
        try tap.step(12)
        XCTAssertEqual(try tap.frame("row1").height, 15)
        let counts = BodyCounter.counts
        // The parent's body runs again with the same ids: the rows are the same views, not evaluated.
        for _ in 0..<3 {
            model.tick += 1
            try tap.step()
        }
        XCTAssertEqual(BodyCounter.counts["rangeRows"], (counts["rangeRows"] ?? 0) + 3)
        for i in 0..<3 { XCTAssertEqual(BodyCounter.counts["plain\(i)"], counts["plain\(i)"], "plain\(i)") }
        XCTAssertEqual(try tap.frame("row1").height, 15)
        // The range moves on: row 0 goes, rows 1 and 2 keep their state, row 3 starts fresh below.
        model.lower = 1
        model.upper = 4
        try tap.step()
        XCTAssertNil(tap.frames.last?["row0"])
        XCTAssertEqual(try tap.frame("row1").height, 15)
        XCTAssertEqual(try tap.frame("row2").height, 10)
        XCTAssertEqual(try tap.frame("row3").height, 10)
        XCTAssertLessThan(try tap.frame("row1").minY, try tap.frame("row2").minY)
        XCTAssertLessThan(try tap.frame("row2").minY, try tap.frame("row3").minY)
        // And with the same ids again, still the same views.
        model.tick += 1
        try tap.step()
        XCTAssertEqual(try tap.frame("row1").height, 15)
        XCTAssertEqual(try tap.frame("row2").minY - tap.frame("row1").minY, 15, accuracy: 1e-9)
        XCTAssertEqual(BodyCounter.counts["plain1"], counts["plain1"])
        XCTAssertNil(tap.frames.last?["plain0"])
        XCTAssertEqual(try tap.frame("plain3").minY - tap.frame("plain2").minY, 10, accuracy: 1e-9)
    }

    func testArrayRowsWithDuplicateIdsStayPutAcrossEvaluations() throws {
        let model = TestModel()
        model.items = [7, 7, 8]
        let s = try ViewSession { PlainList(model: model) }
        try s.step()
        let before = BodyCounter.counts
        XCTAssertEqual(before["plain7"], 2)
        model.items = [7, 7, 8]
        try s.step()
        // Same ids (the duplicate told apart by position): no row evaluated again.
        XCTAssertEqual(BodyCounter.counts["plain7"], 2)
        XCTAssertEqual(BodyCounter.counts["plain8"], 1)
        XCTAssertGreaterThan(try s.frame("plain8").minY, try s.frame("plain7").minY)
        // Reordered, one 7 gone: row 8 first now, above the 7 that stays; neither evaluated again.
        model.items = [8, 7]
        try s.step()
        XCTAssertEqual(try s.frame("plain7").minY - s.frame("plain8").minY, 10, accuracy: 1e-9)
        XCTAssertEqual(BodyCounter.counts["plain7"], 2)
        XCTAssertEqual(BodyCounter.counts["plain8"], 1)
        // A new 9 after them: evaluated once, placed last.
        model.items = [8, 7, 9]
        try s.step()
        XCTAssertEqual(BodyCounter.counts["plain9"], 1)
        XCTAssertEqual(try s.frame("plain9").minY - s.frame("plain7").minY, 10, accuracy: 1e-9)
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
