import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A button that opens a list of actions: SwiftUI's `Menu`. Its content's `Button`s open as an action
/// sheet from the screen's controller (MotionLab's UIKit has no pop-up menus), each running its action;
/// a nested `Menu`'s buttons are listed in place.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.hostingController) var host

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    public var body: some View {
        let actions = MenuItems.actions(AnyView(content)), host = self.host
        Button(action: { MenuItems.open(actions, from: host?.controller) }) { label }
    }
}

extension Menu where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
}

/// What a menu reads of its nested menus.
protocol MenuDescription { var menuContent: AnyView { get } }
extension Menu: MenuDescription { var menuContent: AnyView { AnyView(content) } }

enum MenuItems {
    /// The buttons of a menu's content, nested menus flattened.
    static func actions(_ content: AnyView) -> [AlertParts.Action] {
        var out: [AlertParts.Action] = []
        for v in ToolbarViews.split(content) {
            if let nested = v.view as? MenuDescription { out += actions(nested.menuContent); continue }
            out += AlertParts.actions(v)
        }
        return out
    }

    static func open(_ actions: [AlertParts.Action], from presenter: UIViewController?, title: String? = nil) {
        guard let presenter else { return }
        let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
        for a in actions where a.role != .cancel {
            sheet.addAction(UIAlertAction(title: a.title, style: a.role == .destructive ? .destructive : .default) { _ in a.run() })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presenter.present(sheet, animated: true)
    }
}

extension View {
    /// Accepted: a long press shows no menu here (MotionLab's UIKit has no context menus).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
}

/// Shares items: SwiftUI's `ShareLink`, a button presenting `UIActivityViewController` with them.
public struct ShareLink<Label: View>: View {
    let items: [Any]
    let label: Label
    @Environment(\.hostingController) var host

    public var body: some View {
        let items = self.items, host = self.host
        Button(action: {
            guard let presenter = host?.controller else { return }
            presenter.present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
        }) { label }
    }
}

extension ShareLink where Label == SwiftUILabel<Text, Image> {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) { items = [item]; label = Label("Share", systemImage: "square.and.arrow.up") }
    public init(item: String, subject: Text? = nil, message: Text? = nil) { items = [item]; label = Label("Share", systemImage: "square.and.arrow.up") }
    public init(_ title: String, item: URL, subject: Text? = nil, message: Text? = nil) { items = [item]; label = Label(title, systemImage: "square.and.arrow.up") }
    public init(_ title: String, item: String, subject: Text? = nil, message: Text? = nil) { items = [item]; label = Label(title, systemImage: "square.and.arrow.up") }
}

extension ShareLink {
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { items = [item]; self.label = label() }
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { items = [item]; self.label = label() }
}

/// A label and a value in a row: SwiftUI's `LabeledContent` (the value trailing, secondary).
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content(); self.label = label() }
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            content.foregroundColor(.secondary)
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init(_ title: String, value: String) { self.init(content: { Text(value) }, label: { Text(title) }) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: String, value: S) { self.init(content: { Text(String(value)) }, label: { Text(title) }) }
}

extension LabeledContent where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content, label: { Text(title) }) }
}

/// An empty state: SwiftUI's `ContentUnavailableView` — a large secondary symbol, a title and a
/// description, centred; `.search` says a search found nothing.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label(); self.description = description(); self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.labelStyle(.iconOnly).font(.system(size: 44)).foregroundColor(.secondary)
            label.labelStyle(.titleOnly).font(.title2.weight(.bold))
            description.font(.subheadline).foregroundColor(.secondary).multilineTextAlignment(.center)
            actions.padding(.top, 8)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == SwiftUILabel<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: String, systemImage name: String, description: Text? = nil) {
        self.init(label: { Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == SwiftUILabel<Text, Image>, Description == Text, Actions == EmptyView {
    /// "No Results", as iOS shows an empty search.
    public static var search: ContentUnavailableView {
        ContentUnavailableView(label: { Label("No Results", systemImage: "magnifyingglass") },
                               description: { Text("Check the spelling or try a new search.") }, actions: { EmptyView() })
    }
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { Label("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass") },
                               description: { Text("Check the spelling or try a new search.") }, actions: { EmptyView() })
    }
}

/// Content shown or hidden under a label with a chevron: SwiftUI's `DisclosureGroup`.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var expandedHere = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); isExpanded = nil
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); self.isExpanded = isExpanded
    }

    public var body: some View {
        let binding = isExpanded ?? $expandedHere
        VStack(alignment: .leading, spacing: 11) {
            Button(action: { withAnimation(.easeInOut(duration: 0.25)) { binding.wrappedValue.toggle() } }) {
                HStack {
                    label.foregroundColor(.primary)
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold))
                        .rotationEffect(.degrees(binding.wrappedValue ? 90 : 0))
                }
            }
            if binding.wrappedValue { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A titled box: SwiftUI's `GroupBox` (the content on a rounded secondary-background card).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content(); self.label = label() }
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}
