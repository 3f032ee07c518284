import Foundation

/// Shows an image in its layer's contents, placed by `contentMode` (scaleToFill, scaleAspectFit,
/// scaleAspectFill, center, top, …). Like UIKit's, it ignores touches unless told otherwise.
open class UIImageView: UIView {
    open var image: UIImage? { didSet { updateContents() } }
    /// Shown instead of `image` while `isHighlighted` (when set).
    open var highlightedImage: UIImage? { didSet { updateContents() } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateContents() } } }
    /// iOS 13: the symbol configuration a symbol image is drawn with (see `UIImageView+SymbolConfiguration.swift`).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { configuredSymbolCache = nil; updateContents() } }
    /// The last symbol redrawn with `preferredSymbolConfiguration`: its source and the result.
    var configuredSymbolCache: (source: UIImage, result: UIImage)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A symbol's bitmap depends on the size the mode shows it at (`sharpSymbolBitmap`).
    open override var contentMode: ContentMode {
        didSet { if contentMode != oldValue, image?.isSymbolImage == true { updateContents() } }
    }

    /// An empty image view with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// A view the size of `image` (in points) at the origin.
    public convenience init(image: UIImage?, highlightedImage: UIImage? = nil) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        updateContents()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { configured(image)?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        configured(image)?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Image animation (UIImageView.h)

    /// The frames `startAnimating()` shows in turn, instead of `image`.
    open var animationImages: [UIImage]?
    /// The frames shown while `isHighlighted` (when set).
    open var highlightedAnimationImages: [UIImage]?
    /// Seconds for one pass through the frames; 0 (the default) is UIKit's 1/30 s per frame.
    open var animationDuration: TimeInterval = 0
    /// Passes to play; 0 (the default) repeats forever.
    open var animationRepeatCount = 0

    /// The key of the frames' animation on the layer.
    static let imageAnimationKey = "UIImageViewAnimation"

    /// Plays the frames as UIKit does: a discrete keyframe animation of the layer's `contents`, each
    /// frame for an equal share of `animationDuration`, on the scene clock. `image` shows again when it
    /// stops (after `animationRepeatCount` passes, or `stopAnimating()`).
    open func startAnimating() {
        let frames = (isHighlighted ? (highlightedAnimationImages ?? animationImages) : animationImages) ?? []
        playFrames(frames, duration: animationDuration, repeatCount: animationRepeatCount, key: UIImageView.imageAnimationKey)
    }

    /// The key of an animated `image`'s own frames.
    static let animatedImageKey = "UIImageViewAnimatedImage"

    private func playFrames(_ frames: [UIImage], duration: TimeInterval, repeatCount: Int, key: String) {
        let images = frames.compactMap(\.cgImage)
        guard !images.isEmpty else { return }
        let a = CAKeyframeAnimation(keyPath: "contents")
        a.values = images
        a.calculationMode = .discrete
        a.duration = duration > 0 ? duration : Double(images.count) / 30
        a.repeatCount = repeatCount == 0 ? .infinity : Float(repeatCount)
        if let scale = frames.first?.scale { layer.contentsScale = scale }
        layer.add(a, forKey: key)
    }

    /// Stops the frames; `image` shows again.
    open func stopAnimating() { layer.removeAnimation(forKey: UIImageView.imageAnimationKey) }

    /// Whether the frames are playing.
    open var isAnimating: Bool { layer.animation(forKey: UIImageView.imageAnimationKey) != nil }

    /// The last template image tinted: its source bitmap, the tint, the result.
    private var tintedCache: (source: CGImage, tint: CGColor, result: CGImage)?

    private func updateContents() {
        invalidateIntrinsicContentSize()
        let shown = configured(isHighlighted ? (highlightedImage ?? image) : image)
        // An animated image plays its frames by itself, as UIKit's image view plays one.
        if let frames = shown?.images, !frames.isEmpty {
            playFrames(frames, duration: shown?.duration ?? 0, repeatCount: 0, key: UIImageView.animatedImageKey)
        } else if layer.animation(forKey: UIImageView.animatedImageKey) != nil {
            layer.removeAnimation(forKey: UIImageView.animatedImageKey)
        }
        layer.contentsScale = shown?.scale ?? 1
        // A resizable image's caps: the layer's nine-part stretching.
        layer.contentsCenter = shown?.capContentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        let bitmap = shown.flatMap { sharpSymbolBitmap($0) } ?? shown?.cgImage
        if let shown, shown.renderingMode == .alwaysTemplate, let cg = bitmap {
            layer.contents = tinted(cg, tintColor.cgColor)
        } else {
            layer.contents = bitmap
        }
    }

    /// A symbol shown larger than its image by a scaling content mode is drawn again at about the size it
    /// shows (SF Symbols are vectors, sharp at any size; the stand-ins are glyph bitmaps, soft when
    /// stretched): a bounds change that crosses a size step redraws the contents.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = configured(isHighlighted ? (highlightedImage ?? image) : image)
        guard let shown, shown.isSymbolImage, shown.images == nil else { return }
        let wanted = sharpSymbolBitmap(shown) ?? shown.cgImage
        let current = layer.contents as? CGImage
        if current !== wanted && (tintedCache?.source !== wanted || tintedCache?.result !== current) { updateContents() }
    }

    /// The last symbol redrawn larger: its source image, the size step and the bitmap.
    private var sharpSymbolCache: (source: UIImage, step: CGFloat, result: CGImage)?

    /// `symbol` redrawn for the size the content mode shows it at, when that is over 5 % larger than its
    /// image: at the configured point size times the next step of 2^¼ at or above the enlargement (so the
    /// bitmap is shrunk a little, never stretched, and a bounds animation makes a few bitmaps, not one a
    /// frame), at most 16 times and 1,024 pixels. Nil when the symbol shows at its own size.
    package func sharpSymbolBitmap(_ symbol: UIImage) -> CGImage? {
        guard let name = symbol.symbolName, symbol.images == nil else { return nil }
        let size = symbol.size, b = bounds.size
        guard size.width > 0, size.height > 0, b.width.isFinite, b.height.isFinite, b.width > 0, b.height > 0 else { return nil }
        let kx = b.width / size.width, ky = b.height / size.height
        let factor: CGFloat
        switch contentMode {
        case .scaleToFill, .scaleAspectFill: factor = max(kx, ky)
        case .scaleAspectFit: factor = min(kx, ky)
        default: factor = 1
        }
        guard factor > 1.05 else { return nil }
        let step = min(pow(2, (log2(factor) * 4).rounded(.up) / 4), 16)
        if let c = sharpSymbolCache, c.source === symbol, c.step == step { return c.result }
        let config = symbol.symbolConfiguration ?? .unspecified
        let points = config.resolvedPointSize * step
        let scale = UIServices.screenScale
        guard points * UIImage.symbolEmPerPoint * scale <= 1024 else { return nil }
        guard let redrawn = UIImage.symbolStandIn(named: name, configuration: config.applying(UIImage.SymbolConfiguration(pointSize: points))),
              let cg = redrawn.cgImage else { return nil }
        sharpSymbolCache = (symbol, step, cg)
        return cg
    }

    /// Template images follow the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        if shown?.renderingMode == .alwaysTemplate { updateContents() }
    }

    /// `image`'s silhouette in `tint`: every pixel the tint's colour, at the image's alpha times the
    /// tint's (straight alpha, as `CGImage` stores it here).
    private func tinted(_ image: CGImage, _ tint: CGColor) -> CGImage {
        if let c = tintedCache, c.source === image, c.tint == tint { return c.result }
        var pixels = image.pixels
        let r = UInt8((tint.red * 255).rounded()), g = UInt8((tint.green * 255).rounded()), b = UInt8((tint.blue * 255).rounded())
        for i in stride(from: 0, to: pixels.count - 3, by: 4) {
            pixels[i] = r; pixels[i + 1] = g; pixels[i + 2] = b
            pixels[i + 3] = UInt8((Double(pixels[i + 3]) * Double(tint.alpha)).rounded())
        }
        let result = CGImage(width: image.width, height: image.height, pixels: pixels)
        tintedCache = (image, tint, result)
        return result
    }
}
