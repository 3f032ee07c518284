import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Tabs: SwiftUI's `TabView`, shown the way iOS shows it — a `UITabBarController` (MotionLab's, with its
/// tab bar and badges) whose tabs are the content's views, each a screen of its own (a hosting
/// controller with its own view graph, given its view again at each update of the tab view). A tab's
/// bar item is its `tabItem` label (a `Label`'s title and symbol, or a `Text` and an `Image`), its
/// badge `badge(_:)`; with `selection:` the selected tab is the one whose `tag` equals the binding, and
/// a tap on the bar writes the binding.
public struct TabView<SelectionValue: Hashable, Content: View>: View, BuiltinView {
    let content: Content
    let selection: Binding<SelectionValue>?

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content(); self.selection = selection
    }

    public var body: Never { primitiveBody("TabView") }
    /// A tab bar, or pages under `.tabViewStyle(.page)` (see `PageTabView.swift`).
    func makeNode(graph: ViewGraph) -> ViewNode { TabViewStyleSwitchNode(graph: graph) }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { self.content = content(); selection = nil }
}

/// What a tab view's node reads of it.
protocol TabViewDescription {
    var tabs: [TabDescription] { get }
    var selectedTag: AnyHashable? { get }
    func select(_ tag: AnyHashable)
}

/// One tab: its view, its bar item's title, symbol and badge, and its tag.
struct TabDescription {
    let view: AnyView
    var title: String?
    var systemImage: String?
    var imageName: String?
    var badge: String?
    var tag: AnyHashable?
}

extension TabView: TabViewDescription {
    var tabs: [TabDescription] {
        ToolbarViews.split(AnyView(content)).map { TabViews.describe($0) }
    }
    var selectedTag: AnyHashable? { selection.map { AnyHashable($0.wrappedValue) } }
    func select(_ tag: AnyHashable) {
        guard let selection, let value = tag.base as? SelectionValue, selection.wrappedValue != value else { return }
        selection.wrappedValue = value
    }
}

enum TabViews {
    /// Reads a tab's bar item and tag out of the modifiers on its view.
    static func describe(_ view: AnyView) -> TabDescription {
        var tab = TabDescription(view: view)
        var v: any View = view.view
        while true {
            if let any = v as? AnyView { v = any.view; continue }
            guard let mc = v as? AnyModifiedContent else { break }
            switch mc.anyModifier {
            case let item as TabItemModifier:
                for part in ToolbarViews.split(item.label) {
                    if let l = part.view as? LabelDescription {
                        tab.title = tab.title ?? l.labelTitle
                        tab.systemImage = tab.systemImage ?? l.labelSystemImage
                    } else if let t = part.view as? Text {
                        tab.title = tab.title ?? t.content
                    } else if let i = part.view as? Image {
                        switch i.source {
                        case .system(let name): tab.systemImage = tab.systemImage ?? name
                        case .named(let name): tab.imageName = tab.imageName ?? name
                        case .ui: break
                        }
                    }
                }
            case let badge as BadgeModifier:
                tab.badge = tab.badge ?? badge.value
            case let context as ContextModifier:
                if tab.tag == nil { tab.tag = context.tagValue }
            default:
                break
            }
            v = mc.anyContent
        }
        return tab
    }
}

extension View {
    /// The tab bar item of this view in a `TabView`: a `Label`, or a `Text` and an `Image`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }
    /// A badge on this view's tab bar item.
    /// In a list, the badge is drawn at the row's trailing edge (see `ListRowBadged`). 0: no badge.
    public func badge(_ count: Int) -> some View { modifier(BadgeModifier(value: count == 0 ? nil : String(count), text: count == 0 ? nil : Text(verbatim: String(count)))) }
    public func badge(_ label: String?) -> some View { modifier(BadgeModifier(value: label, text: label.map { Text(verbatim: $0) })) }
    public func badge(_ label: Text?) -> some View { modifier(BadgeModifier(value: label?.content, text: label)) }
}

struct TabItemModifier: ViewModifier, PrimitiveModifier {
    let label: AnyView
    func body(content: Content) -> Never { primitiveBody("tabItem") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { TransparentNode(graph: graph) }
}

struct BadgeModifier: ViewModifier, PrimitiveModifier {
    let value: String?
    /// The badge as a list row draws it (the text with its own style).
    var text: Text? = nil
    func body(content: Content) -> Never { primitiveBody("badge") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { TransparentNode(graph: graph) }
}

/// The node of a tab view.
final class TabViewNode: ContainerControllerNode {
    let coordinator: TabCoordinator

    init(graph: ViewGraph) {
        let c = TabCoordinator()
        coordinator = c
        super.init(graph: graph, controller: c.tabBarController)
    }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let description = view as? TabViewDescription else { return }
        installContainer(ctx)
        coordinator.update(description, environment: ctx.environment, transaction: ctx.transaction)
    }
}

/// The UIKit side of one tab view: its tab bar controller, one screen per tab (kept while the tab's
/// position and tag stay), and the selection binding it keeps in step.
final class TabCoordinator: UITabBarControllerDelegate {
    private(set) lazy var tabBarController: UITabBarController = {
        let t = UITabBarController()
        t.delegate = self
        return t
    }()
    private var screens: [(key: AnyHashable, controller: NestedHostingController)] = []
    private var description: TabViewDescription?
    private var tags: [AnyHashable] = []

    func update(_ description: TabViewDescription, environment: EnvironmentValues, transaction: Transaction) {
        self.description = description
        // `TabView { … }.tint(.purple)`: the selected tab's symbol and title in the tint (iOS's bar
        // draws its selected item in its tint colour); nil gives the bar back the inherited tint.
        let tint = environment.tint?.uiColor
        if tabBarController.tabBar.tintColor != tint { tabBarController.tabBar.tintColor = tint }
        let tabs = description.tabs
        var next: [(key: AnyHashable, controller: NestedHostingController)] = []
        for (i, tab) in tabs.enumerated() {
            let key = tab.tag ?? AnyHashable(i)
            let c: NestedHostingController
            if let kept = screens.first(where: { $0.key == key }) {
                c = kept.controller
                c.update(root: tab.view, environment: environment, transaction: transaction)
            } else {
                c = NestedHostingController(root: tab.view, environment: environment)
            }
            let image = tab.systemImage.flatMap { UIImage(systemName: $0) } ?? tab.imageName.flatMap { UIImage(named: $0) }
            let item: UITabBarItem = c.tabBarItem
            if item.title != tab.title { item.title = tab.title }
            if item.image !== image, image != nil || item.image != nil { item.image = image }
            if item.badgeValue != tab.badge { item.badgeValue = tab.badge }
            next.append((key, c))
        }
        let changed = next.count != screens.count || zip(next, screens).contains { $0.controller !== $1.controller }
        screens = next
        // Tags: a tab's `tag`, else its position (what `TabView(selection:)` of Int matches without tags).
        tags = tabs.enumerated().map { $0.element.tag ?? AnyHashable($0.offset) }
        if changed { tabBarController.setViewControllers(next.map(\.controller), animated: false) }
        if let wanted = description.selectedTag, let i = tags.firstIndex(of: wanted), tabBarController.selectedIndex != i {
            tabBarController.selectedIndex = i
        }
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }

    /// A tap on the bar: the binding takes the tab's tag.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let i = screens.firstIndex(where: { $0.controller === viewController }), i < tags.count else { return }
        description?.select(tags[i])
    }
}
