import Foundation

/// A plain table's filler rows: below the last row, separator lines at `fillerRowHeight` intervals
/// (the last row's height when automatic) down to the bottom of the view, as UIKit draws them in
/// plain tables (none with a `tableFooterView`, in grouped styles, without separators or with
/// `fillerRowHeight` 0).
extension UITableView {
    func layoutFillerRows() {
        let view = visibleContentRect
        var lines: [CGFloat] = []
        if style == .plain, tableFooterView == nil, separatorStyle != .none, fillerRowHeight != 0 {
            var step = fillerRowHeight
            if !(step > 0 && step.isFinite) {
                step = geometry.rowCount > 0 ? geometry.height(ofGlobal: geometry.rowCount - 1) : (rowHeight > 0 ? rowHeight : Self.defaultRowHeight)
            }
            if step >= 1 {
                // The last row's separator ends the content; filler separators follow one row apart.
                var y = geometry.contentHeight + step
                if y < view.minY { y += ((view.minY - y) / step).rounded(.down) * step }
                while y <= view.maxY + 0.5 && lines.count < 500 {
                    lines.append(y)
                    y += step
                }
            }
        }
        while fillerSeparators.count > lines.count { fillerSeparators.removeLast().removeFromSuperview() }
        let h = separatorHeight
        let color = separatorColor ?? .separator
        for (i, y) in lines.enumerated() {
            let v: UIView
            if i < fillerSeparators.count { v = fillerSeparators[i] } else {
                v = UIView()
                v.isUserInteractionEnabled = false
                fillerSeparators.append(v)
                insertSubview(v, at: backgroundView == nil ? 0 : 1)
            }
            let f = CGRect(x: separatorInset.left, y: y - h, width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: h)
            UIView.performWithoutAnimation {
                if v.frame != f { v.frame = f }
                if v.backgroundColor != color { v.backgroundColor = color }
            }
        }
    }
}
