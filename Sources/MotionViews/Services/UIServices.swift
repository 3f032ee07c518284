import Foundation

/// What the views need from the host that they cannot provide themselves. The SDL host fills these in
/// at start-up; tests install fakes. Everything here is main-thread state, like UIKit's.
public enum UIServices {
    /// Draws and measures text for `UILabel`.
    public static var textRasterizer: TextRasterizing?
    /// Decodes image files for `UIImage(named:)`.
    public static var imageDecoder: ImageDecoding?
    /// Encodes images for `UIImage.pngData()`.
    public static var imageEncoder: ImageEncoding?
    /// Draws glyphs of the symbol font for `UIImage(systemName:)`'s stand-ins.
    public static var glyphRasterizer: GlyphRasterizing?
    /// Folders `UIImage(named:)` searches, in order (the app bundle's role).
    public static var resourceDirectories: [String] = []
    /// Pixels per point of the screen (2 for the seeds' @2x screen); picks @2x/@3x images and the
    /// resolution text is rendered at.
    /// Per animation context, so two previews at different scales can share a process.
    public static var screenScale: CGFloat {
        get { ViewAnimationState.current.screenScale }
        set { ViewAnimationState.current.screenScale = newValue }
    }

    /// The installed text rasterizer, or an error naming who needed it.
    public static func requireTextRasterizer(for user: String) throws -> TextRasterizing {
        guard let r = textRasterizer else { throw UIServiceError(service: "textRasterizer", neededBy: user) }
        return r
    }

    /// The installed image decoder, or an error naming who needed it.
    public static func requireImageDecoder(for user: String) throws -> ImageDecoding {
        guard let d = imageDecoder else { throw UIServiceError(service: "imageDecoder", neededBy: user) }
        return d
    }
}
