import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// `List`, `Section` and `Form`: rows and sections laid out with iOS's list metrics, row identity by
/// `ForEach` id, and navigation link rows tappable across their width.
final class ListTests: XCTestCase {
    struct Fruit: Identifiable, Hashable { let id: Int; let name: String }

    final class Model: ObservableObject {
        @Published var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
        @Published var style = 0
    }

    struct Row: View {
        let fruit: Fruit
        @State var taps = 0
        var body: some View {
            Text("\(fruit.name) \(taps)").accessibilityIdentifier("row\(fruit.id)-\(taps)")
                .onTapGesture { taps += 1 }
        }
    }

    struct Fruits: View {
        @ObservedObject var model: Model
        var body: some View {
            let list = List {
                Section("Fruit") {
                    ForEach(model.fruits) { Row(fruit: $0) }
                }
                Section {
                    Text("Plain row").accessibilityIdentifier("plain")
                } footer: {
                    Text("Footer").accessibilityIdentifier("footer")
                }
            }
            if model.style == 1 { list.listStyle(.plain) } else { list }
        }
    }

    func testInsetGroupedRowsFollowIOSMetrics() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Fruits(model: model) }
        try s.step(3)
        let rows = try (1...3).map { try s.frame("row\($0)-0") }
        // Cards 16 from the screen's edge, content 20 inside them.
        for r in rows { XCTAssertEqual(r.minX, 36, accuracy: 0.01) }
        // Rows 44 apart (a one-line row is 44 high), text centred in them.
        XCTAssertEqual(rows[1].midY - rows[0].midY, 44, accuracy: 0.01)
        XCTAssertEqual(rows[2].midY - rows[1].midY, 44, accuracy: 0.01)
        // The next section's card starts 35 below the last row's card without a header.
        let plain = try s.frame("plain")
        XCTAssertEqual(plain.midY - rows[2].midY, 44 + 35, accuracy: 0.01)
        let footer = try s.frame("footer")
        XCTAssertEqual(footer.minX, 36, accuracy: 0.01, "footers align with row content")
        XCTAssertGreaterThan(footer.minY, plain.maxY)
    }

    func testPlainStyleRunsRowsEdgeToEdge() throws {
        let model = Model()
        model.style = 1
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Fruits(model: model) }
        try s.step(3)
        XCTAssertEqual(try s.frame("row1-0").minX, 20, accuracy: 0.01)
    }

    func testRowsKeepTheirStateByForEachID() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Fruits(model: model) }
        try s.step(3)
        let banana = try s.frame("row2-0")
        try s.session.runner.handle(.down(CGPoint(x: banana.midX, y: banana.midY)))
        try s.step()
        try s.session.runner.handle(.up(CGPoint(x: banana.midX, y: banana.midY)))
        try s.step(2)
        XCTAssertNotNil(s.frames.last?["row2-1"], "the tap reached the row")
        s.session.runner.context.perform { model.fruits.insert(Fruit(id: 0, name: "Apricot"), at: 0) }
        try s.step(2)
        let moved = try s.frame("row2-1")
        XCTAssertEqual(moved.midY - banana.midY, 44, accuracy: 0.01, "Banana moved down one row and kept its taps")
        XCTAssertNotNil(s.frames.last?["row0-0"])
    }

    struct Links: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(value: 7) { Text("Seven").accessibilityIdentifier("seven") }
                }
                .navigationDestination(for: Int.self) { Text("Number \($0)").accessibilityIdentifier("number\($0)") }
            }
        }
    }

    func testNavigationLinkRowIsTappableAcrossItsWidth() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Links() }
        try s.step(3)
        let label = try s.frame("seven")
        // Far right of the row, past the label: still the link.
        let p = CGPoint(x: 340, y: label.midY)
        try s.session.runner.handle(.down(p))
        try s.step()
        try s.session.runner.handle(.up(p))
        try s.step(40)
        XCTAssertNotNil(s.frames.last?["number7"])
    }

    // MARK: Editing

    struct Editable: View {
        @ObservedObject var model: Model
        var body: some View {
            NavigationStack {
                List {
                    ForEach(model.fruits) { f in Text(f.name).accessibilityIdentifier("fruit\(f.id)") }
                        .onDelete { model.fruits.remove(atOffsets: $0) }
                }
                .navigationTitle("Fruit")
                .toolbar { EditButton() }
            }
        }
    }

    func testEditModeDeletesARowThroughItsDeleteButton() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Editable(model: model) }
        try s.step(3)
        func click(_ p: CGPoint) throws {
            try s.session.runner.handle(.down(p))
            try s.step()
            try s.session.runner.handle(.up(p))
            try s.step(20)
        }
        let banana = try s.frame("fruit2")
        // Not editing: a tap on the row deletes nothing.
        try click(CGPoint(x: 40, y: banana.midY))
        XCTAssertEqual(model.fruits.count, 3)
        // "Edit" on the bar's trailing side.
        let nav = try XCTUnwrap(s.session.runner.context.perform { () -> UINavigationController? in
            func find(_ v: UIView) -> UINavigationController? {
                if let n = v.next as? UINavigationController { return n }
                for c in v.subviews { if let n = find(c) { return n } }
                return nil
            }
            return s.session.runner.window.flatMap(find)
        })
        let edit = try XCTUnwrap(nav.viewControllers.first?.navigationItem.rightBarButtonItems?.first?.customView)
        let e = s.session.runner.context.perform { edit.convert(edit.bounds, to: nil) }
        try click(CGPoint(x: e.midX, y: e.midY))
        let moved = try s.frame("fruit2")
        XCTAssertGreaterThan(moved.minX, banana.minX + 20, "editing: a minus before each row")
        // The minus reveals Delete at the trailing edge; Delete removes Banana.
        try click(CGPoint(x: banana.minX + 10, y: moved.midY))
        try click(CGPoint(x: 390 - 16 - 30, y: moved.midY))
        XCTAssertEqual(model.fruits.map(\.name), ["Apple", "Cherry"])
    }

    func testOffsetsEditingMatchesSwiftUI() {
        var a = [0, 1, 2, 3, 4]
        a.remove(atOffsets: IndexSet([1, 3]))
        XCTAssertEqual(a, [0, 2, 4])
        // SwiftUI's documented example semantics: moving offsets 1 and 2 to offset 4 puts them before the
        // element that was at 4.
        var b = ["a", "b", "c", "d", "e"]
        b.move(fromOffsets: IndexSet([1, 2]), toOffset: 4)
        XCTAssertEqual(b, ["a", "d", "b", "c", "e"])
        var c = ["a", "b", "c"]
        c.move(fromOffsets: IndexSet([2]), toOffset: 0)
        XCTAssertEqual(c, ["c", "a", "b"])
        c.move(fromOffsets: IndexSet([0]), toOffset: 3)
        XCTAssertEqual(c, ["a", "b", "c"])
    }

    struct LabelLinks: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(value: 1) { Label("Groceries and errands", systemImage: "pin.fill").accessibilityIdentifier("label") }
                    NavigationLink(value: 2) { Text("Groceries").accessibilityIdentifier("text") }
                }
            }
        }
    }

    func testANavigationLinkRowOffersItsLabelTheRowLessTheChevron() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { LabelLinks() }
        try s.step(3)
        let label = try s.frame("label"), text = try s.frame("text")
        XCTAssertEqual(label.height, text.height, accuracy: 1, "one line: the label was not squeezed into half the row")
    }

    // MARK: Pull to refresh

    final class Feed: ObservableObject { @Published var refreshes = 0 }

    struct Refreshing: View {
        @ObservedObject var feed: Feed
        var body: some View {
            List(0..<30, id: \.self) { i in Text("Item \(i)") }
                .refreshable {
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                    await MainActor.run { feed.refreshes += 1 }
                }
        }
    }

    func testPullingDownRunsTheRefreshActionOnTheSceneClock() throws {
        let feed = Feed()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Refreshing(feed: feed) }
        try s.step(3)
        let window = try XCTUnwrap(s.session.runner.window)
        func scrollView(_ v: UIView) -> UIScrollView? {
            if let sv = v as? UIScrollView { return sv }
            for c in v.subviews { if let f = scrollView(c) { return f } }
            return nil
        }
        let scroll = try XCTUnwrap(s.session.runner.context.perform { scrollView(window) })
        let control = try XCTUnwrap(scroll.refreshControl, "refreshable gives the list's scroll view a refresh control")
        // Pull down 200 points over half a second, then let go.
        try s.session.runner.handle(.down(CGPoint(x: 200, y: 200)))
        for i in 1...30 {
            try s.step()
            try s.session.runner.handle(.move(CGPoint(x: 200, y: 200 + CGFloat(i) * 200 / 30)))
        }
        try s.session.runner.handle(.up(CGPoint(x: 200, y: 400)))
        try s.step(6)
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(feed.refreshes, 0, "the action sleeps 1 s of scene time")
        try s.step(70)
        XCTAssertEqual(feed.refreshes, 1)
        XCTAssertFalse(control.isRefreshing, "the spinner stops when the action returns")
    }
}
