import Foundation

/// An sRGB colour with straight (not premultiplied) alpha; every component in 0…1.
/// Core Animation interpolates colours component by component, and so does `interpolated(to:fraction:)`.
public struct CGColor: Equatable, Hashable {
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Components in the order CGColor.components returns them for an RGB colour.
    public var components: [CGFloat] { [red, green, blue, alpha] }

    public static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    public func interpolated(to other: CGColor, fraction f: CGFloat) -> CGColor {
        CGColor(red: red + (other.red - red) * f,
                green: green + (other.green - green) * f,
                blue: blue + (other.blue - blue) * f,
                alpha: alpha + (other.alpha - alpha) * f)
    }
}
