import Foundation

/// Core Animation's `CALayerContentsFilter`: how `contents` is sampled when drawn smaller
/// (`minificationFilter`) or larger (`magnificationFilter`) than its pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Blends the nearest pixels (Apple's default for both).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard-edged pixel art and QR codes.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear with mipmaps, for minification.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The filters are kept on the layer (as its key-value coding keys, so `value(forKey:
/// "magnificationFilter")` reads them as in Core Animation) and read back; the renderer samples every
/// contents image one way — bilinearly — whatever they say, so `.nearest` does not yet draw hard pixel
/// edges here.
extension CALayer {
    public var minificationFilter: CALayerContentsFilter {
        get { (customValueStorage["minificationFilter"] as? String).map(CALayerContentsFilter.init(rawValue:)) ?? .linear }
        set { customValueStorage["minificationFilter"] = newValue.rawValue }
    }

    public var magnificationFilter: CALayerContentsFilter {
        get { (customValueStorage["magnificationFilter"] as? String).map(CALayerContentsFilter.init(rawValue:)) ?? .linear }
        set { customValueStorage["magnificationFilter"] = newValue.rawValue }
    }

    /// The mipmap level bias of `.trilinear` minification (default 0); kept.
    public var minificationFilterBias: Float {
        get { customValueStorage["minificationFilterBias"] as? Float ?? 0 }
        set { customValueStorage["minificationFilterBias"] = newValue.isFinite ? newValue : 0 }
    }
}
