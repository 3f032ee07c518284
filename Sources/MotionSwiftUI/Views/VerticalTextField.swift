import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// `TextField(_:text:axis: .vertical)` (iOS 16): the text wraps at the field's width and the field grows
/// a line at a time with it — from `lineLimit`'s lower bound (`lineLimit(2...5)`, `lineLimit(3,
/// reservesSpace: true)`; one line otherwise) up to its upper bound (`lineLimit(4)`; no bound without
/// one) — and past the upper bound keeps that height and scrolls inside itself, showing the last lines
/// while typing, as a chat composer does. Edited by UIKit's `UITextView` with no insets, so the text
/// sits where a one-line field's does; the placeholder shows in `.placeholderText` while the text is empty.
/// `textFieldStyle(.roundedBorder)` draws UIKit's rounded field (white, 5-point corners, a half-point
/// `systemGray4` border, 7 points of padding). Return inserts a newline (as on iOS, `onSubmit` does not run).
struct VerticalTextField: View {
    let text: Binding<String>
    let placeholder: String
    let focus: FocusBinding?
    let keyboard: UIKeyboardType
    let autocapitalization: UITextAutocapitalizationType
    @Environment(\.textFieldRounded) var rounded
    @Environment(\.font) var font
    @Environment(\.lineLimit) var maxLines
    @Environment(\.lineLimitMinimum) var minLines

    var body: some View {
        let field = VerticalTextFieldRepresentable(text: text, font: (font ?? .body).uiFont, focus: focus, keyboard: keyboard,
                                                   autocapitalization: autocapitalization,
                                                   lines: max(minLines ?? 1, 1)...max(maxLines ?? Int.max, max(minLines ?? 1, 1)))
            .overlay(alignment: .topLeading) {
                if text.wrappedValue.isEmpty {
                    Text(verbatim: placeholder).foregroundColor(Color(uiColor: .placeholderText)).lineLimit(1).allowsHitTesting(false)
                }
            }
        if rounded {
            field.padding(7).background {
                RoundedRectangle(cornerRadius: 5).fill(Color(uiColor: .systemBackground))
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(uiColor: .systemGray4), lineWidth: 0.5))
            }
        } else {
            field
        }
    }
}

struct LineLimitMinimumKey: EnvironmentKey { static var defaultValue: Int? { nil } }
extension EnvironmentValues {
    /// The lines a vertical text field reserves (`lineLimit(2...4)`'s lower bound); nil: one.
    var lineLimitMinimum: Int? { get { self[LineLimitMinimumKey.self] } set { self[LineLimitMinimumKey.self] = newValue } }
}

struct VerticalTextFieldRepresentable: UIViewRepresentable {
    let text: Binding<String>
    let font: UIFont
    let focus: FocusBinding?
    let keyboard: UIKeyboardType
    let autocapitalization: UITextAutocapitalizationType
    /// The fewest and most lines the field is high.
    let lines: ClosedRange<Int>

    func makeCoordinator() -> TextViewBindingCoordinator {
        let c = TextViewBindingCoordinator()
        c.didChange = { ($0 as? ComposerTextView)?.pinnedToEnd = true }
        return c
    }

    func makeUIView(context: Context) -> ComposerTextView {
        let view = ComposerTextView(frame: .zero)
        view.backgroundColor = .clear
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ view: ComposerTextView, context: Context) {
        let c = context.coordinator
        c.text = text
        c.focus = focus
        if view.text != text.wrappedValue {
            view.text = text.wrappedValue
            view.pinnedToEnd = true
        }
        view.applySwiftUISettings(font: font, keyboard: keyboard, autocapitalization: autocapitalization, focus: focus,
                                  environment: context.environment)
    }

    /// As wide as offered; as high as the wrapped text, clamped between the heights of `lines`' bounds
    /// (measured in the field's font, so a full field is exactly `upperBound` lines high).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: ComposerTextView, context: Context) -> CGSize? {
        let width = proposal.width ?? 100
        guard let rasterizer = UIServices.textRasterizer else { return CGSize(width: width, height: 22) }
        func height(_ s: String, _ n: Int) -> CGFloat {
            rasterizer.measure(s, font: font, maxWidth: width > 0 ? width : nil, numberOfLines: n).height.rounded(.up)
        }
        let string = text.wrappedValue.isEmpty ? " " : text.wrappedValue
        let least = height(Array(repeating: " ", count: lines.lowerBound).joined(separator: "\n"), 0)
        let most = lines.upperBound == Int.max ? CGFloat.infinity : height(string, lines.upperBound)
        let needed = height(string, 0)
        // A text shorter than the upper bound measures the same with or without it; a longer one is cut at it.
        return CGSize(width: width, height: max(least, min(needed, most)))
    }
}

/// The vertical field's text view: after an edit it keeps the text's end (where typing happens) in view
/// once the field has its new height, until the user drags its text.
final class ComposerTextView: UITextView {
    var pinnedToEnd = false

    override func layoutSubviews() {
        super.layoutSubviews()
        if isDragging { pinnedToEnd = false }
        guard pinnedToEnd else { return }
        let bottom = max(0, contentSize.height - bounds.height)
        if abs(contentOffset.y - bottom) > 0.5 { contentOffset = CGPoint(x: 0, y: bottom) }
    }
}
