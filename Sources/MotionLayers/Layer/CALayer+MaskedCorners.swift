import Foundation
import MotionGeometry
import MotionAnimation

/// Which corners `cornerRadius` rounds (Apple's `CACornerMask`; the names are Core Animation's, in its
/// y-up space, so `layerMinXMinYCorner` is the top-left corner of a UIKit view, which is y-down).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

extension CALayer {
    /// The corners `cornerRadius` rounds (default all four). The background, border and shadow follow
    /// it; `contents` and sublayers clipped by `masksToBounds` keep rect corners where a corner is left
    /// square, and round all four otherwise, as before.
    public var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(properties.maskedCornerBits)) }
        set { change("maskedCorners") { $0.maskedCornerBits = UInt8(truncatingIfNeeded: newValue.rawValue & 0b1111) } }
    }
}

extension CGPath {
    /// A rectangle with the corners in `bits` (1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right,
    /// y-down) rounded by `radius` (clamped to half the shorter side), the others square.
    public static func roundedRect(_ r: CGRect, radius: CGFloat, corners bits: UInt8) -> CGPath {
        let k = min(max(radius.isFinite ? radius : 0, 0), min(r.width, r.height) / 2)
        let p = CGMutablePath()
        func rk(_ bit: UInt8) -> CGFloat { bits & bit != 0 ? k : 0 }
        let tl = rk(1), tr = rk(2), bl = rk(4), br = rk(8)
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { p.addArc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: false) }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { p.addArc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: false) }
        p.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { p.addArc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: false) }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { p.addArc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false) }
        p.closeSubpath()
        return p
    }
}
