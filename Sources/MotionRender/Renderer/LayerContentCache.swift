import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
import MotionViews

/// What the layer renderer keeps for content layers between frames: rasterised shapes, gradients
/// and shadows, cached by exactly what they draw (content, pixel scale, tint), so an unchanged shape
/// is not rasterised again; an entry unused for a frame is dropped, so an animating shape holds
/// one image at a time. Safe to use from the several threads that build a wide layer's draw list.
public final class LayerContentCache {
    private let lock = NSLock()
    /// Pixels per point to rasterise at before any transform scale; nil uses the session's
    /// `UIServices.screenScale`.
    public var pixelScale: CGFloat?
    /// Shape and gradient images rasterised during the current frame (not found in the cache).
    public private(set) var rasterizedThisFrame = 0
    /// Images held now.
    public var count: Int { shapes.count + gradients.count + shadows.count + texts.count + tints.count }

    struct ShapeKey: Hashable {
        let shape: ShapeContent, scale: CGFloat, tint: CGColor, region: CGRect?
    }
    struct GradientKey: Hashable {
        let gradient: GradientContent, width: Int, height: Int, tint: CGColor
    }
    struct TextKey: Hashable {
        let text: TextContent, width: CGFloat, scale: CGFloat
    }
    /// What casts a shadow: a path-like shape, or the alpha of what a layer draws.
    enum ShadowCaster: Hashable {
        case shape(ShapeContent)
        case alpha(MaskSource)
    }
    struct ShadowKey: Hashable {
        let caster: ShadowCaster, sigma: CGFloat, color: CGColor, scale: CGFloat
    }
    private struct Entry<Value> {
        let value: Value
        var lastUsed: Int
    }

    private var shapes: [ShapeKey: Entry<ShapeRaster?>] = [:]
    private var gradients: [GradientKey: Entry<CGImage?>] = [:]
    private var shadows: [ShadowKey: Entry<ShapeRaster?>] = [:]
    private var texts: [TextKey: Entry<CGImage?>] = [:]
    /// Particle images multiplied by a colour, by image and colour quantised to 1/32 per channel.
    private var tints: [TintKey: Entry<(source: CGImage, tinted: CGImage)>] = [:]
    struct TintKey: Hashable { let image: ObjectIdentifier, r: UInt8, g: UInt8, b: UInt8 }
    private var frame = 0
    /// Rasterised mask layers (their own cache, keyed by what the mask draws).
    let masks = MaskCache()
    public init() {}

    /// Starts a frame: drops images the previous frame did not use.
    public func beginFrame() {
        lock.lock(); defer { lock.unlock() }
        frame += 1
        rasterizedThisFrame = 0
        shapes = shapes.filter { $0.value.lastUsed >= frame - 1 }
        gradients = gradients.filter { $0.value.lastUsed >= frame - 1 }
        shadows = shadows.filter { $0.value.lastUsed >= frame - 1 }
        texts = texts.filter { $0.value.lastUsed >= frame - 1 }
        tints = tints.filter { $0.value.lastUsed >= frame - 1 }
        masks.beginFrame()
    }

    /// `image` with its colour channels multiplied by `color`'s (alpha is the draw's opacity); the image
    /// itself for white.
    func tinted(_ image: CGImage, by color: CGColor) -> CGImage? {
        func q(_ v: CGFloat) -> UInt8 { UInt8((min(max(v.isFinite ? v : 1, 0), 1) * 32).rounded()) }
        let key = TintKey(image: ObjectIdentifier(image), r: q(color.red), g: q(color.green), b: q(color.blue))
        if key.r == 32 && key.g == 32 && key.b == 32 { return image }
        lock.lock(); defer { lock.unlock() }
        if var e = tints[key] {
            e.lastUsed = frame
            tints[key] = e
            return e.value.tinted
        }
        var px = image.pixels
        let m = [Int(key.r), Int(key.g), Int(key.b)]
        for i in stride(from: 0, to: px.count, by: 4) {
            for c in 0..<3 { px[i + c] = UInt8((Int(px[i + c]) * m[c] + 16) / 32) }
        }
        let out = CGImage(width: image.width, height: image.height, pixels: px)
        rasterizedThisFrame += 1
        // The source is held with its tint, so its identifier cannot be reused while the entry lives.
        tints[key] = Entry(value: (image, out), lastUsed: frame)
        return out
    }

    /// A text layer's string drawn by the views' text service (nil without one, or when it fails).
    func text(_ key: TextKey) -> CGImage? {
        lock.lock(); defer { lock.unlock() }
        if var e = texts[key] {
            e.lastUsed = frame
            texts[key] = e
            return e.value
        }
        let image = Self.renderText(key)
        rasterizedThisFrame += 1
        texts[key] = Entry(value: image, lastUsed: frame)
        return image
    }

    private static func renderText(_ key: TextKey) -> CGImage? {
        let t = key.text
        guard let rasterizer = UIServices.textRasterizer, let string = t.string,
              let color = t.foregroundColor else { return nil }
        let font = UIFont(pointSize: t.fontSize, weight: t.isBold ? .bold : .regular)
        let alignment: NSTextAlignment
        switch t.alignmentMode {
        case .center: alignment = .center
        case .right: alignment = .right
        case .justified: alignment = .justified
        default: alignment = .left
        }
        let hasWidth = key.width > 0 && key.width.isFinite
        let maxWidth: CGFloat?, lines: Int
        if t.isWrapped {
            (maxWidth, lines) = (hasWidth ? key.width : nil, 0)
        } else if t.truncationMode != .none, hasWidth {
            (maxWidth, lines) = (key.width, 1)
        } else {
            (maxWidth, lines) = (nil, 0)
        }
        return try? rasterizer.render(string, font: font, color: UIColor(cgColor: color), maxWidth: maxWidth,
                                      alignment: alignment, numberOfLines: lines, scale: key.scale)
    }

    func shadow(_ key: ShadowKey) -> ShapeRaster? {
        lock.lock(); defer { lock.unlock() }
        if var e = shadows[key] {
            e.lastUsed = frame
            shadows[key] = e
            return e.value
        }
        let raster: ShapeRaster?
        switch key.caster {
        case .shape(let shape): raster = ShadowRasterizer.rasterize(shape, sigma: key.sigma, color: key.color, scale: key.scale)
        case .alpha(let m): raster = ShadowRasterizer.rasterize(alphaOf: m, sigma: key.sigma, color: key.color, scale: key.scale)
        }
        rasterizedThisFrame += 1
        shadows[key] = Entry(value: raster, lastUsed: frame)
        return raster
    }

    func shape(_ key: ShapeKey) -> ShapeRaster? {
        lock.lock(); defer { lock.unlock() }
        if var e = shapes[key] {
            e.lastUsed = frame
            shapes[key] = e
            return e.value
        }
        let raster = ShapeRasterizer.rasterize(key.shape, scale: key.scale, tint: key.tint, region: key.region)
        rasterizedThisFrame += 1
        shapes[key] = Entry(value: raster, lastUsed: frame)
        return raster
    }

    func gradient(_ key: GradientKey) -> CGImage? {
        lock.lock(); defer { lock.unlock() }
        if var e = gradients[key] {
            e.lastUsed = frame
            gradients[key] = e
            return e.value
        }
        let image = GradientRasterizer.rasterize(key.gradient, pixelWidth: key.width, pixelHeight: key.height, tint: key.tint)
        rasterizedThisFrame += 1
        gradients[key] = Entry(value: image, lastUsed: frame)
        return image
    }

    /// Pixels per point for content drawn with `transform`: the screen scale times the transform's
    /// larger axis scale, rounded up to a power of √2 so a scale animation re-rasterises only at
    /// those steps and the image never has fewer pixels than the screen shows.
    /// - Parameter screenScale: the session's screen scale (read on the frame's thread; the walk
    ///   may run on others).
    func rasterScale(for transform: CATransform3D, screenScale: CGFloat) -> CGFloat {
        let base = pixelScale ?? screenScale
        let (sx, sy) = PlaneTransform(transform).axisScales
        let s = max(sx, sy)
        guard base.isFinite, base > 0 else { return 1 }
        guard s.isFinite, s > 0 else { return base }
        let steps = (2 * log2(s) - 1e-6).rounded(.up)
        return base * CGFloat(pow(2, min(max(steps, -8), 8) / 2))
    }
}

