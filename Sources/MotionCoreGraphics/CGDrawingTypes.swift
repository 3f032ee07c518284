import Foundation

/// How a shape's colour combines with what is under it (Core Graphics' modes and raw values). The
/// separable and non-separable modes follow the W3C compositing formulas (which PDF's and Core
/// Graphics' are); the Porter–Duff modes act only where the shape is (its coverage mixes the result
/// with what was there), as Core Graphics draws them.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    /// R = 0
    case clear
    /// R = S
    case copy
    /// R = S·Da
    case sourceIn
    /// R = S·(1 − Da)
    case sourceOut
    /// R = S·Da + D·(1 − Sa)
    case sourceAtop
    /// R = S·(1 − Da) + D
    case destinationOver
    /// R = D·Sa
    case destinationIn
    /// R = D·(1 − Sa)
    case destinationOut
    /// R = S·(1 − Da) + D·Sa
    case destinationAtop
    /// R = S·(1 − Da) + D·(1 − Sa)
    case xor
    /// R = max(0, 1 − ((1 − D) + (1 − S)))
    case plusDarker
    /// R = min(1, S + D)
    case plusLighter
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

/// How images are resampled when drawn scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// Bilinear (Core Graphics' default is its own choice; bilinear here).
    case `default` = 0
    /// Nearest pixel.
    case none = 1
    case low = 2, medium = 4, high = 3
}

/// Where an image's alpha is (Apple's raw values).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's alpha placement and byte order (Apple's bit layout: the alpha info in the low 5 bits,
/// the byte order in bits 12–14).
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(alphaInfo: CGImageAlphaInfo) { rawValue = alphaInfo.rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// Whether a gradient's end colours continue past its ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Before the start (linear) or inside the start circle (radial), the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// After the end (linear) or outside the end circle (radial), the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Apple's `CFArray`, which Linux's Foundation does not have: gradients take `[c1, c2] as CFArray`
/// as iOS code writes it.
public typealias CFArray = [Any]
