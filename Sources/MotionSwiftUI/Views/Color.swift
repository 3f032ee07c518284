import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A colour, and a view that fills the space it is offered with it: SwiftUI's `Color`. Colours are
/// sRGB components (system colours are UIKit's light-mode values); they animate component by
/// component.
public struct Color: Hashable, CustomStringConvertible, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    let name: String?

    init(r: Double, g: Double, b: Double, a: Double, name: String? = nil) {
        func c(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }
        red = c(r); green = c(g); blue = c(b); alpha = c(a)
        self.name = name
    }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB: self.init(r: red, g: green, b: blue, a: opacity)
        case .sRGBLinear:
            func enc(_ x: Double) -> Double { x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055 }
            self.init(r: enc(red), g: enc(green), b: enc(blue), a: opacity)
        case .displayP3:
            let c = UIColor(displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity)).cgColor
            self.init(r: Double(c.red), g: Double(c.green), b: Double(c.blue), a: Double(c.alpha))
        }
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(red: Double, green: Double, blue: Double) { self.init(r: red, g: green, b: blue, a: 1) }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let i = Int(h), f = h - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i % 6 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(r: r, g: g, b: b, a: opacity)
    }

    public init(uiColor: UIColor) {
        let c = uiColor.cgColor
        self.init(r: Double(c.red), g: Double(c.green), b: Double(c.blue), a: Double(c.alpha))
    }

    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
    public init(cgColor: CGColor) { self.init(r: Double(cgColor.red), g: Double(cgColor.green), b: Double(cgColor.blue), a: Double(cgColor.alpha)) }

    /// A colour from the asset catalogue: the `<name>.colorset` of an `.xcassets` catalog in the
    /// target's `iOS/` folder (its any/light appearance, as `UIColor(named:)` reads it); black when there
    /// is none.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let c = UIColor(named: name)?.cgColor {
            self.init(r: Double(c.red), g: Double(c.green), b: Double(c.blue), a: Double(c.alpha), name: name)
        } else {
            self.init(r: 0, g: 0, b: 0, a: 1, name: name)
        }
    }

    private static func ui(_ c: UIColor, _ name: String) -> Color {
        let g = c.cgColor
        return Color(r: Double(g.red), g: Double(g.green), b: Double(g.blue), a: Double(g.alpha), name: name)
    }

    public static let red = ui(.systemRed, "red")
    public static let orange = ui(.systemOrange, "orange")
    public static let yellow = ui(.systemYellow, "yellow")
    public static let green = ui(.systemGreen, "green")
    public static let mint = ui(.systemMint, "mint")
    public static let teal = ui(.systemTeal, "teal")
    public static let cyan = ui(.systemCyan, "cyan")
    public static let blue = ui(.systemBlue, "blue")
    public static let indigo = ui(.systemIndigo, "indigo")
    public static let purple = ui(.systemPurple, "purple")
    public static let pink = ui(.systemPink, "pink")
    public static let brown = ui(.systemBrown, "brown")
    public static let gray = ui(.systemGray, "gray")
    public static let black = Color(r: 0, g: 0, b: 0, a: 1, name: "black")
    public static let white = Color(r: 1, g: 1, b: 1, a: 1, name: "white")
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0, name: "clear")
    /// The text colour: black in light mode.
    public static let primary = Color(r: 0, g: 0, b: 0, a: 1, name: "primary")
    /// Secondary text: UIKit's `secondaryLabel`.
    public static let secondary = ui(.secondaryLabel, "secondary")
    /// The app's accent colour: the asset catalog's `AccentColor` when there is one (Xcode's template),
    /// else system blue.
    public static var accentColor: Color { ui(UIColor.appAccent, "accentColor") }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(r: red, g: green, b: blue, a: alpha * (opacity.isFinite ? min(max(opacity, 0), 1) : 1), name: name.map { "\($0).opacity(\(opacity))" })
    }

    public var cgColor: CGColor? { CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha)) }
    var cg: CGColor { CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha)) }
    var uiColor: UIColor { UIColor(cgColor: cg) }

    public var description: String { name ?? "#\(String(format: "%02X%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255), Int(alpha * 255)))" }

    public static func == (a: Color, b: Color) -> Bool { a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha }
    public func hash(into h: inout Hasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha) }

    /// The components as an animation vector (red, green, blue, alpha).
    var vector: AnimationVector { AnimationVector([red, green, blue, alpha]) }
    static func from(_ v: AnimationVector) -> CGColor {
        let c = v.components
        func at(_ i: Int) -> CGFloat { i < c.count ? CGFloat(min(max(c[i], 0), 1)) : 0 }
        return CGColor(red: at(0), green: at(1), blue: at(2), alpha: at(3))
    }

    /// SwiftUI's standard gradient of a colour: from a slightly lighter version of it (12 % toward
    /// white) at the top to the colour at the bottom.
    public var gradient: AnyGradient {
        let k = 0.12
        let light = Color(r: red + (1 - red) * k, g: green + (1 - green) * k, b: blue + (1 - blue) * k, a: alpha)
        return AnyGradient(Gradient(colors: [light, self]))
    }
}

extension Color: View, BuiltinView {
    public typealias Body = Never
    public var body: Never { primitiveBody("Color") }
    func makeNode(graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph) }
}

extension UIColor {
    /// `UIColor(Color.red)`.
    public convenience init(_ color: Color) { self.init(cgColor: color.cg) }
}
