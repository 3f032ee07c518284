import Foundation
import MotionLab

extension UITextView {
    /// A SwiftUI text view's settings on its `UITextView` (a `TextEditor`, a `TextField(axis: .vertical)`):
    /// the font, the environment's foreground style (`.label` without one), whether it is enabled, the
    /// keyboard's layout and shift, the `.keyboard` toolbar above it, and its focus binding followed both
    /// ways. Only what changed is set (a text view draws again on each change).
    func applySwiftUISettings(font: UIFont, keyboard: UIKeyboardType, autocapitalization: UITextAutocapitalizationType,
                              focus: FocusBinding?, environment env: EnvironmentValues) {
        if self.font != font { self.font = font }
        let color = env.foregroundStyle.map { $0._resolveFill(env).color.uiColor } ?? .label
        if textColor?.cgColor != color.cgColor { textColor = color }
        isEditable = env.isEnabled
        if keyboardType != keyboard { keyboardType = keyboard }
        if autocapitalizationType != autocapitalization { autocapitalizationType = autocapitalization }
        let bar = env.keyboardToolbar?.bar
        if inputAccessoryView !== bar { inputAccessoryView = bar }
        if let focus {
            let wants = focus.isFocused()
            if wants && !isFirstResponder { _ = becomeFirstResponder() }
            if !wants && isFirstResponder { _ = resignFirstResponder() }
        }
    }
}

/// A SwiftUI text view's `UITextView` delegate (`TextEditor`, `TextField(axis: .vertical)`): typing writes
/// the binding, editing follows the focus binding; `didChange` runs after each change the typing made.
final class TextViewBindingCoordinator: NSObject, UITextViewDelegate {
    var text: Binding<String>?
    var focus: FocusBinding?
    var didChange: ((UITextView) -> Void)?
    func textViewDidChange(_ textView: UITextView) {
        guard let b = text, b.wrappedValue != (textView.text ?? "") else { return }
        b.wrappedValue = textView.text ?? ""
        didChange?(textView)
    }
    func textViewDidBeginEditing(_ textView: UITextView) { focus?.set(true) }
    func textViewDidEndEditing(_ textView: UITextView) { focus?.set(false) }
}
