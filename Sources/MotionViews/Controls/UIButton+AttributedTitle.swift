import Foundation

extension UIButton {
    /// UIKit's per-state attributed title: while one is set (for the state, else for `.normal`) the
    /// title label shows it instead of `title(for:)`, each run in its own font and colour (see
    /// `UILabel.attributedText`); runs that name no colour are drawn in `currentTitleColor`. A configuration's title (iOS 15) still wins, as in UIKit.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        updateAppearance()
    }

    /// The attributed title for `state`, falling back to `.normal`'s (nil when none was set).
    public func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// The attributed title shown now.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
}
