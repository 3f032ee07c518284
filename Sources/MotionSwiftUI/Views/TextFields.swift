import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A text field bound to a string: SwiftUI's `TextField`, drawn and edited by UIKit's `UITextField`
/// (its placeholder is the title, or the `prompt`). Typing writes the binding; the binding changed
/// elsewhere shows in the field. `onSubmit` runs on Return, `focused` follows and sets the first
/// responder, `textFieldStyle(.roundedBorder)` draws UIKit's rounded border.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let placeholder: String
    let secure: Bool
    @Environment(\.textFieldRounded) var rounded
    @Environment(\.submitAction) var submit
    @Environment(\.focusBinding) var focus
    @Environment(\.keyboardTypeValue) var keyboard
    @Environment(\.submitLabelValue) var submitLabel
    @Environment(\.autocapitalizationValue) var autocapitalization
    /// `.vertical` (iOS 16): the text wraps and the field grows with it (see `VerticalTextField`).
    var axis: Axis = .horizontal

    public var body: some View {
        if axis == .vertical && !secure {
            VerticalTextField(text: text, placeholder: placeholder, focus: focus, keyboard: keyboard,
                              autocapitalization: autocapitalization?.uiKit ?? .sentences)
        } else {
            field
        }
    }

    private var field: some View {
        TextFieldRepresentable(text: text, placeholder: placeholder, secure: secure, rounded: rounded,
                               submit: submit, focus: focus, keyboard: keyboard, returnKey: submitLabel.returnKeyType,
                               autocapitalization: autocapitalization?.uiKit ?? .sentences)
    }
}

extension TextField where Label == Text {
    @_disfavoredOverload
    public init(_ title: String, text: Binding<String>) { self.init(text: text, placeholder: title, secure: false) }
    @_disfavoredOverload
    public init(_ title: String, text: Binding<String>, prompt: Text?) { self.init(text: text, placeholder: prompt?.content ?? title, secure: false) }
    @_disfavoredOverload
    public init(_ title: String, text: Binding<String>, axis: Axis) { self.init(text: text, placeholder: title, secure: false, axis: axis) }
    @_disfavoredOverload
    public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, placeholder: prompt?.content ?? title, secure: false, axis: axis)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, placeholder: titleKey.value, secure: false, axis: axis)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, placeholder: prompt?.content ?? titleKey.value, secure: false, axis: axis)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(text: text, placeholder: titleKey.value, secure: false) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt?.content ?? titleKey.value, secure: false)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.init(text: text, placeholder: String(title), secure: false) }
    /// A field editing a value through a format (`.number`, a currency…): shows the formatted value,
    /// writes the parsed value when the text parses.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        let text = Binding<String>(get: { format.format(value.wrappedValue) },
                                   set: { if let v = try? format.parseStrategy.parse($0) { value.wrappedValue = v } })
        self.init(text: text, placeholder: title, secure: false)
    }
}

/// A field that hides what is typed: SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    public var body: some View { field }
}

extension SecureField where Label == Text {
    @_disfavoredOverload
    public init(_ title: String, text: Binding<String>) { field = TextField(text: text, placeholder: title, secure: true) }
    @_disfavoredOverload
    public init(_ title: String, text: Binding<String>, prompt: Text?) { field = TextField(text: text, placeholder: prompt?.content ?? title, secure: true) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { field = TextField(text: text, placeholder: titleKey.value, secure: true) }
}

struct TextFieldRepresentable: UIViewRepresentable {
    let text: Binding<String>
    let placeholder: String
    let secure: Bool
    let rounded: Bool
    let submit: (() -> Void)?
    let focus: FocusBinding?
    let keyboard: UIKeyboardType
    let returnKey: UIReturnKeyType
    let autocapitalization: UITextAutocapitalizationType

    final class Coordinator {
        var text: Binding<String>?
        var submit: (() -> Void)?
        var focus: FocusBinding?
    }
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField(frame: .zero)
        let c = context.coordinator
        field.addAction(UIAction { [weak field] _ in
            guard let field, let b = c.text, b.wrappedValue != (field.text ?? "") else { return }
            b.wrappedValue = field.text ?? ""
        }, for: .editingChanged)
        field.addAction(UIAction { _ in c.submit?() }, for: .editingDidEndOnExit)
        field.addAction(UIAction { _ in c.focus?.set(true) }, for: .editingDidBegin)
        field.addAction(UIAction { _ in c.focus?.set(false) }, for: .editingDidEnd)
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        let c = context.coordinator
        c.text = text
        c.submit = submit
        c.focus = focus
        if field.text != text.wrappedValue { field.text = text.wrappedValue }
        if field.placeholder != placeholder { field.placeholder = placeholder }
        if field.isSecureTextEntry != secure { field.isSecureTextEntry = secure }
        if field.keyboardType != keyboard { field.keyboardType = keyboard }
        if field.returnKeyType != returnKey { field.returnKeyType = returnKey }
        if field.autocapitalizationType != autocapitalization { field.autocapitalizationType = autocapitalization }
        let border: UITextField.BorderStyle = rounded ? .roundedRect : .none
        if field.borderStyle != border { field.borderStyle = border }
        // The environment's foreground style and font colour and size the typed text, as SwiftUI's field
        // draws it (a done to-do's field in `.secondary`).
        let env = context.environment
        let color = env.foregroundStyle?._resolveFill(env).color.uiColor ?? .label
        if field.textColor?.cgColor != color.cgColor { field.textColor = color }
        if let font = env.font?.uiFont, field.font != font { field.font = font }
        // `.keyboard` toolbar items: the bar above the keyboard while this field is edited.
        if field.inputAccessoryView !== env.keyboardToolbar?.bar { field.inputAccessoryView = env.keyboardToolbar?.bar }
        if let focus {
            let wants = focus.isFocused()
            if wants && !field.isFirstResponder { _ = field.becomeFirstResponder() }
            if !wants && field.isFirstResponder { _ = field.resignFirstResponder() }
        }
    }

    /// As wide as offered (a field takes the row), as high as UIKit's field (34 points rounded).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextField, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 100, height: rounded ? 34 : 22)
    }
}

// MARK: Styles and modifiers

public protocol TextFieldStyle {}
public struct TextFieldStyleChoice: TextFieldStyle, Sendable { let rounded: Bool }
extension TextFieldStyle where Self == TextFieldStyleChoice {
    public static var automatic: TextFieldStyleChoice { TextFieldStyleChoice(rounded: false) }
    public static var plain: TextFieldStyleChoice { TextFieldStyleChoice(rounded: false) }
    public static var roundedBorder: TextFieldStyleChoice { TextFieldStyleChoice(rounded: true) }
}

/// The label of the keyboard's return key (accepted; the key reads "return").
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done"), go = SubmitLabel(name: "go"), send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join"), route = SubmitLabel(name: "route"), search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return"), next = SubmitLabel(name: "next"), `continue` = SubmitLabel(name: "continue")

    /// The return key UIKit shows for this label.
    var returnKeyType: UIReturnKeyType {
        switch name {
        case "done": return .done
        case "go": return .go
        case "send": return .send
        case "join": return .join
        case "route": return .route
        case "search": return .search
        case "next": return .next
        case "continue": return .continue
        default: return .default
        }
    }
}

public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never"), words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences"), characters = TextInputAutocapitalization(name: "characters")

    var uiKit: UITextAutocapitalizationType {
        switch name {
        case "never": return .none
        case "words": return .words
        case "characters": return .allCharacters
        default: return .sentences
        }
    }
}

struct TextFieldRoundedKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct SubmitActionKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }
struct FocusBindingKey: EnvironmentKey { static var defaultValue: FocusBinding? { nil } }
struct KeyboardTypeKey: EnvironmentKey { static var defaultValue: UIKeyboardType { .default } }
struct SubmitLabelKey: EnvironmentKey { static var defaultValue: SubmitLabel { .return } }
struct AutocapitalizationKey: EnvironmentKey { static var defaultValue: TextInputAutocapitalization? { nil } }

extension EnvironmentValues {
    var textFieldRounded: Bool { get { self[TextFieldRoundedKey.self] } set { self[TextFieldRoundedKey.self] = newValue } }
    var submitAction: (() -> Void)? { get { self[SubmitActionKey.self] } set { self[SubmitActionKey.self] = newValue } }
    var focusBinding: FocusBinding? { get { self[FocusBindingKey.self] } set { self[FocusBindingKey.self] = newValue } }
    var keyboardTypeValue: UIKeyboardType { get { self[KeyboardTypeKey.self] } set { self[KeyboardTypeKey.self] = newValue } }
    var submitLabelValue: SubmitLabel { get { self[SubmitLabelKey.self] } set { self[SubmitLabelKey.self] = newValue } }
    var autocapitalizationValue: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] } set { self[AutocapitalizationKey.self] = newValue }
    }
}

extension View {
    public func textFieldStyle(_ style: TextFieldStyleChoice) -> some View { environmentModifier { $0.textFieldRounded = style.rounded } }
    /// Runs `action` when the user presses Return in a field below.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        environmentModifier { $0.submitAction = action }
    }
    public func keyboardType(_ type: UIKeyboardType) -> some View { environmentModifier { $0.keyboardTypeValue = type } }
    /// The on-screen keyboard's return key for fields below ("done", "search", …).
    public func submitLabel(_ label: SubmitLabel) -> some View { environmentModifier { $0.submitLabelValue = label } }
    /// How the on-screen keyboard capitalises in fields below (nil: sentences, UIKit's default).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environmentModifier { $0.autocapitalizationValue = autocapitalization }
    }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func textContentType(_ type: UITextContentType?) -> some View { self }
    /// The field below has the focus while `condition` is true (and sets it as the focus moves).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environmentModifier { $0.focusBinding = FocusBinding(isFocused: { condition.wrappedValue }, set: { condition.wrappedValue = $0 }) }
    }
    /// The field below has the focus while the focus state equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environmentModifier {
            $0.focusBinding = FocusBinding(isFocused: { binding.wrappedValue == value },
                                           set: { focused in
                                               if focused { binding.wrappedValue = value } else if binding.wrappedValue == value, let none = FocusState<Value>.unfocused { binding.wrappedValue = none }
                                           })
        }
    }
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// How a text field reads and writes the focus state it is bound to.
struct FocusBinding {
    let isFocused: () -> Bool
    let set: (Bool) -> Void
}

/// Which field has the focus: SwiftUI's `FocusState` (a `Bool`, or an optional naming the field). State
/// of the view that declares it; `focused(_:)` binds fields to it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, InstallableProperty {
    var state: State<Value>

    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(base: state.projectedValue) }

    /// The focus state as `focused(_:)` takes it.
    @propertyWrapper
    public struct Binding {
        let base: SwiftUI_Binding<Value>
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }

    /// The "no field" value of an optional focus state (nil); none for a Boolean one.
    static var unfocused: Value? {
        (Optional<Any>.none as Any) as? Value
    }

    mutating func install(node: ViewNode, key: Int) { state.install(node: node, key: key) }
    mutating func refresh(node: ViewNode) { state.refresh(node: node) }
}

/// SwiftUI's `Binding`, named where `FocusState.Binding` hides it.
typealias SwiftUI_Binding<Value> = Binding<Value>
