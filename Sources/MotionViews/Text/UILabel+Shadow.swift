import Foundation

extension UILabel {
    /// UIKit draws a label's `shadowColor` as a sharp copy of the glyphs `shadowOffset` points away.
    /// Here the label's layer casts it: a layer's shadow follows the alpha of its contents (the rendered
    /// text), so with radius 0 and opacity 1 it is that copy, in `shadowColor` (its alpha included).
    /// Setting `shadowColor` to nil removes it. The label owns its layer's shadow while a colour is set.
    func updateTextShadow() {
        guard let color = shadowColor else {
            layer.shadowOpacity = 0
            return
        }
        layer.shadowColor = color.cgColor
        layer.shadowOffset = shadowOffset
        layer.shadowRadius = 0
        layer.shadowOpacity = 1
    }
}
