import Foundation

extension UIScrollView {
    /// UIKit's `UIScrollView.KeyboardDismissMode` (raw values UIKit's).
    ///
    /// Here the keyboard is the first responder's input-view strip (`InputViewHost`; the preview has no
    /// software keyboard). `.onDrag` resigns the first responder when a drag of this scroll view begins
    /// (UIKit: "dismisses the keyboard when a drag begins"). `.interactive` cannot make the strip follow
    /// the finger; it resigns the first responder when a drag is released with the finger on the strip
    /// (where UIKit's keyboard, pulled down under the finger, would go on down), and otherwise leaves it.
    /// The `…WithAccessory` modes (iOS 16) behave as their plain forms, the accessory leaving with the strip.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The first responder, when it is in this scroll view's window.
    private var windowFirstResponder: UIResponder? {
        guard let window, let responder = FirstResponderState.current else { return nil }
        if let view = responder as? UIView { return view.window === window ? responder : nil }
        return responder
    }

    /// A drag began: `.onDrag` resigns the first responder.
    func dismissKeyboardForDrag() {
        guard keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory else { return }
        _ = windowFirstResponder?.resignFirstResponder()
    }

    /// A drag was released at `point` (window points): `.interactive` resigns the first responder when
    /// the finger is on the input-view strip.
    func dismissKeyboardForRelease(at point: CGPoint) {
        guard keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory,
              let window, let strip = InputViewHost.shownFrame(in: window), point.y >= strip.minY else { return }
        _ = windowFirstResponder?.resignFirstResponder()
    }
}
