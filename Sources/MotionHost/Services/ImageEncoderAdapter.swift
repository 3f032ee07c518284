import Foundation
import MotionViews

/// Bridges `PNGEncoder` (libspng) to the views' `ImageEncoding`: the compact setting, as an app's saved
/// PNG would be.
final class ImageEncoderAdapter: ImageEncoding {
    func pngData(_ image: CGImage) throws -> Data {
        Data(try PNGEncoder.compact.encode(image.pixels, width: image.width, height: image.height))
    }
}
