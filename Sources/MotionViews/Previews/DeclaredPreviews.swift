import Foundation

/// A value that can be shown as a preview: SwiftUI views conform (through `View`), so
/// `Preview("name") { SomeView() }` and `#Preview { SomeView() }` take them beside view controllers.
@MainActor @preconcurrency public protocol _PreviewableView {
    /// The view controller that shows it (a hosting controller for a SwiftUI view).
    func _makePreviewViewController() -> UIViewController
}

/// The previews a target declares with `#Preview { … }` / `#Preview("Name") { … }` blocks and
/// `PreviewProvider` types, in files compiled through the `MotionLabPort` plugin: the rewrite turns
/// each into a registration run when the program loads, and `PreviewApp.main()` with no list shows
/// them all. A view controller is shown as it is, a `UIView` in a plain controller's view, a
/// SwiftUI view in a hosting controller.
public enum DeclaredPreviews {
    public struct Entry {
        /// The block's title, or nil for an untitled one (named by its file and index).
        public let title: String?
        /// The file's name as written in the rewrite (its path under `iOS/`).
        public let file: String
        public let line: Int
        /// The block's position among the file's previews, from 1.
        public let index: Int
        public let make: () -> UIViewController
        /// An app's entry point (its delegate or SwiftUI `App`): listed before the folder's other previews,
        /// so `PreviewApp.main()` opens the app as it starts.
        public var isApp = false
        /// The canvas size its traits ask for (`.fixedLayout(width:height:)`, a landscape orientation); nil:
        /// the preview app's.
        public var size: CGSize? = nil
    }

    nonisolated(unsafe) public private(set) static var entries: [Entry] = []

    /// `make` is main-actor code, as a `#Preview` body is on iOS: it is called on the main actor
    /// (`_callOnMainActor`).
    public static func register(_ title: String?, file: String, line: Int, index: Int, make: @escaping @MainActor () -> UIViewController) {
        entries.append(Entry(title: title, file: file, line: line, index: index, make: { _callOnMainActor(make) }))
    }

    public static func register(_ title: String? = nil, file: String, line: Int, index: Int, traits: PreviewTrait..., body: @escaping @MainActor () -> UIViewController) {
        register(title, file: file, line: line, index: index, traits: traits, make: body)
    }

    /// An entry with its traits' canvas size (`make` on the main actor, as above).
    public static func register(_ title: String?, file: String, line: Int, index: Int, traits: [PreviewTrait], make: @escaping @MainActor () -> UIViewController) {
        var entry = Entry(title: title, file: file, line: line, index: index, make: { _callOnMainActor(make) })
        entry.size = PreviewTrait.canvasSize(traits)
        entries.append(entry)
    }

    /// A `UIView` preview: the view in a controller's view, at its own frame when it has one, else
    /// filling it.
    @_disfavoredOverload
    public static func register(_ title: String? = nil, file: String, line: Int, index: Int, traits: PreviewTrait..., body: @escaping @MainActor () -> UIView) {
        register(title, file: file, line: line, index: index, traits: traits) { () -> UIViewController in
            let vc = UIViewController()
            let v = body()
            if v.frame.size == .zero {
                v.frame = vc.view.bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
            vc.view.addSubview(v)
            return vc
        }
    }

    /// The entries in file order, then line order; apps first.
    public static var ordered: [Entry] {
        entries.sorted { ($0.isApp ? 0 : 1, $0.file, $0.line) < ($1.isApp ? 0 : 1, $1.file, $1.line) }
    }

    /// An app folder's app delegate (the `@main`/`@UIApplicationMain` class): a preview named by its type
    /// that launches it (`AppLaunch`) and shows the controller of the window it makes.
    public static func register(appDelegate type: Any.Type, file: String, line: Int, index: Int,
                                make: @escaping @MainActor () -> UIApplicationDelegate) {
        let make = { _callOnMainActor(make) }
        AppLaunch.register(appDelegate: type, make: make)
        let name = String(describing: type)
        var entry = Entry(title: name, file: file, line: line, index: index) {
            AppLaunch.launch(make()) ?? AppLaunch.noWindowController(name)
        }
        entry.isApp = true
        entries.append(entry)
    }

    /// An app delegate class that is not the entry point (no `@main`: a SwiftUI app's
    /// `@UIApplicationDelegateAdaptor` delegate): made when the app asks for one of its type.
    public static func register(appDelegateType type: Any.Type, make: @escaping @MainActor () -> UIApplicationDelegate) {
        AppLaunch.register(appDelegate: type, make: { _callOnMainActor(make) })
    }

    /// A scene delegate the app folder declares: the one its launch connects (Info.plist's
    /// `UISceneDelegateClassName`).
    public static func register(sceneDelegate type: Any.Type, make: @escaping @MainActor () -> UISceneDelegate) {
        AppLaunch.register(sceneDelegate: type, make: { _callOnMainActor(make) })
    }

    /// An app (SwiftUI's `App`) as a preview entry listed first.
    public static func register(app title: String, file: String, line: Int, index: Int, make: @escaping @MainActor () -> UIViewController) {
        var entry = Entry(title: title, file: file, line: line, index: index, make: { _callOnMainActor(make) })
        entry.isApp = true
        entries.append(entry)
    }
}

/// `#Preview(traits:)` arguments. `.fixedLayout(width:height:)` sets the preview's size in points (as it
/// sets the canvas's in Xcode) and a landscape orientation turns the default size sideways; the others
/// are accepted and leave the preview app's size.
public struct PreviewTrait {
    let name: String
    var size: CGSize? = nil
    var landscape = false
    public static let portrait = PreviewTrait(name: "portrait")
    public static let landscapeLeft = PreviewTrait(name: "landscapeLeft", landscape: true)
    public static let landscapeRight = PreviewTrait(name: "landscapeRight", landscape: true)
    public static let portraitUpsideDown = PreviewTrait(name: "portraitUpsideDown")
    public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(name: "fixed \(width)x\(height)", size: CGSize(width: width, height: height))
    }

    /// The largest side a trait may ask for, points (a window or frame larger than this is a mistake).
    static let maxSide: CGFloat = 4096

    /// The canvas size `traits` ask for: the last fixed layout with both sides in 1…4096 points (others
    /// are ignored), else the iPhone default turned sideways for a landscape orientation; nil: the app's.
    static func canvasSize(_ traits: [PreviewTrait]) -> CGSize? {
        if let fixed = traits.compactMap(\.size).last(where: { $0.width >= 1 && $0.height >= 1 && $0.width <= maxSide && $0.height <= maxSide }) {
            return fixed
        }
        if traits.contains(where: \.landscape) { return CGSize(width: 568, height: 320) }
        return nil
    }
}
