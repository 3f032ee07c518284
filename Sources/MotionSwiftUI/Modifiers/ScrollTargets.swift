import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

// iOS 17's scroll targets, container-relative frames and sensory feedback.

/// How a scroll view settles when a drag ends (`scrollTargetBehavior(_:)`): `updateTarget(_:context:)`
/// moves the rectangle the fling would come to rest at (CustomScrollTargets.swift).
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// `.paging`: the scroll view settles on multiples of its own size (UIScrollView's `isPagingEnabled`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// `.viewAligned`: the scroll view settles with a view's leading (top) edge at its own — the views of the
/// layout marked `scrollTargetLayout()`, else of the content's first stack of several views.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Whether one drag moves at most one view: `.automatic` limits it in a compact width (an iPhone), as
    /// Apple documents; `.always` and `.never` say so.
    public struct LimitBehavior: Hashable, Sendable {
        let limits: Bool?
        public static let automatic = LimitBehavior(limits: nil)
        public static let always = LimitBehavior(limits: true)
        public static let never = LimitBehavior(limits: false)
    }
    let limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// The scroll target behaviour in effect (set on a scroll view or above it).
enum ScrollSettling: Equatable {
    case free, paging
    /// View-aligned; `limited`: at most one view a drag.
    case viewAligned(limited: Bool)
    /// An app's own behaviour (CustomScrollTargets.swift).
    case custom(CustomScrollSettling)
}

struct ScrollSettlingKey: EnvironmentKey { static var defaultValue: ScrollSettling { .free } }
extension EnvironmentValues {
    var scrollSettling: ScrollSettling {
        get { self[ScrollSettlingKey.self] }
        set { self[ScrollSettlingKey.self] = newValue }
    }
}

extension View {
    /// How a `ScrollView` below settles when a drag ends: `.paging` (a page of its own size at a time) or
    /// `.viewAligned` (a view's leading edge at its own).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let settling: ScrollSettling
        switch behavior {
        case is PagingScrollTargetBehavior: settling = .paging
        case let v as ViewAlignedScrollTargetBehavior:
            // An iPhone's width is compact: `.automatic` limits a drag to one view there.
            settling = .viewAligned(limited: v.limitBehavior.limits ?? true)
        default: settling = .custom(CustomScrollSettling(behavior))
        }
        return environmentModifier { $0.scrollSettling = settling }
    }

    /// Marks the layout whose views a `.viewAligned` scroll view settles on. MotionLab takes the views of
    /// the scroll content's first stack of several views, which is where this modifier goes in practice
    /// (`LazyHStack { … }.scrollTargetLayout()`).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// iOS 17's haptic feedback when `trigger` changes. A desktop has no Taptic Engine, and an iPhone
    /// without one gives no feedback either (see UIKit's feedback generators): nothing happens.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }

    /// The view sized to a fraction of its container along `axes` — the nearest scroll view's visible
    /// size, else the screen's safe area: `length = (container − spacing·(count − 1)) / count · span +
    /// spacing·(span − 1)`, as Apple documents (`count: 1, span: 1` is the whole container).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, count: 1, span: 1, spacing: 0, alignment: alignment))
    }
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, count: max(count, 1), span: max(min(span, max(count, 1)), 1), spacing: spacing, alignment: alignment))
    }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, count: 1, span: 1, spacing: 0, alignment: alignment, length: length))
    }
}

/// iOS 17's haptic feedback kinds (accepted; see `sensoryFeedback`).
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public enum Weight: Sendable { case light, medium, heavy }
    public enum Flexibility: Sendable { case rigid, solid, soft }
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
}

struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    let count: Int, span: Int
    let spacing: CGFloat
    let alignment: Alignment
    var length: ((CGFloat, Axis) -> CGFloat)?
    func body(content: Content) -> Never { primitiveBody("containerRelativeFrame") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { ContainerRelativeFrameNode(graph: graph) }
}

final class ContainerRelativeFrameNode: UnaryNode {
    var m = ContainerRelativeFrameModifier(axes: [], count: 1, span: 1, spacing: 0, alignment: .center)
    override func readModifier(_ x: Any) { if let c = x as? ContainerRelativeFrameModifier { m = c } }

    /// The container's size: the nearest scroll view's (placed before its content is sized), else the
    /// host's less the safe area.
    var containerSize: CGSize {
        var p = parent
        while let x = p {
            if let s = x as? ScrollNode {
                let inset = s.safeAreaContentInset
                let size = s.containerSize ?? s.frame.size
                return CGSize(width: size.width, height: max(0, size.height - inset.top - inset.bottom))
            }
            p = x.parent
        }
        let safe = graph.safeArea
        return CGSize(width: max(0, graph.hostSize.width - safe.horizontal), height: max(0, graph.hostSize.height - safe.vertical))
    }

    func length(_ container: CGFloat, _ axis: Axis) -> CGFloat {
        if let f = m.length { let v = f(container, axis); return v.isFinite ? max(v, 0) : 0 }
        let n = CGFloat(m.count), k = CGFloat(m.span)
        return max(0, (container - m.spacing * (n - 1)) / n * k + m.spacing * (k - 1))
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let c = containerSize
        let w = m.axes.contains(.horizontal) ? length(c.width, .horizontal) : nil
        let h = m.axes.contains(.vertical) ? length(c.height, .vertical) : nil
        let child = contentSize(ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
        return CGSize(width: w ?? child.width, height: h ?? child.height)
    }

    override func placeChildren(in size: CGSize) {
        let items = content
        let child = contentSize(ProposedViewSize(size))
        let f = OverlayLayout(alignment: m.alignment).place([AlignedChild(items: items, size: child)], sizes: [child], in: size)[0]
        placeContent(f)
    }

    override func childGeometry(for size: CGSize) -> (CGPoint, CGSize) { (childOrigin, lastChildSize) }
}
