import Foundation
import UIKit

/// Something a preview shows: a running scene or view controller in a window the runner made.
/// The runner calls `start()` at scene time 0, `replay()` for Space, and offers it keys it did not use.
public protocol PreviewContent: AnyObject {
    /// Starts the opening motion (called once at scene time 0).
    func start()
    /// Space: plays the motion again in place and returns true, or returns false and the runner
    /// rebuilds the content from scratch instead (what view-controller previews do).
    func replayInPlace() -> Bool
    /// A key the runner did not handle; returns whether the content used it.
    func handleKey(_ name: String) -> Bool
}

/// One entry of a preview app: a name (`--scene NAME`), a title for the HUD, the screen size in points,
/// the tunables it offers and how to build it into a window. `PreviewApp.main` takes a list of these;
/// the built-in seed scenes are registered the same way.
public struct Preview {
    /// iPhone 5's screen, the seeds' canvas: what a preview is shown at unless it asks otherwise.
    public static let defaultSize = CGSize(width: 320, height: 568)

    /// The `--scene` name: letters, digits, `-` and `_`.
    public let name: String
    /// A human title for the window and HUD.
    public let title: String
    /// Screen size in points.
    public let size: CGSize
    /// The values a user may tune (keys, `--set`).
    public let tunables: [Tunable]
    /// Keys the content handles itself (as `InputEvent.key` names them), so scripts may use them.
    public let keys: [String]
    /// A scripted tour of the preview's motion: what `motionlab` records when there is no display.
    public var demo: Demo?
    /// Builds the content into a window of `size` points with the tunables' current values.
    let build: (UIWindow, TunableValues) throws -> PreviewContent
    /// The scene type of a preview made with `init(scene:)` (nil for other previews), so tools can ask
    /// it for what it offers without building it: curves (`CurveProviding`), code (`MotionExporting`).
    public private(set) var sceneType: (any Scene.Type)?

    /// A preview built by `build`: the general form the other initialisers use.
    public init(_ name: String, title: String? = nil, size: CGSize = Preview.defaultSize, tunables: [Tunable] = [],
                keys: [String] = [], build: @escaping (UIWindow, TunableValues) throws -> PreviewContent) {
        self.name = name
        self.title = title ?? name
        self.size = size
        self.tunables = tunables
        self.keys = keys
        self.build = build
    }

    /// Any view controller, built by `makeViewController` (called again for each replay and reset):
    /// installed as the window's root view controller at `size`, its appearance callbacks run at
    /// scene time 0, as when an iOS app shows it.
    ///
    /// `deviceChrome` (default true): the window stands for the iPhone of its size — its safe area is
    /// the device's (a 20-point status bar at 320×568, 47/34 at 390×844, … see `DeviceChrome`) and it
    /// draws the status bar and home indicator; false gives a bare window (no status bar, zero insets).
    public init(_ name: String, title: String? = nil, size: CGSize = Preview.defaultSize, deviceChrome: Bool = true,
                _ makeViewController: @escaping @MainActor () -> UIViewController) {
        self.init(name, title: title, size: size) { window, _ in
            window.showsDeviceChrome = deviceChrome
            return ViewControllerContent(window: window, viewController: _callOnMainActor(makeViewController))
        }
    }

    /// A SwiftUI view (anything `_PreviewableView`), built by `makeView` for each replay and reset and
    /// shown in a hosting controller: `Preview("card") { CardView() }`.
    public init<V: _PreviewableView>(_ name: String, title: String? = nil, size: CGSize = Preview.defaultSize,
                                     _ makeView: @escaping @MainActor () -> V) {
        self.init(name, title: title, size: size) { window, _ in
            ViewControllerContent(window: window, viewController: _callOnMainActor { makeView()._makePreviewViewController() })
        }
    }

    /// The previews declared with `#Preview` blocks and `PreviewProvider` types in files compiled
    /// through the `MotionLabPort` plugin (registered when the program loads), in file and line
    /// order: named by their title (letters, digits, `-` and `_` kept, anything else a `-`), an
    /// untitled one by its file's name and its index in the file (`CardView-1`); a name taken
    /// twice gets `-2`, `-3`…
    public static var declared: [Preview] {
        var taken = Set<String>()
        return DeclaredPreviews.ordered.map { e in
            let base: String
            if let t = e.title, !t.isEmpty {
                base = Preview.sanitizedName(t)
            } else {
                let file = (e.file.split(separator: "/").last.map(String.init) ?? e.file)
                let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
                base = Preview.sanitizedName(stem) + "-\(e.index)"
            }
            var name = base
            var n = 2
            while !taken.insert(name).inserted { name = "\(base)-\(n)"; n += 1 }
            let make = e.make
            return Preview(name, title: e.title ?? name, size: e.size ?? Preview.defaultSize) { make() }
        }
    }

    static func sanitizedName(_ s: String) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        let mapped = String(String.UnicodeScalarView(s.unicodeScalars.map { allowed.contains($0) && $0.isASCII ? $0 : "-" }))
        return mapped.isEmpty ? "preview" : mapped
    }

    /// A tunable `Scene` type, like the built-in seed scenes.
    public init<S: Scene>(scene: S.Type, size: CGSize = Preview.defaultSize) {
        self.init(S.name, title: S.title, size: size, tunables: S.tunables, keys: S.keys) { window, settings in
            try S(window: window, settings: settings)
        }
        demo = S.demo
        sceneType = S.self
    }

    /// The same preview shown in a window of `size` points (snapshot tests render a preview at the
    /// size they ask for); name, tunables, keys, demo and scene type are kept.
    public func resized(to size: CGSize) -> Preview {
        var copy = Preview(name, title: title, size: size, tunables: tunables, keys: keys, build: build)
        copy.demo = demo
        copy.sceneType = sceneType
        return copy
    }

    /// Checks the name and size, naming what is wrong.
    func validate() throws {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ allowed.contains($0) }) else {
            throw PreviewError.badPreview("preview name '\(name)' must be letters, digits, '-' or '_'")
        }
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
              size.width <= 4096, size.height <= 4096 else {
            throw PreviewError.badPreview("preview '\(name)' size \(size.width)×\(size.height) must be 1…4096 points a side")
        }
        if let conflict = KeyBindings.conflict(in: self) { throw PreviewError.badPreview(conflict) }
    }
}

/// A seed-style scene with a scene-owned replay (`Scene.replay()` returns nothing).
extension Scene {
    public func replayInPlace() -> Bool { replay(); return true }
}

/// A scripted tour of a preview: the input script (the `render --script` format) and how many seconds
/// of scene time show it off.
public struct Demo: Equatable {
    public var script: String
    public var duration: Double
    public init(script: String, duration: Double) {
        self.script = script
        self.duration = duration
    }
}

public enum PreviewError: Error, CustomStringConvertible, Equatable {
    case badPreview(String)
    public var description: String {
        switch self {
        case .badPreview(let m): return m
        }
    }
}

/// The previews the command line offers, in the order the 1–9 keys pick them (set by `PreviewApp.main`).
public enum PreviewCatalog {
    public static var all: [Preview] = []

    public static func preview(named name: String) throws -> Preview {
        guard let p = all.first(where: { $0.name == name }) else {
            throw SceneError.unknownScene(name, known: all.map { $0.name })
        }
        return p
    }
}

/// A view controller shown as a preview: the window's root view controller, made visible (its
/// `viewWillAppear`/`viewDidAppear` run) when the preview starts. Space rebuilds it from its closure.
final class ViewControllerContent: PreviewContent {
    let window: UIWindow
    let viewController: UIViewController

    init(window: UIWindow, viewController: UIViewController) {
        self.window = window
        self.viewController = viewController
        window.rootViewController = viewController
    }

    func start() { window.makeKeyAndVisible() }
    func replayInPlace() -> Bool { false }
    func handleKey(_ name: String) -> Bool { false }
}

extension Preview {
    /// `Preview(scene:)` for a type known only as `Scene.Type` (existential).
    init(sceneType: Scene.Type) {
        self.init(sceneType.name, title: sceneType.title, size: Preview.defaultSize, tunables: sceneType.tunables,
                  keys: sceneType.keys) { window, settings in
            try sceneType.init(window: window, settings: settings)
        }
        self.sceneType = sceneType
        demo = sceneType.demo
    }
}
