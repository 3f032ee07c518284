import Foundation

/// Encodes bitmaps as PNG files' bytes (`UIImage.pngData()`, `UIGraphicsImageRenderer.pngData`).
/// Installed by the host in `UIServices.imageEncoder`.
public protocol ImageEncoding: AnyObject {
    /// The PNG bytes of `image` (straight-alpha RGBA). Throws when it cannot be encoded.
    func pngData(_ image: CGImage) throws -> Data
}
