import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

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
        let sheet = try XCTUnwrap(root.presentedViewController as? UIAlertController)
        XCTAssertEqual(sheet.actions.map(\.title), ["Duplicate", "Archive", "Delete", "Cancel"], "nested menus flattened, a cancel added")
        XCTAssertEqual(sheet.actions.map(\.style), [.default, .default, .destructive, .cancel])
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
