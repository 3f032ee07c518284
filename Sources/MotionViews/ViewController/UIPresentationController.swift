import Foundation

/// UIKit's `UIPresentationController`: the object managing one controller's modal presentation, which
/// apps reach through `presentationController` to set its `delegate` (iOS 13's sheet dismissal
/// callbacks, adaptive styles). Here the presentation itself is `UIViewController+Presentation`'s; this
/// object carries the presented and presenting controllers, the style and the delegate, and tells the
/// delegate what UIKit tells it.
///
/// `UIViewController.presentationController` is this controller's one presentation controller (made on
/// first use, kept with it, as in UIKit); `popoverPresentationController` is it when the style is
/// `.popover`, else nil — so on an iPhone, as in the preview, an action sheet's is nil.
open class UIPresentationController: NSObject {
    public unowned let presentedViewController: UIViewController
    /// The presenting controller (nil before the presentation).
    public var presentingViewController: UIViewController? { presentedViewController.presentingViewController }
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The style the presentation uses (UIKit's: the presented controller's `modalPresentationStyle`).
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The view holding the presented view during the presentation.
    open var containerView: UIView? { presentedViewController.presentationContainer?.superview ?? presentedViewController.presentationContainer }
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// What the delegate asks for in a horizontally compact environment (`.none`: no delegate or no answer).
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self) ?? .none
    }
    /// The presented view's frame when presented (the window's, or the sheet's card).
    open var frameOfPresentedViewInContainerView: CGRect { presentedViewController.viewIfLoaded?.frame ?? .zero }

    public required init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
    }

    // UIKit's overridable hooks (called around the transition; a subclass's overrides are kept).
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

/// UIKit's `UIAdaptivePresentationControllerDelegate` (every method optional).
@MainActor @preconcurrency public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// UIKit's `UIPopoverPresentationController`: where a popover points. On an iPhone (the preview) a
/// `.popover` presentation shows as a sheet (iOS 13's rule for compact environments: "behaves the same
/// as `formSheet`"), so these are kept and read by nothing.
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var popoverLayoutMargins: UIEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var canOverlapSourceViewRect = false
}

/// UIKit's `UIPopoverPresentationControllerDelegate` (every method optional).
@MainActor @preconcurrency public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// UIKit's `UIPopoverArrowDirection` (raw values UIKit's).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

extension UIViewController {
    /// The kind of presentation controller `modalPresentationStyle` calls for.
    private var presentationControllerKind: UIPresentationController.Type {
        switch modalPresentationStyle {
        case .popover: return UIPopoverPresentationController.self
        case .pageSheet, .formSheet, .automatic: return UISheetPresentationController.self
        default: return UIPresentationController.self
        }
    }

    /// The controller's presentation controller (made on first use: a popover one for `.popover`, a
    /// sheet one for the sheet styles; remade, keeping its delegate, when the style asks for another kind).
    public var presentationController: UIPresentationController? {
        let kind = presentationControllerKind
        if let made = presentationControllerStorage, type(of: made) == kind { return made }
        let made = kind.init(presentedViewController: self, presenting: presentingViewController)
        made.delegate = presentationControllerStorage?.delegate
        presentationControllerStorage = made
        return made
    }

    /// The popover presentation controller when `modalPresentationStyle` is `.popover`, else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// iOS 15's sheet presentation controller when the style is a sheet (`.pageSheet`, `.formSheet`,
    /// `.automatic`), else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}
