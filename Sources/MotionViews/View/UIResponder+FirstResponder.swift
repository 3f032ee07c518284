import Foundation

/// The session's first responder (held weakly: a removed text field does not stay first responder).
enum FirstResponderState {
    static var current: UIResponder? {
        get { ViewAnimationState.current.firstResponder }
        set { ViewAnimationState.current.firstResponder = newValue }
    }
}

extension UIView {
    /// UIKit's `endEditing(_:)`: makes the first responder resign when it is this view or inside it.
    /// With `force` true it resigns even when its delegate would refuse (`textFieldShouldEndEditing`).
    /// Returns whether no first responder remains in the subtree.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let current = FirstResponderState.current as? UIView, current.isDescendant(of: self) else { return true }
        if force, let field = current as? UITextField { return field.resign(forced: true) }
        if force, let textView = current as? UITextView { return textView.resign(forced: true) }
        return current.resignFirstResponder()
    }
}

/// The keyboard's notifications and their user-info keys (UIKit's names and string values). The
/// preview has no on-screen keyboard — as an iPhone with a hardware keyboard attached shows none — so
/// typing posts none; a first responder's `inputView` strip is the keyboard and posts them
/// (`InputViewHost.swift`), which `keyboardLayoutGuide` follows too.
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIResponder {
    /// The session's first responder (what a keyboard types into): for hosts and input scripts.
    package static var currentFirstResponder: UIResponder? { FirstResponderState.current }
}
