import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// A sectioned `List` makes its sections' rows as they near the screen (as a UIKit-backed List makes its
/// cells): a list of 5,000 rows in 50 sections builds the first screen's rows, not 5,000 — nor does it
/// call the `ForEach`'s row closure for every element.
final class ListLazySectionTests: XCTestCase {
    final class Calls { var rows: Set<String> = [] }

    struct Sectioned: View {
        let calls: Calls
        var sections = 50
        var rows = 100
        var body: some View {
            List {
                ForEach(0..<sections, id: \.self) { s in
                    Section("Section \(s)") {
                        ForEach(0..<rows, id: \.self) { i in
                            let _ = calls.rows.insert("\(s)-\(i)")
                            Text("Row \(s)-\(i)").accessibilityIdentifier("row\(s)-\(i)")
                        }
                    }
                }
            }
        }
    }

    func testASectionedListOfFiveThousandRowsMakesItsFirstScreen() throws {
        let calls = Calls()
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Sectioned(calls: calls) }
        try s.step(2)
        let made = (s.frames.last ?? [:]).keys.filter { $0.hasPrefix("row") }
        // A 568-point screen of 44-point rows and a half screen more: about 20 rows, all in section 0.
        XCTAssertGreaterThanOrEqual(made.count, 12)
        XCTAssertLessThan(made.count, 60)
        XCTAssertLessThan(calls.rows.count, 100, "row views are made for the rows made, not for 5,000")
        XCTAssertTrue(made.contains("row0-0"))
        XCTAssertFalse(made.contains { $0.hasPrefix("row1-") })
        // Rows follow at 44 points.
        let r0 = try s.frame("row0-0"), r5 = try s.frame("row0-5")
        XCTAssertEqual(r5.minY - r0.minY, 5 * 44, accuracy: 0.5)
    }

    func testScrollingASectionedListReachesItsLastRow() throws {
        let calls = Calls()
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Sectioned(calls: calls, sections: 8, rows: 30) }
        try s.step(2)
        let scroll = try XCTUnwrap(s.firstView(UIScrollView.self))
        // Fling-sized steps to the end: the content length settles at the rows' own (estimates replaced).
        var y: CGFloat = 0
        for _ in 0..<400 {
            let end: CGFloat = s.session.runner.context.perform { scroll.contentSize.height - scroll.bounds.height + scroll.contentInset.bottom }
            if y >= end { break }
            y = min(y + 600, end)
            s.session.runner.context.perform { scroll.contentOffset.y = y }
            try s.step()
        }
        try s.step()
        let last = try s.frame("row7-29")
        XCTAssertLessThanOrEqual(last.maxY, 568 + 0.5, "the last row is on screen at the end")
        XCTAssertGreaterThan(last.minY, 0)
        XCTAssertEqual(try s.frame("row7-10").minY, last.minY - 19 * 44, accuracy: 0.5)
        XCTAssertEqual(calls.rows.count, 240, "every row made once scrolled through")
    }

    /// An `onDelete` list of 2,000 rows makes its first screen too, and deleting still deletes the row swiped.
    final class Items: ObservableObject { @Published var items = Array(0..<2000) }
    struct Deletable: View {
        @ObservedObject var model: Items
        let calls: Calls
        var body: some View {
            List {
                ForEach(model.items, id: \.self) { i in
                    let _ = calls.rows.insert("\(i)")
                    Text("Item \(i)").accessibilityIdentifier("item\(i)")
                }
                .onDelete { model.items.remove(atOffsets: $0) }
            }
        }
    }

    func testAnOnDeleteListMakesItsFirstScreenAndDeletesByIndex() throws {
        let model = Items(), calls = Calls()
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Deletable(model: model, calls: calls) }
        try s.step(2)
        XCTAssertLessThan(calls.rows.count, 100, "not 2,000 rows")
        let second = try s.frame("item1")
        // A row's delete action (what its swipe or edit-mode Delete runs) removes its own index, row 1500 too.
        let rows = ListRows.sections(of: AnyView(ForEach(model.items, id: \.self) { Text("\($0)") }
            .onDelete { model.items.remove(atOffsets: $0) }))[0].rows
        XCTAssertEqual(rows.count, 2000)
        s.session.runner.context.perform { rows[1500].delete?(); rows[0].delete?() }
        try s.step(2)
        XCTAssertEqual(model.items.count, 1998)
        XCTAssertFalse(model.items.contains(1500))
        XCTAssertFalse(model.items.contains(0))
        XCTAssertNil(s.frames.last?["item0"])
        XCTAssertEqual(try s.frame("item1").minY, second.minY - 44, accuracy: 0.5)
    }
}
