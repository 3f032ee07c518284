import Foundation

/// iPhone's on-screen keyboard, as a text input's default input view: when a text field or text view
/// (anything `UIKeyInput` that can become first responder) becomes first responder without an `inputView`
/// of its own, this keyboard slides up from the bottom of the window in `InputViewHost`, as on an iPhone —
/// with the keyboard notifications (`keyboardWillShow`, frames, 0.25 s, curve 7), `keyboardLayoutGuide`
/// rising with it and content behind it covered — and slides away when editing ends. Its keys type into the
/// field when tapped (letters, shift, delete, space, return), and the computer's keyboard types as before.
///
/// Sizes are MotionLab's reading of iOS 17's English keyboard with its suggestion bar, in points: 302 above
/// the home indicator on a phone with one (336 with its 34-point strip), 260 on a phone with a home button;
/// keys 42 high with 6-point gaps and 5-point corners on the light backdrop (209, 211, 217).
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
        let height: CGFloat = window.safeAreaInsets.bottom > 0 ? 302 : 260
        return SoftwareKeyboardView(target: input, frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: height))
    }
}

/// The keyboard's keys (see `SoftwareKeyboard`): four rows under an empty suggestion bar, laid out for the
/// view's width; a tap on a key types into `target`.
final class SoftwareKeyboardView: UIView {
    enum Key: Equatable {
        case letter(String), shift, delete, numbers, space, returnKey
    }

    weak var target: UIKeyInput?
    /// Shift: the next letter is a capital (on at the start when the field capitalises sentences).
    private(set) var shifted = false
    private(set) var keys: [(key: Key, view: UIView, label: UILabel)] = []

    static let suggestionBarHeight: CGFloat = 45
    static let keyHeight: CGFloat = 42
    static let rowGap: CGFloat = 11
    static let keyGap: CGFloat = 6
    static let sideMargin: CGFloat = 3
    static let keyColor = UIColor.white
    static let specialKeyColor = UIColor(red: 171 / 255, green: 177 / 255, blue: 186 / 255, alpha: 1)

    init(target: UIKeyInput, frame: CGRect) {
        self.target = target
        super.init(frame: frame)
        backgroundColor = .clear
        let rows: [[Key]] = [
            "qwertyuiop".map { .letter(String($0)) },
            "asdfghjkl".map { .letter(String($0)) },
            [.shift] + "zxcvbnm".map { .letter(String($0)) } + [.delete],
            [.numbers, .space, .returnKey],
        ]
        for row in rows {
            for key in row {
                let v = UIView()
                v.backgroundColor = Self.isSpecial(key) ? Self.specialKeyColor : Self.keyColor
                v.layer.cornerRadius = 5
                v.layer.shadowOpacity = 0.35
                v.layer.shadowRadius = 0
                v.layer.shadowOffset = CGSize(width: 0, height: 1)
                v.layer.shadowColor = UIColor(white: 0.53, alpha: 1).cgColor
                v.isUserInteractionEnabled = false
                let label = UILabel()
                label.textAlignment = .center
                label.textColor = .black
                label.font = Self.isSpecial(key) || key == .space ? .systemFont(ofSize: 16) : .systemFont(ofSize: 22)
                v.addSubview(label)
                addSubview(v)
                keys.append((key, v, label))
            }
        }
        shifted = Self.capitalisesNext(target)
        updateLabels()
        // Typing from the computer's keyboard or a script changes the text too: the shift follows it.
        for name in [UITextField.textDidChangeNotification, UITextView.textDidChangeNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: target as AnyObject, queue: nil) { [weak self] _ in
                guard let self, let target = self.target else { return }
                let next = Self.capitalisesNext(target)
                if next != self.shifted { self.shifted = next; self.updateLabels() }
            })
        }
        UIView.performWithoutAnimation { layoutKeys() }
        addGestureRecognizer(UITapGestureRecognizer(target: nil, action: { [weak self] recognizer in
            guard let self, let key = self.key(at: recognizer.location(in: self)) else { return }
            self.press(key)
        }))
    }

    required init?(coder: NSCoder) { nil }

    private var observers: [NSObjectProtocol] = []
    deinit { for o in observers { NotificationCenter.default.removeObserver(o) } }

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

    static func isSpecial(_ key: Key) -> Bool {
        switch key {
        case .shift, .delete, .numbers, .returnKey: return true
        case .letter, .space: return false
        }
    }

    private func updateLabels() {
        for (key, _, label) in keys {
            switch key {
            case .letter(let c): label.text = shifted ? c.uppercased() : c
            case .shift: label.text = "⇧"
            case .delete: label.text = "⌫"
            case .numbers: label.text = "123"
            case .space: label.text = "space"
            case .returnKey: label.text = "return"
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
        let letterWidth = (w - 2 * Self.sideMargin - 9 * Self.keyGap) / 10
        var y = Self.suggestionBarHeight + 8
        var index = 0
        func place(_ x: CGFloat, _ width: CGFloat) {
            guard index < keys.count else { return }
            keys[index].view.frame = CGRect(x: x, y: y, width: width, height: Self.keyHeight)
            keys[index].label.frame = keys[index].view.bounds
            index += 1
        }
        // Row 1: ten letters.
        for i in 0..<10 { place(Self.sideMargin + CGFloat(i) * (letterWidth + Self.keyGap), letterWidth) }
        y += Self.keyHeight + Self.rowGap
        // Row 2: nine letters, centred.
        let inset2 = (w - 9 * letterWidth - 8 * Self.keyGap) / 2
        for i in 0..<9 { place(inset2 + CGFloat(i) * (letterWidth + Self.keyGap), letterWidth) }
        y += Self.keyHeight + Self.rowGap
        // Row 3: shift, seven letters, delete.
        let special = letterWidth * 1.3
        let inset3 = (w - 7 * letterWidth - 6 * Self.keyGap) / 2
        place(Self.sideMargin, special)
        for i in 0..<7 { place(inset3 + CGFloat(i) * (letterWidth + Self.keyGap), letterWidth) }
        place(w - Self.sideMargin - special, special)
        y += Self.keyHeight + Self.rowGap
        // Row 4: 123, space, return.
        let wide = letterWidth * 2.6
        place(Self.sideMargin, wide)
        place(Self.sideMargin + wide + Self.keyGap, w - 2 * (Self.sideMargin + wide + Self.keyGap))
        place(w - Self.sideMargin - wide, wide)
    }

    /// The key under `p` (the view's points), the nearest in its row when `p` falls in a gap.
    func key(at p: CGPoint) -> Key? {
        let hit = keys.first { $0.view.frame.insetBy(dx: -Self.keyGap / 2, dy: -Self.rowGap / 2).contains(p) }
        return hit?.key
    }

    /// What a tap on `key` types into the target.
    func press(_ key: Key) {
        guard let target else { return }
        switch key {
        case .letter(let c):
            let wasShifted = shifted
            target.insertText(shifted ? c.uppercased() : c)
            // The text changed (the observer above followed it); a shift pressed by hand lasts one letter.
            if wasShifted && shifted && !Self.capitalisesNext(target) { shifted = false; updateLabels() }
        case .shift:
            shifted.toggle()
            updateLabels()
        case .delete:
            target.deleteBackward()
        case .numbers:
            break
        case .space:
            target.insertText(" ")
        case .returnKey:
            target.insertText("\n")
        }
    }
}
