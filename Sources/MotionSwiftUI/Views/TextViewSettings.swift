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
