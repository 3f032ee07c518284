import Foundation

/// iPhone's on-screen keyboard, as a text input's default input view: when a text field or text view
/// (anything `UIKeyInput` that can become first responder) becomes first responder without an `inputView`
/// of its own, this keyboard slides up from the bottom of the window in `InputViewHost`, as on an iPhone —
/// with the keyboard notifications (`keyboardWillShow`, frames, 0.25 s, curve 7), `keyboardLayoutGuide`
/// rising with it and content behind it covered — and slides away when editing ends. Its keys type into the
/// field when tapped, and the computer's keyboard types as before.
///
/// Layouts follow the field's `keyboardType`: letters (with a numbers-and-symbols layer behind "123") for
/// text, a 12-key pad for `.numberPad`, `.decimalPad`, `.phonePad` and `.asciiCapableNumberPad`. The return
/// key reads the field's `returnKeyType` ("go", "search", "send", "done", …), blue for the action types.
///
/// Sizes are MotionLab's reading of iOS 17's English keyboard with its suggestion bar, in points: 302 above
/// the home indicator on a phone with one (336 with its 34-point strip), 260 on a phone with a home button;
/// a number pad 216; keys 42 high with 6-point gaps and 5-point corners on the light backdrop
/// (209, 211, 217).
///
/// `SoftwareKeyboard.isEnabled = false` (or `MOTIONLAB_SOFTWARE_KEYBOARD=0`) leaves it out, as the simulator's
/// "Connect Hardware Keyboard" does: then only an `inputView` slides up and typing posts no notifications.
public enum SoftwareKeyboard {
    /// Whether text inputs show the keyboard (true unless `MOTIONLAB_SOFTWARE_KEYBOARD` is 0).
    nonisolated(unsafe) public static var isEnabled: Bool =
        ProcessInfo.processInfo.environment["MOTIONLAB_SOFTWARE_KEYBOARD"].map { $0 != "0" } ?? true

    /// The keyboard for `responder` when it takes typing and shows no input view of its own; nil otherwise.
    static func view(for responder: UIResponder, in window: UIWindow) -> UIView? {
        guard isEnabled, responder.inputView == nil, let input = responder as? UIKeyInput else { return nil }
        let pad = SoftwareKeyboardView.padKind(for: input) != nil
        let height: CGFloat = pad ? 216 : window.safeAreaInsets.bottom > 0 ? 302 : 260
        return SoftwareKeyboardView(target: input, frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: height))
    }
}

/// The keyboard's keys (see `SoftwareKeyboard`), laid out for the view's width; a tap on a key types into
/// `target`.
final class SoftwareKeyboardView: UIView {
    enum Key: Equatable {
        /// A letter (shifted to a capital while `shifted`).
        case letter(String)
        /// A digit or symbol, typed as it is.
        case character(String)
        case shift, delete, space, returnKey
        /// "123" and "ABC": the numbers-and-symbols layer and back.
        case numbers, letters
        /// An empty place (the number pad's lower left).
        case blank
    }

    /// What the keys are: letters, the numbers-and-symbols layer, or a 12-key pad.
    enum Layout: Equatable {
        case letters, numbers
        case pad(PadKind)
    }

    /// The pad's lower-left key: nothing (`.numberPad`), the decimal point, or the phone pad's "+*#".
    enum PadKind: Equatable { case number, decimal, phone }

    weak var target: UIKeyInput?
    private(set) var layout: Layout
    /// Shift: the next letter is a capital (on at the start when the field capitalises sentences).
    private(set) var shifted = false
    private(set) var keys: [(key: Key, view: UIView, label: UILabel)] = []
    private var observers: [NSObjectProtocol] = []

    static let suggestionBarHeight: CGFloat = 45
    static let keyHeight: CGFloat = 42
    static let rowGap: CGFloat = 11
    static let keyGap: CGFloat = 6
    static let sideMargin: CGFloat = 3
    /// Letter keys and the function keys: light (white; 171, 177, 186) and iOS's dark keyboard (grey 107
    /// and 71, read off iOS 17 dark-keyboard screenshots: approximate, the keyboard's blur is not drawn).
    static let keyColor = UIColor(light: CGColor(gray: 1, alpha: 1), dark: CGColor(gray: 107 / 255, alpha: 1))
    static let specialKeyColor = UIColor(light: CGColor(red: 171 / 255, green: 177 / 255, blue: 186 / 255, alpha: 1), dark: CGColor(gray: 71 / 255, alpha: 1))

    init(target: UIKeyInput, frame: CGRect) {
        self.target = target
        layout = Self.padKind(for: target).map { .pad($0) } ?? .letters
        super.init(frame: frame)
        backgroundColor = .clear
        shifted = Self.capitalisesNext(target)
        buildKeys()
        // Typing from the computer's keyboard or a script changes the text too: the shift follows it.
        for name in [UITextField.textDidChangeNotification, UITextView.textDidChangeNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: target as AnyObject, queue: nil) { [weak self] _ in
                // Posted where the text changed: the main actor's thread, as on iOS.
                _callOnMainActor {
                    guard let self, let target = self.target else { return }
                    let next = Self.capitalisesNext(target)
                    if next != self.shifted { self.shifted = next; self.updateLabels() }
                }
            })
        }
        addGestureRecognizer(UITapGestureRecognizer(target: nil, action: { [weak self] recognizer in
            guard let self, let key = self.key(at: recognizer.location(in: self)) else { return }
            self.press(key)
        }))
    }

    required init?(coder: NSCoder) { nil }

    deinit { for o in observers { NotificationCenter.default.removeObserver(o) } }

    /// The pad a field's `keyboardType` asks for, nil for the letters keyboard.
    static func padKind(for target: UIKeyInput) -> PadKind? {
        let type = (target as? UITextField)?.keyboardType ?? (target as? UITextView)?.keyboardType ?? .default
        switch type {
        case .numberPad, .asciiCapableNumberPad: return .number
        case .decimalPad: return .decimal
        case .phonePad: return .phone
        default: return nil
        }
    }

    /// Whether iOS's auto-capitalisation makes the next letter a capital: a field capitalising sentences (the
    /// default) when empty or after a sentence's end and a space, one capitalising words after a space,
    /// `.allCharacters` always.
    static func capitalisesNext(_ target: UIKeyInput) -> Bool {
        let mode: UITextAutocapitalizationType
        let text: String
        if let field = target as? UITextField { mode = field.autocapitalizationType; text = field.text ?? "" }
        else if let view = target as? UITextView { mode = view.autocapitalizationType; text = view.text }
        else { return false }
        switch mode {
        case .none: return false
        case .allCharacters: return true
        case .words: return text.isEmpty || text.last?.isWhitespace == true
        default:
            let trimmed = text.reversed().drop { $0 == " " }
            return text.isEmpty || trimmed.first.map { ".!?\n".contains($0) } == true && text.last == " "
                || text.last == "\n"
        }
    }

    /// The rows of keys for `layout`.
    static func rows(_ layout: Layout) -> [[Key]] {
        func chars(_ s: String) -> [Key] { s.map { .character(String($0)) } }
        switch layout {
        case .letters:
            return ["qwertyuiop".map { .letter(String($0)) }, "asdfghjkl".map { .letter(String($0)) },
                    [.shift] + "zxcvbnm".map { .letter(String($0)) } + [.delete], [.numbers, .space, .returnKey]]
        case .numbers:
            return [chars("1234567890"), chars("-/:;()$&@\""), [.blank] + chars(".,?!'") + [.delete], [.letters, .space, .returnKey]]
        case .pad(let kind):
            let corner: Key = kind == .decimal ? .character(".") : kind == .phone ? .character("+") : .blank
            return [chars("123"), chars("456"), chars("789"), [corner, .character("0"), .delete]]
        }
    }

    static func isSpecial(_ key: Key) -> Bool {
        switch key {
        case .shift, .delete, .numbers, .letters, .returnKey, .blank: return true
        case .letter, .character, .space: return false
        }
    }

    /// Whether the return key is the blue action key for the field's `returnKeyType` (iOS: go, search, send,
    /// done, join, route, continue and the search engines' keys; "return" and "next" are grey).
    private var returnIsAction: Bool {
        let type = (target as? UITextField)?.returnKeyType ?? (target as? UITextView)?.returnKeyType ?? .default
        return type != .default && type != .next
    }

    private var returnTitle: String {
        switch (target as? UITextField)?.returnKeyType ?? (target as? UITextView)?.returnKeyType ?? .default {
        case .default: return "return"
        case .go: return "go"
        case .google, .yahoo, .search: return "search"
        case .join: return "join"
        case .next: return "next"
        case .route: return "route"
        case .send: return "send"
        case .done: return "done"
        case .emergencyCall: return "emergency"
        case .continue: return "continue"
        }
    }

    private func buildKeys() {
        for k in keys { k.view.removeFromSuperview() }
        keys = []
        for row in Self.rows(layout) {
            for key in row {
                let v = UIView()
                let padDigit = { if case .pad = self.layout { return true } else { return false } }()
                v.backgroundColor = key == .blank ? .clear : key == .returnKey && returnIsAction ? .systemBlue
                    : Self.isSpecial(key) ? Self.specialKeyColor : Self.keyColor
                v.layer.cornerRadius = 5
                if key != .blank {
                    v.layer.shadowOpacity = 0.35
                    v.layer.shadowRadius = 0
                    v.layer.shadowOffset = CGSize(width: 0, height: 1)
                    v.layer.shadowColor = UIColor(white: 0.53, alpha: 1).cgColor
                }
                v.isUserInteractionEnabled = false
                let label = UILabel()
                label.textAlignment = .center
                label.textColor = key == .returnKey && returnIsAction ? .white : .label
                label.font = padDigit ? .systemFont(ofSize: 26)
                    : Self.isSpecial(key) || key == .space ? .systemFont(ofSize: 16) : .systemFont(ofSize: 22)
                v.addSubview(label)
                addSubview(v)
                keys.append((key, v, label))
            }
        }
        updateLabels()
        UIView.performWithoutAnimation { layoutKeys() }
    }

    private func updateLabels() {
        for (key, _, label) in keys {
            switch key {
            case .letter(let c): label.text = shifted ? c.uppercased() : c
            case .character(let c): label.text = c == "+" ? "+ * #" : c
            case .shift: label.text = "⇧"
            case .delete: label.text = "⌫"
            case .numbers: label.text = "123"
            case .letters: label.text = "ABC"
            case .space: label.text = "space"
            case .returnKey: label.text = returnTitle
            case .blank: label.text = nil
            }
        }
        for (key, view, _) in keys where key == .shift {
            view.backgroundColor = shifted ? Self.keyColor : Self.specialKeyColor
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The keys take their places at once (the keyboard slides in as one piece, never growing keys).
        UIView.performWithoutAnimation { layoutKeys() }
    }

    private func layoutKeys() {
        let w = bounds.width
        var index = 0
        var y: CGFloat = 0
        func place(_ x: CGFloat, _ width: CGFloat, _ height: CGFloat = SoftwareKeyboardView.keyHeight) {
            guard index < keys.count else { return }
            keys[index].view.frame = CGRect(x: x, y: y, width: width, height: height)
            keys[index].label.frame = keys[index].view.bounds
            index += 1
        }
        if case .pad = layout {
            // Four rows of three equal keys filling the width.
            let keyWidth = (w - 2 * Self.keyGap - 2 * Self.sideMargin) / 3, height: CGFloat = 46
            y = 6
            for _ in 0..<4 {
                for c in 0..<3 { place(Self.sideMargin + CGFloat(c) * (keyWidth + Self.keyGap), keyWidth, height) }
                y += height + Self.keyGap
            }
            return
        }
        let keyWidth = (w - 2 * Self.sideMargin - 9 * Self.keyGap) / 10
        y = Self.suggestionBarHeight + 8
        // Row 1: ten keys.
        for i in 0..<10 { place(Self.sideMargin + CGFloat(i) * (keyWidth + Self.keyGap), keyWidth) }
        y += Self.keyHeight + Self.rowGap
        // Row 2: nine letters centred, or ten symbols.
        let second = layout == .letters ? 9 : 10
        let inset2 = (w - CGFloat(second) * keyWidth - CGFloat(second - 1) * Self.keyGap) / 2
        for i in 0..<second { place(inset2 + CGFloat(i) * (keyWidth + Self.keyGap), keyWidth) }
        y += Self.keyHeight + Self.rowGap
        // Row 3: a wide key, seven letters or five wider symbols, delete.
        let special = keyWidth * 1.3
        place(Self.sideMargin, special)
        let middle = layout == .letters ? 7 : 5
        let middleWidth = layout == .letters ? keyWidth : keyWidth * 1.35
        let inset3 = (w - CGFloat(middle) * middleWidth - CGFloat(middle - 1) * Self.keyGap) / 2
        for i in 0..<middle { place(inset3 + CGFloat(i) * (middleWidth + Self.keyGap), middleWidth) }
        place(w - Self.sideMargin - special, special)
        y += Self.keyHeight + Self.rowGap
        // Row 4: 123 (or ABC), space, return.
        let wide = keyWidth * 2.6
        place(Self.sideMargin, wide)
        place(Self.sideMargin + wide + Self.keyGap, w - 2 * (Self.sideMargin + wide + Self.keyGap))
        place(w - Self.sideMargin - wide, wide)
    }

    /// The key under `p` (the view's points), counting half the gaps around each key as its own.
    func key(at p: CGPoint) -> Key? {
        let hit = keys.first { $0.key != .blank && $0.view.frame.insetBy(dx: -Self.keyGap / 2, dy: -Self.rowGap / 2).contains(p) }
        return hit?.key
    }

    /// What a tap on `key` does: types into the target, or changes the layout or shift.
    func press(_ key: Key) {
        guard let target else { return }
        switch key {
        case .letter(let c):
            let wasShifted = shifted
            target.insertText(shifted ? c.uppercased() : c)
            // The text changed (the observer above followed it); a shift pressed by hand lasts one letter.
            if wasShifted && shifted && !Self.capitalisesNext(target) { shifted = false; updateLabels() }
        case .character(let c):
            target.insertText(c)
        case .shift:
            shifted.toggle()
            updateLabels()
        case .delete:
            target.deleteBackward()
        case .numbers:
            layout = .numbers
            buildKeys()
        case .letters:
            layout = .letters
            buildKeys()
        case .space:
            target.insertText(" ")
        case .returnKey:
            target.insertText("\n")
        case .blank:
            break
        }
    }
}
