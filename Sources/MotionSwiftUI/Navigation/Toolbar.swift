import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Where a toolbar item goes. In a navigation stack on an iPhone: the bar's leading side
/// (`topBarLeading`, `navigationBarLeading`, `cancellationAction`), its trailing side (`automatic`,
/// `primaryAction`, `topBarTrailing`, `navigationBarTrailing`, `confirmationAction`,
/// `destructiveAction`), its title (`principal`), or the bottom toolbar (`bottomBar`).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable { case leading, trailing, principal, bottom, keyboard }
    let slot: Slot
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// Above the on-screen keyboard while a field under the toolbar is edited (see `KeyboardToolbar`).
    public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
}

/// The bars `toolbar(_:for:)` and `toolbarBackground` name.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: Int
    public static let automatic = ToolbarPlacement(name: 0)
    public static let navigationBar = ToolbarPlacement(name: 1)
    public static let bottomBar = ToolbarPlacement(name: 2)
    public static let tabBar = ToolbarPlacement(name: 3)
}

/// One item of a toolbar, resolved: where it goes and what it shows.
struct ResolvedToolbarItem {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Content of a `toolbar { }`: `ToolbarItem`s and `ToolbarItemGroup`s, or your own type whose body
/// is built of them.
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content the framework resolves itself.
protocol PrimitiveToolbarContent {
    var resolvedItems: [ResolvedToolbarItem] { get }
}

extension ToolbarContent {
    var toolbarItems: [ResolvedToolbarItem] {
        if let p = self as? PrimitiveToolbarContent { return p.resolvedItems }
        return body.toolbarItems
    }
}

extension Never: ToolbarContent {}

public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement; self.content = content()
    }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement; self.content = content()
    }
    public var body: Never { return primitiveBody("ToolbarItem") }
    var resolvedItems: [ResolvedToolbarItem] { [ResolvedToolbarItem(placement: placement, content: AnyView(content))] }
}

/// Several items at one placement: each view of its content is an item of its own.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    public var body: Never { return primitiveBody("ToolbarItemGroup") }
    var resolvedItems: [ResolvedToolbarItem] {
        ToolbarViews.split(AnyView(content)).map { ResolvedToolbarItem(placement: placement, content: $0) }
    }
}

/// Several toolbar contents from one builder block.
public struct TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    let items: [ResolvedToolbarItem]
    public var body: Never { return primitiveBody("TupleToolbarContent") }
    var resolvedItems: [ResolvedToolbarItem] { items }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> TupleToolbarContent { TupleToolbarContent(items: content.toolbarItems) }
    public static func buildBlock(_ parts: TupleToolbarContent...) -> TupleToolbarContent { TupleToolbarContent(items: parts.flatMap(\.items)) }
    public static func buildOptional(_ part: TupleToolbarContent?) -> TupleToolbarContent { part ?? TupleToolbarContent(items: []) }
    public static func buildEither(first: TupleToolbarContent) -> TupleToolbarContent { first }
    public static func buildEither(second: TupleToolbarContent) -> TupleToolbarContent { second }
    public static func buildArray(_ parts: [TupleToolbarContent]) -> TupleToolbarContent { TupleToolbarContent(items: parts.flatMap(\.items)) }
    public static func buildLimitedAvailability(_ part: TupleToolbarContent) -> TupleToolbarContent { part }
}

/// Splitting a view into the views of its builder block (a tuple's, a group's, a `ForEach`'s).
enum ToolbarViews {
    static func split(_ view: AnyView) -> [AnyView] {
        var out: [AnyView] = []
        func walk(_ v: any View) {
            if let any = v as? AnyView { return walk(any.view) }
            if let list = v as? ListView {
                for (_, child) in list.listChildren() { walk(child) }
                return
            }
            out.append(AnyView(v))
        }
        walk(view.view)
        return out
    }
}

extension View {
    /// Bar items for the screen this view is on: views (each on the bar's trailing side) …
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = ToolbarViews.split(AnyView(content())).map { ResolvedToolbarItem(placement: .automatic, content: $0) }
        return modifier(ToolbarModifier(items: items))
    }

    /// … or `ToolbarItem`s and `ToolbarItemGroup`s placed where they say.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content().toolbarItems))
    }

}

struct ToolbarModifier: ViewModifier, PrimitiveModifier {
    let items: [ResolvedToolbarItem]
    func body(content: Content) -> Never { primitiveBody("toolbar") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ToolbarNode(graph: graph) }
}

/// Puts a toolbar's items on the screen's navigation item. A button whose label is text, a symbol or
/// a `Label` becomes a bar button item of that title or image (drawn, highlighted and laid out by the
/// bar, as iOS does); anything else is shown by a hosting view of its own as the item's custom view.
/// Items are made again only when what they show changes; their actions always call the latest
/// closures.
final class ToolbarNode: TransparentNode {
    private final class Made {
        let key: String
        let item: UIBarButtonItem
        var action: () -> Void = {}
        let host: HostingView?
        init(key: String, item: UIBarButtonItem, host: HostingView?) { self.key = key; self.item = item; self.host = host }
    }
    private var made: [Made] = []
    private var keyboardBar: KeyboardToolbar?

    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        if let m = modifier as? ToolbarModifier {
            let keyboardItems = m.items.filter { $0.placement.slot == .keyboard }
            if !keyboardItems.isEmpty {
                let bar = keyboardBar ?? KeyboardToolbar()
                keyboardBar = bar
                bar.update(keyboardItems, environment: ctx.environment, transaction: ctx.transaction)
                ctx.environment.keyboardToolbar = bar
            }
        }
        guard let m = modifier as? ToolbarModifier, let controller = ctx.environment.hostingController?.controller else { return }
        var next: [Made] = []
        var principal: UIView?
        // Keyboard items are the keyboard bar's (above), not the navigation bar's or the bottom toolbar's.
        let onBars = m.items.filter { $0.placement.slot != .keyboard }
        for (i, r) in onBars.enumerated() {
            let button = ToolbarViews.barButton(r.content)
            // A `Spacer()` among bottom-bar items is a flexible space (items spread across the toolbar).
            let spacer = r.placement.slot == .bottom && KeyboardToolbar.isSpacer(r.content)
            let key = "\(i)|\(r.placement.slot)|" + (spacer ? "spacer" : button.map { "b|\($0.title ?? "")|\($0.image ?? "")|\(String(describing: $0.role))" } ?? "v")
            let entry: Made
            if i < made.count, made[i].key == key {
                entry = made[i]
            } else if spacer {
                entry = Made(key: key, item: UIBarButtonItem(systemItem: .flexibleSpace), host: nil)
            } else if let b = button {
                let box = BarActionBox()
                let image = b.image.flatMap { UIImage(systemName: $0) }
                let item = UIBarButtonItem(title: image == nil ? b.title : nil, image: image, primaryAction: UIAction { _ in box.run() })
                if b.role == .cancel || r.placement == .confirmationAction { item.style = r.placement == .confirmationAction ? .done : .plain }
                entry = Made(key: key, item: item, host: nil)
                box.owner = entry
            } else {
                let host = HostingView(rootView: r.content)
                entry = Made(key: key, item: UIBarButtonItem(customView: host), host: host)
            }
            if let b = button { entry.action = b.action }
            if let host = entry.host {
                // iOS draws a `Label` in a bar as its icon alone (a `ShareLink`'s "Share", a menu's label);
                // the principal item keeps the label style, and a style set on the item still wins.
                var environment = ctx.environment
                if r.placement.slot != .principal { environment.labelStyle = AnyLabelStyle(IconOnlyLabelStyle()) }
                host.graph.rootEnvironment = environment
                host.graph.setRoot(r.content, transaction: ctx.transaction)
                host.frame.size = ToolbarViews.fittingSize(of: host)
            }
            if r.placement.slot == .principal { principal = entry.host ?? nil }
            next.append(entry)
        }
        made = next
        let item = controller.navigationItem
        func items(_ slot: ToolbarItemPlacement.Slot) -> [UIBarButtonItem] {
            zip(onBars, next).filter { $0.0.placement.slot == slot }.map(\.1.item)
        }
        let leading = items(.leading), trailing = items(.trailing), bottom = items(.bottom)
        if !Self.same(item.leftBarButtonItems, leading) { item.leftBarButtonItems = leading }
        // SwiftUI lists trailing items left to right; UIKit's right items go right to left.
        if !Self.same(item.rightBarButtonItems, trailing.reversed()) { item.rightBarButtonItems = trailing.reversed() }
        if item.titleView !== principal { item.titleView = principal }
        if !Self.same(controller.toolbarItems, bottom) {
            controller.toolbarItems = bottom
            if let nav = controller.navigationController, !bottom.isEmpty, nav.topViewController === controller { nav.setToolbarHidden(false, animated: false) }
        }
    }

    private static func same(_ a: [UIBarButtonItem]?, _ b: [UIBarButtonItem]) -> Bool {
        let a = a ?? []
        return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    /// Runs the item's latest action (the item's own action closure is made once).
    private final class BarActionBox {
        weak var owner: Made?
        func run() { owner?.action() }
    }
}

extension ToolbarViews {
    struct BarButton {
        var title: String?
        var image: String?
        var role: ButtonRole?
        var action: () -> Void
    }

    /// The button a toolbar view is, when it is a plain one (text, symbol or `Label` label).
    static func barButton(_ view: AnyView) -> BarButton? {
        guard let b = view.view as? ToolbarButtonDescription else { return nil }
        let label = b.toolbarLabel
        if let text = label as? Text { return BarButton(title: text.content, image: nil, role: b.toolbarRole, action: b.toolbarAction) }
        if let image = label as? Image, case .system(let name) = image.source { return BarButton(title: nil, image: name, role: b.toolbarRole, action: b.toolbarAction) }
        if let l = label as? LabelDescription {
            return BarButton(title: l.labelTitle, image: l.labelSystemImage, role: b.toolbarRole, action: b.toolbarAction)
        }
        return nil
    }

    /// The size a bar item's hosting view wants (its root laid out without a proposal).
    static func fittingSize(of host: HostingView) -> CGSize {
        host.graph.update(size: CGSize(width: 1000, height: 44), safeArea: EdgeInsets())
        let s = host.graph.rootNode?.layoutNodes().first?.sizeThatFits(.unspecified) ?? .zero
        return CGSize(width: ceil(min(s.width, 1000)), height: ceil(min(s.height, 44)))
    }
}

/// What a toolbar reads of a `Button`.
protocol ToolbarButtonDescription {
    var toolbarLabel: any View { get }
    var toolbarRole: ButtonRole? { get }
    var toolbarAction: () -> Void { get }
}

extension Button: ToolbarButtonDescription {
    var toolbarLabel: any View { label }
    var toolbarRole: ButtonRole? { role }
    var toolbarAction: () -> Void { action }
}
