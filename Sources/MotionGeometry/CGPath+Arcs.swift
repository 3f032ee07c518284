import Foundation

extension CGMutablePath {
    /// Core Graphics' `addArc(tangent1End:tangent2End:radius:)`: a line from the current point
    /// towards `tangent1End`, then an arc of `radius` tangent to the line current point → `tangent1End`
    /// and to the line `tangent1End` → `tangent2End` (a rounded corner at `tangent1End`). The current
    /// point and the tangent points are read in the space before `transform`. With no current point it
    /// does nothing; when the three points are collinear or the radius is 0 it is a line to `tangent1End`.
    public func addArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard !elements.isEmpty else { return }
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        func norm(_ x: CGFloat, _ y: CGFloat) -> (CGFloat, CGFloat)? {
            let l = (x * x + y * y).squareRoot()
            return l > 1e-12 && l.isFinite ? (x / l, y / l) : nil
        }
        guard radius.isFinite, radius > 0,
              let u1 = norm(p0.x - t1.x, p0.y - t1.y), let u2 = norm(t2.x - t1.x, t2.y - t1.y) else {
            addLine(to: t1, transform: transform)
            return
        }
        let cosTheta = u1.0 * u2.0 + u1.1 * u2.1
        let cross = u1.0 * u2.1 - u1.1 * u2.0
        guard abs(cross) > 1e-12 else {
            addLine(to: t1, transform: transform)
            return
        }
        let theta = acos(Swift.min(Swift.max(cosTheta, -1), 1))
        let d = radius / tan(theta / 2)
        let a = CGPoint(x: t1.x + u1.0 * d, y: t1.y + u1.1 * d)
        let b = CGPoint(x: t1.x + u2.0 * d, y: t1.y + u2.1 * d)
        guard let bis = norm(u1.0 + u2.0, u1.1 + u2.1) else {
            addLine(to: t1, transform: transform)
            return
        }
        let h = radius / sin(theta / 2)
        let c = CGPoint(x: t1.x + bis.0 * h, y: t1.y + bis.1 * h)
        let a0 = atan2(a.y - c.y, a.x - c.x), a1 = atan2(b.y - c.y, b.x - c.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: a, transform: transform)
        addArc(center: c, radius: radius, startAngle: a0, endAngle: a0 + sweep, clockwise: sweep < 0, transform: transform)
    }

    /// Core Graphics' `addRelativeArc`: an arc from `startAngle` through `delta` radians (positive:
    /// increasing angle), joined to the current point by a line.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }
}

public func CGPathAddArcToPoint(_ path: CGMutablePath, _ m: CGAffineTransform?, _ x1: CGFloat, _ y1: CGFloat,
                                _ x2: CGFloat, _ y2: CGFloat, _ radius: CGFloat) {
    path.addArc(tangent1End: CGPoint(x: x1, y: y1), tangent2End: CGPoint(x: x2, y: y2), radius: radius, transform: m ?? .identity)
}
