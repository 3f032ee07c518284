import Foundation

/// An immutable bitmap with a scale: `size` is in points (pixels / scale), so an @2x image of
/// 640×214 pixels is 320×107 points.
open class UIImage {
    public let cgImage: CGImage?
    /// Pixels per point (1, 2 or 3 for @1x/@2x/@3x files).
    public let scale: CGFloat
    /// How image views draw it: `.alwaysTemplate` in their tint colour (see `withRenderingMode(_:)`).
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// For a symbol image (`UIImage(systemName:)`): its name and configuration.
    var symbolName: String?
    public internal(set) var symbolConfiguration: SymbolConfiguration?
    /// The parts kept unstretched when shown larger (`resizableImage(withCapInsets:)`); zero: none.
    public internal(set) var capInsets: UIEdgeInsets = .zero
    /// How the middle of a resizable image fills (`.stretch` is drawn either way).
    public internal(set) var resizingMode: ResizingMode = .tile
    /// An animated image's frames (`animatedImage(with:duration:)`), nil for a still image.
    public internal(set) var images: [UIImage]?
    /// An animated image's seconds for one pass through `images` (0 for a still image).
    public internal(set) var duration: TimeInterval = 0

    /// An empty image (no bitmap, size zero): what `UIImage()` makes, used as "no background" or "no
    /// shadow" by the bars' appearance setters.
    public init() {
        cgImage = nil
        scale = 1
    }

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Apple's failable lookup by name; `load(named:)` says why it failed.
    public convenience init?(named name: String) {
        guard let image = try? UIImage.load(named: name), let cg = image.cgImage else { return nil }
        self.init(cgImage: cg, scale: image.scale)
        renderingMode = image.renderingMode   // an image set's "Render As"
    }

    /// UIImage.h's animated image: shown by an image view, its frames play in turn over `duration`,
    /// repeating; elsewhere it is its first frame. nil for no frames.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first(where: { $0.cgImage != nil }), let cg = first.cgImage else { return nil }
        let image = UIImage(cgImage: cg, scale: first.scale)
        image.images = images
        image.duration = duration
        return image
    }

    /// UIImage.h's frames by name: "name0", "name1", … (or from "name1" when there is no "name0"), up
    /// to the first missing number, as an animated image.
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        var i = UIImage(named: name + "0") == nil ? 1 : 0
        while i <= 1024, let frame = UIImage(named: "\(name)\(i)") { frames.append(frame); i += 1 }
        return animatedImage(with: frames, duration: duration)
    }

    /// UIImage.h's lookup in a bundle (`UIImage(named: "x", in: Bundle(for: Self.self), compatibleWith: nil)`,
    /// the framework idiom): the bundle's resource folder first (the screen's scale, then the others),
    /// then where `init?(named:)` looks. Traits do not change images here.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if let directory = bundle?.resourcePath {
            for candidate in ImageLookup.candidates(for: name, screenScale: UIServices.screenScale) {
                let path = (directory as NSString).appendingPathComponent(candidate.fileName)
                guard FileManager.default.fileExists(atPath: path),
                      let decoder = UIServices.imageDecoder, let cg = try? decoder.decode(contentsOf: path) else { continue }
                self.init(cgImage: cg, scale: CGFloat(candidate.scale))
                return
            }
        }
        self.init(named: name)
    }

    /// iOS 13's lookup with a symbol configuration (used by symbol images only; see `init?(systemName:)`).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// An SF Symbol by name: an exported `name.png` (`name@2x.png` …) in your resources when there is
    /// one, else a stand-in glyph for the common symbols (see `UIImage+SystemName.swift`); nil — Apple's
    /// answer for an unknown symbol — with a one-line warning otherwise.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// An SF Symbol with a configuration (point size, weight, scale; see `init?(systemName:)`).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        if let image = try? UIImage.load(named: name), let cg = image.cgImage {
            self.init(cgImage: cg, scale: image.scale)
            return
        }
        guard let symbol = UIImage.symbolStandIn(named: name, configuration: configuration), let cg = symbol.cgImage else { return nil }
        self.init(symbol: cg, scale: symbol.scale, name: name, configuration: symbol.symbolConfiguration ?? SymbolConfiguration(pointSize: 0))
    }

    /// iOS 13's `init?(systemName:compatibleWith:)` (traits do not change symbols here).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Decodes the file at `path` (scale 1 unless the name ends in @2x/@3x).
    public convenience init?(contentsOfFile path: String) {
        guard let decoder = UIServices.imageDecoder, let cg = try? decoder.decode(contentsOf: path) else { return nil }
        self.init(cgImage: cg, scale: ImageLookup.scale(ofFileNamed: (path as NSString).lastPathComponent))
    }

    /// Size in points.
    public var size: CGSize {
        guard let cg = cgImage else { return .zero }
        return CGSize(width: CGFloat(cg.width) / scale, height: CGFloat(cg.height) / scale)
    }

    /// UIKit's rendering modes (raw values UIKit's).
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal, alwaysTemplate }

    /// The same bitmap drawn in `mode`: an image view draws an `.alwaysTemplate` image as a silhouette
    /// in its `tintColor` (the image's alpha, the tint's colour), as UIKit does; `.automatic` and
    /// `.alwaysOriginal` draw the pixels (MotionLab's symbols are PNGs, drawn as their pixels unless
    /// marked template).
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        guard let cgImage else { return self }
        let copy = UIImage(cgImage: cgImage, scale: scale)
        copy.renderingMode = mode
        copy.symbolName = symbolName
        copy.symbolConfiguration = symbolConfiguration
        return copy
    }
}
