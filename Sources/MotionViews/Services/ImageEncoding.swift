import Foundation

/// Encodes bitmaps as PNG and JPEG files' bytes (`UIImage.pngData()`, `jpegData(compressionQuality:)`,
/// `UIGraphicsImageRenderer.pngData`/`jpegData`). Installed by the host in `UIServices.imageEncoder`.
public protocol ImageEncoding: AnyObject {
    /// The PNG bytes of `image` (straight-alpha RGBA). Throws when it cannot be encoded.
    func pngData(_ image: CGImage) throws -> Data
    /// The JPEG bytes of `image` (opaque RGB: callers composite alpha first) at `quality` 0…1 (UIKit's
    /// compression quality: 0 smallest, 1 best). Throws when it cannot be encoded.
    func jpegData(_ image: CGImage, quality: Double) throws -> Data
}

extension ImageEncoding {
    /// An encoder without JPEG support: `jpegData` fails (so `UIImage.jpegData` answers nil).
    public func jpegData(_ image: CGImage, quality: Double) throws -> Data {
        throw UIServiceError(service: "imageEncoder (JPEG)", neededBy: "UIImage.jpegData(compressionQuality:)")
    }
}
