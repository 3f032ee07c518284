import Foundation

/// The Interface Builder files, images and colours of the program, registered by the code the
/// MotionLabPort plugin generates (when the program loads): what `UIStoryboard(name:bundle:)`,
/// `UINib(nibName:bundle:)`, `UIImage(named:)` and `UIColor(named:)` find. Storyboards and nibs are
/// compiled Swift functions, never XML read at run time.
public enum InterfaceBuilderRegistry {
    private static let lock = NSLock()
    private static var storyboards: [String: StoryboardDefinition] = [:]
    private static var nibs: [String: NibDefinition] = [:]
    private static var images: [String: [(path: String, scale: Int)]] = [:]
    private static var imageRenderingModes: [String: UIImage.RenderingMode] = [:]
    private static var colors: [String: UIColor] = [:]
    private static var mainStoryboard: String?
    private static var controllerBasedStatusBar = true

    public static func register(_ storyboard: StoryboardDefinition) {
        lock.lock(); defer { lock.unlock() }
        storyboards[storyboard.name] = storyboard
    }

    /// Forgets the storyboard `name` (a test's own definitions, so the registry lists only the app's after it).
    static func unregisterStoryboard(named name: String) {
        lock.lock(); defer { lock.unlock() }
        storyboards[name] = nil
    }

    public static func register(_ nib: NibDefinition) {
        lock.lock(); defer { lock.unlock() }
        nibs[nib.name] = nib
    }

    /// An image name (an asset catalog's image set, or a loose file's name without scale suffix and
    /// extension) with its files' absolute paths and scales.
    /// `renderingMode` is the set's "Render As" (`template-rendering-intent`: template → `.alwaysTemplate`,
    /// original → `.alwaysOriginal`), what `UIImage(named:)` returns the image in.
    public static func registerImage(_ name: String, files: [(String, Int)], renderingMode: UIImage.RenderingMode = .automatic) {
        lock.lock(); defer { lock.unlock() }
        images[name] = files.map { (path: $0.0, scale: $0.1) }
        imageRenderingModes[name] = renderingMode == .automatic ? nil : renderingMode
    }

    /// The rendering mode an image set asks for (`.automatic` when it asks for none).
    static func imageRenderingMode(named name: String) -> UIImage.RenderingMode {
        lock.lock(); defer { lock.unlock() }
        if let mode = imageRenderingModes[name] { return mode }
        let ns = name as NSString
        if !ns.pathExtension.isEmpty, images[name] == nil { return imageRenderingModes[ns.deletingPathExtension] ?? .automatic }
        return .automatic
    }

    public static func registerColor(_ name: String, _ color: UIColor) {
        lock.lock(); defer { lock.unlock() }
        colors[name] = color
    }

    /// A colour set with a dark appearance: a dynamic colour, `light` in the light (and unspecified) style,
    /// `dark` in the dark one (a system colour given for either is taken in that appearance).
    public static func registerColor(_ name: String, _ light: UIColor, dark: UIColor) {
        registerColor(name, UIColor(light: light.cgColor(for: .light), dark: dark.cgColor(for: .dark),
                                    darkElevated: dark.cgColor(for: .dark, elevated: true)))
    }

    /// `Info.plist`'s `UIMainStoryboardFile` (or its scene configuration's storyboard).
    public static var mainStoryboardName: String? {
        get { lock.lock(); defer { lock.unlock() }; return mainStoryboard }
        set { lock.lock(); defer { lock.unlock() }; mainStoryboard = newValue }
    }

    /// `Info.plist`'s `UIViewControllerBasedStatusBarAppearance` (true when absent, as on iOS): false
    /// makes `UIApplication`'s `statusBarStyle` and `isStatusBarHidden` decide the status bar instead
    /// of the shown controller's preferences.
    public static var viewControllerBasedStatusBarAppearance: Bool {
        get { lock.lock(); defer { lock.unlock() }; return controllerBasedStatusBar }
        set { lock.lock(); defer { lock.unlock() }; controllerBasedStatusBar = newValue }
    }

    public static func storyboard(named name: String) -> StoryboardDefinition? {
        lock.lock(); defer { lock.unlock() }
        return storyboards[name]
    }

    public static func nib(named name: String) -> NibDefinition? {
        lock.lock(); defer { lock.unlock() }
        return nibs[name]
    }

    /// The names registered, sorted (for messages and `list`).
    public static var storyboardNames: [String] {
        lock.lock(); defer { lock.unlock() }
        return storyboards.keys.sorted()
    }

    public static var nibNames: [String] {
        lock.lock(); defer { lock.unlock() }
        return nibs.keys.sorted()
    }

    static func imageFiles(named name: String) -> [(path: String, scale: Int)]? {
        lock.lock(); defer { lock.unlock() }
        if let files = images[name] { return files }
        let ns = name as NSString
        if !ns.pathExtension.isEmpty { return images[ns.deletingPathExtension] }
        return nil
    }

    static func color(named name: String) -> UIColor? {
        lock.lock(); defer { lock.unlock() }
        return colors[name]
    }

    // MARK: Messages

    /// Where run-time notes go (one line each, "MotionLab Interface Builder: …" on standard error);
    /// tests replace it.
    public static var reportHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("MotionLab Interface Builder: \(message)\n".utf8))
    }

    static func report(_ message: String) { reportHandler(message) }

    /// A programmer error UIKit raises an exception for (a storyboard or segue that does not exist): by
    /// default the program stops with UIKit's message, as an uncaught exception would. Tests replace it;
    /// when it returns, the call that failed does nothing (or returns an empty controller).
    public static var programmerError: (String) -> Void = { message in
        preconditionFailure("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '\(message)'")
    }
}

/// A storyboard compiled by the plugin: its scenes' functions by controller id.
public struct StoryboardDefinition {
    public let name: String
    public let path: String
    public let initialSceneID: String?
    public let scenes: [String: StoryboardSceneDefinition]
    public let identifiers: [String: String]

    public init(name: String, path: String, initialSceneID: String?, scenes: [StoryboardSceneDefinition]) {
        self.name = name
        self.path = path
        self.initialSceneID = initialSceneID
        var byID: [String: StoryboardSceneDefinition] = [:]
        var ids: [String: String] = [:]
        for s in scenes {
            byID[s.id] = s
            if let i = s.identifier { ids[i] = s.id }
        }
        self.scenes = byID
        identifiers = ids
    }
}

public struct StoryboardSceneDefinition {
    public let id: String
    /// The scene's Storyboard ID (`instantiateViewController(withIdentifier:)`).
    public let identifier: String?
    public let make: (StoryboardSceneContext) -> UIViewController

    public init(id: String, identifier: String?, make: @escaping (StoryboardSceneContext) -> UIViewController) {
        self.id = id
        self.identifier = identifier
        self.make = make
    }
}

/// A xib compiled by the plugin: makes its top-level objects for an owner.
public struct NibDefinition {
    public let name: String
    public let path: String
    public let instantiate: (AnyObject?) -> [AnyObject]

    public init(name: String, path: String, instantiate: @escaping (AnyObject?) -> [AnyObject]) {
        self.name = name
        self.path = path
        self.instantiate = instantiate
    }
}

/// What a scene's function gets: the storyboard it belongs to, and the `creator` of
/// `instantiateViewController(identifier:creator:)`.
public final class StoryboardSceneContext {
    public let storyboard: UIStoryboard
    public let creator: ((NSCoder) -> UIViewController?)?

    init(storyboard: UIStoryboard, creator: ((NSCoder) -> UIViewController?)?) {
        self.storyboard = storyboard
        self.creator = creator
    }

    public func coder() -> InterfaceBuilderCoder { InterfaceBuilderCoder(storyboard: storyboard) }

    /// A page view controller scene's coder: its attributes, for `UIPageViewController.init?(coder:)`.
    public func coder(pageViewController: InterfaceBuilderCoder.PageViewControllerAttributes) -> InterfaceBuilderCoder {
        InterfaceBuilderCoder(storyboard: storyboard, pageViewController: pageViewController)
    }

    /// Records what the storyboard gives the controller: itself, its view's loader, its segues.
    public func attach(_ vc: UIViewController, view: ((UIViewController) -> UIView)?, segues: [StoryboardSegueTemplate]) {
        vc.storyboardStorage = storyboard
        vc.interfaceBuilderViewLoader = view
        vc.storyboardSegueTemplates = segues
    }

    /// Another scene of this storyboard (a relationship's destination).
    public func instantiate(sceneID: String) -> UIViewController {
        storyboard.instantiate(sceneID: sceneID, creator: nil) ?? UIViewController(nibName: nil, bundle: nil)
    }

    /// A storyboard reference: the scene `identifier` (the initial one when nil) of storyboard `name`
    /// (this one when nil).
    public func reference(storyboard name: String?, identifier: String?) -> UIViewController {
        storyboard.resolveReference(storyboard: name, identifier: identifier)
    }

    /// `awakeFromNib()` on a controller made from the storyboard, as iOS calls it.
    public func awake(_ vc: UIViewController) { vc.awakeFromNib() }
}
