import Foundation

/// UIKit's colour object: an sRGB `CGColor` with straight alpha, components in 0…1.
public final class UIColor: Hashable, CustomStringConvertible {
    public let cgColor: CGColor

    public init(cgColor: CGColor) { self.cgColor = cgColor }

    /// Components are clamped to 0…1 (UIKit's extended range is not mirrored).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func c(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.init(cgColor: CGColor(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// 0xRRGGBB, e.g. `UIColor(hex: 0x1E90FF)`.
    public convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    /// "#RRGGBB", "RRGGBB", "#RRGGBBAA" or "#RGB"; nil for anything else.
    public convenience init?(hex string: String) {
        var s = string.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("#") { s.removeFirst() }
        guard s.allSatisfy(\.isHexDigit), let v = UInt64(s, radix: 16) else { return nil }
        switch s.count {
        case 3:
            let r = (v >> 8) & 0xF, g = (v >> 4) & 0xF, b = v & 0xF
            self.init(red: CGFloat(r * 17) / 255, green: CGFloat(g * 17) / 255, blue: CGFloat(b * 17) / 255, alpha: 1)
        case 6: self.init(hex: UInt32(v))
        case 8: self.init(hex: UInt32(v >> 8), alpha: CGFloat(v & 0xFF) / 255)
        default: return nil
        }
    }

    /// The same colour with alpha replaced.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: alpha)
    }

    /// UIKit's out-parameter accessor; returns true (every colour here is RGB).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = cgColor.red; green?.pointee = cgColor.green
        blue?.pointee = cgColor.blue; alpha?.pointee = cgColor.alpha
        return true
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.cgColor == b.cgColor }
    public func hash(into h: inout Hasher) { h.combine(cgColor) }

    public var description: String {
        "UIColor(r: \(cgColor.red), g: \(cgColor.green), b: \(cgColor.blue), a: \(cgColor.alpha))"
    }

    // UIKit's named colours, with UIKit's component values.
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
