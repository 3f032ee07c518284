import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A colour, and a view that fills the space it is offered with it: SwiftUI's `Color`. Colours are
/// sRGB components; they animate component by component. The system colours (`.red`, `.primary`,
/// `.secondary`, `Color(.systemBackground)`, `Color(uiColor:)` of a dynamic `UIColor`, an asset colour set
/// with a dark appearance) carry a second set of components for dark mode: they resolve in the
/// environment's `colorScheme` where they are drawn (`resolved(in:)`).
public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// The light (or only) appearance's components.
    public var red: Double, green: Double, blue: Double, alpha: Double
    let name: String?
    /// The dark appearance's components (red, green, blue, alpha); nil when it is the light one's.
    var dark: DarkComponents?
    /// The dark appearance at the elevated level (in a sheet: the background colours one step lighter);
    /// nil when it is `dark`.
    var darkElevated: DarkComponents?

    struct DarkComponents: Hashable, Sendable { var red, green, blue, alpha: Double }

    init(r: Double, g: Double, b: Double, a: Double, name: String? = nil) {
        func c(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }
        red = c(r); green = c(g); blue = c(b); alpha = c(a)
        self.name = name
    }

    /// A colour with a light and a dark appearance (nil `dark` when they are the same), and dark mode's
    /// elevated one when it differs.
    init(light: CGColor, dark: CGColor, darkElevated: CGColor? = nil, name: String? = nil) {
        self.init(r: Double(light.red), g: Double(light.green), b: Double(light.blue), a: Double(light.alpha), name: name)
        func components(_ c: CGColor) -> DarkComponents { DarkComponents(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha)) }
        if dark != light || (darkElevated.map { $0 != light } ?? false) { self.dark = components(dark) }
        if let e = darkElevated, e != dark { self.darkElevated = components(e) }
    }

    /// A UIKit colour's appearances (base and elevated dark).
    init(appearancesOf c: UIColor, name: String? = nil) {
        self.init(light: c.cgColor(for: .light), dark: c.cgColor(for: .dark), darkElevated: c.cgColor(for: .dark, elevated: true), name: name)
    }

    /// A colour that is `light` in light mode and `dark` in dark mode (each taken in its own scheme).
    init(light: Color, dark: Color) {
        let l = light.resolved(in: .light), d = dark.resolved(in: .dark)
        self.init(r: l.red, g: l.green, b: l.blue, a: l.alpha, name: l.name)
        if d.red != l.red || d.green != l.green || d.blue != l.blue || d.alpha != l.alpha {
            self.dark = DarkComponents(red: d.red, green: d.green, blue: d.blue, alpha: d.alpha)
        }
    }

    /// The colour in `scheme`: a fixed colour (its dark components for `.dark`, when it has them).
    public func resolved(in scheme: ColorScheme) -> Color { resolved(in: scheme, elevated: false) }

    /// The colour in `scheme`, at the elevated level (a sheet's) or not.
    func resolved(in scheme: ColorScheme, elevated: Bool) -> Color {
        guard let d = dark else { return self }
        if scheme == .light { var c = self; c.dark = nil; c.darkElevated = nil; return c }
        let e = elevated ? (darkElevated ?? d) : d
        return Color(r: e.red, g: e.green, b: e.blue, a: e.alpha, name: name)
    }

    /// The colour in the environment's `colorScheme` (and level).
    func resolved(_ environment: EnvironmentValues) -> Color { resolved(in: environment.colorScheme, elevated: environment.isElevatedLevel) }

    /// The scheme UIKit is drawing in now (the hosting view's, during its layout): what `cg` and
    /// `cgColor` resolve a dynamic colour with where no environment is at hand.
    static var currentScheme: ColorScheme { UITraitCollection.currentStyle == .dark ? .dark : .light }

    /// `resolved` in UIKit's current style and level.
    private var resolvedNow: Color { resolved(in: Color.currentScheme, elevated: UITraitCollection.currentElevated) }

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

    /// A UIKit colour; a dynamic one (the system colours, a dynamic provider, an asset colour with a dark
    /// appearance) keeps both appearances and resolves in the environment's colour scheme.
    public init(uiColor: UIColor) {
        self.init(appearancesOf: uiColor)
    }

    /// Disfavoured: with Xcode 15's asset symbols `Color(.brand)` names both `ColorResource.brand` and
    /// `UIColor.brand`, and means the resource (`init(_: ColorResource)`), as it compiles on iOS 17.
    @_disfavoredOverload
    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
    public init(cgColor: CGColor) { self.init(r: Double(cgColor.red), g: Double(cgColor.green), b: Double(cgColor.blue), a: Double(cgColor.alpha)) }

    /// A colour from the asset catalogue: the `<name>.colorset` of an `.xcassets` catalog in the
    /// target's `iOS/` folder (its any/light appearance, as `UIColor(named:)` reads it); black when there
    /// is none.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let c = UIColor(named: name) {
            self.init(appearancesOf: c, name: name)
        } else {
            self.init(r: 0, g: 0, b: 0, a: 1, name: name)
        }
    }

    private static func ui(_ c: UIColor, _ name: String) -> Color {
        Color(appearancesOf: c, name: name)
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
    /// The text colour: UIKit's `label`, black in light mode and white in dark mode.
    public static let primary = ui(.label, "primary")
    /// Secondary text: UIKit's `secondaryLabel`.
    public static let secondary = ui(.secondaryLabel, "secondary")
    /// The app's accent colour: the asset catalog's `AccentColor` when there is one (Xcode's template),
    /// else system blue.
    public static var accentColor: Color { ui(UIColor.appAccent, "accentColor") }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        let k = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        var c = Color(r: red, g: green, b: blue, a: alpha * k, name: name.map { "\($0).opacity(\(opacity))" })
        c.dark = dark.map { DarkComponents(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * k) }
        c.darkElevated = darkElevated.map { DarkComponents(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * k) }
        return c
    }

    /// The components as drawn now (a dynamic colour in `currentScheme`).
    public var cgColor: CGColor? { cg }
    var cg: CGColor {
        let c = dark == nil ? self : resolvedNow
        return CGColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
    /// The colour as a UIKit colour: dynamic when this one is, so a UIKit view showing it resolves it in
    /// its own traits.
    var uiColor: UIColor {
        guard let d = dark else { return UIColor(cgColor: lightCG) }
        func cg(_ d: DarkComponents) -> CGColor { CGColor(red: CGFloat(d.red), green: CGFloat(d.green), blue: CGFloat(d.blue), alpha: CGFloat(d.alpha)) }
        return UIColor(light: lightCG, dark: cg(d), darkElevated: darkElevated.map(cg))
    }
    private var lightCG: CGColor { CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha)) }

    public var description: String { name ?? "#\(String(format: "%02X%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255), Int(alpha * 255)))" }

    public static func == (a: Color, b: Color) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha && a.dark == b.dark && a.darkElevated == b.darkElevated
    }
    public func hash(into h: inout Hasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha); h.combine(dark); h.combine(darkElevated) }

    /// The components as an animation vector (red, green, blue, alpha), of the colour as drawn now (resolve
    /// it in the environment first where there is one).
    var vector: AnimationVector {
        let c = dark == nil ? self : resolvedNow
        return AnimationVector([c.red, c.green, c.blue, c.alpha])
    }
    static func from(_ v: AnimationVector) -> CGColor {
        let c = v.components
        func at(_ i: Int) -> CGFloat { i < c.count ? CGFloat(min(max(c[i], 0), 1)) : 0 }
        return CGColor(red: at(0), green: at(1), blue: at(2), alpha: at(3))
    }

    /// SwiftUI's standard gradient of a colour: from a slightly lighter version of it (12 % toward
    /// white) at the top to the colour at the bottom.
    public var gradient: AnyGradient {
        let k = 0.12
        var light = Color(r: red + (1 - red) * k, g: green + (1 - green) * k, b: blue + (1 - blue) * k, a: alpha)
        func lighter(_ c: DarkComponents) -> DarkComponents {
            DarkComponents(red: c.red + (1 - c.red) * k, green: c.green + (1 - c.green) * k, blue: c.blue + (1 - c.blue) * k, alpha: c.alpha)
        }
        light.dark = dark.map(lighter)
        light.darkElevated = darkElevated.map(lighter)
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
    public convenience init(_ color: Color) { self.init(copying: color.uiColor) }
}
