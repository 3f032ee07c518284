import Foundation

/// An immutable bitmap with a scale: `size` is in points (pixels / scale), so an @2x image of
/// 640×214 pixels is 320×107 points.
open class UIImage {
    public let cgImage: CGImage?
    /// Pixels per point (1, 2 or 3 for @1x/@2x/@3x files).
    public let scale: CGFloat
    /// How image views draw it: `.alwaysTemplate` in their tint colour (see `withRenderingMode(_:)`).
    public internal(set) var renderingMode: RenderingMode = .automatic

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
    }

    /// An SF Symbol by name. The symbols are Apple's and licensed for Apple platforms only, so none ship
    /// here: the name is looked up like `UIImage(named:)` (export the symbols you use as PNGs named
    /// `heart.fill.png`, `heart.fill@2x.png` into your resources), and nil — Apple's answer for an unknown
    /// symbol — when there is no such file.
    public convenience init?(systemName name: String) {
        self.init(named: name)
    }

    /// An SF Symbol with a configuration (see `init?(systemName:)`).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
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
        return copy
    }
}
