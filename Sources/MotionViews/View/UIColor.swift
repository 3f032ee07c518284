import Foundation

/// UIKit's colour object: an sRGB `CGColor` with straight alpha, components in 0…1 — or a dynamic colour
/// (the system colours, `init(dynamicProvider:)`, an asset-catalog colour set with a dark appearance)
/// whose components depend on the trait collection it is resolved with.
///
/// A dynamic colour's `cgColor` is its colour for `UITraitCollection.current`, as in UIKit: inside a
/// view's `draw(_:)`, `layoutSubviews()` or `traitCollectionDidChange(_:)` that is the view's traits, so
/// drawing code reads the right appearance. A `CGColor` taken out of a dynamic colour is fixed: a layer's
/// `borderColor = UIColor.label.cgColor` keeps that appearance's colour when the style changes (UIKit's
/// well-known gotcha) — the views' own `UIColor` properties are resolved again on a style change.
public final class UIColor: Hashable, CustomStringConvertible {
    /// A static colour's components (for a dynamic one: its light appearance).
    private let staticColor: CGColor
    /// A dynamic colour's two appearances or provider; nil for a static colour.
    let dynamic: Dynamic?

    /// What a dynamic colour resolves with.
    enum Dynamic {
        /// The system colours and asset colour sets: one colour per appearance, and the dark one at the
        /// elevated level (sheets, popovers; the same as `dark` but for the background colours) — resolved
        /// without calls or allocations, so resolving them in every draw costs nothing measurable.
        case appearances(light: CGColor, dark: CGColor, darkElevated: CGColor)
        /// iOS 13's `init(dynamicProvider:)`, asked with the trait collection each time.
        case provider((UITraitCollection) -> UIColor)
    }

    /// The colour as drawn now: a dynamic colour's appearance for `UITraitCollection.current`.
    public var cgColor: CGColor {
        switch dynamic {
        case nil: return staticColor
        case .appearances(let light, let dark, let elevated)?:
            return UITraitCollection.currentStyle == .dark ? (UITraitCollection.currentElevated ? elevated : dark) : light
        case .provider(let p)?: return p(UITraitCollection.current).cgColor
        }
    }

    public init(cgColor: CGColor) { staticColor = cgColor; dynamic = nil }

    /// A dynamic colour with one colour per appearance (`light` also for `.unspecified`); `darkElevated`,
    /// dark mode's colour in sheets and popovers, is `dark` unless given.
    package init(light: CGColor, dark: CGColor, darkElevated: CGColor? = nil) {
        staticColor = light
        let elevated = darkElevated ?? dark
        dynamic = light == dark && dark == elevated ? nil : .appearances(light: light, dark: dark, darkElevated: elevated)
    }

    /// A copy of `other`, static or dynamic (`init(named:)` returns the catalog's colour this way).
    package init(copying other: UIColor) { staticColor = other.staticColor; dynamic = other.dynamic }

    /// iOS 13's dynamic colour: `provider` is asked for the colour whenever it is resolved — with the
    /// view's traits when a view draws it or sets it on its layer, and again when the view's appearance
    /// changes (`UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }`).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        staticColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).cgColor
        dynamic = .provider(dynamicProvider)
    }

    /// The colour for `traitCollection`: a dynamic colour's appearance (or provider's colour) for it,
    /// else the colour itself. The result is static.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch dynamic {
        case nil: return self
        case .appearances(let light, let dark, let elevated)?:
            return UIColor(cgColor: traitCollection.userInterfaceStyle == .dark ? (traitCollection.userInterfaceLevel == .elevated ? elevated : dark) : light)
        case .provider(let p)?: return p(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The colour's components for a style (`.unspecified` is light) and level, without a trait collection.
    package func cgColor(for style: UIUserInterfaceStyle, elevated: Bool = false) -> CGColor {
        switch dynamic {
        case nil: return staticColor
        case .appearances(let light, let dark, let darkElevated)?: return style == .dark ? (elevated ? darkElevated : dark) : light
        case .provider(let p)?:
            let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style),
                                                         UITraitCollection(userInterfaceLevel: elevated ? .elevated : .base)])
            return p(traits).cgColor(for: style, elevated: elevated)
        }
    }

    /// Whether the colour differs between appearances (it may: a provider is not asked).
    package var isDynamic: Bool { dynamic != nil }

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

    /// Hue, saturation and brightness (HSB, also called HSV), each 0…1 (hue wraps: 0 and 1 are red),
    /// converted to sRGB with the standard hexcone formula, as UIKit does for sRGB colours.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// UIKit's asset-catalog lookup: a colour set of an `.xcassets` catalog in the target's `iOS/`
    /// folder (compiled by the MotionLabPort plugin; its any/light appearance), nil for a name the
    /// catalogs do not contain, as on iOS.
    public convenience init?(named name: String) {
        guard let color = InterfaceBuilderRegistry.color(named: name) else { return nil }
        self.init(copying: color)
    }

    /// The app's accent colour: the asset catalogs' `AccentColor` colour set — the name Xcode's app
    /// template gives `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, which makes it every control's
    /// tint on iOS — else system blue. The tint of a view that has none of its own.
    package static var appAccent: UIColor { UIColor(named: "AccentColor") ?? .systemBlue }

    /// The same colour with alpha replaced (a dynamic colour stays dynamic: each appearance's alpha).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        func replaced(_ c: CGColor) -> CGColor {
            let a = alpha.isFinite ? min(max(alpha, 0), 1) : 0
            return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: a)
        }
        switch dynamic {
        case nil: return UIColor(cgColor: replaced(staticColor))
        case .appearances(let light, let dark, let elevated)?: return UIColor(light: replaced(light), dark: replaced(dark), darkElevated: replaced(elevated))
        case .provider(let p)?: return UIColor(dynamicProvider: { p($0).withAlphaComponent(alpha) })
        }
    }

    /// UIKit's out-parameter accessor; returns true (every colour here is RGB).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = cgColor.red; green?.pointee = cgColor.green
        blue?.pointee = cgColor.blue; alpha?.pointee = cgColor.alpha
        return true
    }

    /// UIKit's HSB accessor (the inverse of `init(hue:saturation:brightness:alpha:)`); returns true.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = cgColor.red, g = cgColor.green, b = cgColor.blue
        let maxC = Swift.max(r, g, b), minC = Swift.min(r, g, b), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == r { h = (g - b) / delta } else if maxC == g { h = 2 + (b - r) / delta } else { h = 4 + (r - g) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// UIKit's grayscale accessor: true with the grey level for greys (red = green = blue, as colours made
    /// with `init(white:alpha:)` are); false for other colours, which have no single grey level.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.red == cgColor.green, cgColor.green == cgColor.blue else { return false }
        white?.pointee = cgColor.red
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// The hexcone HSB → RGB conversion; inputs clamped to 0…1, hue taken modulo 1.
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        func c(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.min(Swift.max(v, 0), 1) : 0 }
        let s = c(saturation), v = c(brightness)
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
        if h < 0 { h += 1 }
        let sector = h * 6
        let i = Swift.min(Int(sector), 5)
        let f = sector - CGFloat(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Colours are equal when they draw the same now (a dynamic colour in `UITraitCollection.current`'s
    /// appearance), so `label.textColor == .label` and `== .black` both hold in light mode. (UIKit compares a
    /// dynamic colour by identity; comparing what is drawn keeps code that compared fixed colours working.)
    public static func == (a: UIColor, b: UIColor) -> Bool { a === b || a.cgColor == b.cgColor }
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
