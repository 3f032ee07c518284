import Foundation

/// UIKit's multi-line text view: a scroll view showing wrapped text, with UIKit's documented layout
/// defaults — `textContainerInset` (8, 0, 8, 0) and the text container's `lineFragmentPadding` 5 points —
/// so the text starts 5 points in and 8 down. `text` is "" by default; a nil `font` draws at 12 points
/// (the text system's default size), `textColor` nil black; `isEditable` and `isSelectable` are true.
///
/// - **Scrolling.** `contentSize` is the wrapped text's height plus the insets; longer text scrolls. With
///   `isScrollEnabled` false the view has an intrinsic height (the wrapped text at its width plus the
///   insets), so a text view between leading and trailing constraints grows with its text, as on iOS.
/// - **Editing** as `UITextField`'s (see there): a tap makes an editable text view the first responder
///   (`textViewShouldBeginEditing`, `textViewDidBeginEditing`, `textDidBeginEditingNotification`);
///   typing comes from code through `insertText(_:)` ("\n" a new line) and `deleteBackward()`, asking
///   `textView(_:shouldChangeTextIn:replacementText:)` and then calling `textViewDidChange`. No caret is
///   drawn. An attributed text draws run by run (see `UILabel.attributedText`).
open class UITextView: UIScrollView, UIKeyInput {
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    /// The text system's size for text without a font (points).
    public static let defaultFontSize: CGFloat = 12

    /// The text ("" by default; setting nil sets "").
    open var text: String! {
        get { textStorage }
        set { textStorage = newValue ?? ""; attributedStorage = nil; textChanged() }
    }
    private var textStorage = ""
    /// The attributed text as set, drawn run by run while the text is still its string (typing or setting
    /// `text` forgets it).
    private var attributedStorage: NSAttributedString?
    /// The font (nil by default: drawn at `defaultFontSize`).
    open var font: UIFont? { didSet { textChanged() } }
    /// The text colour (nil by default: black).
    open var textColor: UIColor? { didSet { updateLabel() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { updateLabel() } }
    /// The text with its attributes: setting it sets `text` and, from its first run, `font`,
    /// `textColor` and `textAlignment` (as `UILabel.attributedText`).
    open var attributedText: NSAttributedString! {
        get {
            if let attributedStorage, attributedStorage.string == textStorage { return attributedStorage }
            return NSAttributedString(string: textStorage, attributes: [.font: shownFont, .foregroundColor: textColor ?? .label])
        }
        set {
            if let newValue, newValue.length > 0 {
                var range = NSRange()
                let attributes = newValue.attributes(at: 0, effectiveRange: &range)
                if let f = attributes[.font] as? UIFont { font = f }
                if let c = attributes[.foregroundColor] as? UIColor { textColor = c }
                if let p = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = p.alignment }
            }
            text = newValue?.string ?? ""
            if let newValue, newValue.length > 0 {
                attributedStorage = NSAttributedString(attributedString: newValue)
                updateLabel()
                layoutText()
            }
        }
    }
    open var isEditable = true
    open var isSelectable = true
    /// The kinds of data made tappable (UIKit's default: none; see `UIDataDetectorTypes`). Kept: the text
    /// here is drawn as one run, so detected links are not underlined or tappable.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The text's margins inside the view; Apple's default (8, 0, 8, 0).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
    /// The text container: its `lineFragmentPadding` (5 by default) insets every line at both ends.
    public let textContainer = NSTextContainer()
    open var adjustsFontForContentSizeCategory = false

    // Keyboard traits (kept; nothing drawn changes).
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default

    /// The scroll view's `delegate` as a text view delegate (UIKit's `UITextViewDelegate` refines
    /// `UIScrollViewDelegate`, so `textView.delegate = self` is the one assignment for both; Swift cannot
    /// narrow the stored property's type, so reading `delegate` gives the scroll view's type).
    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// Whether the view is being edited (it is the first responder).
    public private(set) var isEditing = false

    private let textLabel = UILabel(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// An empty text view with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        textLabel.numberOfLines = 0
        addSubview(textLabel)
        textContainer.owner = self
        addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in _ = self?.becomeFirstResponder() })
        textChanged()
    }

    private var shownFont: UIFont { font ?? .systemFont(ofSize: Self.defaultFontSize) }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool { resign(forced: false) }

    /// Ends editing: asks the delegate unless `forced` (`endEditing(true)`).
    func resign(forced: Bool) -> Bool {
        guard isFirstResponder else { return true }
        if !forced, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        return super.resignFirstResponder()
    }

    private var inputViewStorage: UIView?
    private var inputAccessoryViewStorage: UIView?
    /// Shown instead of the keyboard while editing (a date picker, a picker; `InputViewHost`).
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }
    /// Shown above the input view while editing (a toolbar with Done).
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    override func didBecomeFirstResponder() {
        isEditing = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
        isEditing = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    public var hasText: Bool { !textStorage.isEmpty }

    /// Types `text` at the end, as the keyboard does ("\n" starts a new line).
    open func insertText(_ text: String) {
        let range = NSRange(location: (textStorage as NSString).length, length: 0)
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return }
        self.text = textStorage + text
        edited()
    }

    /// Deletes the last character, as the keyboard's delete key.
    open func deleteBackward() {
        guard let last = textStorage.last else { return }
        let length = (String(last) as NSString).length
        let range = NSRange(location: (textStorage as NSString).length - length, length: length)
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: "") ?? true else { return }
        text = String(textStorage.dropLast())
        edited()
    }

    private func edited() {
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Layout

    /// Where the text is laid out: the bounds' width less the insets and the line padding.
    private func textFrame(width: CGFloat) -> CGRect {
        let inset = textContainerInset, pad = textContainer.lineFragmentPadding
        let w = max(0, width - inset.left - inset.right - 2 * pad)
        let h = textHeight(width: w)
        return CGRect(x: inset.left + pad, y: inset.top, width: w, height: h)
    }

    private func textHeight(width: CGFloat) -> CGFloat {
        guard let rasterizer = UIServices.textRasterizer else { return 0 }
        if textStorage.isEmpty == false, let spans = textLabel.styledSpans(color: nil) {
            let measured = rasterizer.measureSpans(spans, maxWidth: width > 0 ? width : nil, numberOfLines: textContainer.maximumNumberOfLines)
            return measured.height.rounded(.up)
        }
        let measured = rasterizer.measure(textStorage.isEmpty ? " " : textStorage, font: shownFont,
                                          maxWidth: width > 0 ? width : nil, numberOfLines: textContainer.maximumNumberOfLines)
        return measured.height.rounded(.up)
    }

    func textChanged() {
        updateLabel()
        layoutText()
        invalidateIntrinsicContentSize()
    }

    private func updateLabel() {
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        // Style first: setting the label's font, colour or alignment after its attributed text would make it
        // forget the runs (UIKit's rule for labels).
        textLabel.text = textStorage
        textLabel.font = shownFont
        textLabel.textColor = textColor ?? .label
        textLabel.textAlignment = textAlignment
        if let attributedStorage, attributedStorage.string == textStorage {
            // Run by run, each in its font and colour; the view's font and colour for runs without.
            textLabel.attributedText = attributedStorage
        }
    }

    private func layoutText() {
        let f = textFrame(width: bounds.width)
        textLabel.frame = CGRect(x: f.minX, y: f.minY, width: f.width, height: textStorage.isEmpty ? 0 : f.height)
        let height = f.height + textContainerInset.top + textContainerInset.bottom
        if contentSize != CGSize(width: bounds.width, height: height) { contentSize = CGSize(width: bounds.width, height: height) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutText()
    }

    /// Re-wraps when the width changes.
    open override var bounds: CGRect {
        didSet {
            guard bounds.width != oldValue.width else { return }
            layoutText()
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
    }

    open override var isScrollEnabled: Bool { didSet { invalidateIntrinsicContentSize() } }

    /// With scrolling disabled: the wrapped text's height plus the insets (no intrinsic width).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let f = textFrame(width: bounds.width)
        return CGSize(width: UIView.noIntrinsicMetric, height: f.height + textContainerInset.top + textContainerInset.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let f = textFrame(width: size.width > 0 ? size.width : bounds.width)
        return CGSize(width: size.width > 0 ? size.width : bounds.width, height: f.height + textContainerInset.top + textContainerInset.bottom)
    }
}

/// UIKit's text container, as far as a text view uses it: the padding at both ends of every line
/// (Apple's default 5 points) and a line limit (0: none).
public final class NSTextContainer {
    public var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textChanged() } }
    public var maximumNumberOfLines = 0 { didSet { owner?.textChanged() } }
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public var widthTracksTextView = true
    weak var owner: UITextView?
    public init() {}
}

/// UIKit's text view delegate; every method optional (defaults in the extension), as in UIKit.
@MainActor @preconcurrency public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
