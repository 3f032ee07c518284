import Foundation

/// iOS 11's per-view spacing: `setCustomSpacing(_:after:)` sets the gap after one arranged view,
/// used in place of `spacing` there, in frame layout and in the stack's constraints alike. As Apple
/// documents: `customSpacing(after:)` returns `UIStackView.spacingUseDefault` when none was set, and
/// setting `spacingUseDefault` returns the gap to `spacing`; `spacingUseSystem` is the system spacing
/// (8 points). A custom spacing after the last visible view, or after a hidden one, is not used (the
/// gap after a hidden view does not exist); it is forgotten when the view leaves the arrangement.
extension UIStackView {
    /// "Use the stack's `spacing`" (Apple's value: the largest finite float).
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// "Use the system spacing" (Apple's value: the most negative finite float).
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude
    /// The system spacing between views, points (UIKit's standard 8).
    static let systemSpacing: CGFloat = 8

    /// Sets the gap after `arrangedSubview` (ignored for a view that is not arranged here).
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault || spacing.isNaN ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementChanged()
    }

    /// The custom gap after `arrangedSubview`, or `spacingUseDefault` when none was set.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap laid out after `view`: its custom spacing, else `spacing`.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == Self.spacingUseSystem ? Self.systemSpacing : custom
    }

    /// The gaps between consecutive `views` (one fewer than the views).
    func gapSpacings(after views: [UIView]) -> [CGFloat] {
        views.dropLast().map { resolvedSpacing(after: $0) }
    }
}
