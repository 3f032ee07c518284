import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

// Scroll views' environment: indicators (iOS 16), bounce (16.4), content margins, clipping and the
// default anchor (17). Each is an environment value, so it applies to every scroll view below the
// modifier (a `List` too: it scrolls in a `ScrollView`), as in SwiftUI.

/// Whether a scroll view shows its indicators (SwiftUI's `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind: Hashable { case automatic, visible, hidden, never }
    let kind: Kind
    /// The platform's choice: shown while scrolling on iOS.
    public static var automatic: ScrollIndicatorVisibility { .init(kind: .automatic) }
    public static var visible: ScrollIndicatorVisibility { .init(kind: .visible) }
    /// Hidden (on iOS indicators are never shown then, as with `never`).
    public static var hidden: ScrollIndicatorVisibility { .init(kind: .hidden) }
    public static var never: ScrollIndicatorVisibility { .init(kind: .never) }
    var shows: Bool { kind == .automatic || kind == .visible }
}

/// When a scroll view bounces at its edges (SwiftUI's `ScrollBounceBehavior`, iOS 16.4).
public struct ScrollBounceBehavior: Hashable, Sendable {
    enum Kind: Hashable { case automatic, always, basedOnSize }
    let kind: Kind
    /// A scroll view bounces along its scroll axes even when its content fits (as `always`).
    public static var automatic: ScrollBounceBehavior { .init(kind: .automatic) }
    public static var always: ScrollBounceBehavior { .init(kind: .always) }
    /// Bounces only when the content is larger than the scroll view along the axis.
    public static var basedOnSize: ScrollBounceBehavior { .init(kind: .basedOnSize) }
}

/// Where `contentMargins` applies (SwiftUI's `ContentMarginPlacement`, iOS 17).
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind
    /// The content (and its indicators) of a scroll view.
    public static var automatic: ContentMarginPlacement { .init(kind: .automatic) }
    /// The scrolled content only.
    public static var scrollContent: ContentMarginPlacement { .init(kind: .scrollContent) }
    /// The indicators only: they keep off the margin (no effect on the content).
    public static var scrollIndicators: ContentMarginPlacement { .init(kind: .scrollIndicators) }
}

struct VerticalIndicatorsKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
struct HorizontalIndicatorsKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
struct VerticalBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
struct HorizontalBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
struct ScrollClipDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct ContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }
struct IndicatorMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }
struct DefaultScrollAnchorKey: EnvironmentKey { static var defaultValue: UnitPoint? { nil } }

extension EnvironmentValues {
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorsKey.self] } set { self[VerticalIndicatorsKey.self] = newValue }
    }
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorsKey.self] } set { self[HorizontalIndicatorsKey.self] = newValue }
    }
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalBounceKey.self] } set { self[VerticalBounceKey.self] = newValue }
    }
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalBounceKey.self] } set { self[HorizontalBounceKey.self] = newValue }
    }
    /// `scrollClipDisabled()`: scroll views below draw their content past their bounds.
    var scrollClipDisabled: Bool { get { self[ScrollClipDisabledKey.self] } set { self[ScrollClipDisabledKey.self] = newValue } }
    /// `contentMargins(…, for: .automatic/.scrollContent)`: points around scroll content.
    var scrollContentMargins: EdgeInsets { get { self[ContentMarginsKey.self] } set { self[ContentMarginsKey.self] = newValue } }
    /// `contentMargins(…, for: .automatic/.scrollIndicators)`: points the indicators keep off the edges.
    var scrollIndicatorMargins: EdgeInsets { get { self[IndicatorMarginsKey.self] } set { self[IndicatorMarginsKey.self] = newValue } }
    /// `defaultScrollAnchor(_:)`.
    var defaultScrollAnchor: UnitPoint? { get { self[DefaultScrollAnchorKey.self] } set { self[DefaultScrollAnchorKey.self] = newValue } }
}

extension View {
    /// Shows or hides the indicators of the scroll views below along `axes`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        environmentModifier { e in
            if axes.contains(.vertical) { e.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { e.horizontalScrollIndicatorVisibility = visibility }
        }
    }

    /// Whether the scroll views below bounce along `axes` when their content fits (iOS 16.4).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        environmentModifier { e in
            if axes.contains(.vertical) { e.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { e.horizontalScrollBounceBehavior = behavior }
        }
    }

    /// The scroll views below no longer clip their content to their bounds (a carousel's shadows
    /// and neighbouring cards show past its edges; iOS 17).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environmentModifier { $0.scrollClipDisabled = disabled }
    }

    /// Margins around the content of the scroll views below (iOS 17): the content is laid out in the
    /// scroll view's size less the margins across its axis and scrolls with the margins before and
    /// after it along the axis (a carousel's first card starts `length` points in). Margins of
    /// several modifiers add up.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        environmentModifier { e in
            let picked = EdgeInsets(top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
                                    bottom: edges.contains(.bottom) ? insets.bottom : 0, trailing: edges.contains(.trailing) ? insets.trailing : 0)
            if placement.kind != .scrollIndicators { e.scrollContentMargins = e.scrollContentMargins.adding(picked) }
            if placement.kind != .scrollContent { e.scrollIndicatorMargins = e.scrollIndicatorMargins.adding(picked) }
        }
    }

    /// `length` points on `edges` (nil: the system's 16-point margin).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(length ?? LayoutSpacing.padding), for: placement)
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(length), for: placement)
    }

    /// Where the scroll views below start and what they keep in view as their content changes size
    /// (iOS 17): `.bottom` opens a chat at its last message and keeps the bottom in view as messages
    /// are added. The content point at the anchor stays at the same place in the visible area.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environmentModifier { $0.defaultScrollAnchor = anchor }
    }
}

extension EdgeInsets {
    fileprivate func adding(_ b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + b.top, leading: leading + b.leading, bottom: bottom + b.bottom, trailing: trailing + b.trailing)
    }
}

/// What a scroll view remembers for `defaultScrollAnchor`: whether it has opened at the anchor, and
/// the content length it last laid out (points).
struct ScrollAnchorState {
    var applied = false
    var lastContentSize: CGSize?
}

extension ScrollNode {
    /// Applies the scroll environment to the host scroll view (indicators, bounce, clipping).
    func applyScrollEnvironment(_ env: EnvironmentValues, showsIndicators: Bool) {
        guard let scroll = hostView as? UIScrollView else { return }
        let v = showsIndicators && env.verticalScrollIndicatorVisibility.shows
        let h = showsIndicators && env.horizontalScrollIndicatorVisibility.shows
        if scroll.showsVerticalScrollIndicator != v { scroll.showsVerticalScrollIndicator = v }
        if scroll.showsHorizontalScrollIndicator != h { scroll.showsHorizontalScrollIndicator = h }
        let bounceV = axes.contains(.vertical) && env.verticalScrollBounceBehavior.kind != .basedOnSize
        let bounceH = axes.contains(.horizontal) && env.horizontalScrollBounceBehavior.kind != .basedOnSize
        if scroll.alwaysBounceVertical != bounceV { scroll.alwaysBounceVertical = bounceV }
        if scroll.alwaysBounceHorizontal != bounceH { scroll.alwaysBounceHorizontal = bounceH }
        let clips = !env.scrollClipDisabled
        if scroll.clipsToBounds != clips { scroll.clipsToBounds = clips }
        let m = env.scrollIndicatorMargins
        let vInsets = UIEdgeInsets(top: m.top, left: 0, bottom: m.bottom, right: m.trailing)
        if scroll.verticalScrollIndicatorInsets != vInsets { scroll.verticalScrollIndicatorInsets = vInsets }
        let hInsets = UIEdgeInsets(top: 0, left: m.leading, bottom: m.bottom, right: m.trailing)
        if scroll.horizontalScrollIndicatorInsets != hInsets { scroll.horizontalScrollIndicatorInsets = hInsets }
    }

    /// `defaultScrollAnchor`: content shorter than the visible area (less the safe-area insets) along a
    /// scroll axis sits at the anchor's place in it (a short chat at the bottom), as iOS 17's anchor
    /// covers alignment as well as the initial offset and size changes.
    func anchorAlignment(content: CGSize, inner: CGSize) -> CGPoint {
        guard let anchor = context.environment.defaultScrollAnchor else { return .zero }
        let visibleHeight = inner.height - safeAreaContentInset.top - safeAreaContentInset.bottom
        return CGPoint(x: anchor.x * max(inner.width - content.width, 0), y: anchor.y * max(visibleHeight - content.height, 0))
    }

    /// `defaultScrollAnchor`: the first layout opens the content at the anchor; later, when the content
    /// changes size, the offset moves by the anchor's share of the change, so the content at the
    /// anchor stays put (a bottom-anchored chat stays at its bottom as it grows). Offsets are
    /// clamped to the scrollable range.
    func applyDefaultAnchor(contentSize: CGSize, visible: CGSize) {
        guard let anchor = context.environment.defaultScrollAnchor, let scroll = hostView as? UIScrollView else {
            anchorState.lastContentSize = contentSize
            return
        }
        let inset = scroll.contentInset
        let maxX = max(contentSize.width + inset.left + inset.right - visible.width, 0) - inset.left
        let maxY = max(contentSize.height + inset.top + inset.bottom - visible.height, 0) - inset.top
        var offset = scroll.contentOffset
        if !anchorState.applied {
            anchorState.applied = true
            if axes.contains(.horizontal) { offset.x = -inset.left + anchor.x * (maxX + inset.left) }
            if axes.contains(.vertical) { offset.y = -inset.top + anchor.y * (maxY + inset.top) }
        } else if let last = anchorState.lastContentSize, last != contentSize {
            if axes.contains(.horizontal) { offset.x += anchor.x * (contentSize.width - last.width) }
            if axes.contains(.vertical) { offset.y += anchor.y * (contentSize.height - last.height) }
        }
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        if offset != scroll.contentOffset { scroll.contentOffset = offset }
        anchorState.lastContentSize = contentSize
    }
}
