import Foundation

extension UITableViewCell {
    /// UIKit highlights a selected or highlighted cell's content with it: every label and image view in
    /// the cell (the built-in `textLabel`, `detailTextLabel`, `imageView` and your own) gets `isHighlighted`,
    /// so a label's `highlightedTextColor` (white text on a dark selection) and an image view's
    /// `highlightedImage` show while the row is selected — with `selectionStyle` other than `.none`.
    func highlightContent(_ on: Bool) {
        Self.setHighlighted(on, in: self)
    }

    private static func setHighlighted(_ on: Bool, in view: UIView) {
        for v in view.subviews {
            if let label = v as? UILabel { label.isHighlighted = on }
            else if let image = v as? UIImageView { image.isHighlighted = on }
            setHighlighted(on, in: v)
        }
    }
}
