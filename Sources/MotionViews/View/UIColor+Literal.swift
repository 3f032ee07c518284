import Foundation

/// Xcode's colour literals, `#colorLiteral(red: 0.77, green: 1, blue: 0.87, alpha: 1)`: sRGB components,
/// a `UIColor` where the context gives no other type (UIKit's `_ColorLiteralType`).
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

public typealias _ColorLiteralType = UIColor
