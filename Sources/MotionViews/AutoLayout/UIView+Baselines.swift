import Foundation

extension UIFont {
    /// Points from the baseline to the top of the tallest glyphs (DejaVu Sans: 0.928 em).
    public var ascender: CGFloat { pointSize * 0.928 }
    /// Points from the baseline to the bottom of the lowest glyphs, negative (DejaVu Sans: −0.236 em).
    public var descender: CGFloat { -pointSize * 0.236 }
    /// Points from one line's baseline to the next (DejaVu Sans: 1.164 em).
    public var lineHeight: CGFloat { pointSize * 1.164 }
}

extension UIView {
    /// Where the first and last baselines sit relative to the view's vertical centre (labels and
    /// buttons draw their text centred vertically), or nil for views without text (their baselines
    /// are their bottom edge, as in UIKit).
    var baselineOffsets: (first: CGFloat, last: CGFloat)? {
        let label: UILabel
        if let l = self as? UILabel { label = l } else if let b = self as? UIButton, let l = b.titleLabel, !l.isHidden {
            label = l
        } else {
            return nil
        }
        guard let text = label.text, !text.isEmpty else { return nil }
        let textHeight = label.intrinsicContentSize.height
        guard textHeight > 0 else { return nil }
        return (-textHeight / 2 + label.font.ascender, textHeight / 2 + label.font.descender)
    }
}
