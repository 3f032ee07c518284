import Foundation

/// UIKit's interactions: behaviour a view takes on with `addInteraction(_:)`.
@MainActor @preconcurrency public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to this view, in order.
    public var interactions: [UIInteraction] {
        get { interactionsStorage }
        set {
            for i in interactionsStorage where !newValue.contains(where: { $0 === i }) { removeInteraction(i) }
            for i in newValue where !interactionsStorage.contains(where: { $0 === i }) { addInteraction(i) }
        }
    }

    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactionsStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionsStorage.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard interactionsStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionsStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}

public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: UIKit's `UIContextMenuConfiguration`. The action provider's menu is shown
/// (given no suggested actions); the preview provider's controller is kept (the preview is not drawn:
/// the menu opens beside the pressed view).
open class UIContextMenuConfiguration: NSObject {
    public let identifier: Any
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?
    /// iOS 16's ordering preference (kept).
    open var preferredMenuElementOrder: ElementOrder = .automatic

    public enum ElementOrder: Int, Sendable { case automatic, priority, fixed }

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? UUID().uuidString
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu to show: the action provider's (nil without one or when it gives none).
    var menu: UIMenu? { actionProvider?([]) }
}

/// A preview of a view for a context menu (kept: the menu opens beside the view, no preview is drawn).
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        self.view = view
        self.parameters = parameters
        super.init()
    }
}

open class UIPreviewParameters: NSObject {
    open var backgroundColor: UIColor!
    open var visiblePath: UIBezierPath?
    public override init() { backgroundColor = .clear; super.init() }
}

/// What a context menu's commit and appearance callbacks are handed: completions run when the menu has
/// closed (`addCompletion`), animations with its closing.
@MainActor @preconcurrency public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

@MainActor @preconcurrency public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// Runs its animations and completions at once (the menu here has no preview to commit).
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    var previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
    init(preview: UIViewController?) { previewViewController = preview }
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completion() }
}

/// A context menu's delegate: UIKit's `UIContextMenuInteractionDelegate` (only the configuration is
/// required).
@MainActor @preconcurrency public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionCommitAnimating) {}
}

/// A long press (0.5 s) on the view opens its delegate's context menu beside it, the screen dimmed:
/// UIKit's `UIContextMenuInteraction`.
open class UIContextMenuInteraction: NSObject, UIInteraction {
    public weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    private var recognizer: UILongPressGestureRecognizer?
    private var shown: (configuration: UIContextMenuConfiguration, presentation: MenuPresentation)?

    /// Seconds a press is held before the menu opens.
    public static let pressDuration: TimeInterval = 0.5

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        if let r = recognizer { self.view?.removeGestureRecognizer(r) }
        recognizer = nil
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let r = UILongPressGestureRecognizer { [weak self] r in
            guard let self, r.state == .began, let v = self.view else { return }
            self.open(at: r.location(in: v))
        }
        r.minimumPressDuration = Self.pressDuration
        view.addGestureRecognizer(r)
        recognizer = r
    }

    /// The point of the last press, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        recognizer?.location(in: view) ?? .zero
    }

    /// Closes the menu if it is open.
    open func dismissMenu() { shown?.presentation.dismiss(animated: true) }

    private func open(at point: CGPoint) {
        guard let view, let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: point),
              let menu = configuration.menu else { return }
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        guard let p = MenuPresentation.present(menu, from: view, sender: view, dimsBackground: true) else { return }
        shown = (configuration, p)
        p.onDismiss = { [weak self] in
            guard let self, let shown = self.shown else { return }
            self.shown = nil
            self.delegate?.contextMenuInteraction(self, willEndFor: shown.configuration, animator: nil)
        }
    }
}
