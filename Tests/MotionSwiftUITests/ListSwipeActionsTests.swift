import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// Swiping list rows: iOS's swipe-to-delete on an `onDelete` row and `swipeActions` buttons on either
/// edge, with UITableView's rules (open past half the buttons, full swipe past 60 % of the row, a tap on
/// a button runs it, a tap on the open row closes it) and vertical drags left to the list's scrolling.
final class ListSwipeActionsTests: XCTestCase {
    final class Model: ObservableObject {
        @Published var names = (1...30).map { "Item \($0)" }
        @Published var log: [String] = []
    }

    struct Deletable: View {
        @ObservedObject var model: Model
        var body: some View {
            List {
                ForEach(model.names, id: \.self) { name in
                    Text(name).accessibilityIdentifier(name)
                }
                .onDelete { model.names.remove(atOffsets: $0) }
            }
        }
    }

    struct Actions: View {
        @ObservedObject var model: Model
        var body: some View {
            List(model.names.prefix(5), id: \.self) { name in
                Text(name).accessibilityIdentifier(name)
                    .swipeActions(edge: .leading) {
                        Button { model.log.append("pin \(name)") } label: { Label("Pin", systemImage: "pin") }.tint(.orange)
                    }
                    .swipeActions(allowsFullSwipe: false) {
                        Button(role: .destructive) { model.log.append("delete \(name)") } label: { Text("Delete") }
                        Button("Flag") { model.log.append("flag \(name)") }
                    }
            }
        }
    }

    private func drag(_ s: ViewSession, from p: CGPoint, by d: CGPoint, steps: Int = 10, hold: Int = 0) throws {
        try s.session.runner.handle(.down(p))
        try s.step()
        for i in 1...steps {
            let k = CGFloat(i) / CGFloat(steps)
            try s.session.runner.handle(.move(CGPoint(x: p.x + d.x * k, y: p.y + d.y * k)))
            try s.step()
        }
        // Held still before lifting: no fling.
        try s.step(hold)
        try s.session.runner.handle(.up(CGPoint(x: p.x + d.x, y: p.y + d.y)))
        try s.step(30)
    }

    private func click(_ s: ViewSession, _ p: CGPoint) throws {
        try s.session.runner.handle(.down(p))
        try s.step()
        try s.session.runner.handle(.up(p))
        try s.step(30)
    }

    func testSwipingAnOnDeleteRowRevealsDeleteWhichDeletesIt() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Deletable(model: model) }
        try s.step(3)
        let row = try s.frame("Item 2")
        // Less than half the button: the row springs back.
        try drag(s, from: CGPoint(x: 250, y: row.midY), by: CGPoint(x: -30, y: 0))
        XCTAssertEqual(try s.frame("Item 2").minX, row.minX, accuracy: 0.01)
        // Past half the button: the row stays open by the Delete button's width (UIKit's at least 74).
        try drag(s, from: CGPoint(x: 250, y: row.midY), by: CGPoint(x: -100, y: 0))
        let open = try s.frame("Item 2")
        XCTAssertLessThanOrEqual(open.minX, row.minX - 74 + 0.01)
        XCTAssertGreaterThan(open.minX, row.minX - 120)
        XCTAssertEqual(model.names.count, 30, "opening deletes nothing")
        // The button fills the revealed space at the card's trailing edge (card: 16 from the screen's).
        try click(s, CGPoint(x: 390 - 16 - 20, y: row.midY))
        XCTAssertEqual(model.names.prefix(3), ["Item 1", "Item 3", "Item 4"])
    }

    func testAFullSwipeRunsTheFirstActionAndATapClosesAnOpenRow() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Deletable(model: model) }
        try s.step(3)
        let row = try s.frame("Item 1")
        // Open, then a tap on the row closes it without deleting.
        try drag(s, from: CGPoint(x: 250, y: row.midY), by: CGPoint(x: -90, y: 0))
        XCTAssertLessThan(try s.frame("Item 1").minX, row.minX - 50)
        try click(s, CGPoint(x: 120, y: row.midY))
        XCTAssertEqual(try s.frame("Item 1").minX, row.minX, accuracy: 0.01)
        XCTAssertEqual(model.names.count, 30)
        // Across more than 60 % of the 358-point row: Delete runs at once.
        try drag(s, from: CGPoint(x: 340, y: row.midY), by: CGPoint(x: -260, y: 0), steps: 16)
        XCTAssertEqual(model.names.first, "Item 2")
        XCTAssertEqual(model.names.count, 29)
    }

    func testSwipeActionsOnBothEdgesRunTheTappedButton() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Actions(model: model) }
        try s.step(3)
        let row = try s.frame("Item 3")
        // Leading: a drag to the right shows Pin.
        try drag(s, from: CGPoint(x: 60, y: row.midY), by: CGPoint(x: 100, y: 0))
        let pinned = try s.frame("Item 3")
        XCTAssertEqual(pinned.minX, row.minX + 74, accuracy: 0.01, "one icon button: UIKit's 74 points")
        try click(s, CGPoint(x: 16 + 30, y: row.midY))
        XCTAssertEqual(model.log, ["pin Item 3"])
        XCTAssertEqual(try s.frame("Item 3").minX, row.minX, accuracy: 0.01, "a button's tap closes the row")
        // Trailing without full swipe: a long drag resists and opens to both buttons; the first (Delete)
        // is outermost, so the button nearest the row is Flag.
        try drag(s, from: CGPoint(x: 340, y: row.midY), by: CGPoint(x: -300, y: 0), steps: 16)
        XCTAssertTrue(model.log == ["pin Item 3"], "no full swipe: \(model.log)")
        let open = try s.frame("Item 3")
        let shift = row.minX - open.minX
        XCTAssertGreaterThanOrEqual(shift, 148 - 0.01, "two buttons, each at least 74")
        try click(s, CGPoint(x: 390 - 16 - shift + 20, y: row.midY))
        XCTAssertEqual(model.log, ["pin Item 3", "flag Item 3"])
    }

    func testAVerticalDragOnASwipeableRowScrollsTheList() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Deletable(model: model) }
        try s.step(3)
        let row = try s.frame("Item 5")
        try drag(s, from: CGPoint(x: 200, y: row.midY), by: CGPoint(x: -12, y: -200), hold: 10)
        let after = try s.frame("Item 5")
        XCTAssertEqual(after.minX, row.minX, accuracy: 0.01, "not swiped")
        XCTAssertLessThan(after.midY, row.midY - 150, "scrolled")
        XCTAssertEqual(model.names.count, 30)
    }
}

extension ListSwipeActionsTests {
    /// A swiped-open row closes as the list begins to scroll, as a UITableView's does.
    func testScrollingTheListClosesAnOpenRow() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Deletable(model: model) }
        try s.step(3)
        let row = try s.frame("Item 2")
        try drag(s, from: CGPoint(x: 300, y: row.midY), by: CGPoint(x: -150, y: 0))
        XCTAssertLessThan(try s.frame("Item 2").minX, row.minX - 40, "the row is open")
        try drag(s, from: CGPoint(x: 200, y: 600), by: CGPoint(x: 0, y: -120), hold: 10)
        let after = try s.frame("Item 2")
        XCTAssertEqual(after.minX, row.minX, accuracy: 0.01, "scrolling closed the open row")
        XCTAssertLessThan(after.midY, row.midY - 60, "the list scrolled")
        XCTAssertEqual(model.names.count, 30, "nothing deleted")
    }
}
