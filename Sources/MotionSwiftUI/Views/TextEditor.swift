import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Multi-line editable text bound to a string: SwiftUI's `TextEditor`, on UIKit's `UITextView` (it
/// wraps, scrolls when the text is taller than the editor, and takes the keyboard when tapped, as
/// `TextField` does). It takes all the space offered, as on iOS (give it a `frame(height:)` in a
/// stack; in a form row it is as tall as its text); the environment's font and foreground colour style the text, `focused(_:)` follows and
/// sets the first responder.
public struct TextEditor: View {
    let text: Binding<String>
    @Environment(\.font) var font
    @Environment(\.focusBinding) var focus
    @Environment(\.keyboardTypeValue) var keyboard
    @Environment(\.autocapitalizationValue) var autocapitalization

    public init(text: Binding<String>) { self.text = text }

    public var body: some View {
        TextEditorRepresentable(text: text, font: (font ?? .body).uiFont, focus: focus, keyboard: keyboard,
                                autocapitalization: autocapitalization?.uiKit ?? .sentences)
    }
}

struct TextEditorRepresentable: UIViewRepresentable {
    let text: Binding<String>
    let font: UIFont
    let focus: FocusBinding?
    let keyboard: UIKeyboardType
    let autocapitalization: UITextAutocapitalizationType

    func makeCoordinator() -> TextViewBindingCoordinator { TextViewBindingCoordinator() }

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView(frame: .zero)
        view.backgroundColor = .clear
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) {
        let c = context.coordinator
        c.text = text
        c.focus = focus
        if view.text != text.wrappedValue { view.text = text.wrappedValue }
        view.applySwiftUISettings(font: font, keyboard: keyboard, autocapitalization: autocapitalization, focus: focus,
                                  environment: context.environment)
    }

    /// All the space offered (SwiftUI's text editor is flexible in both axes). Offered no height (a
    /// `Form` row, a scroll view), it is as tall as its wrapped text plus UIKit's 8-point insets, as an
    /// iOS 16+ text editor in a form grows with its text; offered no width, 10 points.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? {
        let width = proposal.width ?? 10
        if let height = proposal.height { return CGSize(width: width, height: height) }
        return CGSize(width: width, height: ceil(uiView.sizeThatFits(CGSize(width: width, height: 0)).height))
    }
}
