import Foundation

/// UIKit's single-line text input, with UIKit's documented defaults: `text` nil, `font` the body style
/// (17 pt), `borderStyle` `.none`, `clearButtonMode` and the side views' modes `.never`,
/// `isSecureTextEntry` false, the keyboard traits UIKit's (`.default`, `.sentences` capitalisation).
///
/// - **Drawing.** The text (or, when empty, the placeholder in `.placeholderText`) in `textRect(forBounds:)`
///   — the bounds less the border's padding (7 points for `.roundedRect`, `.line` and `.bezel`), the side
///   views and the clear button — left-aligned by default (`.natural`) and centred vertically; secure
///   entry draws one "•" per character. `.roundedRect` draws a white field with 5-point corners and a
///   0.5-point `systemGray4` border, `.line` a 1-point dark rectangle, `.bezel` a 1-point gray one.
/// - **Editing.** A tap inside makes the field the first responder (`becomeFirstResponder()`), which asks
///   the delegate, sends `.editingDidBegin` and posts `textDidBeginEditingNotification`; the caret (a
///   2-point bar in the tint colour, not blinking) shows at the end of the text. `resignFirstResponder()`
///   and `endEditing(_:)` end it (`.editingDidEnd`). The preview's host has no text input, so typing
///   comes from code: `insertText(_:)` and `deleteBackward()` (UIKit's `UIKeyInput`, what the keyboard
///   calls) ask `textField(_:shouldChangeCharactersIn:replacementString:)`, change the text, send
///   `.editingChanged` and post `textDidChangeNotification`; `insertText("\n")` is the return key
///   (`textFieldShouldReturn`, then `.editingDidEndOnExit`, which resigns when an action is registered
///   for it, as UIKit does). Setting `text` sends nothing, as in UIKit.
/// - **Size.** `intrinsicContentSize` is the text's (or placeholder's) size at `font` plus the padding
///   and the shown side views: 34 points high for a 17-point `.roundedRect` field, as on iOS.
open class UITextField: UIControl, UIKeyInput {
    public typealias DidEndEditingReason = UITextFieldDidEndEditingReason

    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    /// When an overlay view (clear button, left and right views) shows.
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    /// Padding between the border and the text for bordered styles (points).
    public static let borderPadding: CGFloat = 7
    /// The caret's width (points).
    public static let caretWidth: CGFloat = 2

    // MARK: Text

    /// The text; nil by default (Apple). Setting it sends no events.
    open var text: String? { didSet { if text != oldValue { textChanged() } } }
    /// Shown in `.placeholderText` while the text is empty. Setting it drops `attributedPlaceholder`'s
    /// attributes (UIKit's rule: the plain string wins).
    open var placeholder: String? {
        didSet {
            if !settingAttributedPlaceholder { attributedPlaceholderStorage = nil }
            if placeholder != oldValue || !settingAttributedPlaceholder { textChanged() }
        }
    }
    /// The styled placeholder as set (see `UITextField+AttributedPlaceholder.swift`).
    var attributedPlaceholderStorage: NSAttributedString?
    var settingAttributedPlaceholder = false
    /// The font of text and placeholder; the body style (17 pt) by default, as Apple documents.
    /// Setting nil restores it.
    open var font: UIFont? {
        get { fontStorage }
        set { fontStorage = newValue ?? .preferredFont(forTextStyle: .body); textChanged() }
    }
    private var fontStorage: UIFont = .preferredFont(forTextStyle: .body)
    /// The text's colour (UIKit's default: black; nil restores it).
    open var textColor: UIColor? {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label; updateLabel() }
    }
    private var textColorStorage: UIColor = .label
    open var textAlignment: NSTextAlignment = .natural { didSet { updateLabel() } }
    /// Draws one bullet per character instead of the text.
    open var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { textChanged() } } }
    /// Whether beginning to edit clears the text (default false).
    open var clearsOnBeginEditing = false
    /// Whether Dynamic Type changes the font; the preview's category never changes, so nothing does.
    open var adjustsFontForContentSizeCategory = false

    // MARK: Look

    open var borderStyle: BorderStyle = .none { didSet { if borderStyle != oldValue { updateBorder(); textChanged() } } }
    open var clearButtonMode: ViewMode = .never { didSet { layoutOverlays() } }
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            if let leftView { addSubview(leftView) }
            textChanged()
        }
    }
    open var leftViewMode: ViewMode = .never { didSet { textChanged() } }
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            if let rightView { addSubview(rightView) }
            textChanged()
        }
    }
    open var rightViewMode: ViewMode = .never { didSet { textChanged() } }

    // MARK: Keyboard traits (kept; nothing drawn changes)

    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType?

    /// Told about editing (held weakly, as UIKit holds it).
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is being edited (it is the first responder).
    public private(set) var isEditing = false

    // MARK: Subviews

    private let borderView = UIView(frame: .zero)
    let textLabel = UILabel(frame: .zero)
    private let caretView = UIView(frame: .zero)
    private let clearButton = UIButton(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// An empty field with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentVerticalAlignment = .center
        for v in [borderView, textLabel, caretView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        caretView.isHidden = true
        clearButton.isHidden = true
        clearButton.backgroundColor = UIColor(white: 0.55, alpha: 0.6)
        clearButton.setTitle("×", for: .normal)
        clearButton.setTitleColor(.white, for: .normal)
        clearButton.titleLabel?.font = .boldSystemFont(ofSize: 13)
        clearButton.addAction({ [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
        addSubview(clearButton)
        textChanged()
    }

    // MARK: First responder

    /// Text fields become first responder (UIKit's answer for its text inputs) while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        resign(forced: false)
    }

    /// Ends editing: asks the delegate unless `forced` (`endEditing(true)`).
    func resign(forced: Bool) -> Bool {
        guard isFirstResponder else { return true }
        if !forced, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
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
        if clearsOnBeginEditing, text?.isEmpty == false { text = "" }
        textChanged()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
        isEditing = false
        textChanged()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// A tap released inside the field begins editing, as on iOS.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch, bounds.contains(touch.location(in: self)) { becomeFirstResponder() }
    }

    // MARK: Typing (UIKeyInput)

    public var hasText: Bool { !(text ?? "").isEmpty }

    /// Types `text` at the end (the caret's place), as the keyboard does: "\n" is the return key.
    open func insertText(_ text: String) {
        if text == "\n" { returnKeyPressed(); return }
        let current = self.text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else { return }
        self.text = current + text
        editedByTyping()
    }

    /// Deletes the last character, as the keyboard's delete key.
    open func deleteBackward() {
        guard let current = text, let last = current.last else { return }
        let ns = current as NSString
        let length = (String(last) as NSString).length
        let range = NSRange(location: ns.length - length, length: length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        text = String(current.dropLast())
        editedByTyping()
    }

    private func editedByTyping() {
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    private func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let dismisses = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if dismisses { resignFirstResponder() }
    }

    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Geometry (UIKit's overridable rectangles)

    /// The padding between border and content for the border style.
    private var padding: CGFloat { borderStyle == .none ? 0 : Self.borderPadding }

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: the bounds less the padding, the shown side views and clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: padding, dy: 0)
        if shows(leftView, leftViewMode) {
            let l = leftViewRect(forBounds: bounds)
            r = CGRect(x: max(r.minX, l.maxX + (borderStyle == .none ? 0 : 4)), y: r.minY, width: r.maxX - max(r.minX, l.maxX), height: r.height)
        }
        let right = shows(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX
            : (showsClearButton ? clearButtonRect(forBounds: bounds).minX - 4 : r.maxX)
        r.size.width = max(0, min(r.maxX, right) - r.minX)
        return r
    }

    /// Where the text is drawn while editing: `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the placeholder is drawn: `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The left view at the leading edge (its own size), centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The right view at the trailing edge (its own size), centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The clear button: a 16-point circle inside the trailing padding.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let d: CGFloat = 16
        return CGRect(x: bounds.maxX - max(padding, 5) - d, y: bounds.midY - d / 2, width: d, height: d)
    }

    private func shows(_ view: UIView?, _ mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private var showsClearButton: Bool { hasText && shows(clearButton, clearButtonMode) && !shows(rightView, rightViewMode) }

    // MARK: Size

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override var intrinsicContentSize: CGSize {
        let shown = displayedText.isEmpty ? (placeholder ?? "") : displayedText
        let measured = CGSize(width: shown.isEmpty ? 0 : measure(shown).width, height: measure(" ").height)
        var width = measured.width + 2 * padding
        if shows(leftView, leftViewMode) { width += leftView?.frame.width ?? 0 }
        if shows(rightView, rightViewMode) { width += rightView?.frame.width ?? 0 }
        let vertical: CGFloat
        switch borderStyle {
        case .none: vertical = 0
        case .line, .bezel: vertical = 8
        case .roundedRect: vertical = 14
        }
        let sides = max(leftView.map { shows($0, leftViewMode) ? $0.frame.height : 0 } ?? 0,
                        rightView.map { shows($0, rightViewMode) ? $0.frame.height : 0 } ?? 0)
        return CGSize(width: width.rounded(.up), height: max(measured.height + vertical, sides).rounded(.up))
    }

    private func measure(_ string: String) -> CGSize {
        UIServices.textRasterizer?.measure(string, font: fontStorage, maxWidth: nil, numberOfLines: 1) ?? .zero
    }

    // MARK: Drawing

    /// What the field draws as its text: the text, or bullets for secure entry.
    var displayedText: String {
        let t = text ?? ""
        return isSecureTextEntry ? String(repeating: "•", count: t.count) : t
    }

    private func textChanged() {
        updateLabel()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        layoutOverlays()
    }

    private func updateLabel() {
        let showingText = !displayedText.isEmpty
        textLabel.text = showingText ? displayedText : placeholder
        textLabel.font = fontStorage
        textLabel.textColor = showingText ? textColorStorage : .placeholderText
        textLabel.textAlignment = textAlignment
        if !showingText, let styled = shownAttributedPlaceholder { textLabel.attributedText = styled }
    }

    /// The border is a layer colour: resolved again in the new style, as UIKit's field does.
    override func userInterfaceStyleDidChange() { updateBorder() }

    private func updateBorder() {
        let layer = borderView.layer
        switch borderStyle {
        case .none:
            borderView.backgroundColor = nil; layer.borderWidth = 0; layer.cornerRadius = 0
        case .line:
            borderView.backgroundColor = nil; layer.borderWidth = 1; layer.borderColor = UIColor.darkText.cgColor(for: traitStyleStorage); layer.cornerRadius = 0
        case .bezel:
            borderView.backgroundColor = nil; layer.borderWidth = 1; layer.borderColor = UIColor.systemGray.cgColor(for: traitStyleStorage); layer.cornerRadius = 0
        case .roundedRect:
            borderView.backgroundColor = .systemBackground; layer.borderWidth = 0.5
            layer.borderColor = UIColor.systemGray4.cgColor(for: traitStyleStorage); layer.cornerRadius = 5
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
    }

    /// Places border, text, caret, clear button and side views for the current state.
    private func layoutOverlays() {
        let b = bounds
        borderView.frame = borderRect(forBounds: b)
        let textArea = isEditing ? editingRect(forBounds: b) : (hasText ? textRect(forBounds: b) : placeholderRect(forBounds: b))
        let lineHeight = measure(" ").height
        textLabel.frame = CGRect(x: textArea.minX, y: textArea.midY - lineHeight / 2, width: textArea.width, height: lineHeight)
        if let leftView {
            leftView.isHidden = !shows(leftView, leftViewMode)
            leftView.frame = leftViewRect(forBounds: b)
        }
        if let rightView {
            rightView.isHidden = !shows(rightView, rightViewMode)
            rightView.frame = rightViewRect(forBounds: b)
        }
        clearButton.isHidden = !showsClearButton
        clearButton.frame = clearButtonRect(forBounds: b)
        clearButton.layer.cornerRadius = clearButton.frame.height / 2
        caretView.isHidden = !isEditing
        caretView.backgroundColor = tintColor
        if isEditing {
            let typed = displayedText
            var x = textArea.minX + (typed.isEmpty ? 0 : measure(typed).width)
            if textAlignment == .center { x = textArea.midX + (typed.isEmpty ? 0 : measure(typed).width / 2) }
            if textAlignment == .right { x = textArea.maxX }
            x = min(x, textArea.maxX)
            caretView.frame = CGRect(x: x, y: textArea.midY - lineHeight / 2, width: Self.caretWidth, height: lineHeight)
        }
    }
}

/// UIKit's `UIKeyInput`: what a keyboard calls on the first responder.
@MainActor @preconcurrency public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
