import Foundation

/// Where a lazy stack's pinned section header and footer are drawn (`LazyVStack(pinnedViews:)`, a plain
/// `List`'s headers), along the stack's axis, in the section's own coordinates (its natural start is 0,
/// its end the section's length: header, rows and footer). The arithmetic of iOS's sticky headers
/// (`UITableView`'s plain style, SwiftUI's pinned views): a header stays at its place until the
/// section's start scrolls past the visible region's start, then rests at the visible start while its
/// rows scroll under it, until the section's end comes up and pushes it out with the section; a footer
/// is the mirror image at the visible end.
public enum PinnedSectionLayout {
    /// The header's start: its natural start `natural`, moved down to the visible region's start
    /// (`visibleStart`, section coordinates) but never past `limit` less its `length` (the section's end,
    /// or a pinned footer's start, so the next section's header pushes it out).
    public static func headerStart(natural: CGFloat, length: CGFloat, visibleStart: CGFloat, limit: CGFloat) -> CGFloat {
        max(natural, min(visibleStart, limit - length))
    }

    /// The footer's start: its natural start `natural` (the section's end less its length), moved up so
    /// that it ends at the visible region's end (`visibleEnd`) but never before `limit` (the section's
    /// start, or a pinned header's end).
    public static func footerStart(natural: CGFloat, length: CGFloat, visibleEnd: CGFloat, limit: CGFloat) -> CGFloat {
        min(natural, max(visibleEnd - length, limit))
    }
}
