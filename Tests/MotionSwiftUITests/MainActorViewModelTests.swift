import XCTest
import SwiftUI
@testable import MotionLabPreview
import Swift6Fixture

// S-21: the MVVM idiom of every app with a `@MainActor` view model, written as on iOS (this file is in
// Swift 5 mode, as user packages are by default). `View` is `@MainActor` (iOS 18's SDK), so a view
// without an annotation may make a main-actor model in a property initialiser and read it in `body`,
// and a `#Preview`/`Preview` body may make the view.

/// Where the model's code ran: on the main thread, with the main actor's isolation checked.
final class IsolationLog {
    var events: [String] = []
}

@MainActor final class RepoListModel: ObservableObject {
    enum State { case idle, loading, loaded([String]), failed(String) }
    @Published var state: State = .idle
    var log: IsolationLog?

    func load() async {
        state = .loading
        note("loading")
        try? await Task.sleep(for: .seconds(1))
        state = .loaded(["swift-repo-1", "swift-repo-2", "swift-repo-3"])
        note("loaded")
    }

    /// A synchronous main-actor method, called from a button's action.
    func reset() { state = .idle; note("reset") }

    private func note(_ what: String) {
        // `assumeIsolated` traps unless this really runs on the main actor's executor.
        MainActor.assumeIsolated { log?.events.append("\(what) main=\(Thread.isMainThread)") }
    }
}

/// No `@MainActor` on the view: `View` gives it (as iOS 18's SDK; iOS 17's infers it from `@StateObject`).
struct RepoListScreen: View {
    @StateObject private var model = RepoListModel()
    let log: IsolationLog
    var body: some View {
        VStack(spacing: 0) {
            switch model.state {
            case .idle, .loading:
                Color.gray.frame(width: 40, height: 10).accessibilityIdentifier("loading")
            case .loaded(let repos):
                Color.green.frame(width: CGFloat(20 * repos.count), height: 10).accessibilityIdentifier("loaded")
            case .failed:
                Color.red.frame(width: 10, height: 10)
            }
            Button { model.reset() } label: { Color.blue.frame(width: 100, height: 40) }
                .accessibilityIdentifier("reset")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .task {
            model.log = log
            log.events.append("task main=\(Thread.isMainThread)")
            await model.load()
        }
    }
}

/// The same model started from `onAppear` with `Task { … }` (the other common spelling).
@MainActor struct RepoListOnAppearScreen: View {
    @StateObject private var model = RepoListModel()
    let log: IsolationLog
    var body: some View {
        Group {
            if case .loaded(let repos) = model.state {
                Color.green.frame(width: CGFloat(20 * repos.count), height: 10).accessibilityIdentifier("loaded")
            } else {
                Color.gray.frame(width: 40, height: 10).accessibilityIdentifier("loading")
            }
        }
        .onAppear {
            model.log = log
            Task { await model.load() }
        }
    }
}

/// A `PreviewProvider` of the view (main-actor, as on iOS).
struct RepoListScreen_Previews: PreviewProvider {
    static var previews: some View { RepoListScreen(log: IsolationLog()) }
}

final class MainActorViewModelTests: XCTestCase {
    /// `.task { await model.load() }`: `load()` runs on the main actor, its `Task.sleep` waits on the
    /// scene clock, and the loaded list shows in the frame of the sleep's end (1 s after the task
    /// started, in the first frame's update), then not before.
    func testMainActorModelLoadsOnTheSceneClockFromTask() throws {
        let log = IsolationLog()
        let s = try ViewSession { RepoListScreen(log: log) }
        var firstLoaded: Int?
        for n in 0..<75 {
            try s.step()
            let loaded = s.frames.last?["loaded"] != nil
            XCTAssertEqual(s.frames.last?["loading"] != nil, !loaded, "frame \(n): one of the two")
            if loaded, firstLoaded == nil { firstLoaded = n }
        }
        // The task starts after frame 0's update and sleeps until 1 s: frame 60 (t = 1 s) shows the list.
        XCTAssertEqual(firstLoaded, 60)
        XCTAssertEqual(try s.frame("loaded").width, 60)
        XCTAssertEqual(log.events, ["task main=true", "loading main=true", "loaded main=true"])
    }

    /// `Task { await model.load() }` in `onAppear`: the unstructured task inherits the main actor and
    /// runs on the main thread in the headless session (its first part, before the wait, shows in
    /// frame 0). Its `Task.sleep` is the library's nonisolated shadow, which leaves the main actor:
    /// outside a view's `.task` it waits in real time (not asserted here: tests never sleep).
    func testOnAppearTaskRunsOnTheMainActor() throws {
        let log = IsolationLog()
        let s = try ViewSession { RepoListOnAppearScreen(log: log) }
        try s.step(3)
        XCTAssertNotNil(s.frames.last?["loading"])
        XCTAssertEqual(log.events, ["loading main=true"])
    }

    /// A button's action calls a synchronous `@MainActor` method; the screen shows its change.
    func testButtonActionCallsAMainActorMethod() throws {
        let log = IsolationLog()
        let probe = try ViewSession { RepoListScreen(log: IsolationLog()) }
        try probe.step()
        let button = try probe.frame("reset")
        let s = try ViewSession(script: "1.5 click \(button.midX) \(button.midY)") { RepoListScreen(log: log) }
        try s.step(100)
        XCTAssertNotNil(s.frames[80]["loaded"], "loaded before the tap")
        XCTAssertNotNil(s.frames.last?["loading"], "reset by the tap")
        XCTAssertEqual(log.events.last, "reset main=true")
    }

    /// The Swift 6 fixture (Tests/Swift6Fixture, compiled in the Swift 6 language mode through the port
    /// plugin): its `#Preview` shows the spinner, then the list its `@MainActor` model loads after 1 s.
    func testSwift6FixturePreviewLoadsItsList() throws {
        XCTAssertEqual(Swift6Fixture.previewTitles.count, 2)
        let p = try XCTUnwrap(Preview.declared.first { $0.title == "Repos (Swift 6)" }, "the fixture's #Preview is registered")
        var o = HeadlessSession.Options()
        o.scale = 1
        o.fps = 60
        let session = try HeadlessSession(preview: p, options: o)
        var firstLoaded: Int?
        for n in 0..<75 {
            let traced = try session.step(draws: true, tracing: true).rendered.traced
            if traced["swift6-loaded"] != nil, firstLoaded == nil { firstLoaded = n }
        }
        let first = try XCTUnwrap(firstLoaded, "the list never showed")
        XCTAssertGreaterThanOrEqual(first, 60, "not before the model's 1 s sleep")
        XCTAssertLessThanOrEqual(first, 62)
    }

    /// The fixture's UIKit controller makes its `@MainActor` model in a property initialiser and uses it
    /// in `viewDidLoad` and as its table's data source.
    func testSwift6FixtureControllerUsesItsMainActorModel() throws {
        let p = try XCTUnwrap(Preview.declared.first { $0.title == "Repos controller (Swift 6)" })
        var o = HeadlessSession.Options()
        o.scale = 1
        let session = try HeadlessSession(preview: p, options: o)
        try session.step(draws: true)
        let window = try XCTUnwrap(session.runner.window)
        func table(in v: UIView) -> UITableView? {
            if let t = v as? UITableView { return t }
            for c in v.subviews { if let t = table(in: c) { return t } }
            return nil
        }
        let rows = session.runner.context.perform { table(in: window)?.numberOfRows(inSection: 0) }
        XCTAssertEqual(rows, 1, "viewDidLoad incremented the model once; the data source reads it")
    }

    /// Preview bodies are main-actor closures (`#Preview`'s registration, `Preview(_:)`,
    /// `PreviewProvider`); each builds and shows the view.
    func testPreviewBodiesMakeMainActorViews() throws {
        let before = DeclaredPreviews.entries.count
        DeclaredPreviews.register("Repos main actor", file: "Screens/Repos.swift", line: 1, index: 1) { RepoListScreen(log: IsolationLog()) }
        DeclaredPreviews.register(provider: RepoListScreen_Previews.self, file: "Screens/Repos.swift", line: 2, index: 2)
        let declared = Preview.declared.filter { $0.title == "Repos main actor" || $0.title == "RepoListScreen" }
        XCTAssertEqual(declared.count, 2)
        XCTAssertEqual(DeclaredPreviews.entries.count, before + 2)
        for p in declared + [Preview("repos") { RepoListScreen(log: IsolationLog()) }] {
            var o = HeadlessSession.Options()
            o.scale = 1
            let session = try HeadlessSession(preview: p, options: o)
            let traced = try session.step(draws: true, tracing: true).rendered.traced
            XCTAssertNotNil(traced["loading"], p.name)
        }
    }
}
