import Foundation

/// Decodes image files (PNG at least). Installed by the host in `UIServices.imageDecoder`.
public protocol ImageDecoding: AnyObject {
    /// The decoded bitmap. Throws an error naming `path` when the file is missing or corrupt.
    func decode(contentsOf path: String) throws -> CGImage
}
