import Foundation

// Core Animation's string-valued style constants, as Swift sees them on iOS: structs wrapping the
// raw strings (`CAShapeLayerLineCap.round`, `.evenOdd`), with the Objective-C era globals
// (`kCALineCapRound`) that older ported code still spells. An unknown raw value renders as the
// default, as Core Animation ignores strings it does not know.

/// How `CAShapeLayer` decides which points are inside a self-overlapping path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A point is inside when the path winds around it a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a stroke's open ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The stroke ends flat at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half disc of diameter `lineWidth` past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square: the stroke extends `lineWidth / 2` past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a stroke where two path elements meet.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Outer edges extended to meet in a point, beveled when longer than `miterLimit × lineWidth`
    /// (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A disc of diameter `lineWidth` at the corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// The outer corners joined by a straight line.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// The geometry of a `CAGradientLayer`.
public struct CAGradientLayerType: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Colour constant along lines perpendicular (in unit space) to startPoint → endPoint (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred at startPoint with radii |endPoint − startPoint| per axis (unit space).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colour by angle around startPoint, 0 along startPoint → endPoint, increasing from +x towards +y.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
public let kCALineCapButt = CAShapeLayerLineCap.butt
public let kCALineCapRound = CAShapeLayerLineCap.round
public let kCALineCapSquare = CAShapeLayerLineCap.square
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
public let kCALineJoinRound = CAShapeLayerLineJoin.round
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
public let kCAGradientLayerAxial = CAGradientLayerType.axial
public let kCAGradientLayerRadial = CAGradientLayerType.radial
public let kCAGradientLayerConic = CAGradientLayerType.conic
