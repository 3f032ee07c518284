import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A list row's own look, set on the row (or on a `ForEach` or `Section`, which hands it to each of
/// its rows): read by the list (`ListRowTraits.read`); outside a list they change nothing, as on iOS.
struct ListRowBackgroundModifier: ViewModifier {
    let background: AnyView?
    func body(content: Content) -> some View { content }
}

struct ListRowSeparatorModifier: ViewModifier {
    let visibility: Visibility
    func body(content: Content) -> some View { content }
}

struct ListRowSeparatorTintModifier: ViewModifier {
    let color: Color?
    func body(content: Content) -> some View { content }
}

struct ListRowInsetsModifier: ViewModifier {
    let insets: EdgeInsets?
    func body(content: Content) -> some View { content }
}

extension View {
    /// The view drawn behind this row in place of the list's row background (its part of the section's
    /// card), e.g. `Color.clear` for a row that floats on the list's background. nil: the list's.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundModifier(background: view.map { AnyView($0) }))
    }
    /// `.hidden` removes the separator under this row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowSeparatorModifier(visibility: edges.contains(.bottom) ? visibility : .automatic))
    }
    /// The colour of the separator under this row (nil: the list's `UIColor.separator`).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowSeparatorTintModifier(color: edges.contains(.bottom) ? color : nil))
    }
    /// The row content's insets from the row's edges, in place of the list's (20 leading and trailing,
    /// 11 above and below). nil: the list's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { modifier(ListRowInsetsModifier(insets: insets)) }
}

/// What a row's modifiers ask of the list (the innermost of each kind wins: the row's own over its
/// `ForEach`'s or section's).
struct ListRowTraits {
    var background: AnyView??
    var separator: Visibility = .automatic
    var separatorTint: Color??
    var insets: EdgeInsets??

    static func read(_ view: any View) -> ListRowTraits {
        var traits = ListRowTraits()
        var v: any View = view
        while true {
            if let any = v as? AnyView { v = any.view; continue }
            guard let mc = v as? AnyModifiedContent else { break }
            switch mc.anyModifier {
            case let m as ListRowBackgroundModifier: traits.background = .some(m.background)
            case let m as ListRowSeparatorModifier: if m.visibility != .automatic { traits.separator = m.visibility }
            case let m as ListRowInsetsModifier: traits.insets = .some(m.insets)
            case let m as ListRowSeparatorTintModifier: traits.separatorTint = .some(m.color)
            default: break
            }
            v = mc.anyContent
        }
        return traits
    }
}

/// Whether a list's content behind its rows is drawn (`scrollContentBackground(.hidden)` shows what
/// is behind the list instead).
struct ScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
extension EnvironmentValues {
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// `.hidden`: a list (or form) draws no background of its own behind its rows, so a `background`
    /// given to it shows.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environmentModifier { $0.scrollContentBackground = visibility }
    }
}
