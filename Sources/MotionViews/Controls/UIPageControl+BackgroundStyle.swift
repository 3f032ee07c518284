import Foundation

extension UIPageControl {
    /// UIKit's `UIPageControl.BackgroundStyle` (iOS 14; raw values UIKit's). `.prominent` draws the dots on
    /// a translucent dark capsule (26 points high, the dots' row plus 8 points each side); `.automatic`
    /// and `.minimal` draw none — `.automatic` shows the capsule only while the user scrubs the dots,
    /// which a tap-only control here never does.
    public enum BackgroundStyle: Int, Sendable { case automatic = 0, prominent, minimal }

    func updatePlatter() {
        if backgroundStyle == .prominent {
            if platter == nil {
                let p = UIView()
                p.isUserInteractionEnabled = false
                p.backgroundColor = UIColor(white: 0, alpha: 0.25)
                insertSubview(p, at: 0)
                platter = p
            }
            setNeedsLayout()
        } else {
            platter?.removeFromSuperview()
            platter = nil
        }
    }

    func layoutPlatter() {
        guard let platter else { return }
        let width = CGFloat(max(0, numberOfPages)) * UIPageControl.dotPitch + 16
        platter.frame = CGRect(x: bounds.midX - width / 2, y: bounds.midY - 13, width: width, height: 26)
        platter.layer.cornerRadius = 13
    }
}
