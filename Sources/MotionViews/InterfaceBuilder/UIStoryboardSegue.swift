import Foundation

/// UIKit's segue: a transition from `source` to `destination` that `perform()` carries out. Storyboard
/// segues are made for each performance (a new destination each time), passed to the source's
/// `prepare(for:sender:)`, then performed. Subclass it and override `perform()` for a custom segue.
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private var performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// A segue that runs `performHandler` when performed.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Carries out the transition. The base class runs its `performHandler` (when made with one); the
    /// storyboard's kinds (show, present, unwind…) are subclasses.
    open func perform() { performHandler?() }
}

/// An unwind segue's source (UIKit's `UIStoryboardUnwindSegueSource`): what `unwind(for:towards:)` is told.
public final class UIStoryboardUnwindSegueSource {
    public let source: UIViewController
    public let sender: Any?
    init(source: UIViewController, sender: Any?) {
        self.source = source
        self.sender = sender
    }
}

/// A segue of a storyboard as compiled: what performing it makes.
public struct StoryboardSegueTemplate {
    public enum Kind: Sendable { case show, showDetail, presentation, custom, unwind, embed }
    public enum Destination {
        case scene(String)
        case reference(storyboard: String?, identifier: String?)
    }

    public let identifier: String?
    public let kind: Kind
    public let destination: Destination?
    /// The storyboard line (for messages).
    public let line: Int
    public let animates: Bool
    public let presentationStyle: UIModalPresentationStyle?
    public let transitionStyle: UIModalTransitionStyle?
    public let segueClass: ((String?, UIViewController, UIViewController) -> UIStoryboardSegue)?
    public let unwindAction: StoryboardUnwindAction?
    /// The segue's `@IBSegueAction` (`destinationCreationSelector`): called on the source with the
    /// destination's coder, the sender and the identifier; nil from it (or a source of another class)
    /// makes the destination with `init?(coder:)`, as UIKit does.
    public let destinationCreator: ((UIViewController, NSCoder, Any?, String?) -> UIViewController?)?

    public init(identifier: String?, kind: Kind, destination: Destination?, line: Int, animates: Bool = true,
                presentationStyle: UIModalPresentationStyle? = nil, transitionStyle: UIModalTransitionStyle? = nil,
                segueClass: ((String?, UIViewController, UIViewController) -> UIStoryboardSegue)? = nil,
                unwindAction: StoryboardUnwindAction? = nil,
                destinationCreator: ((UIViewController, NSCoder, Any?, String?) -> UIViewController?)? = nil) {
        self.identifier = identifier
        self.kind = kind
        self.destination = destination
        self.line = line
        self.animates = animates
        self.presentationStyle = presentationStyle
        self.transitionStyle = transitionStyle
        self.segueClass = segueClass
        self.unwindAction = unwindAction
        self.destinationCreator = destinationCreator
    }
}

/// An unwind segue's action (`unwindToHome:`) with, for every class of the target that has it, a
/// function that returns the call on a controller of that class (nil for other controllers).
public struct StoryboardUnwindAction {
    public let selector: String
    public let handlers: [(UIViewController) -> ((UIStoryboardSegue) -> Void)?]
    public init(selector: String, handlers: [(UIViewController) -> ((UIStoryboardSegue) -> Void)?]) {
        self.selector = selector
        self.handlers = handlers
    }

    func action(on vc: UIViewController) -> ((UIStoryboardSegue) -> Void)? {
        for h in handlers { if let a = h(vc) { return a } }
        return nil
    }
}

// MARK: The storyboard's kinds

/// `show`: pushes onto the source's navigation controller, or presents when there is none (UIKit's
/// `show(_:sender:)`).
final class ShowSegue: UIStoryboardSegue {
    var animates = true
    override func perform() {
        if let nav = source.navigationControllerForShow {
            nav.pushViewController(destination, animated: animates)
        } else {
            source.present(destination, animated: animates)
        }
    }
}

/// `showDetail`: on an iPhone without a split view, presented modally (UIKit's
/// `showDetailViewController(_:sender:)` default).
final class ShowDetailSegue: UIStoryboardSegue {
    var animates = true
    override func perform() { source.present(destination, animated: animates) }
}

/// `presentation` (and the old `modal`): presented with the segue's (or the destination's) styles.
final class PresentationSegue: UIStoryboardSegue {
    var animates = true
    override func perform() { source.present(destination, animated: animates) }
}

/// An unwind segue: each container of the destination, outermost first, is told to bring the child on
/// the way to it forward (`unwind(for:towards:)`: a navigation controller pops, a tab bar controller
/// selects), then what was presented over the destination's containers is dismissed (UIKit's
/// `UIStoryboardUnwindSegue`).
final class UnwindSegue: UIStoryboardSegue {
    var animates = true
    override func perform() {
        var path: [UIViewController] = [destination]
        while let p = path[0].parentStorage, !path.contains(where: { $0 === p }) { path.insert(p, at: 0) }
        let root = path[0]
        let dismisses = root.presentedStorage != nil && source.containmentRoot !== root
        for i in path.indices.dropLast() { path[i].unwind(for: self, towards: path[i + 1]) }
        if dismisses { root.dismiss(animated: animates) }
    }
}
