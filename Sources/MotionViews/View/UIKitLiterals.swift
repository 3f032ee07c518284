import Foundation

/// Xcode's colour and image literals, as UIKit makes them work: `#colorLiteral(red:green:blue:alpha:)`
/// is a `UIColor` and `#imageLiteral(resourceName:)` a `UIImage` (UIKit declares these two type aliases
/// and conformances, so a file full of literals from Interface Builder's colour picker compiles). The
/// image literal's type is `UIImageLiteral`, a `UIImage`: a literal protocol's initialiser would have
/// to be `required` on `UIImage` itself, and every subclass of `UIImage` would then have to write it.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImageLiteral

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red: 0.97, green: 0.5, blue: 0.08, alpha: 1)`: sRGB components 0…1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The image of `#imageLiteral(resourceName: "star")`: what `UIImage(named:)` finds. On iOS a missing
/// resource crashes; here it is an empty image and a one-line warning naming it.
public final class UIImageLiteral: UIImage, _ExpressibleByImageLiteral {
    public convenience init(imageLiteralResourceName name: String) {
        do {
            let image = try UIImage.load(named: name)
            if let cg = image.cgImage {
                self.init(cgImage: cg, scale: image.scale)
                return
            }
        } catch {
            FileHandle.standardError.write(Data("warning: #imageLiteral(resourceName: \"\(name)\"): \(error); an empty image\n".utf8))
        }
        self.init()
    }
}
