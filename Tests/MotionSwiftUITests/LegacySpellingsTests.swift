import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// iOS 13–15 spellings public code still uses: programmatic links, `navigationBarTitle`, scene storage,
/// and modifiers accepted without effect — they compile, and the links push and pop by their bindings.
final class LegacySpellingsTests: XCTestCase {
    final class Model: ObservableObject {
        @Published var active = false
        @Published var tagged: Int?
    }

    struct Screen: View {
        @ObservedObject var model: Model
        @SceneStorage("draft") var draft = "empty"
        var body: some View {
            NavigationView {
                VStack {
                    NavigationLink(destination: Text("Active").accessibilityIdentifier("active"), isActive: $model.active) { Text("Go") }
                    NavigationLink(destination: Text("Tag 2").accessibilityIdentifier("tag2"), tag: 2, selection: $model.tagged) { Text("Two") }
                    Text(draft).accessibilityIdentifier("draft-\(draft)")
                }
                .navigationBarTitle("Old", displayMode: .inline)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarBackground(Color.orange, for: .navigationBar)
                .scrollDismissesKeyboard(.interactively)
                .onOpenURL { _ in }
            }
        }
    }

    func navigationController(_ s: ViewSession) throws -> UINavigationController {
        try XCTUnwrap(s.firstController(UINavigationController.self))
    }

    func testProgrammaticLinksFollowTheirBindings() throws {
        let model = Model()
        let s = try ViewSession { Screen(model: model) }
        try s.step(3)
        let nav = try navigationController(s)
        XCTAssertEqual(nav.viewControllers.first?.navigationItem.title, "Old")
        XCTAssertEqual(nav.viewControllers.first?.navigationItem.largeTitleDisplayMode, .never)
        XCTAssertNotNil(s.frames.last?["draft-empty"], "scene storage starts from its default")
        s.session.runner.context.perform { model.active = true }
        try s.step(40)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertNotNil(s.frames.last?["active"])
        s.session.runner.context.perform { model.active = false }
        try s.step(40)
        XCTAssertEqual(nav.viewControllers.count, 1, "false pops it")
        s.session.runner.context.perform { model.tagged = 2 }
        try s.step(40)
        XCTAssertNotNil(s.frames.last?["tag2"], "the tagged link whose tag is selected pushes")
        // Popping by the user clears the selection.
        let bar = s.session.runner.context.perform { nav.navigationBar.convert(nav.navigationBar.bounds, to: nil) }
        try s.session.runner.handle(.down(CGPoint(x: bar.minX + 30, y: bar.minY + 22)))
        try s.step()
        try s.session.runner.handle(.up(CGPoint(x: bar.minX + 30, y: bar.minY + 22)))
        try s.step(40)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertNil(model.tagged)
    }

    func testLongSectionsDrawEveryRow() throws {
        // 200 rows in one inset grouped section: each row draws its part of the card (one card would be a
        // layer taller than the renderer draws).
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) {
            List { Section { ForEach(0..<200, id: \.self) { i in Text("Row \(i)").accessibilityIdentifier("r\(i)") } } }
        }
        try s.step(3)
        XCTAssertNotNil(s.frames.last?["r0"])
        XCTAssertNotNil(s.frames.last?["r5"])
    }

    func testATextBesideASpacerIsOfferedTheWholeRow() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            HStack {
                Text("Notifications and sounds").accessibilityIdentifier("t")
                Spacer()
                Text("On")
            }
            .frame(width: 300)
        }
        try s.step(2)
        let t = try s.frame("t"), one = try s.frame("t")
        XCTAssertLessThan(t.height, 25, "one line: \(t) — the spacer takes what the texts leave")
        _ = one
    }

    func testOptionalEnvironmentValuesReadTheirDefaults() {
        let env = EnvironmentValues()
        XCTAssertEqual(env.horizontalSizeClass, .compact, "an iPhone in portrait")
        XCTAssertEqual(env.verticalSizeClass, .regular)
        var changed = env
        changed.horizontalSizeClass = nil
        XCTAssertNil(changed.horizontalSizeClass, "set to nil, it reads nil")
    }
}
