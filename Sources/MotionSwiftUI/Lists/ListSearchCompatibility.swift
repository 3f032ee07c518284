import Foundation

/// The space between a list's sections (iOS 17): `.default`, `.compact` or points.
public struct ListSectionSpacing: Sendable {
    let points: CGFloat?
    public static let `default` = ListSectionSpacing(points: nil)
    public static let compact = ListSectionSpacing(points: 20)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

extension View {
    /// The space above each of the list's sections without a header (35 points by default, 20 compact).
    /// Accepted; MotionLab's lists keep iOS's default spacing.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }

    /// Search scopes under the search field (iOS 16): accepted, not drawn — the field searches without them.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
    /// Suggestions under the search field while it is empty or being typed in (iOS 16): accepted, not drawn.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
}
