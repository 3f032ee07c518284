import Foundation

// Core Graphics' C path functions, as Objective-C era code calls them. `m` is an optional
// transform applied to the new points (Apple's `const CGAffineTransform *`, nil for none).

public func CGPathCreateMutable() -> CGMutablePath { CGMutablePath() }

public func CGPathCreateWithRect(_ rect: CGRect, _ m: CGAffineTransform?) -> CGPath {
    CGPath(rect: rect, transform: m)
}

public func CGPathCreateWithEllipseInRect(_ rect: CGRect, _ m: CGAffineTransform?) -> CGPath {
    CGPath(ellipseIn: rect, transform: m)
}

public func CGPathCreateWithRoundedRect(_ rect: CGRect, _ cornerWidth: CGFloat, _ cornerHeight: CGFloat,
                                        _ m: CGAffineTransform?) -> CGPath {
    CGPath(roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: m)
}

public func CGPathMoveToPoint(_ path: CGMutablePath, _ m: CGAffineTransform?, _ x: CGFloat, _ y: CGFloat) {
    path.move(to: CGPoint(x: x, y: y), transform: m ?? .identity)
}

public func CGPathAddLineToPoint(_ path: CGMutablePath, _ m: CGAffineTransform?, _ x: CGFloat, _ y: CGFloat) {
    path.addLine(to: CGPoint(x: x, y: y), transform: m ?? .identity)
}

public func CGPathAddQuadCurveToPoint(_ path: CGMutablePath, _ m: CGAffineTransform?,
                                      _ cpx: CGFloat, _ cpy: CGFloat, _ x: CGFloat, _ y: CGFloat) {
    path.addQuadCurve(to: CGPoint(x: x, y: y), control: CGPoint(x: cpx, y: cpy), transform: m ?? .identity)
}

public func CGPathAddCurveToPoint(_ path: CGMutablePath, _ m: CGAffineTransform?,
                                  _ cp1x: CGFloat, _ cp1y: CGFloat, _ cp2x: CGFloat, _ cp2y: CGFloat,
                                  _ x: CGFloat, _ y: CGFloat) {
    path.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: cp1x, y: cp1y),
                  control2: CGPoint(x: cp2x, y: cp2y), transform: m ?? .identity)
}

public func CGPathCloseSubpath(_ path: CGMutablePath) { path.closeSubpath() }

public func CGPathAddRect(_ path: CGMutablePath, _ m: CGAffineTransform?, _ rect: CGRect) {
    path.addRect(rect, transform: m ?? .identity)
}

public func CGPathAddEllipseInRect(_ path: CGMutablePath, _ m: CGAffineTransform?, _ rect: CGRect) {
    path.addEllipse(in: rect, transform: m ?? .identity)
}

/// `clockwise` as in Core Graphics: true sweeps with decreasing angle.
public func CGPathAddArc(_ path: CGMutablePath, _ m: CGAffineTransform?, _ x: CGFloat, _ y: CGFloat,
                         _ radius: CGFloat, _ startAngle: CGFloat, _ endAngle: CGFloat, _ clockwise: Bool) {
    path.addArc(center: CGPoint(x: x, y: y), radius: radius, startAngle: startAngle, endAngle: endAngle,
                clockwise: clockwise, transform: m ?? .identity)
}

public func CGPathAddPath(_ path: CGMutablePath, _ m: CGAffineTransform?, _ other: CGPath) {
    path.addPath(other, transform: m ?? .identity)
}

public func CGPathIsEmpty(_ path: CGPath?) -> Bool { path?.isEmpty ?? true }

public func CGPathGetCurrentPoint(_ path: CGPath) -> CGPoint { path.currentPoint }

public func CGPathGetBoundingBox(_ path: CGPath) -> CGRect { path.boundingBox }

public func CGPathGetPathBoundingBox(_ path: CGPath) -> CGRect { path.boundingBoxOfPath }

public func CGPathEqualToPath(_ a: CGPath, _ b: CGPath) -> Bool { a == b }

public func CGPathCreateCopy(_ path: CGPath) -> CGPath { path.copy() }

public func CGPathCreateMutableCopy(_ path: CGPath) -> CGMutablePath { path.mutableCopy() }
