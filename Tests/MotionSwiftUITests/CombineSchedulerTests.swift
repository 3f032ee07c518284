import XCTest
import SwiftUI
@testable import MotionLabPreview

/// Combine in view models: `debounce`/`receive(on:)`/`delay` on `RunLoop.main` and `DispatchQueue.main` run
/// on the scene clock (the same frames in every render), and `NotificationCenter.publisher(for:)` delivers
/// posts — as iOS view models write them.
final class CombineSchedulerTests: XCTestCase {
    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published var debounced = ""
        @Published var delayed = 0
        @Published var notes = 0
        var bag = Set<AnyCancellable>()
        init() {
            $query
                .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .removeDuplicates()
                .receive(on: DispatchQueue.main)
                .sink { [weak self] in self?.debounced = $0 }
                .store(in: &bag)
            $query.dropFirst()
                .delay(for: .seconds(1), scheduler: DispatchQueue.main)
                .sink { [weak self] _ in self?.delayed += 1 }
                .store(in: &bag)
            NotificationCenter.default.publisher(for: Notification.Name("SearchModelTest"))
                .sink { [weak self] _ in self?.notes += 1 }
                .store(in: &bag)
        }
    }

    struct Screen: View {
        @ObservedObject var model: SearchModel
        var body: some View { Text(model.debounced.isEmpty ? "–" : model.debounced) }
    }

    func testSchedulersRunOnTheSceneClock() throws {
        let model = SearchModel()
        let s = try ViewSession { Screen(model: model) }
        try s.step(2)
        let t0 = s.nextTime
        s.session.runner.context.perform { model.query = "a" }
        try s.step(6)                                        // 0.1 s later, typing again
        s.session.runner.context.perform { model.query = "ab" }
        let typed = s.nextTime
        // 0.3 s after the last keystroke, not before.
        try s.step(16)
        XCTAssertEqual(model.debounced, "", "at \(s.nextTime - typed) s")
        try s.step(4)
        XCTAssertEqual(model.debounced, "ab", "at \(s.nextTime - typed) s")
        // Each change delayed by 1 s of scene time.
        XCTAssertEqual(model.delayed, 0)
        while s.nextTime < t0 + 1.2 { try s.step() }
        XCTAssertEqual(model.delayed, 2)
        // Notifications posted to the default centre arrive.
        s.session.runner.context.perform {
            NotificationCenter.default.post(name: Notification.Name("SearchModelTest"), object: nil)
            NotificationCenter.default.post(name: Notification.Name("SearchModelTest"), object: nil)
        }
        XCTAssertEqual(model.notes, 2)
        // A cancelled subscription hears nothing more.
        model.bag.removeAll()
        NotificationCenter.default.post(name: Notification.Name("SearchModelTest"), object: nil)
        XCTAssertEqual(model.notes, 2)
    }

    func testStridesAreApplesUnits() {
        XCTAssertEqual(SceneSchedulerTime.Stride.milliseconds(300).seconds, 0.3, accuracy: 1e-12)
        XCTAssertEqual(SceneSchedulerTime.Stride.microseconds(5).seconds, 5e-6, accuracy: 1e-15)
        XCTAssertEqual((0.5 as SceneSchedulerTime.Stride).seconds, 0.5)
        XCTAssertEqual(SceneSchedulerTime(seconds: 1).advanced(by: .seconds(2)).seconds, 3)
        XCTAssertEqual(SceneSchedulerTime.Stride(seconds: .nan).seconds, 0)
    }
}
