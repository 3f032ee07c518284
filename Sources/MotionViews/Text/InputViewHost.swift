import Foundation

/// The strip at the bottom of the window where the first responder's `inputView` shows instead of the
/// keyboard, with its `inputAccessoryView` above — the date picker under a text field of every iOS form.
///
/// It slides up over `slideDuration` (UIKit's keyboard animation, 0.25 s) when a responder with input
/// views becomes first, and down (then leaves the window) when it resigns; a second field taking over
/// swaps the contents in place. Heights: the view's frame height, else its intrinsic height, else 216
/// points for the input view and 44 for the accessory; the strip reaches under the home indicator (the
/// window's bottom safe-area inset), on the keyboard's backdrop colour. As on iOS, where an input view is
/// the keyboard, the keyboard notifications are posted: `keyboardWillShow`/`WillChangeFrame` before the
/// slide and `DidShow`/`DidChangeFrame` after it (Hide when it goes), with the begin and end frames (window
/// points, `NSValue`), the duration and UIKit's keyboard curve (7) — so a form that moves its content
/// above the keyboard moves it above the picker.
final class InputViewHost: UIView {
    static let slideDuration: TimeInterval = 0.25
    static let defaultInputHeight: CGFloat = 216
    static let defaultAccessoryHeight: CGFloat = 44
    /// iOS's keyboard backdrop: light (209, 211, 217) and dark (grey 43, approximate: see `SoftwareKeyboard.keyColor`).
    static let backdrop = UIColor(light: CGColor(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1), dark: CGColor(gray: 43 / 255, alpha: 1))

    /// The responder whose views are shown (nil while sliding away).
    weak var owner: UIResponder?
    private weak var shownInput: UIView?
    private weak var shownAccessory: UIView?

    private static func host(in window: UIWindow) -> InputViewHost? {
        window.subviews.last { $0 is InputViewHost } as? InputViewHost
    }

    /// The frame (window points) the strip is showing at or sliding to; nil when none shows or it is
    /// sliding away.
    static func shownFrame(in window: UIWindow) -> CGRect? {
        guard let host = host(in: window), host.owner != nil else { return nil }
        return host.frame
    }

    private static func height(_ v: UIView, default d: CGFloat) -> CGFloat {
        if v.frame.height > 0 { return v.frame.height }
        let h = v.intrinsicContentSize.height
        return h > 0 && h.isFinite ? h : d
    }

    /// Shows `responder`'s input views in its window (nothing when it has none or is not in a window).
    static func present(for responder: UIResponder, animated: Bool) {
        guard let view = responder as? UIView, let window = view.window else { return }
        // A text input without an input view of its own shows the keyboard (`SoftwareKeyboard`).
        let input = responder.inputView ?? SoftwareKeyboard.view(for: responder, in: window)
        let accessory = responder.inputAccessoryView
        guard input != nil || accessory != nil else {
            if let host = host(in: window) { host.slideAway(in: window) }
            return
        }
        let existing = host(in: window)
        let host = existing ?? InputViewHost()
        host.owner = responder
        host.backgroundColor = backdrop
        for old in [host.shownInput, host.shownAccessory] {
            if let old, old !== input, old !== accessory, old.superview === host { old.removeFromSuperview() }
        }
        let w = window.bounds.width
        let accessoryHeight = accessory.map { height($0, default: defaultAccessoryHeight) } ?? 0
        let inputHeight = input.map { height($0, default: defaultInputHeight) } ?? 0
        let total = accessoryHeight + inputHeight + window.safeAreaInsets.bottom
        let final = CGRect(x: 0, y: window.bounds.height - total, width: w, height: total)
        UIView.performWithoutAnimation {
            if let accessory {
                accessory.frame = CGRect(x: 0, y: 0, width: w, height: accessoryHeight)
                if accessory.superview !== host { host.addSubview(accessory) }
            }
            if let input {
                input.frame = CGRect(x: 0, y: accessoryHeight, width: w, height: inputHeight)
                if input.superview !== host { host.addSubview(input) }
            }
            if existing == nil {
                host.frame = CGRect(x: 0, y: window.bounds.height, width: w, height: total)
                window.addSubview(host)
            }
        }
        host.shownInput = input
        host.shownAccessory = accessory
        window.bringSubviewToFront(host)
        let begin = host.frame
        guard begin != final else { return }
        let duration = animated ? slideDuration : 0
        post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification], begin, final, duration)
        if animated {
            UIView.animate(withDuration: slideDuration, delay: 0, options: [.curveEaseInOut], animations: { host.frame = final }) { _ in
                post([UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification], begin, final, duration)
            }
            KeyboardLayoutTracking.keyboardWillMove(in: window, duration: duration)
        } else {
            UIView.performWithoutAnimation { host.frame = final }
            KeyboardLayoutTracking.keyboardWillMove(in: window, duration: 0)
            post([UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification], begin, final, duration)
        }
    }

    /// UIKit's keyboard animation curve (a private one: apps pass it on as `UIView.AnimationOptions(rawValue: curve << 16)`).
    static let keyboardCurve = 7

    private static func post(_ names: [Notification.Name], _ begin: CGRect, _ end: CGRect, _ duration: TimeInterval) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: keyboardCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        for name in names { NotificationCenter.default.post(name: name, object: nil, userInfo: info) }
    }

    /// Slides `responder`'s input views away (when they are the ones shown).
    static func dismiss(for responder: UIResponder) {
        guard let view = responder as? UIView, let window = view.window, let host = host(in: window),
              host.owner === responder else { return }
        host.slideAway(in: window)
    }

    private func slideAway(in window: UIWindow) {
        owner = nil
        let begin = frame
        let gone = CGRect(x: 0, y: window.bounds.height, width: frame.width, height: frame.height)
        Self.post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification], begin, gone, Self.slideDuration)
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseInOut], animations: { self.frame = gone }) { _ in
            // Another responder may have taken the strip over meanwhile.
            guard self.owner == nil else { return }
            self.removeFromSuperview()
            Self.post([UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification], begin, gone, Self.slideDuration)
        }
        KeyboardLayoutTracking.keyboardWillMove(in: window, duration: Self.slideDuration)
    }
}
