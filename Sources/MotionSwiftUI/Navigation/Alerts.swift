import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Alerts and confirmation dialogs: SwiftUI's `alert` and `confirmationDialog`, shown as iOS shows
/// them — a `UIAlertController` (alert, or action sheet for a dialog) presented by the screen's
/// controller. Its buttons are the `Button`s of `actions` (a `.cancel` role is the cancel action, a
/// `.destructive` one is red); with none, one "OK". Any button dismisses the alert, sets the binding
/// back to false and then runs its action. `message` is the alert's message text.
extension View {
    @_disfavoredOverload
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(title, nil, isPresented, AnyView(actions()), .alert)
    }
    @_disfavoredOverload
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertModifier(title, AlertParts.text(message()), isPresented, AnyView(actions()), .alert)
    }
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(titleKey.value, isPresented: isPresented, actions: actions)
    }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(titleKey.value, isPresented: isPresented, actions: actions, message: message)
    }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title.content, isPresented: isPresented, actions: actions)
    }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(title.content, isPresented: isPresented, actions: actions, message: message)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(String(title), isPresented: isPresented, actions: actions)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(String(title), isPresented: isPresented, actions: actions, message: message)
    }
    /// An alert about `data` (shown while `isPresented` is true and `data` is not nil).
    public func alert<A: View, M: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?,
                                          @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = Binding<Bool>(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        guard let data else { return alertModifier(title, nil, shown, AnyView(EmptyView()), .alert) }
        return alertModifier(title, AlertParts.text(message(data)), shown, AnyView(actions(data)), .alert)
    }
    public func alert<A: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// iOS 13's alert: an `Alert` value.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let a = content()
        return alertModifier(a.title, a.message, isPresented, AnyView(AlertParts.LegacyButtons(buttons: a.buttons)), .alert)
    }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let shown = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        guard let value = item.wrappedValue else { return alertModifier("", nil, shown, AnyView(EmptyView()), .alert) }
        let a = content(value)
        return alertModifier(a.title, a.message, shown, AnyView(AlertParts.LegacyButtons(buttons: a.buttons)), .alert)
    }

    @_disfavoredOverload
    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        alertModifier(titleVisibility == .visible ? title : nil, nil, isPresented, AnyView(actions()), .actionSheet)
    }
    public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertModifier(titleVisibility == .visible ? title : nil, AlertParts.text(message()), isPresented, AnyView(actions()), .actionSheet)
    }
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(titleKey.value, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    func alertModifier(_ title: String?, _ message: String?, _ isPresented: Binding<Bool>, _ actions: AnyView,
                       _ style: UIAlertController.Style) -> ModifiedContent<Self, AlertModifier> {
        modifier(AlertModifier(title: title, message: message, isPresented: isPresented, actions: actions, style: style))
    }
}

/// iOS 13's alert description.
public struct Alert {
    let title: String
    let message: String?
    let buttons: [Button]

    public struct Button {
        let title: String
        let role: ButtonRole?
        let action: (() -> Void)?
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(title: label.content, role: nil, action: action) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(title: label.content, role: .cancel, action: action) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(title: "Cancel", role: .cancel, action: action) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(title: label.content, role: .destructive, action: action) }
    }

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.content; self.message = message?.content; buttons = dismissButton.map { [$0] } ?? []
    }
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.content; self.message = message?.content; buttons = [primaryButton, secondaryButton]
    }
}

/// Reading an alert's parts out of its views.
enum AlertParts {
    struct Action {
        let title: String
        let role: ButtonRole?
        let run: () -> Void
    }

    /// A legacy alert's buttons, carried as a view so both spellings take one path.
    struct LegacyButtons: View {
        let buttons: [Alert.Button]
        var body: some View { EmptyView() }
    }

    /// The text of a message view (a `Text`, or the texts of a group of them, one per line).
    static func text<V: View>(_ view: V) -> String? {
        let parts = ToolbarViews.split(AnyView(view)).compactMap { ($0.view as? Text)?.content }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }

    /// A text field among an alert's actions (iOS 16: `TextField("Name", text: $name)` in `actions`).
    struct Field {
        let placeholder: String
        let text: Binding<String>
        let secure: Bool
    }

    /// The text and secure fields among `view`'s views, in order (through their modifiers).
    static func fields(_ view: AnyView) -> [Field] {
        ToolbarViews.split(view).compactMap { v in
            var inner: any View = v.view
            while true {
                if let any = inner as? AnyView { inner = any.view; continue }
                if let mc = inner as? AnyModifiedContent { inner = mc.anyContent; continue }
                break
            }
            return (inner as? AlertFieldDescription)?.alertField
        }
    }

    /// The buttons among `view`'s views, in order.
    static func actions(_ view: AnyView) -> [Action] {
        if let legacy = view.view as? LegacyButtons {
            return legacy.buttons.map { b in Action(title: b.title, role: b.role, run: b.action ?? {}) }
        }
        return ToolbarViews.split(view).compactMap { v in
            guard let b = v.view as? ToolbarButtonDescription else { return nil }
            let label = b.toolbarLabel
            let title = (label as? Text)?.content ?? (label as? LabelDescription)?.labelTitle ?? ""
            return Action(title: title, role: b.toolbarRole, run: b.toolbarAction)
        }
    }
}

struct AlertModifier: ViewModifier, PrimitiveModifier {
    let title: String?
    let message: String?
    let isPresented: Binding<Bool>
    let actions: AnyView
    let style: UIAlertController.Style
    func body(content: Content) -> Never { primitiveBody("alert") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { AlertNode(graph: graph) }
}

/// Keeps one alert in step with its binding.
final class AlertNode: TransparentNode {
    private weak var shown: UIAlertController?
    private var latest: AlertModifier?

    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? AlertModifier else { return }
        latest = m
        let env = ctx.environment
        let showing = shown?.presentingViewController != nil
        if m.isPresented.wrappedValue != showing {
            graph.afterRender.append { [weak self] in self?.reconcile(environment: env) }
        }
    }

    /// A presentation or dismissal this node started is running (UIKit refuses another meanwhile; its end
    /// checks the binding again).
    private var transitioning = false

    private func reconcile(environment: EnvironmentValues) {
        guard !transitioning, let m = latest else { return }
        let showing = shown?.presentingViewController != nil
        if !m.isPresented.wrappedValue {
            if showing, let alert = shown {
                transitioning = true
                alert.dismiss(animated: true) { [weak self] in
                    self?.transitioning = false
                    self?.shown = nil
                    self?.reconcile(environment: environment)
                }
                if !alert.isBeingDismissed && alert.presentingViewController != nil { transitioning = false }
                return
            }
            shown = nil
            return
        }
        guard !showing, let presenter = environment.hostingController?.controller else { return }
        let alert = UIAlertController(title: m.title, message: m.message, preferredStyle: m.style)
        // Text fields above the buttons, bound both ways (a rename alert), as iOS 16 shows them.
        if m.style == .alert {
            for field in AlertParts.fields(m.actions) {
                alert.addTextField { tf in
                    tf.placeholder = field.placeholder
                    tf.text = field.text.wrappedValue
                    tf.isSecureTextEntry = field.secure
                    tf.addAction(UIAction { [weak tf] _ in
                        guard let tf, field.text.wrappedValue != (tf.text ?? "") else { return }
                        field.text.wrappedValue = tf.text ?? ""
                    }, for: .editingChanged)
                }
            }
        }
        var actions = AlertParts.actions(m.actions)
        if actions.isEmpty { actions = [AlertParts.Action(title: "OK", role: .cancel, run: {})] }
        let binding = m.isPresented
        for a in actions {
            let style: UIAlertAction.Style = a.role == .cancel ? .cancel : a.role == .destructive ? .destructive : .default
            alert.addAction(UIAlertAction(title: a.title, style: style) { _ in
                if binding.wrappedValue { binding.wrappedValue = false }
                a.run()
            })
        }
        // An action sheet without a cancel button gets one (SwiftUI adds it on iPhone).
        if m.style == .actionSheet && !actions.contains(where: { $0.role == .cancel }) {
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in if binding.wrappedValue { binding.wrappedValue = false } })
        }
        shown = alert
        transitioning = true
        presenter.present(alert, animated: true) { [weak self] in
            self?.transitioning = false
            self?.reconcile(environment: environment)
        }
        if alert.presentingViewController == nil { transitioning = false; shown = nil }
    }
}

/// A view an alert shows as one of its text fields.
protocol AlertFieldDescription {
    var alertField: AlertParts.Field { get }
}

extension TextField: AlertFieldDescription {
    var alertField: AlertParts.Field { AlertParts.Field(placeholder: placeholder, text: text, secure: secure) }
}

extension SecureField: AlertFieldDescription {
    var alertField: AlertParts.Field { field.alertField }
}
