import Foundation

/// UIKit's responder: an object that can handle touches. A touch a responder does not handle goes to
/// its `next` responder (a view's superview), which is what the default implementations do.
///
/// As on iOS it is an `NSObject`, so views and view controllers adopt Foundation's delegate protocols
/// (`URLSessionDownloadDelegate`, `NSObjectProtocol`), compare and hash as `NSObject`s do — by identity
/// unless a subclass overrides `isEqual(_:)` and `hash` — and may override `description`.
@MainActor @preconcurrency open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// Told of a change to a key path this responder observes (`UIView.addObserver(_:forKeyPath:options:context:)`,
    /// see UIView+KeyValueObserving.swift). Declared here, on the responders that observe views, because
    /// Foundation's `NSObject` on Linux has no key-value observing; the default does nothing.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// NSObject's class description on iOS: the class's name as the Objective-C runtime knows it, which for
    /// a Swift class is `Module.ClassName` (views load their nib by its last component:
    /// `type(of: self).description().components(separatedBy: ".").last`). Foundation on Linux has no such
    /// class method, so the responders declare it.
    open class func description() -> String { String(reflecting: self) }

    /// The next responder in the chain (a view's superview; nil at the window).
    open var next: UIResponder? { nil }

    /// Objective-C gives every `NSObject` instance method a class-method twin, so iOS code compiles
    /// `override class func awakeFromNib() { super.awakeFromNib() }` (a slip for the instance method, seen in
    /// public cell classes); UIKit never calls it, and neither does MotionLab.
    open class func awakeFromNib() {}

    /// The view shown in place of the keyboard while this responder is first (UIKit's default: nil;
    /// settable on text fields and text views) — a date picker under a text field. See `InputViewHost`.
    open var inputView: UIView? { nil }
    /// The bar shown above the input view (a toolbar with a Done button; default nil).
    open var inputAccessoryView: UIView? { nil }
    /// Shows the input views again after they were changed while the responder is first (UIKit's rule:
    /// setting `inputView` alone does not swap what is shown).
    open func reloadInputViews() {
        if isFirstResponder { InputViewHost.present(for: self, animated: false) }
    }

    /// Whether the responder can become the first responder (UIKit's default: false; text inputs say
    /// true). See `UIResponder+FirstResponder.swift`.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder agrees to give up first-responder status (default: true).
    open var canResignFirstResponder: Bool { true }
    /// Hooks for the responders that change when they gain or lose first-responder status.
    func didBecomeFirstResponder() {}
    func didResignFirstResponder() {}

    // The first responder: the one object that receives typing. Only text inputs (`UITextField`) and
    // subclasses that override `canBecomeFirstResponder` become it, as in UIKit; one per preview
    // session, like one per window on iOS (see `UIResponder+FirstResponder.swift`).

    /// Makes the receiver the first responder when `canBecomeFirstResponder` is true and the current
    /// one agrees to resign. Returns whether the receiver is it now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = FirstResponderState.current {
            guard current.resignFirstResponder() else { return false }
        }
        FirstResponderState.current = self
        didBecomeFirstResponder()
        InputViewHost.present(for: self, animated: true)
        return true
    }

    /// Gives up first-responder status when `canResignFirstResponder` is true; false when refused
    /// (a receiver that is not the first responder returns true).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        FirstResponderState.current = nil
        didResignFirstResponder()
        InputViewHost.dismiss(for: self)
        return true
    }

    /// Whether the receiver is the first responder.
    open var isFirstResponder: Bool { FirstResponderState.current === self }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Motion events (a shake: `UIWindow.sendMotion(_:)`); by default passed up the responder chain.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
}
