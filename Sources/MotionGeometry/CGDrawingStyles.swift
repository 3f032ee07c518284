import Foundation

/// Core Graphics' stroke end shapes (raw values Apple's `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends flat at the end point (the default).
    case butt = 0
    /// A half disc of diameter `lineWidth` past the end point.
    case round = 1
    /// A half square: the stroke extends `lineWidth / 2` past the end point.
    case square = 2
}

/// Core Graphics' stroke corner shapes (raw values Apple's `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// Outer edges extended to meet, beveled when the miter is longer than `miterLimit × lineWidth`
    /// (the default).
    case miter = 0
    /// A disc of diameter `lineWidth` at the corner.
    case round = 1
    /// The outer corners joined by a straight line.
    case bevel = 2
}

/// Which points a filled path covers (Apple's `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds around the point a non-zero number of times (the default).
    case winding = 0
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}
