import Foundation

/// UIKit's storyboard: a compiled storyboard of the program (see `InterfaceBuilderRegistry`), whose
/// scenes are made by name. Each instantiation makes a new controller with its class's
/// `init?(coder:)`; its view is made when the controller loads it, its outlets connected then.
open class UIStoryboard {
    let definition: StoryboardDefinition?
    public let name: String

    /// The storyboard `name` of the program (the bundle is not used: the plugin compiled every storyboard
    /// of the target). A name the program has no storyboard of is UIKit's exception ("Could not find a
    /// storyboard named …").
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        definition = InterfaceBuilderRegistry.storyboard(named: name)
        if definition == nil {
            let known = InterfaceBuilderRegistry.storyboardNames
            InterfaceBuilderRegistry.programmerError("Could not find a storyboard named '\(name)' in bundle NSBundle (compiled storyboards: \(known.isEmpty ? "none — are the files in the target's iOS/ folder, compiled through the MotionLabPort plugin?" : known.joined(separator: ", ")))")
        }
    }

    /// The storyboard of `Info.plist`'s `UIMainStoryboardFile`, when the target's `iOS/` folder has one.
    public static var main: UIStoryboard? {
        guard let name = InterfaceBuilderRegistry.mainStoryboardName, InterfaceBuilderRegistry.storyboard(named: name) != nil else { return nil }
        return UIStoryboard(name: name, bundle: nil)
    }

    /// The scene the storyboard marks initial (nil when none is).
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = definition?.initialSceneID else { return nil }
        return instantiate(sceneID: id, creator: nil)
    }

    /// iOS 13's form as Objective-C declares it.
    open func instantiateInitialViewController(creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let id = definition?.initialSceneID else { return nil }
        return instantiate(sceneID: id, creator: creator)
    }

    /// iOS 13's form: `creator` makes the controller from the coder (to pass values to your initialiser).
    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        guard let id = definition?.initialSceneID else { return nil }
        return instantiate(sceneID: id, creator: creator.map { c in { c($0) } }) as? ViewController
    }

    /// The scene whose Storyboard ID is `identifier`; UIKit's exception when there is none.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let vc = instantiate(identifier: identifier, creator: nil) { return vc }
        return UIViewController(nibName: nil, bundle: nil)
    }

    /// iOS 13's form as Objective-C declares it (`instantiateViewControllerWithIdentifier:creator:`):
    /// a `UIViewController`, so `instantiateViewController(identifier: "Detail") as? DetailViewController`
    /// compiles as on iOS.
    open func instantiateViewController(identifier: String, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController {
        instantiate(identifier: identifier, creator: creator) ?? UIViewController(nibName: nil, bundle: nil)
    }

    /// iOS 13's form with a `creator`, typed by the context (Swift's overlay).
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        let made = instantiate(identifier: identifier, creator: creator.map { c in { c($0) } })
        if let vc = made as? ViewController { return vc }
        if let made {
            InterfaceBuilderRegistry.programmerError("the storyboard's view controller '\(identifier)' is a \(type(of: made)), not a \(ViewController.self)")
        }
        guard let fallback = ViewController(coder: InterfaceBuilderCoder(storyboard: self)) else {
            preconditionFailure("\(ViewController.self)(coder:) returned nil")
        }
        return fallback
    }

    func instantiate(identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let definition else { return nil }
        guard let id = definition.identifiers[identifier] else {
            InterfaceBuilderRegistry.programmerError("Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'")
            return nil
        }
        return instantiate(sceneID: id, creator: creator)
    }

    func instantiate(sceneID: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let scene = definition?.scenes[sceneID] else { return nil }
        let key = SceneBeingMade(storyboard: name, scene: sceneID)
        if let first = Self.scenesBeingMade.firstIndex(of: key) {
            let loop = (Self.scenesBeingMade[first...] + [key]).map(\.shown)
            let shownLoop = loop.count > 9 ? (loop.prefix(4) + ["…"] + loop.suffix(4)).joined(separator: " → ") : loop.joined(separator: " → ")
            InterfaceBuilderRegistry.report("storyboard scenes make each other without end (\(shownLoop)): scene '\(sceneID.prefix(80))' is already being made; an empty view controller stands in for it (iOS overflows its stack)")
            return nil
        }
        Self.scenesBeingMade.append(key)
        defer { Self.scenesBeingMade.removeLast() }
        return scene.make(StoryboardSceneContext(storyboard: self, creator: creator))
    }

    /// A scene being made: its storyboard's name and its controller's id.
    struct SceneBeingMade: Equatable {
        let storyboard: String
        let scene: String
        var shown: String { "\(storyboard.prefix(40)):\(scene.prefix(40))" }
    }

    /// The scenes being made right now, outermost first. A scene asked for again while it is being made
    /// — navigation controller A's root is B and B's root is A, or a storyboard reference back into the
    /// storyboard being made — would make the next one without end: UIKit overflows its stack there;
    /// here the loop is reported (the build warned of loops within one storyboard) and broken with an
    /// empty controller. UIKit is used on the main thread only, so one list serves.
    nonisolated(unsafe) static var scenesBeingMade: [SceneBeingMade] = []

    /// A storyboard reference's destination.
    func resolveReference(storyboard other: String?, identifier: String?) -> UIViewController {
        let board = other.map { $0 == name ? self : UIStoryboard(name: $0, bundle: nil) } ?? self
        if let identifier { return board.instantiateViewController(withIdentifier: identifier) }
        if let vc = board.instantiateInitialViewController() { return vc }
        // An initial scene that made nothing was already being made: the loop is reported, not an exception.
        if let initial = board.definition?.initialSceneID, board.definition?.scenes[initial] != nil {
            return UIViewController(nibName: nil, bundle: nil)
        }
        InterfaceBuilderRegistry.programmerError("Storyboard reference to '\(board.name)' without an identifier, and '\(board.name)' has no initial view controller")
        return UIViewController(nibName: nil, bundle: nil)
    }
}

/// UIKit's nib: a compiled xib of the program, instantiated for an owner (File's Owner's outlets and
/// actions connected on it).
open class UINib {
    let definition: NibDefinition?
    let name: String

    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The xib `name` of the program (`bundle` is not used). A name with no compiled xib makes a nib
    /// whose `instantiate` raises UIKit's exception ("Could not load NIB in bundle …").
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        definition = InterfaceBuilderRegistry.nib(named: name)
    }

    /// The xib's top-level objects (placeholders excluded), made anew, with File's Owner's outlets and
    /// actions connected on `ownerOrNil`; `awakeFromNib()` called on each object made. Discardable, as
    /// the Objective-C method is in Swift: loading for the owner's outlets alone is the usual idiom.
    @discardableResult
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let definition else {
            let known = InterfaceBuilderRegistry.nibNames
            InterfaceBuilderRegistry.programmerError("Could not load NIB in bundle: 'NSBundle' with name '\(name)' (compiled xibs: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
            return []
        }
        return definition.instantiate(ownerOrNil.map { $0 as AnyObject })
    }
}

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: the xib's top-level objects, File's Owner's outlets
    /// connected on `owner` (discardable: the File's Owner idiom loads for the outlets).
    @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
