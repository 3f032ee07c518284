import Foundation

extension UIImage {
    /// The image as JPEG bytes at `compressionQuality` (0 smallest … 1 best, clamped; UIKit's scale),
    /// or nil when it has no bitmap or no JPEG encoder is installed (UIKit's nil for an image it cannot
    /// encode). JPEG has no alpha: as UIKit does, transparent parts come out black (each pixel's colour
    /// is multiplied by its alpha, i.e. composited over black).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cg = cgImage, cg.width > 0, cg.height > 0, let encoder = UIServices.imageEncoder else { return nil }
        let quality = compressionQuality.isFinite ? min(max(Double(compressionQuality), 0), 1) : 1
        var pixels = cg.pixels
        for i in stride(from: 0, to: pixels.count - 3, by: 4) where pixels[i + 3] != 255 {
            let a = UInt16(pixels[i + 3])
            for c in 0..<3 { pixels[i + c] = UInt8((UInt16(pixels[i + c]) * a + 127) / 255) }
            pixels[i + 3] = 255
        }
        return try? encoder.jpegData(CGImage(width: cg.width, height: cg.height, pixels: pixels), quality: quality)
    }
}

extension UIGraphicsImageRenderer {
    /// The drawing as JPEG bytes (empty when it cannot be encoded, as UIKit's answer is non-optional).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
