import Foundation
import MotionGeometry
import MotionRaster

/// Core Graphics' drawing context: a bitmap of premultiplied 8-bit RGBA pixels and the graphics state
/// that drawing reads (transform, clip, colours, line style, alpha, blend mode, shadow).
///
/// Coordinates are Core Graphics': the base space of a bitmap context is its pixels with the origin
/// at the **bottom-left**, y up, and `ctm` maps user space into it. Contexts UIKit makes (a view's
/// `draw(_:)`, `UIGraphicsImageRenderer`, `UIGraphicsBeginImageContextWithOptions`) start with a CTM
/// that flips and scales (a = scale, d = −scale, ty = pixel height), so user space is the view's
/// points, y down — `ctm` reads as it does on iOS. `draw(_ image:in:)` draws the image's top row at
/// the rect's maxY in user space: upright in a plain bitmap context, upside down in a flipped one,
/// exactly as Core Graphics does (UIKit's `UIImage.draw(in:)` compensates).
///
/// Paths are kept in base space: points are mapped by the CTM current when they are added, and a
/// stroke's width, dashes and caps are measured in the user space current when it is stroked (so a
/// non-uniform scale draws an elliptical pen, as in Core Graphics).
///
/// Rasterisation is `MotionRaster`'s: exact-area antialiasing (each pixel's coverage is the area of it
/// the shape covers), curves flattened within 0.01 pixels (solid strokes 0.1; chords compensated to
/// cross the curve). A context over its own memory records drawing calls and paints them, band by band
/// on the frame's workers, when its pixels are first read (`PendingPaint`).
public final class CGContext {
    public let width: Int
    public let height: Int
    /// Bytes per row of `data` (≥ width × 4).
    public let bytesPerRow: Int
    public let bitsPerComponent = 8
    public let bitsPerPixel = 32
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedLast }

    /// Premultiplied RGBA, `height` rows of `width` pixels, no padding (the user's memory, when given,
    /// is written from it after each drawing call).
    /// Made on first use (a view whose `draw(_:)` draws nothing never allocates its backing store).
    /// Reading them first paints the drawing calls still pending (`PendingPaint`).
    var pixels: [UInt8] {
        get {
            paintPending()
            return pixelStorage
        }
        _modify {
            paintPending()
            // Whoever changes them may make any pixel translucent, and the write leaves the storage
            // this context's alone (copied first if an image shares it).
            knownOpaque = false
            sharesStorage = false
            yield &pixelStorage
        }
    }
    private var pixelStorage: [UInt8] = []
    /// Every pixel is opaque (alpha 255): checked band by band as pending calls are painted (the band is
    /// still in the cache), cleared by any other change. Then the straight-alpha image is the pixels
    /// themselves, and `makeImage` shares them instead of converting a copy.
    private var knownOpaque = false
    /// Whether an image `makeImage` made holds `pixelStorage`'s buffer: the image hands it to
    /// `PixelBufferPool` when it goes, so this context must not as well (a write here copies it first).
    private var sharesStorage = false
    /// Drawing calls rasterised but not yet painted (nil: none since the last paint).
    private var pending: PendingPaint?
    /// Whether `data` handed out this context's own memory: the caller may read it at any time, so
    /// drawing calls are painted at once from then on.
    private var exposedData = false

    /// Whether drawing calls may be recorded and painted later, band by band (`PendingPaint`): not when
    /// the pixels live in (or were handed out as) memory the caller reads directly.
    var defersPainting: Bool { userData == nil && !exposedData }

    /// The store the next drawing call records into (painting what is pending first when it is full).
    var pendingPaint: PendingPaint {
        if let pending {
            if !pending.isFull { return pending }
            paintPending()
        }
        let store = pending ?? PendingPaintPool.take()
        pending = store
        return store
    }

    /// Paints every pending drawing call (allocating the pixels on first use).
    ///
    /// Pixels made for the calls are cleared band by band by the workers that paint them, just before
    /// (a full @2x screen is 2.9 MB: cleared at once on this thread it was a serial pass to memory that
    /// the bands then read back).
    func paintPending() {
        let fresh = pixelStorage.isEmpty
        guard let store = pending, !store.isEmpty else {
            if fresh { pixelStorage = Self.clearPixels(count: width * height * 4) }
            return
        }
        if fresh { pixelStorage = Self.uninitializedPixels(count: width * height * 4) }
        let w = width, h = height
        let result = pixelStorage.withUnsafeMutableBufferPointer { px in
            store.paint(into: px, width: w, height: h, parallelPixels: Self.parallelPixels, clearing: fresh)
        }
        sharesStorage = false
        knownOpaque = result.opaque
        didDraw(result.painted)
    }
    /// The caller's bitmap memory and its layout, when the context was made over it.
    private let userData: UnsafeMutableRawPointer?
    /// Byte offsets of R, G, B and A within a pixel of the caller's memory; whether alpha is skipped.
    private let layout: (r: Int, g: Int, b: Int, a: Int, skipsAlpha: Bool)

    var state = GState()
    private var savedStates: [GState] = []
    /// The current path in raster space (pixels, y down), as drawing reads it.
    var currentPath = CGMutablePath()
    /// Whether any drawing call has touched the pixels (a view that drew nothing keeps no bitmap).
    package var hasDrawn: Bool {
        if pending?.isEmpty == false { paintPending() }
        return drewPixels
    }
    private var drewPixels = false
    /// The reusable rasterisation grid (the bitmap's size, cells touched by a shape emptied as it is
    /// painted), made on first use.
    private var scratchGrid: CoverageAccumulator?
    var scratch: CoverageAccumulator {
        _read {
            if scratchGrid == nil { scratchGrid = CoverageGridPool.take(width: width, height: height) }
            yield scratchGrid!
        }
        _modify {
            if scratchGrid == nil { scratchGrid = CoverageGridPool.take(width: width, height: height) }
            yield &scratchGrid!
        }
    }

    /// `count` zero bytes: a kept array of that size cleared (`PixelBufferPool`), else a new one.
    static func clearPixels(count: Int) -> [UInt8] {
        guard var kept = PixelBufferPool.take(count: count) else { return [UInt8](repeating: 0, count: count) }
        _ = kept.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 0) }
        return kept
    }

    /// `count` bytes to be overwritten: a kept array of that size as it is (`PixelBufferPool`), else a
    /// new one.
    static func uninitializedPixels(count: Int) -> [UInt8] {
        PixelBufferPool.take(count: count) ?? [UInt8](unsafeUninitializedCapacity: count) { _, n in n = count }
    }

    deinit {
        if !sharesStorage { PixelBufferPool.giveBack(pixelStorage) }
        if let scratchGrid { CoverageGridPool.giveBack(scratchGrid) }
        if let pending {
            // Nobody can read the pixels any more: what is pending is dropped, the store kept.
            pending.discard()
            PendingPaintPool.giveBack(pending)
        }
    }
    /// Where pixels may have changed since the last `takeDamage()` (raster space).
    private var damage = PixelRect.empty

    /// Apple's bitmap context. `data`: nil for memory the context owns, or `height × bytesPerRow` bytes
    /// of yours, kept up to date after every drawing call. Supported: 8 bits per component, RGB or gray
    /// spaces, alpha `premultipliedLast`/`premultipliedFirst`/`noneSkipLast`/`noneSkipFirst` with the
    /// default, 32-bit big or 32-bit little byte order. nil otherwise (as Core Graphics returns NULL for
    /// a format it does not support), or for a size that is not positive or is over 16,384 pixels a side.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width <= 16384, height <= 16384, bitsPerComponent == 8 else { return nil }
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        let little = order == CGBitmapInfo.byteOrder32Little.rawValue
        guard order == 0 || little || order == CGBitmapInfo.byteOrder32Big.rawValue else { return nil }
        // Byte offsets as the pixel's bytes lie in memory: "Last" is RGBA in big-endian order, "First"
        // ARGB; little-endian 32-bit reverses the four.
        var offsets: [Int]
        switch alpha {
        case .premultipliedLast?, .noneSkipLast?: offsets = [0, 1, 2, 3]
        case .premultipliedFirst?, .noneSkipFirst?: offsets = [1, 2, 3, 0]
        default: return nil
        }
        if little { offsets = offsets.map { 3 - $0 } }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard rowBytes >= width * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        colorSpace = space
        self.bitmapInfo = info
        userData = data
        layout = (offsets[0], offsets[1], offsets[2], offsets[3], alpha == .noneSkipLast || alpha == .noneSkipFirst)
        state.ctm = .identity
        if data != nil { readUserData() }
    }

    /// A context UIKit draws into: `pixelWidth × pixelHeight` transparent pixels whose user space is
    /// points, y down, `scale` pixels per point (the flipped CTM iOS gives `draw(_:)`).
    package init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        width = max(pixelWidth, 1)
        height = max(pixelHeight, 1)
        bytesPerRow = width * 4
        colorSpace = CGColorSpace.sharedSRGB
        bitmapInfo = CGBitmapInfo(alphaInfo: .premultipliedLast)
        userData = nil
        layout = (0, 1, 2, 3, false)
        let s = scale.isFinite && scale > 0 ? scale : 1
        state.ctm = CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: 0, ty: CGFloat(height))
        state.baseScale = s
        state.baseFlipped = true
    }

    /// The bitmap memory (the caller's when given; otherwise the context's own, valid while the context
    /// lives and until its next drawing call).
    public var data: UnsafeMutableRawPointer? {
        if let userData { return userData }
        exposedData = true
        return pixels.withUnsafeMutableBytes { $0.baseAddress }
    }

    /// Pixels per point of a context UIKit made (1 for a plain bitmap context).
    package var baseScale: CGFloat { state.baseScale }

    // MARK: Graphics state

    public func saveGState() { savedStates.append(state) }

    /// Restores the state saved last; does nothing when none is saved (Core Graphics logs and ignores it).
    public func restoreGState() {
        guard let s = savedStates.popLast() else { return }
        state = s
    }

    /// The current transformation matrix: user space → base space (pixels, y up).
    public var ctm: CGAffineTransform { state.ctm }
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// CTM = transform × CTM (the transform applies first, in user space).
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    public func setLineWidth(_ width: CGFloat) { if width.isFinite && width >= 0 { state.lineWidth = width } }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// A NaN limit is ignored; +∞ never bevels (a miter is always finite there, but for an exact reversal).
    public func setMiterLimit(_ limit: CGFloat) { if !limit.isNaN { state.miterLimit = limit } }
    /// Painted and unpainted lengths (user space), alternating, starting `phase` into the pattern; an
    /// empty list (or one of only zeros, or with a negative length) draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase.isFinite ? phase : 0
        state.dashLengths = lengths
    }
    public func setFlatness(_ flatness: CGFloat) {}
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setShouldAntialias(_ antialias: Bool) { state.antialias = antialias }
    public func setAllowsAntialiasing(_ allows: Bool) { state.allowsAntialiasing = allows }
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }
    public func setFillColorSpace(_ space: CGColorSpace) {}
    public func setStrokeColorSpace(_ space: CGColorSpace) {}

    /// A shadow under everything drawn next: `offset` and `blur` in base space (points of a UIKit
    /// context, where +height is down; pixels, +height up, of a plain bitmap context); nil colour for
    /// none. The blur is the Gaussian's 2σ, as WebKit and CSS read Core Graphics' blur.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil; return
        }
        state.shadow = Shadow(offset: offset, blur: max(blur, 0), color: color)
    }

    /// A shadow in Core Graphics' default shadow colour (black at 1/3 alpha).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    // MARK: Output

    /// The pixels as an image (straight alpha, as `CGImage` holds them); nil never happens here but is
    /// Apple's signature.
    public func makeImage() -> CGImage? {
        paintPending()
        if knownOpaque && !exposedData && userData == nil {
            // Opaque pixels are their own straight-alpha values: the image shares the buffer (copy on
            // write keeps each side's pixels its own), sparing a 2.9 MB conversion a full-screen frame.
            sharesStorage = true
            return CGImage(width: width, height: height, pixels: pixelStorage)
        }
        return CGImage(width: width, height: height, pixels: PixelConversion.straightened(pixels))
    }

    /// Drawing calls since the last `takeDamage()` changed at most these pixels (raster space, y down).
    package func takeDamage() -> (x: Int, y: Int, width: Int, height: Int)? {
        if pending?.isEmpty == false { paintPending() }
        defer { damage = .empty }
        return damage.isEmpty ? nil : (damage.x0, damage.y0, damage.width, damage.height)
    }

    /// Records that `rect` was drawn into, and writes it to the caller's memory when there is any.
    func didDraw(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        drewPixels = true
        damage = damage.union(rect)
        if userData != nil { writeUserData(rect) }
    }

    private func readUserData() {
        guard let base = userData else { return }
        let l = layout
        for y in 0..<height {
            let row = base + y * bytesPerRow
            for x in 0..<width {
                let p = row + x * 4, o = (y * width + x) * 4
                pixels[o] = p.load(fromByteOffset: l.r, as: UInt8.self)
                pixels[o + 1] = p.load(fromByteOffset: l.g, as: UInt8.self)
                pixels[o + 2] = p.load(fromByteOffset: l.b, as: UInt8.self)
                pixels[o + 3] = l.skipsAlpha ? 255 : p.load(fromByteOffset: l.a, as: UInt8.self)
            }
        }
    }

    private func writeUserData(_ r: PixelRect) {
        guard let base = userData else { return }
        let l = layout
        for y in r.y0..<r.y1 {
            let row = base + y * bytesPerRow
            for x in r.x0..<r.x1 {
                let p = row + x * 4, o = (y * width + x) * 4
                p.storeBytes(of: pixels[o], toByteOffset: l.r, as: UInt8.self)
                p.storeBytes(of: pixels[o + 1], toByteOffset: l.g, as: UInt8.self)
                p.storeBytes(of: pixels[o + 2], toByteOffset: l.b, as: UInt8.self)
                p.storeBytes(of: l.skipsAlpha ? 255 : pixels[o + 3], toByteOffset: l.a, as: UInt8.self)
            }
        }
    }

    // MARK: Raster space

    /// User space → raster space (pixels, y down): the CTM, then the flip of base space.
    var userToRaster: CGAffineTransform {
        state.ctm.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    /// Base space (y up) → raster space.
    var baseToRaster: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)) }

    /// The whole bitmap.
    var bitmapRect: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// Where drawing may go now: the clip's rect, or the bitmap.
    var drawableRect: PixelRect { state.clip.map { $0.rect.intersection(bitmapRect) } ?? bitmapRect }
}

/// What `saveGState` saves.
struct GState {
    var ctm = CGAffineTransform.identity
    var clip: ClipMask? = nil
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var antialias = true
    var allowsAntialiasing = true
    var interpolation = CGInterpolationQuality.default
    var shadow: Shadow? = nil
    /// Base-space units per point and whether +y is down in them (a UIKit context): shadow offsets
    /// and blur are in base space.
    var baseScale: CGFloat = 1
    var baseFlipped = false
}

struct Shadow {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor
}
