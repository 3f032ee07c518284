import Foundation

/// `UIImage(systemName:)`: an exported PNG of that name in the resources when there is one (your own
/// export of the symbol), else a stand-in glyph from the Material Icons font (`SymbolStandIns`) for the
/// common SF Symbol names, drawn at the configuration's point size — the body style's 17 points unless
/// configured — about as large as the symbol (an SF Symbol's image is about 1.2 × its point size), with
/// `.small`/`.large` scales 0.8 and 1.3 times that, and its weight approximated by thickening or
/// thinning the glyph. The image is a template (drawn in the tint, as UIKit draws symbols). A name with
/// neither gives nil, as on iOS for an unknown symbol, and a one-line warning (once per name).
extension UIImage {
    /// Points of image per point of symbol size (the em of the stand-in font).
    static let symbolEmPerPoint: CGFloat = 1.2

    /// The stand-in of `name` at `configuration`, or nil (warning once) when there is none.
    static func symbolStandIn(named name: String, configuration: SymbolConfiguration?) -> UIImage? {
        guard let glyph = SymbolStandIns.glyph(for: name) else {
            SymbolWarnings.warnOnce(name, "UIImage(systemName: \"\(name)\"): no stand-in for this SF Symbol and no \(name).png in the resources; nil")
            return nil
        }
        guard let rasterizer = UIServices.glyphRasterizer else {
            SymbolWarnings.warnOnce("#service", "UIImage(systemName:): no glyph rasterizer installed (the preview host installs one); nil")
            return nil
        }
        let config = configuration ?? SymbolConfiguration(pointSize: 0)
        let screenScale = UIServices.screenScale
        let scaleFactor: CGFloat
        switch config.scale {
        case .small: scaleFactor = 0.8
        case .large: scaleFactor = 1.3
        default: scaleFactor = 1
        }
        let points = config.resolvedPointSize * scaleFactor * symbolEmPerPoint
        let pixels = max(1, Int((points * screenScale).rounded()))
        let key = SymbolCache.Key(codePoint: glyph.codePoint, pixels: pixels, weight: config.weight.rawValue)
        if let cached = SymbolCache.images[key] {
            return UIImage(symbol: cached, scale: screenScale, name: name, configuration: config)
        }
        let image: CGImage
        do {
            image = try rasterizer.renderGlyph(glyph.codePoint, fontPath: SymbolStandIns.fontPath, pixelSize: pixels)
        } catch {
            SymbolWarnings.warnOnce("#font", "UIImage(systemName:): SF Symbol stand-ins need \(SymbolStandIns.fontPath) (Debian: fonts-material-design-icons-iconfont): \(error); nil")
            return nil
        }
        let weighted = SymbolWeighting.apply(config.weight, to: image)
        SymbolCache.images[key] = weighted
        return UIImage(symbol: weighted, scale: screenScale, name: name, configuration: config)
    }

    /// A symbol image: a template, remembering its name and configuration.
    convenience init(symbol cgImage: CGImage, scale: CGFloat, name: String, configuration: SymbolConfiguration) {
        self.init(cgImage: cgImage, scale: scale)
        renderingMode = .alwaysTemplate
        symbolName = name
        symbolConfiguration = configuration
    }

    /// Whether this is a symbol image (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { symbolName != nil }

    /// The symbol drawn with `configuration` applied over this one's (UIKit's `withConfiguration`).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard let name = symbolName else { return self }
        let merged = (symbolConfiguration ?? SymbolConfiguration(pointSize: 0)).applying(configuration)
        return UIImage.symbolStandIn(named: name, configuration: merged) ?? self
    }

    /// The same as `withConfiguration(_:)`, nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        symbolName == nil ? nil : withConfiguration(configuration)
    }

    /// iOS 13's `withTintColor(_:)`: the image drawn in `color` (its alpha kept), as an original image
    /// (so image views and buttons show that colour, not their tint).
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// iOS 13's `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let cg = cgImage else { return self }
        let c = color.cgColor
        func byte(_ v: CGFloat) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        let r = byte(c.red), g = byte(c.green), b = byte(c.blue), a = Double(min(max(c.alpha, 0), 1))
        var px = cg.pixels
        for i in stride(from: 0, to: px.count - 3, by: 4) {
            px[i] = r; px[i + 1] = g; px[i + 2] = b
            px[i + 3] = UInt8((Double(px[i + 3]) * a).rounded())
        }
        let copy = UIImage(cgImage: CGImage(width: cg.width, height: cg.height, pixels: px), scale: scale)
        copy.renderingMode = renderingMode
        copy.symbolName = symbolName
        copy.symbolConfiguration = symbolConfiguration
        return copy
    }
}

/// Rendered stand-in glyphs, by code point, pixel size and weight (process-wide: glyphs do not change).
enum SymbolCache {
    struct Key: Hashable {
        let codePoint: UInt32
        let pixels: Int
        let weight: Int
    }
    nonisolated(unsafe) static var images: [Key: CGImage] = [:]
}

/// One warning per name (and one for a missing font or service), on standard error.
enum SymbolWarnings {
    nonisolated(unsafe) static var warned: Set<String> = []

    static func warnOnce(_ key: String, _ message: String) {
        guard warned.insert(key).inserted else { return }
        FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
    }
}

/// SF Symbols come in nine weights; the stand-in font has one (about regular). Heavier weights thicken
/// the glyph's coverage (a maximum filter), lighter ones thin it (a minimum filter), by a radius of
/// pixels proportional to the glyph's size (one unit per 24 pixels, the font's design grid).
enum SymbolWeighting {
    /// The radius in design units (positive: thicker).
    static func units(_ weight: UIImage.SymbolConfiguration.Weight) -> CGFloat {
        switch weight {
        case .ultraLight: return -1.5
        case .thin: return -1
        case .light: return -0.5
        case .unspecified, .regular, .medium: return 0
        case .semibold: return 0.75
        case .bold: return 1.25
        case .heavy: return 1.75
        case .black: return 2.25
        }
    }

    static func apply(_ weight: UIImage.SymbolConfiguration.Weight, to image: CGImage) -> CGImage {
        let radius = Int((units(weight) * CGFloat(image.width) / 24).rounded())
        guard radius != 0 else { return image }
        let w = image.width, h = image.height
        var alpha = [UInt8](repeating: 0, count: w * h)
        let px = image.pixels
        for i in 0..<(w * h) { alpha[i] = px[i * 4 + 3] }
        let r = abs(radius), grow = radius > 0
        func pass(_ a: [UInt8], horizontal: Bool) -> [UInt8] {
            var out = a
            for y in 0..<h {
                for x in 0..<w {
                    var m: UInt8 = grow ? 0 : 255
                    for d in -r...r {
                        let (xx, yy) = horizontal ? (x + d, y) : (x, y + d)
                        let v: UInt8 = (xx < 0 || yy < 0 || xx >= w || yy >= h) ? 0 : a[yy * w + xx]
                        m = grow ? max(m, v) : min(m, v)
                    }
                    out[y * w + x] = m
                }
            }
            return out
        }
        alpha = pass(pass(alpha, horizontal: true), horizontal: false)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<(w * h) { out[i * 4 + 3] = alpha[i] }
        return CGImage(width: w, height: h, pixels: out)
    }
}

extension UIImage {
    /// Whether `UIImage(systemName: name)` finds an image (an exported PNG or a stand-in), asked without
    /// its warning: SwiftUI's symbol variants try a name that may not exist before the plain one.
    package static func hasSystemSymbol(named name: String) -> Bool {
        if (try? UIImage.load(named: name)) != nil { return true }
        return SymbolStandIns.glyph(for: name) != nil
    }
}
