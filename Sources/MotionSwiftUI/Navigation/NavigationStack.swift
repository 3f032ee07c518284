import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A type-erased list of the values pushed on a `NavigationStack`: SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}

/// A navigation stack: SwiftUI's `NavigationStack`, shown the way iOS shows it — by a
/// `UINavigationController` (MotionLab's, with its bar, large titles, push and pop animations and the
/// back swipe) whose root screen is the stack's root view and whose pushed screens are the
/// destinations of `NavigationLink`s, by view or by value (`navigationDestination(for:)`). With
/// `path:` the values on the stack are the binding's: changing it pushes or pops, and popping (back
/// button, swipe) writes it back.
public struct NavigationStack<Data, Root: View>: View, BuiltinView {
    let root: Root
    let path: NavigationPathAccess?

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathAccess(get: { path.wrappedValue.elements }, set: { path.wrappedValue = NavigationPath(elements: $0) })
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathAccess(get: { path.wrappedValue.map { AnyHashable($0) } },
                                         set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    public var body: Never { primitiveBody("NavigationStack") }
    func makeNode(graph: ViewGraph) -> ViewNode { NavigationStackNode(graph: graph) }
}

extension NavigationPath {
    init(elements: [AnyHashable]) { self.elements = elements }
}

/// iOS 13's navigation container; on an iPhone a stack (`navigationViewStyle` is accepted).
public struct NavigationView<Content: View>: View, BuiltinView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody("NavigationView") }
    func makeNode(graph: ViewGraph) -> ViewNode { NavigationStackNode(graph: graph) }
}

/// Reads and writes a stack's path binding as type-erased values.
struct NavigationPathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}

/// What a navigation container gives its node.
protocol NavigationContainerDescription {
    var rootView: AnyView { get }
    var pathAccess: NavigationPathAccess? { get }
    /// A split view's columns after the sidebar (its content column, if any, then its detail).
    var splitColumns: [AnyView] { get }
}

extension NavigationContainerDescription {
    var splitColumns: [AnyView] { [] }
}

/// A sidebar and detail (and a content column between): SwiftUI's `NavigationSplitView`, shown as an
/// iPhone shows it — collapsed into a navigation stack whose root is the sidebar. Selecting a row of a
/// `List(selection:)` in a column pushes the next column (the detail given again as the selection
/// changes); popping a column clears the selection that showed it.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, BuiltinView, NavigationContainerDescription {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar(); content = nil; self.detail = detail()
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar(); content = nil; self.detail = detail()
    }
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
    }

    public var body: Never { primitiveBody("NavigationSplitView") }
    func makeNode(graph: ViewGraph) -> ViewNode { NavigationStackNode(graph: graph) }
    var rootView: AnyView { AnyView(sidebar) }
    var pathAccess: NavigationPathAccess? { nil }
    var splitColumns: [AnyView] { (content.map { [AnyView($0)] } ?? []) + [AnyView(detail)] }
}

/// Which columns of a split view show (accepted: an iPhone shows one at a time).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let k: Int
    public static let automatic = NavigationSplitViewVisibility(k: 0), all = NavigationSplitViewVisibility(k: 1)
    public static let doubleColumn = NavigationSplitViewVisibility(k: 2), detailOnly = NavigationSplitViewVisibility(k: 3)
}

extension View {
    /// Accepted: column widths mean nothing on an iPhone.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    public func navigationSplitViewStyle<S>(_ style: S) -> some View { self }
}

struct SplitColumnPushKey: EnvironmentKey { static var defaultValue: ((@escaping () -> Void) -> Void)? { nil } }
extension EnvironmentValues {
    /// In a split view's column: shows the next column (given how to clear the selection that showed it).
    var splitColumnPush: ((@escaping () -> Void) -> Void)? {
        get { self[SplitColumnPushKey.self] }
        set { self[SplitColumnPushKey.self] = newValue }
    }
}

extension NavigationStack: NavigationContainerDescription {
    var rootView: AnyView { AnyView(root) }
    var pathAccess: NavigationPathAccess? { path }
}

extension NavigationView: NavigationContainerDescription {
    /// iOS 14's columns, `NavigationView { Sidebar(); Detail() }`: on an iPhone the first view is the
    /// stack's root and the others are the columns a regular width shows beside it (see NavigationColumns.swift).
    var rootView: AnyView { NavigationColumns.first(of: content) }
    var pathAccess: NavigationPathAccess? { nil }
}

/// A node showing a UIKit container controller (a navigation stack's, a tab view's): it fills what it is
/// offered, out to the screen's edges (the container's bars go under the status bar and over the home
/// indicator, as iOS draws them), holds the controller's view, and makes the controller a child of the
/// screen's hosting controller (so it presents and lays out its safe area as a child does).
class ContainerControllerNode: LayoutNode {
    /// The controller whose view the node shows.
    let containerController: UIViewController

    init(graph: ViewGraph, controller: UIViewController) {
        containerController = controller
        super.init(graph: graph)
    }

    /// Puts the controller's view in the node's view and the controller under the screen's controller.
    func installContainer(_ ctx: UpdateContext) {
        let c = containerController
        guard c.viewIfLoaded?.superview !== hostView else { return }
        hostView.addSubview(c.view)
        if let parent = ctx.environment.hostingController?.controller, c.parent == nil {
            parent.addChild(c)
            c.didMove(toParent: parent)
        }
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    override func place(_ frame: CGRect) {
        self.frame = extendedIntoSafeArea(frame, .all)
        placeChildren(in: self.frame.size)
    }

    override func renderContent(_ rc: RenderContext) {
        containerController.view.frame = CGRect(origin: .zero, size: frame.size)
    }

    override func tearDown() {
        let c = containerController
        c.willMove(toParent: nil)
        c.viewIfLoaded?.removeFromSuperview()
        c.removeFromParent()
        super.tearDown()
    }
}

/// The node of a navigation container.
final class NavigationStackNode: ContainerControllerNode {
    let coordinator: NavigationCoordinator

    init(graph: ViewGraph) {
        let c = NavigationCoordinator()
        coordinator = c
        super.init(graph: graph, controller: c.navigation)
    }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let description = view as? NavigationContainerDescription else { return }
        installContainer(ctx)
        coordinator.splitColumns = description.splitColumns
        coordinator.update(root: description.rootView, path: description.pathAccess, environment: ctx.environment, transaction: ctx.transaction)
    }
}

/// The UIKit side of one navigation stack: its navigation controller, the screens pushed on it (each
/// with the value it shows, or none for a link's own destination view), the destinations registered by
/// `navigationDestination(for:)`, and the path binding it keeps in step.
final class NavigationCoordinator: UINavigationControllerDelegate {
    let rootController = NestedHostingController(root: AnyView(EmptyView()), environment: EnvironmentValues())
    private(set) lazy var navigation: UINavigationController = {
        let n = UINavigationController(rootViewController: rootController)
        n.navigationBar.prefersLargeTitles = true
        n.delegate = self
        return n
    }()

    struct Entry {
        /// The path value this screen shows (nil: a `NavigationLink(destination:)`'s view).
        let value: AnyHashable?
        let controller: NestedHostingController
        /// A split view's column this screen shows (its index in `splitColumns`), and how to clear the
        /// selection that showed it.
        var splitColumn: Int? = nil
        var clearSelection: (() -> Void)? = nil
    }
    /// A split view's columns after the sidebar (empty for a stack).
    var splitColumns: [AnyView] = []
    private(set) var entries: [Entry] = []
    var path: NavigationPathAccess?
    /// The environment of the stack's screens (the container's, with this coordinator).
    private var environment = EnvironmentValues()
    /// Whether the bar's tint is the environment's (NavigationBarTint.swift).
    var tintsBar = false
    /// `navigationDestination(for:)` views by the value type they show.
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]

    /// The environment of the stack's screens: the container's, with this coordinator.
    func screenEnvironment(_ base: EnvironmentValues) -> EnvironmentValues {
        var env = base
        env.navigationCoordinator = self
        return env
    }

    func update(root: AnyView, path: NavigationPathAccess?, environment: EnvironmentValues, transaction: Transaction) {
        self.path = path
        applyBarTint(environment.tint?.uiColor)
        self.environment = screenEnvironment(environment)
        rootController.update(root: root, environment: splitEnvironment(self.environment, column: 0), transaction: transaction)
        // Shown split columns take their views again (the detail follows the selection).
        for e in entries {
            guard let c = e.splitColumn, c < splitColumns.count else { continue }
            e.controller.update(root: splitColumns[c], environment: splitEnvironment(self.environment, column: c + 1), transaction: transaction)
        }
        // SwiftUI animates a path's pushes and pops unless the transaction turns animations off.
        if let path { sync(to: path.get(), animated: !transaction.disablesAnimations) }
    }

    /// A split column's screen environment: selecting in it shows column `column` (if there is one).
    private func splitEnvironment(_ base: EnvironmentValues, column: Int) -> EnvironmentValues {
        var env = base
        if column < splitColumns.count {
            env.splitColumnPush = { [weak self] clear in self?.showSplitColumn(column, clearSelection: clear) }
        } else {
            env.splitColumnPush = nil
        }
        return env
    }

    /// Shows split column `column` (pushed above the screen of the column before it: a column shown
    /// already is replaced).
    func showSplitColumn(_ column: Int, clearSelection: @escaping () -> Void) {
        guard column < splitColumns.count else { return }
        let kept = entries.prefix { ($0.splitColumn ?? -1) < column }
        let c = makeScreen(splitColumns[column], environment: splitEnvironment(environment, column: column + 1))
        entries = Array(kept) + [Entry(value: nil, controller: c, splitColumn: column, clearSelection: clearSelection)]
        applyEntries(animated: true)
    }

    /// Pushes a link's destination view; returns its screen (the link gives it its view again on
    /// each of its updates).
    @discardableResult
    func push(view: AnyView, environment base: EnvironmentValues) -> NestedHostingController {
        let c = makeScreen(view, environment: screenEnvironment(base))
        entries.append(Entry(value: nil, controller: c))
        applyEntries(animated: true)
        return c
    }

    /// Pushes a value (a `NavigationLink(value:)`): appended to the path binding when there is one
    /// (the stack follows it at its next update), else shown at once.
    func push(value: AnyHashable) {
        if let path {
            var values = path.get()
            values.append(value)
            path.set(values)
        } else {
            let c = makeScreen(destination(for: value), environment: environment)
            entries.append(Entry(value: value, controller: c))
            applyEntries(animated: true)
        }
    }

    /// Registers the destination of a value type (from a `navigationDestination(for:)` update) and
    /// gives the screens showing such values their view again.
    func register(_ type: ObjectIdentifier, destination: @escaping (AnyHashable) -> AnyView, transaction: Transaction) {
        destinations[type] = destination
        for e in entries {
            guard let v = e.value, ObjectIdentifier(Swift.type(of: v.base)) == type else { continue }
            e.controller.update(root: destination(v), environment: environment, transaction: transaction)
        }
        // A path set before its destination was known: the screens it made are shown again now.
        if let path { sync(to: path.get(), animated: false) }
    }

    private func destination(for value: AnyHashable) -> AnyView {
        if let d = destinations[ObjectIdentifier(type(of: value.base))] { return d(value) }
        // SwiftUI shows a warning sign for a value nothing is registered for.
        return AnyView(Image(systemName: "exclamationmark.triangle.fill").foregroundColor(.yellow))
    }

    private func makeScreen(_ view: AnyView, environment: EnvironmentValues) -> NestedHostingController {
        let c = NestedHostingController(root: view, environment: environment)
        c.prepare(size: navigation.view.bounds.size)
        return c
    }

    /// Makes the pushed values those of `values`: the screens of the common prefix stay, the rest are
    /// popped and the new ones pushed (one push or pop animates; a larger change animates to its last
    /// screen).
    private func sync(to values: [AnyHashable], animated: Bool) {
        let current = entries.compactMap(\.value)
        if current == values && !entries.contains(where: { $0.value == nil }) { return }
        var kept: [Entry] = []
        var matched = 0
        for e in entries {
            guard let v = e.value, matched < values.count, values[matched] == v else { break }
            kept.append(e)
            matched += 1
        }
        if kept.count == entries.count && matched == values.count { return }
        for v in values[matched...] {
            kept.append(Entry(value: v, controller: makeScreen(destination(for: v), environment: environment)))
        }
        entries = kept
        applyEntries(animated: animated)
    }

    /// The stack's screens are to be `entries` but UIKit has not taken them yet (it refuses a change
    /// while a push or pop runs): retried each few frames until it does.
    private var pendingApply = false

    /// Makes the navigation controller's stack the root and `entries`' screens.
    private func applyEntries(animated: Bool) {
        let wanted = [rootController] + entries.map(\.controller)
        func matches() -> Bool { navigation.viewControllers.count == wanted.count && zip(navigation.viewControllers, wanted).allSatisfy { $0 === $1 } }
        if matches() { pendingApply = false; return }
        navigation.setViewControllers(wanted, animated: animated)
        if matches() { pendingApply = false; return }
        pendingApply = true
        SceneTimer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { [weak self] _ in self?.applyEntries(animated: animated) }
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    /// After a pop by the user (back button, swipe): the screens that left are forgotten and the path
    /// binding is written back.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        // A change UIKit has not taken yet: the entries are the truth until it has.
        guard !pendingApply else { return }
        let shown = navigationController.viewControllers
        let remaining = entries.filter { e in shown.contains { $0 === e.controller } }
        guard remaining.count != entries.count else { return }
        // A split column popped: the selection that showed it is cleared (as on an iPhone).
        for e in entries where !remaining.contains(where: { $0.controller === e.controller }) { e.clearSelection?() }
        entries = remaining
        if let path {
            let values = remaining.compactMap(\.value)
            if values != path.get() { path.set(values) }
        }
    }
}
