import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview
@testable import MotionViews

/// Menus, labelled content, empty states and disclosure groups.
final class ContentViewsTests: XCTestCase {
    final class Model: ObservableObject {
        @Published var picked: [String] = []
        @Published var expanded = false
    }

    struct Screen: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack(spacing: 20) {
                Menu("Options") {
                    Button("Duplicate") { model.picked.append("dup") }
                    Menu("More") { Button("Archive") { model.picked.append("arch") } }
                    Button("Delete", role: .destructive) { model.picked.append("del") }
                }
                .accessibilityIdentifier("menu")
                LabeledContent("Version", value: "1.0").frame(width: 300)
                DisclosureGroup("Details", isExpanded: $model.expanded) {
                    Text("Hidden").accessibilityIdentifier("hidden")
                }
                .frame(width: 300)
                .accessibilityIdentifier("group")
            }
        }
    }

    func testMenuListsItsButtonsAndRunsTheChosenOne() throws {
        let model = Model()
        let s = try ViewSession { Screen(model: model) }
        try s.step(3)
        let root = try XCTUnwrap(s.session.runner.window?.rootViewController)
        let m = try s.frame("menu")
        try s.session.runner.handle(.down(CGPoint(x: m.midX, y: m.midY)))
        try s.step()
        try s.session.runner.handle(.up(CGPoint(x: m.midX, y: m.midY)))
        try s.step(30)
        XCTAssertNil(root.presentedViewController, "a pop-up menu, not an action sheet")
        let p = try XCTUnwrap(MenuPresentation.current)
        // Beside the label: below it (8 points), as iOS opens a menu.
        XCTAssertEqual(p.panel.frame.minY, m.maxY + 8, accuracy: 0.5)
        let lines = MenuPanelView.lines(of: p.menu).map { line -> String in
            switch line {
            case .action(let a): return a.title + (a.attributes.contains(.destructive) ? " (destructive)" : "")
            case .submenu(let m): return "menu " + m.title
            case .title(let t): return "title " + t
            case .gap: return "gap"
            }
        }
        XCTAssertEqual(lines, ["Duplicate", "menu More", "Delete (destructive)"], "a nested menu is a submenu row")
        // Tap "Delete" (the third row).
        let f = p.panel.convert(p.panel.lineFrames[2], to: nil)
        try s.session.runner.handle(.down(CGPoint(x: f.midX, y: f.midY)))
        try s.step()
        try s.session.runner.handle(.up(CGPoint(x: f.midX, y: f.midY)))
        try s.step(30)
        XCTAssertEqual(model.picked, ["del"])
        XCTAssertNil(MenuPresentation.current)
    }

    struct Card: View {
        @ObservedObject var model: Model
        var body: some View {
            Text("Card").padding(40).accessibilityIdentifier("card")
                .contextMenu {
                    Button { model.picked.append("copy") } label: { Label("Copy", systemImage: "doc.on.doc") }
                    Divider()
                    Button("Remove", role: .destructive) { model.picked.append("remove") }
                }
        }
    }

    func testAContextMenuOpensOnALongPressBesideItsView() throws {
        let model = Model()
        let s = try ViewSession { Card(model: model) }
        try s.step(3)
        let c = try s.frame("card")
        try s.session.runner.handle(.down(CGPoint(x: c.midX, y: c.midY)))
        try s.step(20)
        XCTAssertNil(MenuPresentation.current, "not before half a second")
        try s.step(15)
        try s.session.runner.handle(.up(CGPoint(x: c.midX, y: c.midY)))
        try s.step(30)
        let p = try XCTUnwrap(MenuPresentation.current)
        let titles = MenuPanelView.lines(of: p.menu).map { line -> String in
            if case .action(let a) = line { return a.title }
            if case .gap = line { return "gap" }
            return "?"
        }
        XCTAssertEqual(titles, ["Copy", "gap", "Remove"], "a Divider separates groups")
        let f = p.panel.convert(p.panel.lineFrames[0], to: nil)
        try s.session.runner.handle(.down(CGPoint(x: f.midX, y: f.midY)))
        try s.step()
        try s.session.runner.handle(.up(CGPoint(x: f.midX, y: f.midY)))
        try s.step(30)
        XCTAssertEqual(model.picked, ["copy"])
    }

    func testDisclosureGroupShowsItsContentWhenExpanded() throws {
        let model = Model()
        let s = try ViewSession { Screen(model: model) }
        try s.step(3)
        XCTAssertNil(s.frames.last?["hidden"])
        s.session.runner.context.perform { model.expanded = true }
        try s.step(30)
        XCTAssertNotNil(s.frames.last?["hidden"])
    }

    func testContentUnavailableSearchSaysNoResults() {
        let v = ContentUnavailableView.search(text: "kiwi")
        XCTAssertEqual((v.label as SwiftUILabel<Text, Image>).labelTitle, "No Results for \u{201C}kiwi\u{201D}")
    }
}
