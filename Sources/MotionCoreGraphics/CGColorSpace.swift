import Foundation
import MotionGeometry

/// Core Graphics' colour space. Contexts here draw in 8-bit sRGB, so every RGB space draws as sRGB
/// (device RGB is sRGB on iOS too; Display P3 and the linear and extended spaces are drawn as sRGB,
/// components clamped to 0…1) and a gray space's components become equal RGB ones.
public final class CGColorSpace: Equatable, Hashable, CustomStringConvertible {
    /// Apple's names for the spaces (`CGColorSpace(name: CGColorSpace.sRGB)`). Strings here: Core
    /// Foundation's `CFString` does not exist on Linux.
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let deviceRGB = "kCGColorSpaceDeviceRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let deviceGray = "kCGColorSpaceDeviceGray"

    /// The space's name, one of the constants above.
    public let name: String?
    public let model: CGColorSpaceModel

    init(name: String, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// The named space; nil for a name Core Graphics does not know.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.linearSRGB, Self.extendedLinearSRGB, Self.displayP3,
             Self.genericRGBLinear, Self.deviceRGB:
            self.init(name: name, model: .rgb)
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray, Self.deviceGray:
            self.init(name: name, model: .monochrome)
        default:
            return nil
        }
    }

    /// Colour components per colour, alpha not counted.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name && a.model == b.model }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(model) }
    public var description: String { "<CGColorSpace \(name ?? "unnamed")>" }

    static let sharedSRGB = CGColorSpace(name: sRGB, model: .rgb)
    static let sharedDeviceRGB = CGColorSpace(name: deviceRGB, model: .rgb)
    static let sharedDeviceGray = CGColorSpace(name: deviceGray, model: .monochrome)
}

/// Apple's colour space models (raw values Core Graphics').
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1, cmyk = 2, lab = 3, deviceN = 4, indexed = 5, pattern = 6, XYZ = 7
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.sharedDeviceRGB }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.sharedDeviceGray }
public func CGColorSpaceCreateWithName(_ name: String) -> CGColorSpace? { CGColorSpace(name: name) }

extension CGColor {
    /// A colour from components in `space`: gray + alpha for a monochrome space, red, green, blue +
    /// alpha for an RGB one (a missing alpha is 1). nil when the count does not fit the space, as Core
    /// Graphics returns NULL. Components are clamped to 0…1 (non-finite ones become 0).
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let n = space.numberOfComponents + 1
        let c = (0..<n).map { i -> CGFloat in
            let v = components[i]
            return v.isFinite ? Swift.min(Swift.max(v, 0), 1) : 0
        }
        if space.model == .monochrome { self.init(gray: c[0], alpha: c[1]) } else {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
    }

    /// iOS 13's sRGB initialiser.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Every colour here is sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace.sharedSRGB }
    /// Red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    /// The same colour with alpha replaced.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Components premultiplied by alpha, clamped to 0…1, as drawing uses them.
    var premultiplied: SIMD4<Float> {
        func c(_ v: CGFloat) -> Float { v.isFinite ? Float(Swift.min(Swift.max(v, 0), 1)) : 0 }
        let a = c(alpha)
        return SIMD4(c(red) * a, c(green) * a, c(blue) * a, a)
    }
}

public func CGColorCreate(_ space: CGColorSpace?, _ components: UnsafePointer<CGFloat>) -> CGColor? {
    CGColor(colorSpace: space ?? CGColorSpace.sharedDeviceRGB, components: components)
}

public func CGColorCreateCopyWithAlpha(_ color: CGColor, _ alpha: CGFloat) -> CGColor? { color.copy(alpha: alpha) }

public func CGColorGetAlpha(_ color: CGColor) -> CGFloat { color.alpha }

public func CGColorEqualToColor(_ a: CGColor?, _ b: CGColor?) -> Bool { a == b }
