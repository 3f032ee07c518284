import Foundation

/// iOS 11's per-view spacing: `setCustomSpacing(_:after:)` sets the gap after one arranged view,
/// used in place of `spacing` there, in frame layout and in the stack's constraints alike. As Apple
/// documents: `customSpacing(after:)` returns `UIStackView.spacingUseDefault` when none was set, and
/// setting `spacingUseDefault` returns the gap to `spacing`; `spacingUseSystem` is the system spacing
/// (8 points). A custom spacing after the last visible view, or after a hidden one, is not used (the
/// gap after a hidden view does not exist); it is forgotten when the view leaves the arrangement.
///
/// The two are tokens with the values UIStackView.h gives them (`UIStackViewSpacingUseDefault =
/// FLT_MAX`, `UIStackViewSpacingUseSystem = FLT_MIN`), never gaps: `stack.spacing =
/// UIStackView.spacingUseSystem` puts the system's 8 points between the views, and `spacing =
/// spacingUseDefault` (there is no default to fall back to) none.
extension UIStackView {
    /// "Use the stack's `spacing`": UIStackView.h's `FLT_MAX`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// "Use the system spacing": UIStackView.h's `FLT_MIN` (the smallest normal float).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// The system spacing between views, points (UIKit's standard 8).
    static let systemSpacing: CGFloat = 8

    /// The gap `spacing` stands for: the system spacing for `spacingUseSystem`, 0 for
    /// `spacingUseDefault`, else itself (not finite: 0).
    var effectiveSpacing: CGFloat { Self.resolve(spacing, default: 0) }

    /// A spacing value with the tokens replaced: `spacingUseSystem` → 8, `spacingUseDefault` → `fallback`.
    static func resolve(_ value: CGFloat, default fallback: CGFloat) -> CGFloat {
        if value == spacingUseSystem { return systemSpacing }
        if value == spacingUseDefault || !value.isFinite { return fallback }
        return value
    }

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

    /// The gap laid out after `view`: its custom spacing, else `spacing` (tokens resolved).
    func resolvedSpacing(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return effectiveSpacing }
        return Self.resolve(custom, default: effectiveSpacing)
    }

    /// The gaps between consecutive `views` (one fewer than the views).
    func gapSpacings(after views: [UIView]) -> [CGFloat] {
        views.dropLast().map { resolvedSpacing(after: $0) }
    }
}
