import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// Degenerate and hostile uses of the navigation, list, tab and form views: each renders (no trap) and
/// does what SwiftUI does or nothing.
final class NavigationHostileTests: XCTestCase {
    struct Unregistered: Hashable { let n: Int }

    final class Model: ObservableObject {
        @Published var path = NavigationPath()
        @Published var sheet = false
        @Published var choice = 7
        @Published var date = Date(timeIntervalSince1970: 0)
        @Published var steps = 0
    }

    struct Degenerate: View {
        @ObservedObject var model: Model
        var body: some View {
            NavigationStack(path: $model.path) {
                VStack {
                    TabView { }                                              // no tabs
                    List { }                                                 // no rows
                    Picker("Nothing", selection: $model.choice) { Text("untagged") }.pickerStyle(.segmented)
                    Picker("Menu", selection: $model.choice) { }             // no options
                    DatePicker("Backwards", selection: $model.date,
                               in: Date(timeIntervalSince1970: 1e9)...Date(timeIntervalSince1970: 1e9)).datePickerStyle(.wheel)
                    Stepper("Pinned", value: $model.steps, in: 3...3)
                    Menu("Empty") { }
                }
                .sheet(isPresented: $model.sheet) { Text("sheet") }
                .alert("No buttons", isPresented: .constant(false)) { }
            }
        }
    }

    func testDegenerateViewsRenderAndStayConsistent() throws {
        let model = Model()
        let s = try ViewSession { Degenerate(model: model) }
        try s.step(3)
        // A value no destination is registered for: a screen is pushed (SwiftUI shows a warning sign).
        s.session.runner.context.perform { model.path.append(Unregistered(n: 1)) }
        try s.step(40)
        // Toggling a sheet on and off within one frame, then many times: at most one is shown, none at the end.
        for _ in 0..<5 {
            s.session.runner.context.perform { model.sheet = true; model.sheet = false }
            try s.step()
        }
        s.session.runner.context.perform { model.sheet = true }
        try s.step()
        s.session.runner.context.perform { model.sheet = false }
        try s.step(60)
        let root = try XCTUnwrap(s.session.runner.window?.rootViewController)
        XCTAssertNil(root.presentedViewController)
        XCTAssertFalse(model.sheet)
        // Popping everything with the binding.
        s.session.runner.context.perform { model.path = NavigationPath() }
        try s.step(40)
        XCTAssertEqual(model.path.count, 0)
        XCTAssertEqual(model.choice, 7, "no option was chosen by itself")
    }
}
