import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A list row's `badge(_:)`: iOS draws it at the row's trailing edge in the secondary colour (a
/// navigation link row: before its chevron), the row's content keeping the rest of the width. A badge
/// text's own colour or font wins over the secondary colour, as in SwiftUI. `badge(0)` and `nil` draw none.
struct ListRowBadged: View {
    let content: AnyView
    let badge: Text?
    /// Whether the row is a navigation link, which draws the badge itself (before its chevron).
    let drawnByLink: Bool

    var body: some View {
        if let badge, !drawnByLink {
            HStack(spacing: 8) {
                content.frame(maxWidth: .infinity, alignment: .leading)
                ListRowBadgeText(badge: badge)
            }
        } else {
            content.environment(\.listRowBadge, badge)
        }
    }

    /// Whether `view`, under its modifiers, is a navigation link.
    static func isNavigationLink(_ view: any View) -> Bool {
        var v = view
        while true {
            if let any = v as? AnyView { v = any.view; continue }
            if v is NavigationLinkDescription { return true }
            guard let mc = v as? AnyModifiedContent else { return false }
            v = mc.anyContent
        }
    }

    /// The `badge` modifier on a row (the innermost wins, as with the other row modifiers).
    static func badge(of view: any View) -> Text? {
        var v = view, found: Text?? = nil
        while true {
            if let any = v as? AnyView { v = any.view; continue }
            guard let mc = v as? AnyModifiedContent else { break }
            if let b = mc.anyModifier as? BadgeModifier { found = .some(b.text) }
            v = mc.anyContent
        }
        return found ?? nil
    }
}

/// The badge as drawn in a row: the text in the secondary label colour (`Color.secondary`, not the
/// hierarchical style: inside a navigation link's button that would be the accent's); the text's own
/// style wins.
struct ListRowBadgeText: View {
    let badge: Text
    var body: some View { AnyView(badge).foregroundColor(Color.secondary).lineLimit(1) }
}

struct ListRowBadgeKey: EnvironmentKey { static var defaultValue: Text? { nil } }
extension EnvironmentValues {
    /// The badge of the list row a navigation link is the content of (the link draws it before its chevron).
    var listRowBadge: Text? { get { self[ListRowBadgeKey.self] } set { self[ListRowBadgeKey.self] = newValue } }
}
