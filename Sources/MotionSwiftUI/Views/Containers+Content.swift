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
    /// The label's place on screen, which the menu opens beside.
    @State private var anchor = MenuAnchor()

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    public var body: some View {
        let content = AnyView(self.content), host = self.host, anchor = self.anchor
        Button(action: { MenuItems.open(MenuItems.menu(content), from: anchor, fallback: host?.controller) }) { label }
            .background(MenuAnchorView(anchor: anchor))
    }
}

extension Menu where Label == Text {
    @_disfavoredOverload
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
}

extension Menu where Label == SwiftUILabel<Text, Image> {
    /// A menu labelled with a title and a symbol.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUILabel(title, systemImage: systemImage) }
    }
}

/// What a menu reads of its nested menus.
protocol MenuDescription { var menuContent: AnyView { get } }
extension Menu: MenuDescription { var menuContent: AnyView { AnyView(content) } }
protocol MenuTitleDescription { var menuTitle: String { get } }
extension Menu: MenuTitleDescription {
    var menuTitle: String { (label as? Text)?.content ?? (label as? LabelDescription)?.labelTitle ?? "" }
}

/// The UIKit view standing where a menu's label (or a context menu's view) is: the menu opens beside it.
final class MenuAnchor {
    weak var view: UIView?
}

struct MenuAnchorView: UIViewRepresentable {
    let anchor: MenuAnchor
    func makeUIView(context: Context) -> UIView {
        let v = UIView()
        v.isUserInteractionEnabled = false
        anchor.view = v
        return v
    }
    func updateUIView(_ uiView: UIView, context: Context) { anchor.view = uiView }
}

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

    /// A menu's content as a `UIMenu`: buttons are actions (a `Label`'s symbol their image, the
    /// destructive role red), nested menus submenus, sections and the runs of views between `Divider`s
    /// inline groups.
    static func menu(_ content: AnyView, title: String = "", inline: Bool = false) -> UIMenu {
        var groups: [[UIMenuElement]] = [[]]
        for v in ToolbarViews.split(content) {
            if v.view is Divider { groups.append([]); continue }
            if let section = v.view as? SectionDescription {
                let header = section.sectionHeader.flatMap { AlertParts.text($0) } ?? ""
                let inner = menu(section.sectionContent, title: header, inline: true)
                groups.append([inner])
                groups.append([])
                continue
            }
            if let nested = v.view as? MenuDescription {
                let t = (v.view as? MenuTitleDescription)?.menuTitle ?? ""
                groups[groups.count - 1].append(menu(nested.menuContent, title: t))
                continue
            }
            if let picker = pickerGroup(v) {
                // An inline picker is a group of its own; a submenu one a row among the others.
                if picker.options.contains(.displayInline) { groups.append([picker]); groups.append([]) }
                else { groups[groups.count - 1].append(picker) }
                continue
            }
            for b in buttons(v) { groups[groups.count - 1].append(b) }
        }
        let nonEmpty = groups.filter { !$0.isEmpty }
        let children: [UIMenuElement] = nonEmpty.count <= 1
            ? (nonEmpty.first ?? [])
            : nonEmpty.map { g in
                if g.count == 1, let m = g[0] as? UIMenu, m.options.contains(.displayInline) { return m }
                return UIMenu(title: "", options: .displayInline, children: g)
            }
        return UIMenu(title: title, options: inline ? .displayInline : [], children: children)
    }

    /// The actions of a view that is a button (its label's title and symbol).
    private static func buttons(_ view: AnyView) -> [UIAction] {
        var v: any View = view.view
        while let mc = v as? AnyModifiedContent { v = mc.anyContent; if let a = v as? AnyView { v = a.view } }
        guard let b = v as? ToolbarButtonDescription else {
            return AlertParts.actions(view).map { a in UIAction(title: a.title, attributes: a.role == .destructive ? .destructive : []) { _ in a.run() } }
        }
        let label = b.toolbarLabel
        let title = (label as? Text)?.content ?? (label as? LabelDescription)?.labelTitle ?? ""
        let image = (label as? LabelDescription)?.labelSystemImage.flatMap { UIImage(systemName: $0) }
        let run = b.toolbarAction
        return [UIAction(title: title, image: image, attributes: b.toolbarRole == .destructive ? .destructive : []) { _ in run() }]
    }

    /// Opens `menu` beside the anchor's view; without one on screen, as an action sheet from `fallback`.
    static func open(_ menu: UIMenu, from anchor: MenuAnchor, fallback: UIViewController?, dims: Bool = false) {
        if let view = anchor.view, view.window != nil,
           MenuPresentation.present(menu, from: view, sender: nil, dimsBackground: dims) != nil { return }
        open(menu.allActions.map { a in
            AlertParts.Action(title: a.title, role: a.attributes.contains(.destructive) ? .destructive : nil, run: { a.performWithSender(nil, target: nil) })
        }, from: fallback)
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

/// A long press on the view opens its menu beside it, the screen dimmed: SwiftUI's `contextMenu`.
struct ContextMenuModifier: ViewModifier {
    let items: AnyView
    @State private var anchor = MenuAnchor()
    func body(content: Content) -> some View {
        let items = self.items, anchor = self.anchor
        content
            .background(MenuAnchorView(anchor: anchor))
            .onLongPressGesture(minimumDuration: UIContextMenuInteraction.pressDuration) {
                MenuItems.open(MenuItems.menu(items), from: anchor, fallback: nil, dims: true)
            }
    }
}

extension View {
    /// A menu a long press on the view opens beside it (the preview is not drawn).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems())))
    }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems())))
    }
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
    @_disfavoredOverload
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
    @_disfavoredOverload
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}
