import Foundation
import MotionCoreGraphics
import MotionLayers

/// How an image renderer's bitmaps are made.
open class UIGraphicsImageRendererFormat {
    /// Pixels per point: the screen's by default (`init()`, `default()`, `preferred()`, as UIKit's);
    /// 0 or less means the screen's too.
    open var scale: CGFloat
    /// A hint (the bitmap keeps its alpha here).
    open var opaque = false
    /// UIKit's colour range choice; drawing is 8-bit sRGB whatever it says.
    open var preferredRange: Range = .automatic
    /// Whether wide colour is preferred (ignored: sRGB).
    open var prefersExtendedRange = false

    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }
    /// The drawing area (the renderer's bounds, points), as the block's `context.format.bounds` reads it.
    public internal(set) var bounds = CGRect.zero

    public init() { scale = UIServices.screenScale }

    /// UIKit's format for drawing in `traitCollection`: its display scale (the screen's when it has none).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// A copy for a renderer of `bounds`.
    func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        f.scale = scale; f.opaque = opaque; f.preferredRange = preferredRange; f.prefersExtendedRange = prefersExtendedRange
        f.bounds = bounds
        return f
    }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The bounds' pixel size at this scale, and the scale used (a non-positive scale is the screen's).
    var effectiveScale: CGFloat { scale > 0 && scale.isFinite ? scale : UIServices.screenScale }
}

/// What an image renderer's drawing block gets: the context and UIKit's shortcuts on it.
open class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far.
    open var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage() ?? CGImage(width: 0, height: 0, pixels: []), scale: format.effectiveScale)
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    /// Frames `rect` with a one-point line inside it, in the current fill colour (as `UIRectFrame`).
    open func stroke(_ rect: CGRect) {
        UIGraphicsPushContext(cgContext); UIRectFrame(rect); UIGraphicsPopContext()
    }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); stroke(rect); cgContext.restoreGState()
    }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// UIKit's image renderer: `renderer.image { ctx in … }` draws with UIKit's drawing (the block's context is
/// current) into a transparent bitmap of `bounds` at the format's scale, y down in points, and returns it.
open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    /// The drawing area in points (its origin is where user space's origin falls: a bounds of
    /// (10, 10, w, h) draws what is at (10, 10) at the image's top-left).
    public let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format.copy(bounds: bounds)
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format.copy(bounds: bounds)
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// Whether the renderer can draw (UIKit: always true for image renderers).
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` with a fresh context made current, and returns what it drew. An empty, negative or
    /// non-finite size gives an empty image (UIKit asserts instead; a negative size is not turned into a
    /// positive one drawn off its canvas).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let s = format.effectiveScale
        let w = (bounds.width * s).rounded(.up), h = (bounds.height * s).rounded(.up)
        if w.isFinite, h.isFinite, w >= 1, h >= 1, w > 16384 || h > 16384 {
            // Say why the image is empty (as a layer's oversized backing store does).
            AnimationWarnings.report("UIGraphicsImageRenderer: an image of \(w) × \(h) pixels is over the 16384-pixel limit a side; its actions are not run and the image is empty")
        }
        guard bounds.size.width > 0, bounds.size.height > 0,
              w >= 1, h >= 1, w <= 16384, h <= 16384, bounds.minX.isFinite, bounds.minY.isFinite else {
            return UIImage(cgImage: CGImage(width: 0, height: 0, pixels: []), scale: s)
        }
        let ctx = CGContext(pixelWidth: Int(w), pixelHeight: Int(h), scale: s)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: ctx, format: format)
        UIGraphicsPushContext(ctx)
        actions(rendererContext)
        UIGraphicsPopContext()
        return UIImage(cgImage: ctx.makeImage() ?? CGImage(width: 0, height: 0, pixels: []), scale: s)
    }
}

extension UIImage {
    /// A renderer format that draws an image like this one (its scale), as UIImage.h's
    /// `imageRendererFormat` gives.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        f.scale = scale
        return f
    }
}
