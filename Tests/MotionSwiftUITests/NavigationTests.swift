import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// SwiftUI navigation on MotionLab's UIKit: stacks, links, paths, bar items, sheets and alerts, driven
/// by scripted clicks on the virtual clock.
final class NavigationTests: XCTestCase {
    final class Model: ObservableObject {
        @Published var path: [Int] = []
        @Published var adds = 0
        @Published var showSheet = false
        @Published var showAlert = false
        @Published var deleted = false
        @Published var dismissedSheets = 0
    }

    struct Detail: View {
        let n: Int
        @Environment(\.dismiss) var dismiss
        var body: some View {
            VStack {
                Text("Detail \(n)").accessibilityIdentifier("detail\(n)")
                Button("Close") { dismiss() }.accessibilityIdentifier("close\(n)")
            }
            .navigationTitle("Item \(n)")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    struct Inbox: View {
        @ObservedObject var model: Model
        var body: some View {
            NavigationStack(path: $model.path) {
                VStack(spacing: 20) {
                    NavigationLink("Open 1", value: 1).accessibilityIdentifier("link1")
                    NavigationLink(destination: Detail(n: 9)) { Text("Open 9") }.accessibilityIdentifier("link9")
                }
                .navigationTitle("Inbox")
                .navigationDestination(for: Int.self) { Detail(n: $0) }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") { model.adds += 1 } }
                    ToolbarItem(placement: .topBarLeading) { Button { model.adds += 10 } label: { Image(systemName: "gear") } }
                }
            }
        }
    }

    func navigationController(_ s: ViewSession) throws -> UINavigationController {
        try XCTUnwrap(s.firstController(UINavigationController.self), "no navigation controller on screen")
    }

    func testRootShowsTitleAndBarItems() throws {
        let model = Model()
        let s = try ViewSession { Inbox(model: model) }
        try s.step(3)
        let nav = try navigationController(s)
        let root = try XCTUnwrap(nav.viewControllers.first)
        XCTAssertEqual(root.navigationItem.title, "Inbox")
        XCTAssertTrue(nav.navigationBar.prefersLargeTitles, "SwiftUI's stacks show large titles")
        XCTAssertEqual(root.navigationItem.rightBarButtonItems?.map(\.title), ["Add"])
        XCTAssertNotNil(root.navigationItem.leftBarButtonItems?.first?.image, "a symbol label is the item's image")
        // The link lies below the bar, inside the root screen.
        let link = try s.frame("link1")
        XCTAssertGreaterThan(link.minY, nav.navigationBar.frame.maxY - 1)
    }

    // MARK: Helpers

    /// A click (down, a frame, up, a frame) at a window point.
    func click(_ s: ViewSession, _ p: CGPoint) throws {
        try s.session.runner.handle(.down(p))
        try s.step()
        try s.session.runner.handle(.up(p))
        try s.step()
    }

    /// The window frame of the label showing `text` (in the window's views, the topmost last).
    func labelFrame(_ s: ViewSession, _ text: String) throws -> CGRect {
        let window = try XCTUnwrap(s.session.runner.window)
        func find(_ v: UIView) -> UIView? {
            for c in v.subviews.reversed() { if let f = find(c) { return f } }
            if let l = v as? UILabel, l.text == text, !l.isHidden { return l }
            return nil
        }
        let label = try XCTUnwrap(s.session.runner.context.perform { find(window) }, "no label \(text)")
        return s.session.runner.context.perform { label.convert(label.bounds, to: window) }
    }

    func perform<T>(_ s: ViewSession, _ body: () -> T) -> T { s.session.runner.context.perform(body) }

    // MARK: Pushing and popping

    func testValueLinkAppendsToThePathAndDismissPopsIt() throws {
        let model = Model()
        let s = try ViewSession { Inbox(model: model) }
        try s.step(3)
        let link = try s.frame("link1")
        try click(s, CGPoint(x: link.midX, y: link.midY))
        XCTAssertEqual(model.path, [1], "a value link appends its value to the stack's path")
        try s.step(40)
        let nav = try navigationController(s)
        XCTAssertEqual(nav.viewControllers.count, 2)
        let top = try XCTUnwrap(nav.topViewController)
        XCTAssertEqual(top.navigationItem.title, "Item 1")
        XCTAssertEqual(top.navigationItem.largeTitleDisplayMode, .never, ".inline is UIKit's .never")
        let detail = try s.frame("detail1")
        XCTAssertTrue(CGRect(x: 0, y: 0, width: 320, height: 568).contains(detail), "the pushed screen is on screen: \(detail)")
        // The destination's dismiss() pops it; the path follows.
        let close = try s.frame("close1")
        try click(s, CGPoint(x: close.midX, y: close.midY))
        try s.step(40)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(model.path, [], "popping writes the path back")
    }

    func testPathBindingPushesAndPops() throws {
        let model = Model()
        let s = try ViewSession { Inbox(model: model) }
        try s.step(3)
        let nav = try navigationController(s)
        perform(s) { model.path = [1, 2] }
        try s.step(40)
        XCTAssertEqual(nav.viewControllers.map { $0.navigationItem.title }, ["Inbox", "Item 1", "Item 2"])
        perform(s) { model.path.removeLast() }
        try s.step(40)
        XCTAssertEqual(nav.viewControllers.map { $0.navigationItem.title }, ["Inbox", "Item 1"])
        XCTAssertNotNil(try? s.frame("detail1"))
        // The back button pops and writes the path back.
        // The back button: the bar's leading 44 points.
        let bar = perform(s) { nav.navigationBar.convert(nav.navigationBar.bounds, to: nil) }
        try click(s, CGPoint(x: bar.minX + 30, y: bar.minY + 22))
        try s.step(40)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(model.path, [])
    }

    func testViewLinkPushesItsDestinationOutsideThePath() throws {
        let model = Model()
        let s = try ViewSession { Inbox(model: model) }
        try s.step(3)
        let link = try s.frame("link9")
        try click(s, CGPoint(x: link.midX, y: link.midY))
        try s.step(40)
        let nav = try navigationController(s)
        XCTAssertEqual(nav.viewControllers.map { $0.navigationItem.title }, ["Inbox", "Item 9"])
        XCTAssertEqual(model.path, [], "a destination view is not a path value")
        XCTAssertNotNil(try? s.frame("detail9"))
    }

    func testToolbarItemRunsTheLatestAction() throws {
        let model = Model()
        let s = try ViewSession { Inbox(model: model) }
        try s.step(3)
        let add = try labelFrame(s, "Add")
        try click(s, CGPoint(x: add.midX, y: add.midY))
        try click(s, CGPoint(x: add.midX, y: add.midY))
        XCTAssertEqual(model.adds, 2)
    }

    // MARK: Sheets and alerts

    struct Sheets: View {
        @ObservedObject var model: Model
        var body: some View {
            Text("Home").accessibilityIdentifier("home")
                .sheet(isPresented: $model.showSheet, onDismiss: { model.dismissedSheets += 1 }) { SheetContent() }
                .alert("Delete draft?", isPresented: $model.showAlert) {
                    Button("Delete", role: .destructive) { model.deleted = true }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("It cannot be undone.")
                }
        }
    }

    struct SheetContent: View {
        @Environment(\.dismiss) var dismiss
        var body: some View {
            Button("Done") { dismiss() }.accessibilityIdentifier("done")
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
    }

    func testSheetFollowsItsBindingAndDismissWritesItBack() throws {
        let model = Model()
        let s = try ViewSession { Sheets(model: model) }
        try s.step(3)
        let root = try XCTUnwrap(perform(s) { s.session.runner.window?.rootViewController })
        perform(s) { model.showSheet = true }
        try s.step(40)
        let sheet = try XCTUnwrap(root.presentedViewController, "the binding presents the sheet")
        let presentation = try XCTUnwrap(sheet.sheetPresentationController)
        XCTAssertEqual(presentation.detents.map(\.identifier), [.medium, .large], "the content's detents configure the sheet")
        XCTAssertTrue(presentation.prefersGrabberVisible)
        let done = try s.frame("done")
        XCTAssertGreaterThan(done.minY, 568 / 2 - 1, "a medium sheet covers the lower half")
        try click(s, CGPoint(x: done.midX, y: done.midY))
        try s.step(40)
        XCTAssertNil(root.presentedViewController)
        XCTAssertFalse(model.showSheet, "dismiss() sets the binding back")
        XCTAssertEqual(model.dismissedSheets, 1)
        // Presenting again, then clearing the binding, dismisses it.
        perform(s) { model.showSheet = true }
        try s.step(40)
        XCTAssertNotNil(root.presentedViewController)
        perform(s) { model.showSheet = false }
        try s.step(40)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(model.dismissedSheets, 2)
    }

    func testAlertShowsItsButtonsAndATapRunsTheAction() throws {
        let model = Model()
        let s = try ViewSession { Sheets(model: model) }
        try s.step(3)
        let root = try XCTUnwrap(perform(s) { s.session.runner.window?.rootViewController })
        perform(s) { model.showAlert = true }
        try s.step(30)
        let alert = try XCTUnwrap(root.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "Delete draft?")
        XCTAssertEqual(alert.message, "It cannot be undone.")
        XCTAssertEqual(alert.actions.map(\.title), ["Delete", "Cancel"])
        XCTAssertEqual(alert.actions.map(\.style), [.destructive, .cancel])
        let delete = try labelFrame(s, "Delete")
        try click(s, CGPoint(x: delete.midX, y: delete.midY))
        try s.step(30)
        XCTAssertTrue(model.deleted)
        XCTAssertFalse(model.showAlert, "a button clears the binding")
        XCTAssertNil(root.presentedViewController)
    }

    // MARK: State across screens

    struct Counter: View {
        @Binding var count: Int
        @EnvironmentObject var model: Model
        var body: some View {
            VStack {
                Button("Count") { count += 1 }.accessibilityIdentifier("count")
                Text("\(count)").accessibilityIdentifier("shown\(count)")
                Text("Adds \(model.adds)").accessibilityIdentifier("adds\(model.adds)")
            }
        }
    }

    struct CounterRoot: View {
        @State var count = 0
        var body: some View {
            NavigationStack {
                NavigationLink("Go") { Counter(count: $count) }.accessibilityIdentifier("go")
                    .navigationTitle("Count \(count)")
            }
        }
    }

    func testDestinationFollowsBindingsAndInheritsTheEnvironment() throws {
        let model = Model()
        model.adds = 7
        let s = try ViewSession { CounterRoot().environmentObject(model) }
        try s.step(3)
        let go = try s.frame("go")
        try click(s, CGPoint(x: go.midX, y: go.midY))
        try s.step(40)
        XCTAssertNotNil(s.frames.last?["adds7"], "an environment object reaches the pushed screen")
        let count = try s.frame("count")
        try click(s, CGPoint(x: count.midX, y: count.midY))
        try click(s, CGPoint(x: count.midX, y: count.midY))
        try s.step(2)
        XCTAssertNotNil(s.frames.last?["shown2"], "the pushed screen shows the state its binding changed")
        let nav = try navigationController(s)
        XCTAssertEqual(nav.viewControllers.first?.navigationItem.title, "Count 2", "the root screen took the change too")
    }

    // MARK: Search

    struct Searching: View {
        @State var query = ""
        let names = ["Apple", "Banana", "Cherry"]
        var body: some View {
            NavigationStack {
                List(names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { name in
                    Text(name).accessibilityIdentifier(name)
                }
                .navigationTitle("Fruit")
                .searchable(text: $query, prompt: "Find fruit")
            }
        }
    }

    func testSearchableTypingFiltersTheList() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Searching() }
        try s.step(3)
        let nav = try navigationController(s)
        let search = try XCTUnwrap(nav.viewControllers.first?.navigationItem.searchController, "a search controller on the screen's item")
        XCTAssertEqual(search.searchBar.placeholder, "Find fruit")
        XCTAssertNotNil(s.frames.last?["Cherry"])
        let field = search.searchBar.searchTextField
        let f = perform(s) { field.convert(field.bounds, to: nil) }
        try click(s, CGPoint(x: f.midX, y: f.midY))
        perform(s) { field.insertText("an") }
        try s.step(3)
        XCTAssertNotNil(s.frames.last?["Banana"])
        XCTAssertNil(s.frames.last?["Cherry"], "the binding filtered the list")
        XCTAssertNil(s.frames.last?["Apple"])
    }

    // MARK: iOS 13 spellings

    struct OldDetail: View {
        @Environment(\.presentationMode) var presentationMode
        var body: some View {
            Text("Old").accessibilityIdentifier("old")
                .navigationBarItems(trailing: Button("Close") { presentationMode.wrappedValue.dismiss() })
        }
    }

    struct OldRoot: View {
        var body: some View {
            NavigationView {
                NavigationLink(destination: OldDetail()) { Text("Open") }.accessibilityIdentifier("open")
                    .navigationBarItems(leading: Button("Edit") {})
            }
        }
    }

    func testIOS13NavigationSpellings() throws {
        let s = try ViewSession { OldRoot() }
        try s.step(3)
        let nav = try navigationController(s)
        XCTAssertEqual(nav.viewControllers.first?.navigationItem.leftBarButtonItems?.map(\.title), ["Edit"])
        let open = try s.frame("open")
        try click(s, CGPoint(x: open.midX, y: open.midY))
        try s.step(40)
        XCTAssertEqual(nav.viewControllers.count, 2)
        let close = try XCTUnwrap(nav.topViewController?.navigationItem.rightBarButtonItems?.first)
        XCTAssertEqual(close.title, "Close")
        // presentationMode.wrappedValue.dismiss() pops the pushed screen.
        let c = try labelFrame(s, "Close")
        try click(s, CGPoint(x: c.midX, y: c.midY))
        try s.step(40)
        XCTAssertEqual(nav.viewControllers.count, 1)
    }

    func testSwipingASheetAwayWritesTheBindingBack() throws {
        let model = Model()
        let s = try ViewSession { Sheets(model: model) }
        try s.step(3)
        let root = try XCTUnwrap(perform(s) { s.session.runner.window?.rootViewController })
        perform(s) { model.showSheet = true }
        try s.step(40)
        XCTAssertNotNil(root.presentedViewController)
        // A quick downward drag on the card, from below its grabber.
        try s.session.runner.handle(.down(CGPoint(x: 160, y: 300)))
        for i in 1...6 {
            try s.step()
            try s.session.runner.handle(.move(CGPoint(x: 160, y: 300 + CGFloat(i) * 20)))
        }
        try s.session.runner.handle(.up(CGPoint(x: 160, y: 420)))
        try s.step(60)
        XCTAssertNil(root.presentedViewController, "swiped away")
        XCTAssertFalse(model.showSheet, "the binding is written back")
        XCTAssertEqual(model.dismissedSheets, 1, "onDismiss once")
    }

    // MARK: Split views

    struct Mail: View {
        struct Box: Identifiable, Hashable { let id: Int; let name: String }
        let boxes = [Box(id: 1, name: "Inbox"), Box(id: 2, name: "Sent")]
        @Binding var selected: Int?
        var body: some View {
            NavigationSplitView {
                List(boxes, selection: $selected) { box in Text(box.name).accessibilityIdentifier("box\(box.id)") }
                    .navigationTitle("Mailboxes")
            } detail: {
                if let selected {
                    Text("Box \(selected)").accessibilityIdentifier("detail\(selected)")
                } else {
                    Text("Select a mailbox")
                }
            }
        }
    }

    final class Selection: ObservableObject { @Published var box: Int? }
    struct MailHost: View {
        @ObservedObject var selection: Selection
        var body: some View { Mail(selected: $selection.box) }
    }

    func testSplitViewCollapsesIntoAStackOfColumns() throws {
        let selection = Selection()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { MailHost(selection: selection) }
        try s.step(3)
        let nav = try navigationController(s)
        XCTAssertEqual(nav.viewControllers.first?.navigationItem.title, "Mailboxes", "the sidebar is the root")
        let sent = try s.frame("box2")
        try click(s, CGPoint(x: 300, y: sent.midY))
        try s.step(40)
        XCTAssertEqual(selection.box, 2, "a tap on a row selects it")
        XCTAssertEqual(nav.viewControllers.count, 2, "and pushes the detail column")
        XCTAssertNotNil(s.frames.last?["detail2"], "which shows the selection")
        // Back: the detail goes and the selection is cleared, as on an iPhone.
        let bar = perform(s) { nav.navigationBar.convert(nav.navigationBar.bounds, to: nil) }
        try click(s, CGPoint(x: bar.minX + 30, y: bar.minY + 22))
        try s.step(40)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertNil(selection.box)
    }

    func testPoppingToRootByThePathKeepsTheRootWhereItWas() throws {
        let model = Model()
        let s = try ViewSession { Inbox(model: model) }
        try s.step(3)
        let before = try s.frame("link1")
        perform(s) { model.path = [1, 2, 3] }
        try s.step(60)
        perform(s) { model.path.removeAll() }
        try s.step(60)
        let after = try s.frame("link1")
        XCTAssertEqual(after.minY, before.minY, accuracy: 0.5, "the root comes back laid out as it was (it was laid out out of the window with no safe area)")
    }
}
