import Foundation
import MotionGeometry

/// What Core Graphics code reads of a `CGImage`. Images here are 8-bit RGBA, straight alpha.
extension CGImage {
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var alphaInfo: CGImageAlphaInfo { .last }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: .last) }
    public var colorSpace: CGColorSpace? { CGColorSpace.sharedSRGB }
    public var isMask: Bool { false }
    public var shouldInterpolate: Bool { true }

    /// The pixels inside `rect` (pixel coordinates, origin top-left, rounded outwards to whole pixels and
    /// cut to the image); nil when nothing of the image is inside, as Core Graphics returns.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return nil }
        let x0 = max(0, Int(max(r.minX, -1e9).rounded(.down))), y0 = max(0, Int(max(r.minY, -1e9).rounded(.down)))
        let x1 = min(width, Int(min(r.maxX, 1e9).rounded(.up))), y1 = min(height, Int(min(r.maxY, 1e9).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var out = [UInt8](repeating: 0, count: (x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let src = (y * width + x0) * 4, dst = (y - y0) * (x1 - x0) * 4
            out.withUnsafeMutableBufferPointer { o in
                pixels.withUnsafeBufferPointer { p in
                    (o.baseAddress! + dst).update(from: p.baseAddress! + src, count: (x1 - x0) * 4)
                }
            }
        }
        return CGImage(width: x1 - x0, height: y1 - y0, pixels: out)
    }
}
