import Foundation

/// UIKit's responder: an object that can handle touches. A touch a responder does not handle goes to
/// its `next` responder (a view's superview), which is what the default implementations do.
open class UIResponder {
    public init() {}

    /// The next responder in the chain (a view's superview; nil at the window).
    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
