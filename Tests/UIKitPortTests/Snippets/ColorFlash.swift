// Ported unchanged: a background colour flash that holds its last frame (fillMode forwards, not removed).
import UIKit

extension UIView {
    func flash(to color: UIColor = .systemRed, duration: CFTimeInterval = 0.4) {
        let flash = CABasicAnimation(keyPath: "backgroundColor")
        flash.fromValue = backgroundColor?.cgColor ?? UIColor.clear.cgColor
        flash.toValue = color.cgColor
        flash.duration = duration
        flash.fillMode = .forwards
        flash.isRemovedOnCompletion = false
        layer.add(flash, forKey: "flash")
    }
}
